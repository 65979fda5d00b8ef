import Foundation

/// The live progress line: rewritten in place on a terminal (at most four times a second),
/// otherwise printed as a line every 10 seconds. The text is built only when it is shown, so a
/// run that updates it after every event pays for it four times a second at most.
package final class ProgressLine {
    package let isEnabled: Bool
    package let isTerminal = isatty(STDOUT_FILENO) != 0
    private var lastShown = Clock.now
    private var isShowing = false

    package init(isEnabled: Bool) {
        self.isEnabled = isEnabled
    }

    package func update(_ text: @autoclosure () -> String) {
        guard isEnabled else { return }
        let now = Clock.now
        if isTerminal {
            guard now - lastShown >= 0.25 else { return }
            Swift.print("\r\u{1B}[K" + text(), terminator: "")
            isShowing = true
        } else {
            guard now - lastShown >= 10 else { return }
            Swift.print("progress: " + text())
        }
        lastShown = now
        Output.flush()
    }

    /// Clears the line on a terminal, before other output or at the end.
    package func clear() {
        guard isShowing else { return }
        Swift.print("\r\u{1B}[K", terminator: "")
        isShowing = false
        Output.flush()
    }
}

import Foundation
import PresCheckCore
import PresentationEngine
import Testing

@Suite("Event log: names view controllers without keeping them alive")
struct EventLogTests {
    /// Presents `make()` from the root, dismisses it, and returns a weak reference to it taken
    /// while it was presented, after every strong reference the test held is gone.
    private func weakAfterDismissal(_ s: Stage, animated: Bool, _ make: () -> ViewController) -> () -> ViewController? {
        weak var weakPresented: ViewController?
        do {
            let presented = make()
            weakPresented = presented
            s.root.present(presented, animated: animated)
            if animated { s.window.advance(by: 0.3) }
            #expect(s.root.presentedViewController === presented)
            presented.dismiss(animated: animated)
            if animated { s.window.advance(by: 0.3) }
            #expect(s.root.presentedViewController == nil)
        }
        return { weakPresented }
    }

    @Test("Full screen, page sheet, popover and a catalogue custom controller: a weak reference clears after the dismissal", arguments: [
        "fullScreen", "pageSheet", "popover", "centered-card",
    ])
    func weakReferenceClears(kind: String) throws {
        let s = try PopoverStage()
        for animated in [false, true] {
            let weakPresented = weakAfterDismissal(s, animated: animated) {
                let presented = vc("P")
                switch kind {
                case "fullScreen": presented.modalPresentationStyle = .fullScreen
                case "pageSheet": presented.modalPresentationStyle = .pageSheet
                case "popover":
                    presented.modalPresentationStyle = .popover
                    presented.popoverPresentationController?.sourceView = s.button
                default: s.custom(presented, .centeredCard)
                }
                return presented
            }
            #expect(weakPresented() == nil, "\(kind), animated \(animated)")
        }
        // The log still names it.
        let lines = describe(s.window.log.events)
        #expect(lines.contains("P: presentationTransitionWillBegin"))
        #expect(lines.contains("P: dismissalTransitionDidEnd(true)"))
    }

    @Test("A logged view controller is the one it refers to while it lives")
    func refersTo() throws {
        let s = try Stage()
        let presented = vc("P", style: .fullScreen)
        s.root.present(presented, animated: false)
        guard case .presentationTransitionWillBegin(let logged)? = s.window.log.events.first(where: {
            if case .presentationTransitionWillBegin = $0 { return true } else { return false }
        }) else {
            Issue.record("no presentationTransitionWillBegin logged")
            return
        }
        #expect(logged.refers(to: presented) && logged.title == "P")
        #expect(!logged.refers(to: s.root))
    }
}

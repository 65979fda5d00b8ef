import Foundation

/// What every verb prints with: errors to standard error, paths as the user would type them.
package enum Output {
    package static func error(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }

    /// Pushes what `print` buffered to the terminal or pipe now (progress lines, findings).
    package static func flush() {
        fflush(nil)
    }

    /// A path relative to the working directory when it is inside it, else as given.
    package static func displayPath(_ url: URL) -> String {
        let directory = FileManager.default.currentDirectoryPath
        let path = url.standardizedFileURL.path
        return path.hasPrefix(directory + "/") ? String(path.dropFirst(directory.count + 1)) : path
    }

    package static func displayPath(_ path: String) -> String {
        displayPath(URL(fileURLWithPath: path))
    }

    /// `1:02:03` or `2:03`: elapsed and remaining times.
    package static func clock(_ seconds: Double) -> String {
        let total = max(0, Int(seconds.rounded()))
        let (hours, minutes, rest) = (total / 3600, total / 60 % 60, total % 60)
        return hours > 0 ? String(format: "%d:%02d:%02d", hours, minutes, rest) : String(format: "%d:%02d", minutes, rest)
    }
}

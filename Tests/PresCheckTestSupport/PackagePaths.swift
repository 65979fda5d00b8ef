import Foundation

/// Paths inside the package, found from this file so that tests run from any working directory,
/// and fresh temporary folders. Shared by every test target.
public enum PackagePaths {
    /// The package root: this file is `Tests/PresCheckTestSupport/PackagePaths.swift`.
    public static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().standardizedFileURL
    /// `Corpus/`.
    public static let corpus = root.appendingPathComponent("Corpus")
    /// `Corpus/golden/`.
    public static let golden = corpus.appendingPathComponent("golden")

    /// A fresh temporary folder, made; the caller removes it when it must not outlive the test.
    public static func temporaryFolder(_ prefix: String = "prescheck-tests") throws -> URL {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("\(prefix)-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}

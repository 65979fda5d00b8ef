import Foundation
import PresCheckTestSupport
import Testing

/// The engine forms no `weak` reference to its own objects: one weak reference gives its object a
/// side table, and every retain and release of it then takes the runtime's slow path (see
/// `ObjectHandle` and CONTRIBUTING's "Keeping it fast"). Views, view controllers, presentation
/// controllers and windows are retained and released on every step, so a stray `weak` there costs
/// every run, silently.
@Suite("The engine forms no weak references to its own objects")
struct NoWeakReferencesTests {
    /// The files allowed a `weak`, each for an object that is not the engine's or a reason its
    /// doc comment gives: `UnkeptReference` (an app's delegate or target that is no view or view
    /// controller), `Application` (the key-window entry, read while another thread may end its
    /// window) and `ObjectLifetimes` (the tests' tracker, only inside a tracking scope).
    static let allowed: Set<String> = ["UnkeptReference.swift", "Application.swift", "ObjectLifetimes.swift"]
    /// Single declarations allowed a `weak` in other files: the weak part of the two delegates the
    /// engine asks about on nearly every presentation, typed as the delegate protocol and holding
    /// only a delegate that is neither a view controller nor a view (those go through the handle
    /// beside it; see `UnkeptReference.swift`). A plain weak property, as no value holding one can
    /// be stored without a run-time exclusivity check at every access.
    static let allowedDeclarations: Set<String> = [
        "ViewController.swift: private weak var storedOtherDelegate: (any ViewControllerTransitioningDelegate)?",
        "PresentationController.swift: private weak var storedOtherDelegate: (any AdaptivePresentationControllerDelegate)?",
    ]

    @Test("`weak` appears in the engine's and the driver's code only where a file is allowed it")
    func noWeakOutsideTheAllowedFiles() throws {
        var offending: [String] = []
        for folder in ["Sources/PresentationEngine", "Sources/PresCheck/Driver"] {
            let root = PackagePaths.root.appendingPathComponent(folder)
            let files = try #require(FileManager.default.subpaths(atPath: root.path)).filter { $0.hasSuffix(".swift") }.sorted()
            #expect(!files.isEmpty, "\(folder) holds no Swift files")
            for file in files where !Self.allowed.contains((file as NSString).lastPathComponent) {
                let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
                for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                    let code = line.components(separatedBy: "//").first ?? ""
                    let declaration = "\((file as NSString).lastPathComponent): \(line.trimmingCharacters(in: .whitespaces))"
                    if code.range(of: #"\bweak\b"#, options: .regularExpression) != nil,
                       !Self.allowedDeclarations.contains(declaration) {
                        offending.append("\(folder)/\(file):\(number + 1): \(line.trimmingCharacters(in: .whitespaces))")
                    }
                }
            }
        }
        let found = offending.joined(separator: "\n")
        #expect(offending.isEmpty, "use an ObjectHandle, an UnownedReference or an UnkeptReference instead:\n\(found)")
    }
}

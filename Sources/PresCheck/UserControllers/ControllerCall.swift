/// How a check was called, to print the call that replays a counterexample.
/// Serves every rule ID a controller check reports.
struct ControllerCall: Sendable {
    /// `CardController` for the metatype form; nil for the closure forms.
    var metatype: String?
    var traits: ControllerTraits
    /// The transitioning-delegate form rather than the controller closure.
    var usesTransitioningDelegate = false

    /// The call with `arguments` (which start with a label).
    func text(_ arguments: String) -> String {
        var arguments = arguments
        if !traits.isEmpty {
            var names: [String] = []
            if traits.contains(.takesTouchesOutsideContainer) { names.append(".takesTouchesOutsideContainer") }
            if traits.contains(.passesTouchesThroughContainer) { names.append(".passesTouchesThroughContainer") }
            arguments += ", traits: [\(names.joined(separator: ", "))]"
        }
        guard let metatype else {
            if usesTransitioningDelegate {
                return "try PresCheck.checkPresentationController(\(arguments)) { /* a new transitioning delegate */ }"
            }
            return "try PresCheck.checkPresentationController(\(arguments)) { presented, presenting in /* your controller */ }"
        }
        return "try PresCheck.checkPresentationController(\(metatype).self, \(arguments))"
    }
}

/// How observations spell the sheet delegate's own call (DETENT-4), prefixed by the presented node
/// like the other delegate calls and carrying the sheet's `selectedDetentIdentifier` as the
/// delegate reads it when called, by its scenario name:
/// `"P: sheetPresentationControllerDidChangeSelectedDetentIdentifier(large)"`. Recorded only when a
/// delegate is set (ADAPT-9).
extension Callback {
    /// DETENT-4: the user's drag selected another detent; `identifier` is the selected detent's
    /// scenario name (`large`, `medium`, or a custom detent's own), `nil` when none is selected.
    public static func didChangeSelectedDetent(_ presented: String, _ identifier: String?) -> String {
        "\(presented): sheetPresentationControllerDidChangeSelectedDetentIdentifier(\(identifier ?? "nil"))"
    }

    /// Whether a callback is DETENT-4's delegate call (attribution).
    public static func isDetentChangeCall(_ callback: String) -> Bool {
        callback.contains(": sheetPresentationControllerDidChangeSelectedDetentIdentifier(")
    }
}

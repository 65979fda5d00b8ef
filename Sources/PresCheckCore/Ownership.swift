/// Who keeps a scenario's view controllers alive (the scenario's top-level `ownership`).
///
/// Under `driver`, the default, the driver holds every view controller a scenario declares for the
/// whole run, so a dismissed node can be presented again. Under `uikit` it holds them only as
/// UIKit and ordinary app code would: the window holds its root tree, a presentation its presented
/// tree (until its dismissal has ended and its callbacks have run), an `intermediate-helper` helper
/// the node it presents, and a delegate its substitute (the app keeps delegates for the whole run);
/// the driver looks every other node up through a weak reference. A node nothing holds any more is
/// *released* at the end of its step, and an action naming it later is skipped with the warning
/// `released`.
/// Reading: (Reading LIFE-7.a) what a released node is, and what an action naming it does.
/// Serves LIFE-7 (links and views end with the presentation) and LIFE-10 (the delegate's
/// `presentationControllerDidDismiss` reads a presented view controller only its presentation holds).
public enum Ownership: String, Codable, Hashable, Sendable, CaseIterable {
    /// The driver holds every declared view controller for the whole run.
    case driver
    /// View controllers live as UIKit keeps them; the driver holds presented ones weakly.
    case uikit

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let spelling = try container.decode(String.self)
        guard let ownership = Ownership(rawValue: spelling) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "unknown ownership \"\(spelling)\" (driver or uikit)")
        }
        self = ownership
    }
}

/// The names of the run profiles (`ci`, `dev`, `nightly`): how much a run does, chosen by name, by
/// `PRESCHECK_PROFILE` or by default. A counterexample's origin records the one its run used; the
/// checker's `Profile` gives each name its case counts, scenario sizes and shrink effort.
/// Serves every rule ID: the `ci` profile is the one whose rule coverage a test asserts.
public enum ProfileName: String, CaseIterable, Hashable, Sendable, Codable {
    /// What `swift test` runs: small, fast, every rule ID exercised by ≥ 1 % of cases.
    case ci
    /// A developer's run: more cases, same sizes.
    case dev
    /// The overnight run: longer scenarios, many more cases.
    case nightly
}

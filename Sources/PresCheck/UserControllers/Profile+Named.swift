/// The three profiles by name, so that a check reads `profile: .ci`.
/// Serves every rule ID (see `Profile`).
extension Profile {
    /// The `ci` profile: 300 cases of at most 12 actions, 1500 shrink candidates.
    public static var ci: Profile { named(.ci) }
    /// The `dev` profile: 3000 cases of at most 16 actions.
    public static var dev: Profile { named(.dev) }
    /// The `nightly` profile: 200,000 cases of at most 30 actions.
    public static var nightly: Profile { named(.nightly) }
}

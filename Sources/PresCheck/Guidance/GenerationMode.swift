/// How a run draws its cases (`prescheck fuzz --generation`).
/// Serves every rule ID: it only chooses which scenarios are built.
public enum GenerationMode: String, CaseIterable, Sendable {
    /// Every case from its own choice sequence, drawn at random from (seed, case index).
    case random
    /// Guided exploration (`GuidedGeneration`): part of the cases mutate and splice the choice
    /// sequences of earlier cases that reached something new; the rest are the random cases.
    case guided
}

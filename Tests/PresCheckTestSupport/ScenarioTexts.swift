/// Scenario files as text, for tests that decode, validate or load them.
public enum ScenarioTexts {
    /// A valid version-1 file: a phone, root R, and one unanimated full-screen present of P. Tests
    /// derive broken files from it by replacing a piece of it.
    public static let valid = """
        {"schemaVersion": 1, "name": "ok", "device": "phone", "root": {"id": "R"},
         "actions": [{"do": "present", "source": "R", "node": {"id": "P"}, "style": "fullScreen", "animated": false}]}
        """
}

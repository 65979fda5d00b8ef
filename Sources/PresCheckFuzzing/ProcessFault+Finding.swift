import PresCheck
import PresCheckCore

extension ProcessFault {
    /// The finding of a case that ended this way, before the case is rebuilt (the step is filled
    /// in by the worker that rebuilds it).
    package func finding(subject: Subject, steps: Int) -> Finding<Property> {
        Finding(property: property, subject: subject, rule: property.rule, step: steps, field: "process",
                expected: .text(""), actual: .text(description))
    }
}

import Foundation
import PresCheck
import PresCheckCore

/// A scenario file's verdicts checked the way `check` and `replay` need: the subjects its `crash`,
/// `hang` and `oom` verdicts name run first in a child process (a trap there ends the child, not
/// this command), then everything else runs here, except on a subject that crashed, hung or ran
/// out of memory.
package enum FileVerdicts {
    package static func check(_ scenario: Scenario, watchdog: Double, rssLimit: Int = FuzzOptions.defaultRSSLimit) throws -> VerdictCheck {
        var faults: [Finding<Property>] = []
        for subject in VerdictCheck.subjectsToRunApart(in: scenario) {
            let checker = ChildChecker(defects: Set(subject.defects), watchdog: watchdog, rssLimit: rssLimit)
            if let fault = try checker.check(scenario) {
                faults.append(fault.finding(subject: subject, scenario: scenario))
            }
        }
        return try VerdictCheck.run(scenario, faults: faults)
    }
}

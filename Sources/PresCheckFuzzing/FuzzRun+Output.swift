import Foundation
import PresCheck
import PresCheckCore

/// What a fuzz run prints while it runs: lines above the live progress line, and the progress line.
extension FuzzRun {
    package func print(above text: String) {
        guard options.isVerbose else { return }
        progress.clear()
        Swift.print(text)
        Output.flush()
    }

    /// Cases a second while cases ran.
    package var casesPerSecond: Double { caseSeconds > 0 ? Double(ledger.casesRun) / caseSeconds : 0 }

    var status: String {
        let seconds = elapsed
        let rate = budgetEnded ? casesPerSecond : seconds > 0 ? Double(ledger.casesRun) / seconds : 0
        var text = "\(ledger.casesRun) cases, \(String(format: "%.0f", rate)) cases/s, \(jobs.count) finding\(jobs.count == 1 ? "" : "s"), "
            + "\(Output.clock(seconds)) elapsed"
        if let duration = options.duration {
            text += ", \(Output.clock(max(0, duration - seconds))) left"
        } else if configuration.cases < Int.max {
            text += ", \(configuration.cases - min(configuration.cases, ledger.casesRun)) cases left"
        }
        let shrinking = jobs.filter { if case .running = $0.status { return true } else { return false } }.count
        if shrinking > 0 { text += ", shrinking \(shrinking)" }
        return text
    }
}

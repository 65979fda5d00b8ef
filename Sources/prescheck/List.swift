import Foundation
import PresCheck
import PresCheckCore
import PresentationEngine

/// `prescheck list`: the names other options and files use.
enum ListCommand {
    static let kinds = ["rules", "defects", "devices", "controllers"]

    static var spec: VerbSpec {
        VerbSpec(
            name: "list",
            overview: "List the rule IDs, defects, devices or catalogue controllers.",
            discussion: """
                rules: every rule ID of the behaviour catalogue with its marks and summary (* = not modelled by \
                the oracle). defects: the UIKit deviations --defect injects, with the rules the defect \
                table says must catch each. devices: the device catalogue (TRAIT-1). controllers: the \
                catalogue presentation controllers a present action may name.

                Exit status: 0, or 2 on bad usage.
                """,
            positionals: "<kind>",
            arguments: [("<kind>", "rules, defects, devices or controllers.")])
    }

    static func run(_ parsed: VerbSpec.Parsed) throws -> Int32 {
        guard parsed.positionals.count == 1, let kind = parsed.positionals.first, kinds.contains(kind) else {
            let given = parsed.positionals.first.map { "\"\($0)\"" } ?? "nothing"
            throw UsageError("list: <kind> is \(given) (accepted: \(kinds.joined(separator: ", ")))")
        }
        switch kind {
        case "rules":
            printRules()
        case "defects":
            printDefects()
        case "devices":
            for device in Device.allCases {
                guard let geometry = device.geometry(orientation: .portrait) else { continue }
                let size = "\(Int(geometry.size.width))×\(Int(geometry.size.height))"
                var notes = [device.idiom == .pad ? "pad" : "phone"]
                if device.canRotate { notes.append("rotates") }
                if device.canResize { notes.append("split widths \(Device.splitWidths.map { String(Int($0)) }.joined(separator: ", "))") }
                print("\(device.rawValue.padding(toLength: 10, withPad: " ", startingAt: 0)) \(size.padding(toLength: 9, withPad: " ", startingAt: 0)) \(notes.joined(separator: ", "))")
            }
        default:
            for controller in CatalogueController.allCases { print(controller.rawValue) }
        }
        return 0
    }

    /// One line a rule, in catalogue order: ID, marks (`*` when the oracle does not model it), summary.
    static func printRules() {
        for rule in RuleCatalogue.all {
            let marks = "[\(rule.marks)]\(rule.isModelled ? "" : "*")"
            print("\(rule.id.padding(toLength: 9, withPad: " ", startingAt: 0)) \(marks.padding(toLength: 9, withPad: " ", startingAt: 0)) \(rule.summary)")
        }
    }

    static func printDefects() {
        for defect in Defect.allCases {
            print("\(defect.rawValue.padding(toLength: 30, withPad: " ", startingAt: 0)) \(defect.rules.map(\.id).joined(separator: ", "))")
        }
    }
}

/// `prescheck defects`: the older spelling of `prescheck list defects`.
enum DefectsCommand {
    static var spec: VerbSpec {
        VerbSpec(name: "defects", overview: "The same as 'prescheck list defects'.", discussion: "Exit status: 0, or 2 on bad usage.")
    }

    static func run(_ parsed: VerbSpec.Parsed) throws -> Int32 {
        guard parsed.positionals.isEmpty else { throw UsageError("defects takes no arguments (see 'prescheck list --help')") }
        ListCommand.printDefects()
        return 0
    }
}

/// `prescheck rules`: the short spelling of `prescheck list rules`.
enum RulesCommand {
    static var spec: VerbSpec {
        VerbSpec(name: "rules", overview: "The same as 'prescheck list rules'.", discussion: "Exit status: 0, or 2 on bad usage.")
    }

    static func run(_ parsed: VerbSpec.Parsed) throws -> Int32 {
        guard parsed.positionals.isEmpty else { throw UsageError("rules takes no arguments (see 'prescheck list --help')") }
        ListCommand.printRules()
        return 0
    }
}

import PresCheckCore

/// The oracle-free properties, as patterns over one run's observations. Each returns at most one
/// finding per occurrence of its pattern: the first differing field.
/// Serves LIFE-4, FRAME-5, LIFE-1, TRAIT-1 and FRAME-4 (see `Property`).
enum MetamorphicProperties {
    /// The warnings that mean an action was refused and must change nothing (LIFE-1, POP-1, TRAIT-1).
    /// A list searched in order: there are eight, and hashing each warning cost more.
    static let refusals: [String] = [
        Warning.transitionInProgress, Warning.alreadyPresented, Warning.presenterNotInWindow,
        Warning.alreadyPresenting, Warning.noAnchor, Warning.rotationNotSupported, Warning.resizeNotSupported, Warning.released,
    ]

    /// Two steps of one run whose states a metamorphic property says are equal (`before` is the
    /// earlier observation's index, `after` the later one's, where a difference is reported), and
    /// the rule a difference is filed under.
    struct Comparison {
        var before: Int
        var after: Int
        /// The rule every difference is filed under; nil for `rotationRoundTrip`'s, which asks
        /// `presentationsBefore` (`rule(_:)`). A rule held as a value needs no closure, whose
        /// context (the rule, or the earlier observation) was allocated for every comparison.
        var fixedRule: RuleKey?
        /// `rotationRoundTrip`: the presentations of the observation at `before`.
        var presentationsBefore: [PresentationObservation] = []
        /// Tints are not compared: app code set a view's mode before the pattern, and a presentation
        /// that stops dimming in it writes the mode it remembered over that, so that dimming again
        /// does not give back what app code set.
        /// Reading: (Reading TINT-1.a) the restoration writes the remembered mode over app code's.
        var ignoresTints = false

        /// The rule a difference is filed under: for `rotationRoundTrip`, FRAME-4 for a difference
        /// in a `.custom` presentation that was not adapted before the rotation, else TRAIT-1.
        func rule(_ difference: StateDifference) -> RuleKey {
            if let fixedRule { return fixedRule }
            guard let id = difference.presentation,
                  let index = PresentationObservation.index(of: id, in: presentationsBefore),
                  presentationsBefore[index].style == .custom, presentationsBefore[index].adaptedStyle == .none else { return .trait1 }
            return .frame4
        }
    }

    static func check(_ property: Property, _ scenario: Scenario, _ observations: [Observation], subject: Subject) -> [Finding<Property>] {
        comparisons(property, scenario, observations).compactMap { comparison in
            // Equal states, the usual case, are found so where the run stores them: the two
            // observations are read out only when they differ.
            if Observation.sameState(in: observations, comparison.before, comparison.after) { return nil }
            let differences = StateDifference.between(observations[comparison.before], observations[comparison.after])
            guard let first = differences.first(where: { !(comparison.ignoresTints && $0.field.hasSuffix(".tint")) }) else {
                return nil
            }
            return Finding(property: property, subject: subject, rule: comparison.rule(first), step: comparison.after,
                           field: first.field, expected: first.before, actual: first.after)
        }
    }

    /// Every occurrence of `property`'s pattern in one run, in step order. Empty for the properties
    /// that are not patterns over one run's observations.
    static func comparisons(_ property: Property, _ scenario: Scenario, _ observations: [Observation]) -> [Comparison] {
        let actions = scenario.actions
        // observations[k] follows actions[k - 1]. The loops read each action in place by index: a
        // loop over the actions themselves copied every one, for every property and both subjects.
        // Each asks an action's kind first (`ActionKind.of` borrows it): matching a case of the
        // action read out of the list copied the whole action to look at its case.
        func kind(_ index: Int) -> ActionKind { ActionKind.of(actions[index]) }
        guard observations.count == actions.count + 1 else { return [] }
        var found: [Comparison] = []
        /// Whether app code set a view's tint adjustment mode before action `index` (TINT-1).
        func tintSetBefore(_ index: Int) -> Bool {
            var earlier = 0
            while earlier < index {
                if kind(earlier) == .setTintAdjustmentMode { return true }
                earlier += 1
            }
            return false
        }
        switch property {
        case .differential, .deterministic, .crash, .hang, .oom:
            return []
        case .cancelChangesNothing:
            for index in actions.indices {
                guard kind(index) == .beginInteractiveDismissal, observations[index].isSettled,
                      observations[index + 1].warnings.isEmpty else { continue }
                var next = index + 1
                while next < actions.count, kind(next) == .updateInteractiveDismissal { next += 1 }
                guard next < actions.count, kind(next) == .cancelInteractiveDismissal else { continue }
                found.append(Comparison(before: index, after: next + 1, fixedRule: .life4, ignoresTints: tintSetBefore(index)))
            }
        case .presentDismissRestores:
            for index in actions.indices.dropLast() {
                // `intermediate-helper` too: dismissing its node dismisses the helper (the catalogue's
                // cleanup, LIFE-7), so both are gone again.
                guard kind(index) == .present, kind(index + 1) == .dismiss,
                      case .present(let present) = actions[index], !present.animated,
                      observations[index].isSettled, observations[index + 1].warnings.isEmpty,
                      !Observation.lists(node: present.node.id, in: observations, at: index),
                      Observation.lists(node: present.node.id, in: observations, at: index + 1),
                      case .dismiss(let node, false) = actions[index + 1], node == present.node.id else { continue }
                found.append(Comparison(before: index, after: index + 2, fixedRule: .frame5))
            }
        case .refusalChangesNothing:
            for index in actions.indices {
                guard !observations[index + 1].warnings.isEmpty, observations[index + 1].warnings.allSatisfy(refusals.contains)
                else { continue }
                let rule: RuleKey
                switch actions[index] {
                case .present(let present):
                    // `intermediate-helper` is two `present`s: when the helper's own was accepted
                    // and only its `present` of the node was refused, the helper stays (catalogue).
                    if let helper = present.helperID, !Observation.lists(node: helper, in: observations, at: index),
                       Observation.lists(node: helper, in: observations, at: index + 1) { continue }
                    rule = .life1
                case .dismiss: rule = .life1
                case .rotate, .resize: rule = .trait1
                default: continue
                }
                found.append(Comparison(before: index, after: index + 1, fixedRule: rule))
            }
        case .rotationRoundTrip:
            var orientation = scenario.orientation
            for index in actions.indices {
                guard kind(index) == .rotate, case .rotate(let there) = actions[index],
                      observations[index + 1].warnings.isEmpty else { continue }
                defer { orientation = there }
                guard there != orientation, index + 1 < actions.count, kind(index + 1) == .rotate,
                      case .rotate(orientation) = actions[index + 1],
                      observations[index].isSettled, observations[index + 2].warnings.isEmpty else { continue }
                found.append(Comparison(before: index, after: index + 2, fixedRule: nil,
                                        presentationsBefore: observations[index].presentations, ignoresTints: tintSetBefore(index)))
            }
        }
        return found
    }
}

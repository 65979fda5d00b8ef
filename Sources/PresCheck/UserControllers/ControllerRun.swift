import Foundation
import PresCheckCore
import PresentationEngine

/// One scenario run on the engine with the user's controller behind every `.custom` presentation:
/// the engine's observations, a `StepSnapshot` after every step, and HIT-2's verdicts (`TapCheck`)
/// on every tap made in a settled state, judged just before it, and on the probe points around
/// the controller's presentations after every settled step. Hit testing needs the live views, so
/// HIT-2 is judged during the run.
/// Serves FRAME-3, FRAME-4, LIFE-4, FRAME-5, LIFE-5, HIT-2, LIFE-1 and LIFE-6.
struct ControllerRun {
    var observations: [Observation] = []
    /// `snapshots[k]` is taken with `observations[k]`.
    var snapshots: [StepSnapshot] = []
    var taps: [TapCheck] = []
    /// The type name of the first controller made, for messages.
    var controllerName: String?
    /// The engine the controller ran on (the conforming one, unless a test injected defects).
    var subject: Subject

    /// `listingViews` false leaves every snapshot's `views` empty: they cost most of a run's own
    /// work, and only the properties that compare the window's views read them
    /// (`listsViews(for:)`), so a shrink's candidate checked for another property goes without.
    /// HIT-2's probes are always made: hit testing runs the controller's views' own code, and a
    /// candidate runs that code as the case that found the failure did.
    init(_ scenario: Scenario, source: ControllerSource, traits: ControllerTraits, options: EngineOptions = EngineOptions(),
         listingViews: Bool = true) throws {
        subject = .engine(options.defects)
        let factory = source.factory()
        let driver = try EngineDriver(scenario: scenario, options: options)
        driver.customTransitions = { FactoryTransitioningDelegate(factory: factory) }
        observations.append(driver.observe(hitTarget: nil))
        snapshots.append(StepSnapshot(driver: driver, factory: factory, listingViews: listingViews))
        for (offset, action) in scenario.actions.enumerated() {
            if case .tap(let point) = action, observations[offset].isSettled {
                taps += TapCheck.judge(point.cgPoint, step: offset + 1, driver: driver, factory: factory, traits: traits,
                                       touch: "the tap at \(point)")
            }
            observations.append(driver.perform(action))
            snapshots.append(StepSnapshot(driver: driver, factory: factory, listingViews: listingViews))
            if observations[offset + 1].isSettled {
                taps += TapCheck.probe(step: offset + 1, driver: driver, factory: factory, traits: traits)
            }
        }
        controllerName = factory.made.first.map { String(describing: type(of: $0)) }
    }

    /// Whether a check of `properties` reads the window's views (`StepSnapshot.views`): the
    /// metamorphic properties and `deterministic` compare them (`ControllerProperties`).
    static func listsViews(for properties: Set<ControllerProperty>) -> Bool {
        [ControllerProperty.rotationRoundTrip, .cancelChangesNothing, .presentDismissRestores, .refusalChangesNothing, .deterministic]
            .contains(where: properties.contains)
    }

    /// Whether a presentation of the controller was live, or a controller was made, at any step
    /// from `first` through `last`: whether a comparison of those steps says anything about it.
    func involvesController(from first: Int, through last: Int) -> Bool {
        (first...last).contains { !snapshots[$0].presentations.isEmpty }
            || snapshots[last].controllersMade > snapshots[first].controllersMade
    }
}

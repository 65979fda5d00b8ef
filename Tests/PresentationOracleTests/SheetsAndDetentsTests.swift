import Foundation
import PresCheckCore
import PresCheckTestSupport
import Testing
@testable import PresentationOracle

@Suite("SHEET and DETENT — sheets and detent undimming")
struct SheetsAndDetentsTests {
    typealias S = SheetsAndDetents

    @Test func maximumDetentValues() {
        #expect(S.maximumDetentValue(Fixture.phone) == 749)
        #expect(S.maximumDetentValue(Fixture.phoneLandscape) == 362)
        #expect(S.maximumDetentValue(Fixture.pad) == 1126)
    }

    @Test(arguments: [
        (Detent.large, CGFloat(749)), (.medium, 374), (.fraction("f", 0.3), 224), (.height("h", 1000), 749),
        (.height("h", 0), 1), (.height("h", 200.5), 200.5),
    ])
    func values(detent: Detent, expected: CGFloat) {
        #expect(S.value(of: detent, maximum: 749) == expected)
    }

    /// SHEET-3 and SHEET-4 effective detents.
    @Test(arguments: [
        ([Detent.large, .medium], String?.none, SheetLayout.bottomAttached, "medium"),
        ([.large, .medium], "nope", .bottomAttached, "medium"),
        ([.large, .medium], "large", .bottomAttached, "large"),
        ([.height("a", 300), .height("b", 300)], nil, .bottomAttached, "a"),
        ([], nil, .bottomAttached, "large"),
        ([.medium, .large], "medium", .compactHeightEdgeAttached, "large"),
        ([.medium, .height("c", 200), .height("d", 250), .large], "medium", .compactHeightEdgeAttached, "c"),
        ([.medium], nil, .compactHeightEdgeAttached, "large"),
        ([.medium], "medium", .centered, "large"),
    ])
    func effectiveDetent(detents: [Detent], selected: String?, layout: SheetLayout, expected: String) {
        let settings = SheetOptions(detents: detents, selectedDetentIdentifier: selected)
        #expect(S.effectiveDetent(settings, layout, maximum: 362).identifier == expected)
    }

    /// DETENT-1.
    @Test(arguments: [
        ([Detent.medium, .large], "medium", String?.some("medium"), SheetLayout.bottomAttached, false),
        ([.medium, .large], "large", "medium", .bottomAttached, true),
        ([.medium], "medium", "large", .bottomAttached, true),
        ([.medium, .large], "medium", nil, .bottomAttached, true),
        ([.medium, .large], "large", "large", .bottomAttached, false),
        ([], "large", "large", .centered, false),
        ([.medium, .large], "medium", "medium", .compactHeightEdgeAttached, true),
    ])
    func dimmed(detents: [Detent], selected: String, undimmed: String?, layout: SheetLayout, expected: Bool) {
        let settings = SheetOptions(detents: detents, selectedDetentIdentifier: selected, largestUndimmedDetentIdentifier: undimmed)
        #expect(S.isDimmedDETENT1(settings, layout, maximum: 749) == expected)
    }

    /// SHEET-1, SHEET-2, SHEET-4 frames.
    @Test(arguments: [
        (SheetLayout.bottomAttached, SheetOptions(detents: [.medium]), CGSize.zero, Device.phone, Orientation.portrait,
         Fixture.rect(0, 444, 393, 408)),
        (.bottomAttached, SheetOptions(), .zero, .phone, .portrait, Fixture.rect(0, 69, 393, 783)),
        (.centered, SheetOptions(), .zero, .pad, .portrait, Fixture.rect(140, 282, 540, 620)),
        (.centered, SheetOptions(), CGSize(width: 700, height: 2000), .pad, .portrait, Fixture.rect(60, 44, 700, 1096)),
        (.compactHeightEdgeAttached, SheetOptions(), .zero, .phone, .landscape, Fixture.rect(59, 10, 734, 383)),
        (.compactHeightEdgeAttached, SheetOptions(widthFollowsPreferredContentSizeWhenEdgeAttached: true),
         CGSize(width: 400, height: 0), .phone, .landscape, Fixture.rect(226, 10, 400, 383)),
    ])
    func frames(layout: SheetLayout, settings: SheetOptions, preferred: CGSize, device: Device, orientation: Orientation, expected: Rect) {
        let window = device.geometry(orientation: orientation)!
        #expect(Rect(S.frame(layout, settings, preferred: preferred, window: window)).isClose(to: expected))
    }

    static let medium = SheetOptions(detents: [.medium, .large], selectedDetentIdentifier: "medium",
                                     largestUndimmedDetentIdentifier: "medium")

    /// DETENT-2 + TINT-1 + HIT-2: an undimmed sheet lets touches through; DETENT-3 re-dims it.
    @Test func undimmedSheetScenario() {
        let steps = Oracle.run(Fixture.scenario([
            Fixture.present("P", from: "C", .pageSheet, sheet: Self.medium),
            .tap(at: Point(x: 100, y: 100)),
            .tap(at: Point(x: 100, y: 500)),
            .selectDetent(node: "P", identifier: "large"),
            .tap(at: Point(x: 100, y: 30)),
        ]))
        let presentation = steps[1].presentation(of: "P")
        #expect(presentation?.presenter == "R")
        #expect(presentation?.isDimmed == false && presentation?.dimming == nil)
        #expect(close(Fixture.frame(steps[1], "P"), Fixture.rect(0, 444, 393, 408)))
        #expect(steps[1].node("T")?.tint == .normal)
        #expect(steps[2].hitTarget == "T")
        #expect(steps[3].hitTarget == "P")
        #expect(steps[4].presentation(of: "P")?.isDimmed == true)
        #expect(close(steps[4].presentation(of: "P")?.dimming, Fixture.rect(0, 0, 393, 852)))
        #expect(steps[4].presentation(of: "P")?.dimmingAlpha == 1)
        #expect(steps[4].node("R")?.tint == .dimmed && steps[4].node("C")?.tint == .dimmed)
        #expect(steps[4].node("P")?.tint == .normal)
        #expect(close(Fixture.frame(steps[4], "P"), Fixture.rect(0, 69, 393, 783)))
        #expect(steps[5].hitTarget == HitTarget.dimming("P"))
        #expect(steps[5].callbacks == [Callback.dismissalWillBegin("P"), Callback.appearance("P", .viewWillDisappear)])
        #expect(steps[5].presentation(of: "P")?.phase == .dismissing)
        #expect(steps[5].node("R")?.tint == .normal)
    }

    /// DETENT-3: a detent change during a transition applies when it ends.
    @Test func deferredDetentChange() {
        let steps = Oracle.run(Fixture.scenario([
            Fixture.present("P", from: "R", .pageSheet, animated: true, sheet: Self.medium),
            .selectDetent(node: "P", identifier: "large"),
            .advance(seconds: 0.3),
            .selectDetent(node: "nope", identifier: "large"),
        ]))
        #expect(steps[2].presentation(of: "P")?.isDimmed == false)
        #expect(steps[3].presentation(of: "P")?.isDimmed == true)
        #expect(close(Fixture.frame(steps[3], "P"), Fixture.rect(0, 69, 393, 783)))
        #expect(steps[4].warnings.isEmpty)
    }

    /// SHEET-4: compact height without edge attachment behaves as `.fullScreen`.
    @Test func compactHeightFullScreen() {
        let observation = Fixture.last(Fixture.scenario(.phone, .landscape, [Fixture.present("P", from: "R", .formSheet)]))
        let presentation = observation.presentation(of: "P")
        #expect(presentation?.adaptedStyle == .fullScreen && presentation?.isDimmed == nil && presentation?.dimming == nil)
        #expect(close(Fixture.frame(observation, "P"), Fixture.rect(0, 0, 852, 393)))
        #expect(observation.node("R")?.frame == nil)
    }
}

import Foundation
import PresCheckCore
import PresCheckTestSupport
import Testing
@testable import PresentationOracle

@Suite("FRAME and TRAIT — frames, removal, traits")
struct FramesTests {
    /// TRAIT-3: window insets minus the distance from each edge, floored at 0.
    @Test(arguments: [
        (Fixture.rect(0, 426, 393, 426), EdgeInsets(top: 0, left: 0, bottom: 34, right: 0)),
        (Fixture.rect(0, 0, 393, 852), EdgeInsets(top: 59, left: 0, bottom: 34, right: 0)),
        (Fixture.rect(0, 40, 393, 800), EdgeInsets(top: 19, left: 0, bottom: 22, right: 0)),
    ])
    func safeInsets(frame: Rect, expected: EdgeInsets) {
        #expect(OracleState.safeInsetsTRAIT3(window: Fixture.phone, frame: frame.cgRect) == expected)
    }

    /// TRAIT-2: child frames in unit coordinates of the parent's bounds.
    @Test func childFrames() {
        let observation = Oracle.run(Fixture.scenario([]))[0]
        #expect(close(Fixture.frame(observation, "T"), Fixture.rect(0, 0, 393, 426)))
        #expect(close(Fixture.frame(observation, "C"), Fixture.rect(0, 426, 393, 426)))
        #expect(observation.node("C")?.tint == .normal && observation.node("C")?.alpha == 1)
    }

    /// FRAME-1: settled frames per style (context styles = container frame).
    @Test(arguments: [
        (PresentationStyle.fullScreen, Fixture.rect(0, 0, 393, 852)),
        (.overFullScreen, Fixture.rect(0, 0, 393, 852)),
        (.overCurrentContext, Fixture.rect(0, 426, 393, 426)),
        (.currentContext, Fixture.rect(0, 426, 393, 426)),
    ])
    func settledFrames(style: PresentationStyle, expected: Rect) {
        #expect(close(Fixture.frame(Fixture.last(Fixture.scenario([Fixture.present("P", from: "C", style)])), "P"), expected))
    }

    /// FRAME-2: which views each style removes once settled.
    @Test func removal() {
        let current = Fixture.last(Fixture.scenario([Fixture.present("P", from: "C", .currentContext)]))
        #expect(current.node("B")?.frame == nil && current.node("C")?.frame == nil)
        #expect(current.node("R")?.frame != nil && current.node("T")?.frame != nil)
        let over = Fixture.last(Fixture.scenario([Fixture.present("P", from: "C", .overCurrentContext)]))
        #expect(over.node("B")?.frame != nil)
        let custom = Fixture.last(Fixture.scenario([Fixture.present("P", from: "R", .custom, removes: true)]))
        #expect(custom.node("R")?.frame == nil)
        let overFull = Fixture.last(Fixture.scenario([
            Fixture.present("P", from: "R", .fullScreen), Fixture.present("Q", from: "P", .overFullScreen),
        ]))
        #expect(overFull.node("R")?.frame == nil && overFull.node("P")?.frame != nil)
        let fullOver = Fixture.last(Fixture.scenario([
            Fixture.present("P", from: "R", .overFullScreen), Fixture.present("Q", from: "P", .fullScreen),
        ]))
        #expect(fullOver.node("R")?.frame == nil && fullOver.node("P")?.frame == nil)
        #expect(fullOver.presentation(of: "P")?.container == nil)
    }

    /// TRAIT-1: rotation swaps the size; refusals and their warnings.
    @Test func rotationAndResize() {
        let steps = Oracle.run(Fixture.scenario([
            .rotate(to: .landscape), .resize(width: 507),
            Fixture.present("P", from: "R", .fullScreen, animated: true), .rotate(to: .portrait),
        ]))
        #expect(close(Fixture.frame(steps[1], "T"), Fixture.rect(0, 0, 852, 196.5)))
        #expect(steps[2].warnings == [Warning.resizeNotSupported])
        #expect(steps[4].warnings == [Warning.transitionInProgress])
        let split = Oracle.run(Fixture.scenario(.padSplit, splitWidth: 678, [.rotate(to: .landscape), .resize(width: 500), .resize(width: 320)]))
        #expect(split[1].warnings == [Warning.rotationNotSupported])
        #expect(split[2].warnings == [Warning.resizeNotSupported])
        #expect(close(Fixture.frame(split[3], "R"), Fixture.rect(0, 0, 320, 1180)))
    }

    /// FRAME-4 + TRAIT-4: the half-context frames follow a rotation.
    @Test func relayoutOnRotation() {
        let observation = Fixture.last(Fixture.scenario([
            Fixture.present("P", from: "C", .custom, controller: .halfContext), .rotate(to: .landscape),
        ]))
        #expect(close(observation.presentation(of: "P")?.container, Fixture.rect(0, 196.5, 852, 196.5)))
        #expect(close(Fixture.frame(observation, "P"), Fixture.rect(0, 294.75, 852, 98.25)))
    }

    /// FRAME-3/FRAME-5: a toast under a full-screen VC: out while covered, back at its frame as the
    /// dismissal starts; afterwards as if it never happened.
    @Test func toastUnderFullScreen() {
        let steps = Oracle.run(Fixture.scenario([
            Fixture.present("P", from: "R", .custom, controller: .toast),
            Fixture.present("F", from: "P", .fullScreen),
            .dismiss(node: "F", animated: true),
            .advance(seconds: 0.3),
        ]))
        #expect(close(Fixture.frame(steps[1], "P"), Fixture.rect(16, 742, 361, 60)))
        #expect(steps[2].node("P")?.frame == nil)
        #expect(close(Fixture.frame(steps[3], "P"), Fixture.rect(16, 742, 361, 60)))
        #expect(steps[4].nodes == steps[1].nodes && steps[4].presentations == steps[1].presentations)
    }
}

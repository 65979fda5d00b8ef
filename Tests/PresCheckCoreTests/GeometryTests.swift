import Foundation
import PresCheckCore
import PresCheckTestSupport
import Testing

/// Geometry on its own: insets, the half-open containment of HIT-1, unit frames of TRAIT-2, the
/// tolerance of comparisons, and how values are written in messages.
@Suite("Core: geometry")
struct GeometryTests {
    @Test("inset(by:) takes each edge's inset off that edge")
    func insetByEdges() {
        let rect = CGRect(x: 10, y: 20, width: 100, height: 200)
        let inset = rect.inset(by: EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(inset == CGRect(x: 12, y: 21, width: 94, height: 196))
        #expect(rect.inset(by: .zero) == rect)
    }

    @Test("containsHalfOpen holds the minimum edges and not the maximum ones (HIT-1)", arguments: [
        (CGPoint(x: 0, y: 0), true), (CGPoint(x: 9.999, y: 4.999), true),
        (CGPoint(x: 10, y: 0), false), (CGPoint(x: 0, y: 5), false), (CGPoint(x: -0.001, y: 1), false),
    ])
    func halfOpen(point: CGPoint, inside: Bool) {
        #expect(CGRect(x: 0, y: 0, width: 10, height: 5).containsHalfOpen(point) == inside)
    }

    @Test("mappedFromUnit scales a unit rectangle into the bounds (TRAIT-2)")
    func unitFrames() {
        let bounds = CGRect(x: 100, y: 50, width: 400, height: 800)
        #expect(CGRect(x: 0, y: 0, width: 1, height: 1).mappedFromUnit(into: bounds) == bounds)
        #expect(CGRect(x: 0.25, y: 0.5, width: 0.5, height: 0.25).mappedFromUnit(into: bounds)
                == CGRect(x: 200, y: 450, width: 200, height: 200))
    }

    @Test("isClose allows 0.001 on each edge and no more")
    func tolerance() {
        let rect = Rect(x: 1, y: 2, width: 3, height: 4)
        #expect(rect.isClose(to: Rect(x: 1.001, y: 1.999, width: 3.0005, height: 4)))
        #expect(!rect.isClose(to: Rect(x: 1.0011, y: 2, width: 3, height: 4)))
        #expect(close(rect, Rect(x: 1, y: 2, width: 3, height: 4.0009)))
        #expect(!close(nil, rect))
        #expect(rect.cgRect.isClose(to: CGRect(x: 1, y: 2, width: 3, height: 4.0009)))
        #expect(!rect.cgRect.isClose(to: CGRect(x: 1, y: 2, width: 3, height: 4.01)))
    }

    @Test("Rect, Size and Point convert to and from their CoreGraphics forms unchanged")
    func conversions() {
        let rect = CGRect(x: 65.5, y: 213, width: 262, height: 426)
        #expect(Rect(rect).cgRect == rect)
        #expect(Size(CGSize(width: 3, height: 4)).cgSize == CGSize(width: 3, height: 4))
        #expect(Point(CGPoint(x: -1, y: 2.5)).cgPoint == CGPoint(x: -1, y: 2.5))
    }

    @Test("values are written compactly: integers without a fraction, others with up to 3 decimals", arguments: [
        (0.0, "0"), (-12.0, "-12"), (65.5, "65.5"), (1.0 / 3.0, "0.333"), (2.1004, "2.1"), (-0.5, "-0.5"),
    ])
    func compact(value: Double, text: String) {
        #expect(value.compact == text)
    }

    @Test("descriptions of geometry values")
    func descriptions() {
        #expect(Rect(x: 65.5, y: 213, width: 262, height: 426).description == "(65.5, 213, 262, 426)")
        #expect(Size(width: 393, height: 852).description == "393×852")
        #expect(Point(x: 1, y: 2.25).description == "(1, 2.25)")
    }

    @Test("the device catalogue's window sizes and safe areas (TRAIT-1)")
    func devices() throws {
        let phone = try #require(Device.phone.geometry(orientation: .portrait))
        #expect(phone.size == CGSize(width: 393, height: 852))
        #expect(phone.safeFrame == CGRect(x: 0, y: 59, width: 393, height: 852 - 59 - 34))
        let landscape = try #require(Device.phone.geometry(orientation: .landscape))
        #expect(landscape.size == CGSize(width: 852, height: 393))
        #expect(Device.padSplit.geometry(orientation: .portrait, splitWidth: 320)?.traits.horizontalSizeClass == .compact)
        #expect(Device.padSplit.geometry(orientation: .portrait, splitWidth: 678)?.traits.horizontalSizeClass == .regular)
        #expect(Device.padSplit.geometry(orientation: .landscape) == nil)
        #expect(Device.padSplit.geometry(orientation: .portrait, splitWidth: 400) == nil)
        #expect(Device.phone.geometry(orientation: .portrait, splitWidth: 320) == nil)
    }
}

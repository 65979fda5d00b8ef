import Foundation
@testable import PresCheck
import PresCheckCore
import PresentationEngine
import Testing

/// The pieces of HIT-2's tap check on their own: HIT-1's half-open test with its tolerance, the
/// back-to-front order of a window's views, which views are in front of a container, and which
/// views a controller must have added.
@Suite("TapCheck")
struct TapCheckTests {
    @Test("contains is half-open: the minimum edges are in, the maximum edges out, within 1e-6 (Reading HIT-1.a)", arguments: [
        (CGPoint(x: 0, y: 0), true), (CGPoint(x: 9.99, y: 9.99), true), (CGPoint(x: -0.0000005, y: 5), true),
        (CGPoint(x: 10, y: 5), false), (CGPoint(x: 5, y: 10), false), (CGPoint(x: 9.9999995, y: 5), false),
        (CGPoint(x: -0.00001, y: 5), false),
    ])
    func halfOpen(point: CGPoint, inside: Bool) {
        #expect(TapCheck.contains(CGRect(x: 0, y: 0, width: 10, height: 10), point) == inside)
    }

    /// A window with `a` (holding `a1`) behind `b`, and a container holding `c1`.
    static func window() throws -> (window: Window, a: View, a1: View, b: View, container: ContainerView, c1: View) {
        let window = try Window(device: .phone)
        let (a, a1, b, c1) = (View(), View(), View(), View())
        let container = ContainerView()
        a.addSubview(a1)
        window.addSubview(a)
        window.addSubview(b)
        container.addSubview(c1)
        window.addSubview(container)
        return (window, a, a1, b, container, c1)
    }

    @Test("backToFront lists the window, then every view depth first in subview order, with where each subtree ends")
    func order() throws {
        let (window, a, a1, b, container, c1) = try Self.window()
        let order = TapCheck.backToFront(window)
        let expected: [View] = [window, a, a1, b, container, c1]
        #expect(order.views.count == expected.count)
        #expect(zip(order.views, expected).allSatisfy { $0 === $1 })
        // Each subtree ends just past its last descendant.
        #expect(order.ends == [6, 3, 3, 4, 6, 6])
    }

    @Test("a view is in front of a container only when it comes after the container's whole subtree")
    func inFront() throws {
        let (window, a, a1, b, container, c1) = try Self.window()
        let order = TapCheck.backToFront(window)
        #expect(TapCheck.isInFront(b, of: a, order: order))
        #expect(!TapCheck.isInFront(a1, of: a, order: order))
        #expect(!TapCheck.isInFront(a, of: b, order: order))
        #expect(!TapCheck.isInFront(c1, of: container, order: order))
        #expect(TapCheck.isInFront(container, of: b, order: order))
        #expect(!TapCheck.isInFront(View(), of: a, order: order), "a view not in the window is in front of nothing")
    }

    @Test("only views in no container, that are neither the window nor a view controller's, count as added by a controller")
    func outsideEveryContainer() throws {
        let (window, a, a1, _, _, c1) = try Self.window()
        #expect(TapCheck.isOutsideEveryContainer(a, window: window))
        #expect(TapCheck.isOutsideEveryContainer(a1, window: window))
        #expect(!TapCheck.isOutsideEveryContainer(c1, window: window))
        #expect(!TapCheck.isOutsideEveryContainer(window, window: window))
        let controller = ViewController()
        window.addSubview(controller.view)
        #expect(!TapCheck.isOutsideEveryContainer(controller.view, window: window))
    }
}

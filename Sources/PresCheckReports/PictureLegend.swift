import PresCheck
import PresCheckCore

/// The legend under an enlarged step picture: a swatch and a word for each kind of mark the
/// picture uses (only those it uses), flowing in rows.
/// Serves TRAIT-3 (safe area), CTX-4 (containers), DETENT-2 and POP-2 (dimming), HIT (the tap) and
/// every rule a finding names (expected and actual frames).
enum Legend {
    enum Swatch: Sendable {
        case safeArea, container, dimming, card, tap, expected, actual
    }

    struct Item: Sendable {
        var swatch: Swatch
        var text: String
    }

    static func items(for scene: StepScene) -> [Item] {
        var items = [Item(swatch: .safeArea, text: "outside the safe area")]
        if scene.views.contains(where: { $0.kind == .container }) { items.append(Item(swatch: .container, text: "container view")) }
        if scene.views.contains(where: { $0.kind == .dimming }) { items.append(Item(swatch: .dimming, text: "dimming view")) }
        if scene.views.contains(where: { $0.kind == .card }) {
            items.append(Item(swatch: .card, text: "card (derived from the presented frame)"))
        }
        if scene.tap != nil { items.append(Item(swatch: .tap, text: "tap, and the view it hit")) }
        if scene.differences.contains(where: { $0.expected != nil }) { items.append(Item(swatch: .expected, text: "expected (oracle)")) }
        if scene.differences.contains(where: { $0.actual != nil }) {
            let subject = scene.source.replacingOccurrences(of: " (actual)", with: "")
            items.append(Item(swatch: .actual, text: "actual (\(subject))"))
        }
        return items
    }

    /// Draws `items` in rows `width` pixels wide from `top` (points) at x = 0; returns the height
    /// used, in pixels (0 for no items).
    static func draw(_ items: [Item], top: Double, width: Double, on canvas: inout SVGCanvas) -> Double {
        guard !items.isEmpty else { return 0 }
        let size = 11.0
        let row = 18.0
        let swatch = 22.0
        var x = 0.0
        var y = 0.0
        for item in items {
            let itemWidth = swatch + 6 + SVGCanvas.estimatedWidth(item.text, size: size) + 14
            if x > 0, x + itemWidth > width {
                x = 0
                y += row
            }
            drawSwatch(item.swatch, x: x / canvas.scale, y: top + (y + 3) / canvas.scale, on: &canvas)
            canvas.text(item.text, x: (x + swatch + 6) / canvas.scale, y: top + (y + 13) / canvas.scale, size: size,
                        color: "#2b3138", halo: false)
            x += itemWidth
        }
        return y + row
    }

    private static func drawSwatch(_ swatch: Swatch, x: Double, y: Double, on canvas: inout SVGCanvas) {
        let box = Rect(x: x, y: y, width: 22 / canvas.scale, height: 12 / canvas.scale)
        switch swatch {
        case .safeArea:
            canvas.rect(box, "fill=\"#5b6472\" fill-opacity=\"0.22\"")
        case .container:
            canvas.rect(box, canvas.stroke("#39424e", width: 1.5, dash: [4, 3]))
        case .dimming:
            canvas.rect(box, "fill=\"#000000\" fill-opacity=\"0.2\"")
        case .card:
            canvas.rect(box, canvas.stroke("#6344b3", width: 2, fill: "#ffffff"), cornerPixels: 3)
        case .tap:
            let center = Point(x: box.x + box.width / 2, y: box.y + box.height / 2)
            canvas.circle(at: center, radiusPixels: 5, canvas.stroke(StepPicture.tapColor, width: 2))
        case .expected:
            canvas.rect(box, canvas.stroke(StepPicture.expectedColor, width: 3, dash: [6, 3]))
        case .actual:
            canvas.rect(box, canvas.stroke(StepPicture.actualColor, width: 3))
        }
    }
}

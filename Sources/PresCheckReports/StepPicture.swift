import PresCheck
import PresCheckCore

/// The SVG picture of one step: a heading, the window at scale with the area outside its safe area
/// shaded, every view back to front (node views filled and labelled, containers dashed, dimming
/// views translucent, sheets and popovers marked, the `half-height-adaptive` card), the tap and
/// the view it hit, and on a failing step the expected and actual frames in two colours with a
/// legend and the rule IDs and fields in a caption. Coordinates are window points (the viewBox),
/// so a rectangle in the file is the frame the observation gives.
/// Serves HIT-1..3, TRAIT-1, TRAIT-3 and every rule a finding names.
enum StepPicture {
    enum Size: Sendable {
        /// The failing step, enlarged, with labels, legend and caption.
        case large
        /// One frame of a filmstrip: node labels and the step's rule IDs only.
        case thumbnail

        /// The box the window is fitted into, in pixels.
        var box: (width: Double, height: Double) { self == .large ? (520, 680) : (150, 200) }
        var labelSize: Double { self == .large ? 12 : 9 }
        var margin: Double { self == .large ? 12 : 6 }
        /// The narrowest the picture is, so captions have room next to a narrow window.
        var minimumWidth: Double { self == .large ? 520 : 0 }
    }

    /// Colours: expected (oracle) and actual (subject) outlines, told apart by hue and by dash;
    /// the tap; failures.
    static let expectedColor = "#0b62c4"
    static let actualColor = "#d55e00"
    static let tapColor = "#b0126b"
    static let failColor = "#b00020"
    /// Each layer's fill and stroke, by layer number (cycling).
    static let layerColors: [(fill: String, stroke: String)] = [
        ("#e6ebf1", "#6f7c8e"), ("#fde7c4", "#a86a12"), ("#d7efe1", "#2c7a50"),
        ("#e5dff7", "#6344b3"), ("#fad6e2", "#ac2f72"), ("#d3edf4", "#27718a"),
    ]

    /// The picture and its size in pixels. A nested picture (a filmstrip frame) is placed at
    /// `origin` pixels and carries no namespace.
    static func render(_ scene: StepScene, size: Size, origin: (x: Double, y: Double)? = nil) -> (svg: String, width: Double, height: Double) {
        let windowWidth = Double(scene.geometry.size.width)
        let windowHeight = Double(scene.geometry.size.height)
        let scale = min(size.box.width / windowWidth, size.box.height / windowHeight)
        var canvas = SVGCanvas(scale: scale)
        let margin = size.margin
        let contentWidth = max(windowWidth * scale, size.minimumWidth - 2 * margin)
        let header = headerLines(scene, size: size, width: contentWidth)
        let headerHeight = Double(header.count) * lineHeight(size) + (size == .large ? 6 : 3)
        let footer = size == .large ? Legend.items(for: scene) : []
        let caption = captionLines(scene, size: size, width: contentWidth)

        drawWindow(scene, on: &canvas)
        // Views are clipped to the window (a nested viewport clips without ids), as a screen would.
        canvas.raw("<svg x=\"0\" y=\"0\" width=\"\(Markup.number(windowWidth))\" height=\"\(Markup.number(windowHeight))\" "
                   + "viewBox=\"0 0 \(Markup.number(windowWidth)) \(Markup.number(windowHeight))\" overflow=\"hidden\">")
        drawViews(scene, size: size, on: &canvas)
        canvas.raw("</svg>")
        drawSafeArea(scene.geometry, on: &canvas)
        drawHit(scene, on: &canvas)
        drawDifferences(scene, size: size, on: &canvas)
        drawTap(scene, size: size, on: &canvas)
        drawLabels(scene, size: size, on: &canvas)

        // Heading above the window, legend and caption below it (pixels converted to points).
        var y = -headerHeight / scale
        for (index, line) in header.enumerated() {
            y += lineHeight(size) / scale
            let isTitle = index < header.count - 1 || size == .thumbnail
            canvas.text(line, x: 0, y: y - 4 / scale, size: size == .thumbnail ? 10 : isTitle ? 14 : 11,
                        color: isTitle ? "#1d232b" : "#4a5564", bold: isTitle, halo: false)
        }
        var footerHeight = 4.0
        let legendHeight = Legend.draw(footer, top: windowHeight + 10 / scale, width: contentWidth, on: &canvas)
        footerHeight += legendHeight > 0 ? legendHeight + 10 : 0
        var captionY = windowHeight + footerHeight / scale
        for line in caption {
            captionY += lineHeight(size) / scale
            canvas.text(line.text, x: 0, y: captionY - 4 / scale, size: size == .large ? 12 : 9,
                        color: failColor, bold: line.bold, halo: false)
        }
        footerHeight += Double(caption.count) * lineHeight(size) + margin

        let width = contentWidth + 2 * margin
        let height = headerHeight + windowHeight * scale + footerHeight + margin
        let viewBox = [-margin / scale, -(headerHeight + margin) / scale, width / scale, height / scale].map(Markup.number)
        var open = "<svg"
        if let origin {
            open += " x=\"\(Markup.number(origin.x))\" y=\"\(Markup.number(origin.y))\""
        } else {
            open += " xmlns=\"http://www.w3.org/2000/svg\""
        }
        open += " width=\"\(Markup.number(width))\" height=\"\(Markup.number(height))\" viewBox=\"\(viewBox.joined(separator: " "))\""
        open += " font-family=\"\(SVGCanvas.fontFamily)\" role=\"img\" aria-label=\"\(Markup.escape(scene.title))\">"
        var body = [open, "<title>\(Markup.escape(scene.title))</title>"]
        body.append("<rect x=\"\(viewBox[0])\" y=\"\(viewBox[1])\" width=\"\(viewBox[2])\" height=\"\(viewBox[3])\" fill=\"#ffffff\""
                    + (scene.isFailing && size == .thumbnail ? " stroke=\"\(failColor)\" stroke-width=\"\(canvas.px(4))\"" : "") + "/>")
        body += canvas.elements
        body.append("</svg>")
        return (body.joined(separator: "\n"), width, height)
    }

    /// A standalone SVG file's text.
    static func document(_ scene: StepScene, size: Size = .large) -> String {
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + render(scene, size: size).svg + "\n"
    }

    static func lineHeight(_ size: Size) -> Double { size == .large ? 17 : 12 }

    private static func headerLines(_ scene: StepScene, size: Size, width: Double) -> [String] {
        guard size == .large else {
            return Array(SVGCanvas.wrap(scene.shortTitle, width: width, size: 10).prefix(2))
        }
        var lines = Array(SVGCanvas.wrap(scene.title, width: width, size: 14).prefix(3))
        lines.append("views drawn: \(scene.source)" + (scene.isSettled ? "" : " · a transition is running"))
        return lines
    }

    private static func captionLines(_ scene: StepScene, size: Size, width: Double) -> [(text: String, bold: Bool)] {
        guard scene.isFailing else { return [] }
        guard size == .large else {
            let more = scene.failingRules.count > 1 ? " +\(scene.failingRules.count - 1)" : ""
            return [("✗ " + (scene.failingRules.first ?? "") + more, true)]
        }
        var lines: [(String, Bool)] = []
        for line in scene.caption {
            for (index, part) in SVGCanvas.wrap("✗ " + line, width: width, size: 12).enumerated() { lines.append((part, index == 0)) }
        }
        return lines
    }

    private static func drawWindow(_ scene: StepScene, on canvas: inout SVGCanvas) {
        let window = Rect(scene.geometry.bounds)
        canvas.rect(window, canvas.stroke("#2b3138", width: 1.5, fill: "#fbfbfc"))
    }

    private static func colors(_ view: DrawableView) -> (fill: String, stroke: String) {
        layerColors[view.layer % layerColors.count]
    }

    private static func drawViews(_ scene: StepScene, size: Size, on canvas: inout SVGCanvas) {
        for view in scene.views {
            switch view.kind {
            case .node:
                let (fill, stroke) = colors(view)
                let corner = view.mark.map { $0.isSheet || $0.isPopover } == true ? 10.0 : 0
                let opacity = Markup.number(0.92 * min(1, max(0, view.alpha)))
                let paint = view.alpha < 0.01 ? canvas.stroke(stroke, width: 1, dash: [2, 3], fill: fill)
                    : canvas.stroke(stroke, width: view.mark == nil ? 1 : 2, fill: fill)
                canvas.rect(view.frame, paint + " fill-opacity=\"\(opacity)\"", cornerPixels: corner)
                if let mark = view.mark, mark.isSheet, view.frame.width * canvas.scale > 60 {
                    // A sheet's grabber, as UIKit draws it.
                    let grabber = Rect(x: view.frame.x + view.frame.width / 2 - 18 / canvas.scale, y: view.frame.y + 5 / canvas.scale,
                                       width: 36 / canvas.scale, height: 5 / canvas.scale)
                    canvas.rect(grabber, "fill=\"\(stroke)\" fill-opacity=\"0.6\"", cornerPixels: 2.5)
                }
            case .container:
                canvas.rect(view.frame, canvas.stroke("#39424e", width: 1.5, dash: [7, 4]))
            case .dimming:
                canvas.rect(view.frame, "fill=\"#000000\" fill-opacity=\"\(Markup.number(0.4 * min(1, max(0, view.alpha))))\"")
                if view.alpha < 0.05 { canvas.rect(view.frame, canvas.stroke("#39424e", width: 1, dash: [1.5, 3])) }
            case .card:
                canvas.rect(view.frame, canvas.stroke("#6344b3", width: 2, fill: "#ffffff") + " fill-opacity=\"0.95\"", cornerPixels: 12)
            }
        }
    }

    /// The window outside its safe area, shaded over everything (TRAIT-3), and the safe area's edge.
    private static func drawSafeArea(_ geometry: WindowGeometry, on canvas: inout SVGCanvas) {
        let size = geometry.size
        let safe = Rect(geometry.safeFrame)
        let inset = geometry.safeArea
        let strips = [
            Rect(x: 0, y: 0, width: size.width, height: inset.top),
            Rect(x: 0, y: size.height - inset.bottom, width: size.width, height: inset.bottom),
            Rect(x: 0, y: inset.top, width: inset.left, height: size.height - inset.top - inset.bottom),
            Rect(x: size.width - inset.right, y: inset.top, width: inset.right, height: size.height - inset.top - inset.bottom),
        ]
        for strip in strips where strip.width > 0 && strip.height > 0 {
            canvas.rect(strip, "fill=\"#5b6472\" fill-opacity=\"0.22\"")
        }
        if safe != Rect(geometry.bounds) { canvas.rect(safe, canvas.stroke("#5b6472", width: 1, dash: [2, 4])) }
    }

    private static func hitFrame(_ scene: StepScene) -> Rect? {
        guard let hit = scene.hitTarget else { return nil }
        if hit == .window { return Rect(scene.geometry.bounds) }
        return scene.views.last { $0.hitName == hit }?.frame
    }

    private static func drawHit(_ scene: StepScene, on canvas: inout SVGCanvas) {
        guard let frame = hitFrame(scene) else { return }
        canvas.rect(frame, canvas.stroke(tapColor, width: 3, dash: [2, 2]))
    }

    /// Actual rectangles first, expected ones dashed over them, so both show where they meet.
    private static func drawDifferences(_ scene: StepScene, size: Size, on canvas: inout SVGCanvas) {
        for difference in scene.differences {
            guard let actual = difference.actual else { continue }
            canvas.raw("<g class=\"actual\" data-field=\"\(Markup.escape(difference.field))\">")
            canvas.rect(actual, canvas.stroke(actualColor, width: 3))
            canvas.raw("</g>")
        }
        for difference in scene.differences {
            guard let expected = difference.expected else { continue }
            canvas.raw("<g class=\"expected\" data-field=\"\(Markup.escape(difference.field))\">")
            canvas.rect(expected, canvas.stroke(expectedColor, width: 3, dash: [9, 5]))
            canvas.raw("</g>")
        }
    }

    private static func drawTap(_ scene: StepScene, size: Size, on canvas: inout SVGCanvas) {
        guard let tap = scene.tap else { return }
        let arm = (size == .large ? 13.0 : 8.0) / canvas.scale
        let stroke = canvas.stroke(tapColor, width: 2)
        canvas.line(from: Point(x: tap.x - arm, y: tap.y), to: Point(x: tap.x + arm, y: tap.y), stroke)
        canvas.line(from: Point(x: tap.x, y: tap.y - arm), to: Point(x: tap.x, y: tap.y + arm), stroke)
        canvas.circle(at: tap, radiusPixels: size == .large ? 7 : 4, stroke)
    }

    /// Labels last, so they read over every shape: node ids (and the presentation mark on a
    /// presented root), and on large pictures containers, dimming views, the card, the tap and
    /// the differences.
    private static func drawLabels(_ scene: StepScene, size: Size, on canvas: inout SVGCanvas) {
        let text = size.labelSize
        let pad = 4 / canvas.scale
        let window = Rect(scene.geometry.bounds)
        if let tap = scene.tap, size == .large {
            var lines = [(text: "tap → \(scene.hitTarget?.description ?? "?")", bold: true)]
            if let expected = scene.expectedHitTarget { lines.append((text: "oracle: \(expected)", bold: false)) }
            canvas.label(lines, x: tap.x + 12 / canvas.scale, y: tap.y + 6 / canvas.scale, size: text, color: tapColor, within: window)
        }
        for difference in scene.differences where size == .large {
            if let expected = difference.expected {
                canvas.label([("expected \(difference.label)", true)], x: expected.x + pad, y: expected.y + pad,
                             size: text, color: expectedColor, within: window)
            }
            if let actual = difference.actual {
                canvas.label([("actual \(difference.label)", true)], x: actual.x + pad, y: actual.y + pad,
                             size: text, color: actualColor, within: window)
            }
        }
        for view in scene.views {
            let top = view.frame.y + pad + (view.mark?.isSheet == true ? 8 / canvas.scale : 0)
            switch view.kind {
            case .node:
                var lines = [(text: view.id + (view.tint == .dimmed && size == .large ? " · tint dimmed" : ""), bold: true)]
                if let mark = view.mark, size == .large { lines.append((text: mark.label, bold: false)) }
                if view.alpha < 0.999, size == .large { lines.append((text: "alpha \(Markup.number(view.alpha))", bold: false)) }
                canvas.label(lines, x: view.frame.x + pad, y: top, size: text, within: window)
            case .container where size == .large:
                canvas.label([(view.hitName.description, false)], x: view.frame.x + pad, y: view.frame.y + view.frame.height - 2 * text / canvas.scale,
                             size: text - 1, color: "#39424e", within: window)
            case .dimming where size == .large:
                canvas.label([("\(view.hitName) alpha \(Markup.number(view.alpha))", false)], x: view.frame.x + pad,
                             y: view.frame.y + view.frame.height - 3.5 * text / canvas.scale, size: text - 1, color: "#39424e", within: window)
            case .card where size == .large:
                canvas.label([(view.hitName.description + " (derived)", true)], x: view.frame.x + pad, y: top + 16 / canvas.scale, size: text,
                             color: "#6344b3", within: window)
            default:
                break
            }
        }
    }
}

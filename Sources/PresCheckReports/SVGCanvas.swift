import PresCheck
import PresCheckCore

/// SVG elements in window points for a picture drawn at `scale` pixels a point: lengths meant in
/// screen pixels (stroke widths, dashes, font sizes) are converted, so a label is as large on a
/// pad as on a phone. Labels are placed where they do not overlap one already placed.
/// Serves every rule ID: it draws what pictures of every rule show.
struct SVGCanvas {
    let scale: Double
    private(set) var elements: [String] = []
    /// Placed labels, as (minX, minY, maxX, maxY) in points.
    private var labelBoxes: [(Double, Double, Double, Double)] = []

    /// The font every picture uses: the reader's own system fonts, nothing downloaded.
    static let fontFamily = "system-ui, -apple-system, 'Segoe UI', Roboto, 'DejaVu Sans', Arial, sans-serif"

    init(scale: Double) {
        self.scale = scale
    }

    /// A screen length in pixels, as points.
    func px(_ pixels: Double) -> String { Markup.number(pixels / scale) }

    /// A length or coordinate in points.
    func pt(_ points: Double) -> String { Markup.number(points) }

    mutating func raw(_ element: String) { elements.append(element) }

    /// `<rect>` at `rect` with extra attributes (already escaped).
    mutating func rect(_ rect: Rect, _ attributes: String, cornerPixels: Double = 0) {
        var element = "<rect x=\"\(pt(rect.x))\" y=\"\(pt(rect.y))\" width=\"\(pt(max(0, rect.width)))\" height=\"\(pt(max(0, rect.height)))\""
        if cornerPixels > 0 { element += " rx=\"\(px(cornerPixels))\"" }
        elements.append(element + " \(attributes)/>")
    }

    /// Paint attributes: `fill` (none by default) and a stroke of `width` pixels in `color`, dashed
    /// when `dash` (pixels) is given.
    func stroke(_ color: String, width: Double, dash: [Double] = [], fill: String = "none") -> String {
        var text = "fill=\"\(fill)\" stroke=\"\(color)\" stroke-width=\"\(px(width))\""
        if !dash.isEmpty { text += " stroke-dasharray=\"\(dash.map { px($0) }.joined(separator: " "))\"" }
        return text
    }

    mutating func line(from: Point, to: Point, _ attributes: String) {
        elements.append("<line x1=\"\(pt(from.x))\" y1=\"\(pt(from.y))\" x2=\"\(pt(to.x))\" y2=\"\(pt(to.y))\" \(attributes)/>")
    }

    mutating func circle(at center: Point, radiusPixels: Double, _ attributes: String) {
        elements.append("<circle cx=\"\(pt(center.x))\" cy=\"\(pt(center.y))\" r=\"\(px(radiusPixels))\" \(attributes)/>")
    }

    /// Text with its baseline at (x, y) points, `size` pixels high, with a white halo so it reads
    /// over any fill.
    mutating func text(_ text: String, x: Double, y: Double, size: Double, color: String = "#1d232b",
                       bold: Bool = false, halo: Bool = true, anchorEnd: Bool = false) {
        var element = "<text x=\"\(pt(x))\" y=\"\(pt(y))\" font-size=\"\(px(size))\" fill=\"\(color)\""
        if bold { element += " font-weight=\"600\"" }
        if anchorEnd { element += " text-anchor=\"end\"" }
        if halo {
            element += " stroke=\"#ffffff\" stroke-width=\"\(px(3))\" stroke-linejoin=\"round\" paint-order=\"stroke\""
        }
        elements.append(element + ">\(Markup.escape(text))</text>")
    }

    /// The estimated width in pixels of `text` at `size` pixels (no font metrics: a fixed ratio).
    static func estimatedWidth(_ text: String, size: Double) -> Double { Double(text.count) * size * 0.58 }

    /// A label near (x, y) (the top-left corner it would like, in points): moved a line at a time,
    /// down then up (one line down, one up, two down, …, up to `tries` lines each way), to the
    /// first place that overlaps no label placed before and stays inside `bounds`; the wanted
    /// place when there is none. `lines` go one under the other.
    mutating func label(_ lines: [(text: String, bold: Bool)], x: Double, y: Double, size: Double,
                        color: String = "#1d232b", tries: Int = 8, within bounds: Rect? = nil) {
        guard !lines.isEmpty else { return }
        let lineHeight = size * 1.25 / scale
        let width = lines.map { SVGCanvas.estimatedWidth($0.text, size: size) }.max()! / scale
        let height = lineHeight * Double(lines.count)
        var left = x
        if let bounds, left + width > bounds.x + bounds.width { left = max(bounds.x, bounds.x + bounds.width - width) }
        var wanted = y
        if let bounds { wanted = min(max(wanted, bounds.y), bounds.y + bounds.height - height) }
        var top = wanted
        var offsets = [0.0]
        for step in 1...max(1, tries) { offsets += [Double(step), -Double(step)] }
        for offset in offsets {
            let candidate = wanted + offset * lineHeight
            if let bounds, candidate < bounds.y || candidate + height > bounds.y + bounds.height { continue }
            let box = (left, candidate, left + width, candidate + height)
            if !labelBoxes.contains(where: { $0.0 < box.2 && box.0 < $0.2 && $0.1 < box.3 && box.1 < $0.3 }) {
                top = candidate
                break
            }
        }
        labelBoxes.append((left, top, left + width, top + height))
        for (index, line) in lines.enumerated() {
            text(line.text, x: left, y: top + lineHeight * Double(index) + size / scale, size: size, color: color, bold: line.bold)
        }
    }

    /// Words wrapped into lines of at most `width` pixels at `size` pixels.
    static func wrap(_ text: String, width: Double, size: Double) -> [String] {
        let limit = max(8, Int(width / (size * 0.58)))
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty, line.count + 1 + word.count > limit {
                lines.append(line)
                line = ""
            }
            if word.count > limit, line.isEmpty {
                var rest = Substring(word)
                while rest.count > limit {
                    lines.append(String(rest.prefix(limit)))
                    rest = rest.dropFirst(limit)
                }
                line = String(rest)
                continue
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }
}

import PresCheck
import PresCheckCore

/// Every step of a scenario as thumbnails side by side, the failing ones framed in red: the
/// whole counterexample at a glance.
/// Serves every rule ID a finding names.
enum Filmstrip {
    /// Thumbnails a row, before the strip wraps.
    static let perRow = 8

    /// A standalone SVG file of the strip.
    static func document(_ scenes: [StepScene]) -> String {
        let gap = 8.0
        var frames: [String] = []
        var x = 0.0
        var y = 0.0
        var rowHeight = 0.0
        var width = 0.0
        for (index, scene) in scenes.enumerated() {
            if index > 0, index % perRow == 0 {
                x = 0
                y += rowHeight + gap
                rowHeight = 0
            }
            let picture = StepPicture.render(scene, size: .thumbnail, origin: (x, y))
            frames.append(picture.svg)
            x += picture.width + gap
            width = max(width, x - gap)
            rowHeight = max(rowHeight, picture.height)
        }
        let height = y + rowHeight
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
            + "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(Markup.number(width))\" height=\"\(Markup.number(height))\" "
            + "viewBox=\"0 0 \(Markup.number(width)) \(Markup.number(height))\" font-family=\"\(SVGCanvas.fontFamily)\">\n"
            + frames.joined(separator: "\n") + "\n</svg>\n"
    }
}

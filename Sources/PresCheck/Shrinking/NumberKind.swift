/// What a number in a scenario measures, and so which values count as round for it: the grids
/// it is rounded to while shrinking, coarsest first (so a value is not rounded twice on its way
/// down when the coarse grid works at once).
enum NumberKind {
    /// Points (taps, sizes, detent heights, source rects): multiples of 10, then integers.
    case points
    /// Unit coordinates and fractions (child frames, detent fractions, interactive progress):
    /// multiples of 0.5, then of 0.25.
    case unit
    /// Clock advances: exactly 0.3 (the animation duration), then multiples of 0.1.
    case seconds

    private var grids: [Double] {
        switch self {
        case .points: return [10, 1]
        case .unit: return [0.5, 0.25]
        case .seconds: return [0.1]
        }
    }

    /// How many of the kind's roundness tests `value` fails: 0 is as round as it gets.
    func roughness(_ value: Double) -> Int {
        let offGrid = grids.count { Self.rounded(value, toMultipleOf: $0) != value }
        return self == .seconds && value != 0.3 ? offGrid + 1 : offGrid
    }

    /// Rounder values to try instead of `value`, in order; each is strictly less rough.
    func rounder(_ value: Double) -> [Double] {
        let tries = (self == .seconds ? [0.3] : []) + grids.map { Self.rounded(value, toMultipleOf: $0) }
        var result: [Double] = []
        for candidate in tries where roughness(candidate) < roughness(value) && !result.contains(candidate) {
            result.append(candidate)
        }
        return result
    }

    /// `value` rounded to a multiple of `grid`, computed so that decimal grids give the decimal
    /// (0.3 on the 0.1 grid is 0.3), and never −0.
    private static func rounded(_ value: Double, toMultipleOf grid: Double) -> Double {
        let result: Double
        if grid >= 1 {
            result = (value / grid).rounded() * grid
        } else {
            let steps = (1 / grid).rounded()
            result = (value * steps).rounded() / steps
        }
        return result == 0 ? 0 : result
    }
}

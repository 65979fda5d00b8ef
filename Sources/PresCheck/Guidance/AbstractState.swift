import PresCheckCore

/// An *abstract state*: what guided exploration counts as "somewhere new", read from the oracle's
/// observation of one step and the rules it applied in that step. It keeps what the rules decide
/// and drops what they compute:
/// - the layers: every presentation in acceptance order with its requested style, the style
///   ADAPT-7 reports (`none` when not adapted), its phase (LIFE-3, LIFE-7), and the layer its
///   presenter sits in (CTX-1..3: a context presentation from a layer below the top one);
/// - whether the step is settled (LIFE-6: a transition runs or not);
/// - the rule IDs the oracle applied in the step (the refusals of LIFE-1 and TRAIT-1 among them).
/// Node ids, frames, alphas, the device, callbacks and warnings are left out, so two scenarios that
/// differ only in names or sizes reach the same states. A state is kept as its digest: FNV-1a 64
/// over a fixed byte encoding (never `hashValue`, which is seeded per process).
/// Serves every rule ID: guided exploration (`GuidancePool`) keeps cases that reach new states.
package enum AbstractState {
    /// The digest of the abstract state of a step observed as `observation`, in which the oracle
    /// applied `rules`.
    package static func digest(_ observation: Observation, rules: RuleSet) -> UInt64 {
        var digest = FNV1a64()
        digest.add(observation.isSettled ? 1 : 0)
        // The applied rules' catalogue positions, ascending (bit N is rule N).
        var bits = rules.bitPattern
        while bits != 0 {
            digest.add(UInt8(bits.trailingZeroBitCount))
            bits &= bits - 1
        }
        digest.add(0xfe)
        guard !observation.presentations.isEmpty else { return digest.value }
        // Layer of each node: a new layer starts at every presented node (layer 0 is the root's).
        var layers: [Int] = []
        layers.reserveCapacity(observation.nodes.count)
        var layer = 0
        for (offset, node) in observation.nodes.enumerated() {
            if offset > 0, observation.isPresented(node.id) { layer += 1 }
            layers.append(layer)
        }
        for presentation in observation.presentations {
            digest.add(styleCode(presentation.style))
            digest.add(styleCode(presentation.adaptedStyle))
            switch presentation.phase {
            case .presenting: digest.add(0)
            case .presented: digest.add(1)
            case .dismissing: digest.add(2)
            }
            let presenter = observation.nodes.firstIndex { $0.id == presentation.presenter }
            digest.add(presenter.map { UInt8(min(layers[$0], 200)) } ?? 0xff)
        }
        return digest.value
    }

    /// Every style, in `PresentationStyle.allCases` order.
    private static let styles = PresentationStyle.allCases

    /// The style's position in `PresentationStyle.allCases`.
    private static func styleCode(_ style: PresentationStyle) -> UInt8 {
        UInt8(styles.firstIndex(of: style) ?? 0xff)
    }
}

/// FNV-1a, 64 bits: a digest that is the same on every machine and in every process.
/// Serves every rule ID (abstract states).
struct FNV1a64 {
    private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    mutating func add(_ byte: UInt8) {
        value ^= UInt64(byte)
        value = value &* 0x0000_0100_0000_01b3
    }
}

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
        // Only the presenters' layers are digested, so the layers are counted only up to the last
        // presenter's position (the presenters are found first): the id comparisons of the nodes
        // after it would change nothing. Read in place through the arrays' base addresses (whose
        // subscript reads one field; an unoptimised build, which every `swift test` runs, copies a
        // whole entry through a buffer's), with the positions and layers on the stack: this runs
        // for every step of every generated case.
        observation.nodes.withUnsafeBufferPointer { nodeBuffer in
            observation.presentations.withUnsafeBufferPointer { presentationBuffer in
                guard let presentations = presentationBuffer.baseAddress else { return }
                let presentationCount = presentationBuffer.count
                let nodeCount = nodeBuffer.count
                guard let nodes = nodeBuffer.baseAddress else {
                    // No nodes: no presenter is found.
                    var index = 0
                    while index < presentationCount {
                        add(style: presentations[index].style, adaptedStyle: presentations[index].adaptedStyle,
                            phase: presentations[index].phase, layer: nil, to: &digest)
                        index += 1
                    }
                    return
                }
                func isPresented(_ id: String) -> Bool {
                    var index = 0
                    while index < presentationCount, presentations[index].presented != id { index += 1 }
                    return index < presentationCount
                }
                withUnsafeTemporaryAllocation(of: Int.self, capacity: presentationCount) { presenters in
                    // Each presenter's position (`nodeCount` when it is not a node), and the last.
                    var last = -1
                    var index = 0
                    while index < presentationCount {
                        var presenter = 0
                        while presenter < nodeCount, nodes[presenter].id != presentations[index].presenter {
                            presenter += 1
                        }
                        presenters[index] = presenter
                        if presenter < nodeCount, presenter > last { last = presenter }
                        index += 1
                    }
                    withUnsafeTemporaryAllocation(of: Int.self, capacity: last + 1) { layers in
                        var layer = 0
                        var offset = 0
                        while offset <= last {
                            if offset > 0, isPresented(nodes[offset].id) { layer += 1 }
                            layers[offset] = layer
                            offset += 1
                        }
                        var index = 0
                        while index < presentationCount {
                            let presenter = presenters[index]
                            add(style: presentations[index].style, adaptedStyle: presentations[index].adaptedStyle,
                                phase: presentations[index].phase, layer: presenter < nodeCount ? layers[presenter] : nil,
                                to: &digest)
                            index += 1
                        }
                    }
                }
            }
        }
        return digest.value
    }

    /// One presentation's part of the digest: its styles (as asked and as ADAPT-7 reports), its
    /// phase (LIFE-3, LIFE-7) and its presenter's layer (CTX-1..3; 0xff when not a node).
    private static func add(style: PresentationStyle, adaptedStyle: PresentationStyle, phase: PresentationObservation.Phase,
                            layer: Int?, to digest: inout FNV1a64) {
        digest.add(styleCode(style))
        digest.add(styleCode(adaptedStyle))
        switch phase {
        case .presenting: digest.add(0)
        case .presented: digest.add(1)
        case .dismissing: digest.add(2)
        }
        digest.add(layer.map { UInt8(min($0, 200)) } ?? 0xff)
    }

    /// The style's position in `PresentationStyle.allCases` (a test pins the two orders together).
    static func styleCode(_ style: PresentationStyle) -> UInt8 {
        switch style {
        case .automatic: 0
        case .none: 1
        case .fullScreen: 2
        case .pageSheet: 3
        case .formSheet: 4
        case .currentContext: 5
        case .custom: 6
        case .overFullScreen: 7
        case .overCurrentContext: 8
        case .popover: 9
        }
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

import PresCheckCore

extension Scenario {
    /// Every number the shrinker rounds, with its kind: child frames and preferred content sizes
    /// of nodes; advances, interactive progress, taps, pans, `setPreferredContentSize` sizes, detents
    /// (fractions and heights) and popover source rects of actions. Split widths and resize widths
    /// are left alone: the catalogue lists the only values they can take.
    var numberSlots: [(kind: NumberKind, slot: ScenarioSlot<Double>)] {
        var numbers: [(NumberKind, ScenarioSlot<Double>)] = []
        func add(_ kind: NumberKind, _ slots: [ScenarioSlot<Double>]) {
            numbers += slots.map { (kind, $0) }
        }
        for slot in nodeSlots {
            if slot.value.frame != nil { add(.unit, Self.rectNumbers(slot.focus(\.frame!))) }
            if slot.value.preferredContentSize != nil { add(.points, Self.sizeNumbers(slot.focus(\.preferredContentSize!))) }
        }
        for slot in actionSlots {
            switch slot.value {
            case .advance(let seconds):
                add(.seconds, [ScenarioSlot(value: seconds) { slot.replace(.advance(seconds: $0)) }])
            case .updateInteractiveDismissal(let progress):
                add(.unit, [ScenarioSlot(value: progress) { slot.replace(.updateInteractiveDismissal(progress: $0)) }])
            case .tap(let point):
                let pointSlot = ScenarioSlot(value: point) { slot.replace(.tap(at: $0)) }
                add(.points, [pointSlot.focus(\.x), pointSlot.focus(\.y)])
            case .pan(let start, let translation, let velocity, let through, let throughVelocities):
                let startSlot = ScenarioSlot(value: start) {
                    slot.replace(.pan(from: $0, translation: translation, velocity: velocity, through: through, throughVelocities: throughVelocities))
                }
                let translationSlot = ScenarioSlot(value: translation) {
                    slot.replace(.pan(from: start, translation: $0, velocity: velocity, through: through, throughVelocities: throughVelocities))
                }
                let velocitySlot = ScenarioSlot(value: velocity) {
                    slot.replace(.pan(from: start, translation: translation, velocity: $0, through: through, throughVelocities: throughVelocities))
                }
                add(.points, [startSlot.focus(\.x), startSlot.focus(\.y), translationSlot.focus(\.x), translationSlot.focus(\.y),
                              velocitySlot.focus(\.x), velocitySlot.focus(\.y)])
                for offset in through.indices {
                    let throughSlot = ScenarioSlot(value: through[offset]) { point in
                        var points = through
                        points[offset] = point
                        return slot.replace(.pan(from: start, translation: translation, velocity: velocity, through: points,
                                                 throughVelocities: throughVelocities))
                    }
                    add(.points, [throughSlot.focus(\.x), throughSlot.focus(\.y)])
                }
            case .swipe(let start, let direction):
                let startSlot = ScenarioSlot(value: start) { slot.replace(.swipe(from: $0, direction: direction)) }
                add(.points, [startSlot.focus(\.x), startSlot.focus(\.y)])
            case .setPreferredContentSize(let node, let size):
                add(.points, Self.sizeNumbers(ScenarioSlot(value: size) { slot.replace(.setPreferredContentSize(node: node, size: $0)) }))
            case .setDetents(let node, let detents):
                numbers += Self.detentNumbers(ScenarioSlot(value: detents) { slot.replace(.setDetents(node: node, detents: $0)) })
            case .present(let present):
                let presentSlot = ScenarioSlot(value: present) { slot.replace(.present($0)) }
                if present.sheet != nil { numbers += Self.detentNumbers(presentSlot.focus(\.sheet!.detents)) }
                if present.adaptiveSheet != nil { numbers += Self.detentNumbers(presentSlot.focus(\.adaptiveSheet!.detents)) }
                if present.popover?.sourceRect != nil { add(.points, Self.rectNumbers(presentSlot.focus(\.popover!.sourceRect!))) }
            case .dismiss, .beginInteractiveDismissal, .finishInteractiveDismissal, .cancelInteractiveDismissal, .rotate,
                 .resize, .selectDetent, .setTintAdjustmentMode, .setModalInPresentation:
                break
            }
        }
        return numbers
    }

    private static func rectNumbers(_ slot: ScenarioSlot<Rect>) -> [ScenarioSlot<Double>] {
        [slot.focus(\.x), slot.focus(\.y), slot.focus(\.width), slot.focus(\.height)]
    }

    private static func sizeNumbers(_ slot: ScenarioSlot<Size>) -> [ScenarioSlot<Double>] {
        [slot.focus(\.width), slot.focus(\.height)]
    }

    private static func detentNumbers(_ slot: ScenarioSlot<[Detent]>) -> [(kind: NumberKind, slot: ScenarioSlot<Double>)] {
        slot.value.indices.flatMap { index -> [(kind: NumberKind, slot: ScenarioSlot<Double>)] in
            let detent = slot.focus(\.[index])
            var numbers: [(kind: NumberKind, slot: ScenarioSlot<Double>)] = []
            if detent.value.fraction != nil { numbers.append((.unit, detent.focus(\.fraction!))) }
            if detent.value.height != nil { numbers.append((.points, detent.focus(\.height!))) }
            return numbers
        }
    }
}

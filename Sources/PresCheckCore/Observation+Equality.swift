/// Observation equality. Two runs' observations are compared after every step (`deterministic`,
/// the differential check), and the synthesized comparison copied every node, presentation and
/// view it compared (each copy retains its strings and hit targets, then releases them). An
/// optimised build compares list elements field by field, which it reads in place
/// (`equalInPlace`); an unoptimised one (what `swift test` runs) copies an element on every read
/// of one of its fields, so there whole elements are compared, each read once (`equalByElement`).
/// Both compare every stored field the synthesized `==` would, so they are the same relation, and
/// the synthesized `hash(into:)` still agrees with it. `ObservationEqualityTests` checks both ways
/// on a change to every field, and holds each element's compared field count to its stored
/// properties.
/// Serves every rule ID: every field is read by some rule's check.
extension Observation {
    public static func == (lhs: Observation, rhs: Observation) -> Bool {
        #if DEBUG
        equalByElement(lhs, rhs)
        #else
        equalInPlace(lhs, rhs)
        #endif
    }

    /// Whether the fields other than the lists agree, and the lists' lengths.
    private static func equalOutsideLists(_ lhs: Observation, _ rhs: Observation) -> Bool {
        lhs.step == rhs.step && lhs.isSettled == rhs.isSettled && lhs.layoutPasses == rhs.layoutPasses
            && lhs.nodes.count == rhs.nodes.count && lhs.presentations.count == rhs.presentations.count
            && lhs.views.count == rhs.views.count && lhs.window == rhs.window && lhs.hitTarget == rhs.hitTarget
            && lhs.warnings == rhs.warnings && Callback.equal(lhs.callbacks, rhs.callbacks)
    }

    /// The lists compared a whole element at a time.
    package static func equalByElement(_ lhs: Observation, _ rhs: Observation) -> Bool {
        equalOutsideLists(lhs, rhs) && lhs.nodes == rhs.nodes && lhs.presentations == rhs.presentations
            && lhs.views == rhs.views
    }

    /// The lists compared field by field.
    package static func equalInPlace(_ lhs: Observation, _ rhs: Observation) -> Bool {
        equalOutsideLists(lhs, rhs)
            && lhs.nodes.indices.allSatisfy { NodeObservation.equal(lhs.nodes, rhs.nodes, at: $0) }
            && lhs.presentations.indices.allSatisfy { PresentationObservation.equal(lhs.presentations, rhs.presentations, at: $0) }
            && lhs.views.indices.allSatisfy { ViewObservation.equal(lhs.views, rhs.views, at: $0) }
    }

    /// The first step at which two runs' observations differ, nil when they are the same: a run
    /// that ends sooner differs where it ends. Both lists are read in place (an element read out
    /// of an array for a comparison is a copy, its strings and lists retained and released), and
    /// every generated case compares two runs this way at least once.
    package static func firstDifference(_ a: [Observation], _ b: [Observation]) -> Int? {
        let count = min(a.count, b.count)
        #if DEBUG
        let step = a.withUnsafeBufferPointer { a in
            b.withUnsafeBufferPointer { b in
                var step = 0
                while step < count, a[step] == b[step] { step += 1 }
                return step
            }
        }
        #else
        var step = 0
        while step < count, equal(a, b, at: step, afterEqualStep: step > 0) { step += 1 }
        #endif
        return step < count || a.count != b.count ? step : nil
    }

    /// Whether the observations at `index` of two runs are equal (`equalInPlace`), each field and
    /// each list element read where it is stored: an observation read out of its list to be
    /// compared is a copy, which retains every list in it and releases them after, and so is a
    /// list read out of an observation to be handed on.
    package static func equal(_ a: [Observation], _ b: [Observation], at index: Int) -> Bool {
        equal(a, b, at: index, afterEqualStep: false)
    }

    /// `equal(_:_:at:)`, where `afterEqualStep` says the observations at `index - 1` were found
    /// equal. A step that changed no view keeps the last step's view list, and one whose trees
    /// kept their nodes keeps its node list (`EngineDriver.observe`): when each run keeps its
    /// list (the same storage as at `index - 1`), the two lists hold what was found equal there,
    /// so they are equal without being compared again, whatever they hold.
    package static func equal(_ a: [Observation], _ b: [Observation], at index: Int, afterEqualStep: Bool) -> Bool {
        guard a[index].step == b[index].step, a[index].isSettled == b[index].isSettled,
              a[index].layoutPasses == b[index].layoutPasses, a[index].window == b[index].window,
              a[index].nodes.count == b[index].nodes.count,
              a[index].presentations.count == b[index].presentations.count,
              a[index].views.count == b[index].views.count, a[index].callbacks.count == b[index].callbacks.count,
              a[index].hitTarget == b[index].hitTarget, a[index].warnings == b[index].warnings else { return false }
        var item = 0
        let viewsKept = afterEqualStep && keeps(a[index].views, a[index - 1].views) && keeps(b[index].views, b[index - 1].views)
        while !viewsKept, item < a[index].views.count {
            guard a[index].views[item].frame == b[index].views[item].frame,
                  a[index].views[item].alpha == b[index].views[item].alpha,
                  a[index].views[item].isHidden == b[index].views[item].isHidden,
                  a[index].views[item].isUserInteractionEnabled == b[index].views[item].isUserInteractionEnabled,
                  a[index].views[item].tint == b[index].views[item].tint,
                  a[index].views[item].name == b[index].views[item].name,
                  a[index].views[item].superview == b[index].views[item].superview else { return false }
            item += 1
        }
        item = 0
        let nodesKept = afterEqualStep && keeps(a[index].nodes, a[index - 1].nodes) && keeps(b[index].nodes, b[index - 1].nodes)
        while !nodesKept, item < a[index].nodes.count {
            guard a[index].nodes[item].frame == b[index].nodes[item].frame,
                  a[index].nodes[item].id == b[index].nodes[item].id,
                  a[index].nodes[item].presented == b[index].nodes[item].presented,
                  a[index].nodes[item].presenting == b[index].nodes[item].presenting,
                  a[index].nodes[item].alpha == b[index].nodes[item].alpha,
                  a[index].nodes[item].tint == b[index].nodes[item].tint,
                  a[index].nodes[item].safeArea == b[index].nodes[item].safeArea,
                  a[index].nodes[item].layoutFrame == b[index].nodes[item].layoutFrame else { return false }
            item += 1
        }
        item = 0
        while item < a[index].presentations.count {
            guard a[index].presentations[item].presented == b[index].presentations[item].presented,
                  a[index].presentations[item].presenter == b[index].presentations[item].presenter,
                  a[index].presentations[item].style == b[index].presentations[item].style,
                  a[index].presentations[item].adaptedStyle == b[index].presentations[item].adaptedStyle,
                  a[index].presentations[item].phase == b[index].presentations[item].phase,
                  a[index].presentations[item].container == b[index].presentations[item].container,
                  a[index].presentations[item].dimming == b[index].presentations[item].dimming,
                  a[index].presentations[item].dimmingAlpha == b[index].presentations[item].dimmingAlpha,
                  a[index].presentations[item].isDimmed == b[index].presentations[item].isDimmed,
                  a[index].presentations[item].arrowDirection == b[index].presentations[item].arrowDirection else {
                return false
            }
            item += 1
        }
        return a[index].callbacks.isEmpty || Callback.equal(a[index].callbacks, b[index].callbacks)
    }

    /// Whether two view lists are equal, as `equal(_:_:at:)` compares them: lists that share their
    /// storage without comparing an element (`EngineDriver.firstDifference(rerunning:options:from:)`
    /// reuses the other run's lists, as each run keeps a list from step to step).
    package static func equalViews(_ lhs: [ViewObservation], _ rhs: [ViewObservation]) -> Bool {
        guard lhs.count == rhs.count else { return false }
        if keeps(lhs, rhs) { return true }
        var item = 0
        while item < lhs.count {
            guard ViewObservation.equal(lhs, rhs, at: item) else { return false }
            item += 1
        }
        return true
    }

    /// Whether two node lists are equal, as `equalViews(_:_:)` compares view lists.
    package static func equalNodes(_ lhs: [NodeObservation], _ rhs: [NodeObservation]) -> Bool {
        guard lhs.count == rhs.count else { return false }
        if keeps(lhs, rhs) { return true }
        var item = 0
        while item < lhs.count {
            guard NodeObservation.equal(lhs, rhs, at: item) else { return false }
            item += 1
        }
        return true
    }

    /// Whether `list` is `earlier` itself: the same storage, so the same elements (two lists
    /// alive at once with their elements at one address share their storage).
    @inline(__always)
    private static func keeps<Element>(_ list: [Element], _ earlier: [Element]) -> Bool {
        list.withUnsafeBufferPointer { list in earlier.withUnsafeBufferPointer { list.baseAddress == $0.baseAddress } }
    }

    /// Whether two observations hold the same state exactly: settledness, the window, and every
    /// node and presentation field. Everything the metamorphic properties compare (within their
    /// tolerances) is among these, so an equal pair differs in none of it; they compare far more
    /// states than differ, and such a pair needs no walk field by field.
    package static func sameState(_ lhs: Observation, _ rhs: Observation) -> Bool {
        guard lhs.isSettled == rhs.isSettled, lhs.window == rhs.window, lhs.nodes.count == rhs.nodes.count,
              lhs.presentations.count == rhs.presentations.count else { return false }
        #if DEBUG
        return lhs.nodes == rhs.nodes && lhs.presentations == rhs.presentations
        #else
        return lhs.nodes.indices.allSatisfy { NodeObservation.equal(lhs.nodes, rhs.nodes, at: $0) }
            && lhs.presentations.indices.allSatisfy { PresentationObservation.equal(lhs.presentations, rhs.presentations, at: $0) }
        #endif
    }

    /// `sameState(_:_:)` of the observations at steps `before` and `after` of one run, each read
    /// where the run stores it (an observation read out of its run is a copy, every list in it
    /// retained and released). A list the later step keeps from the earlier (the same storage)
    /// holds the same elements and is not compared again.
    package static func sameState(in run: [Observation], _ before: Int, _ after: Int) -> Bool {
        guard run[before].isSettled == run[after].isSettled, run[before].window == run[after].window,
              run[before].nodes.count == run[after].nodes.count,
              run[before].presentations.count == run[after].presentations.count else { return false }
        #if DEBUG
        return run[before].nodes == run[after].nodes && run[before].presentations == run[after].presentations
        #else
        if !keeps(run[after].nodes, run[before].nodes) {
            var item = 0
            while item < run[before].nodes.count {
                guard NodeObservation.equal(run[before].nodes, run[after].nodes, at: item) else { return false }
                item += 1
            }
        }
        if keeps(run[after].presentations, run[before].presentations) { return true }
        var item = 0
        while item < run[before].presentations.count {
            guard PresentationObservation.equal(run[before].presentations, run[after].presentations, at: item) else { return false }
            item += 1
        }
        return true
        #endif
    }

    /// The stored properties `equalOutsideLists(_:_:)` and the lists compare.
    package static let comparedFields = 10
}

extension NodeObservation {
    /// Whether the elements at `index` of two lists are equal, read in place.
    static func equal(_ lhs: [NodeObservation], _ rhs: [NodeObservation], at index: Int) -> Bool {
        lhs[index].frame == rhs[index].frame && lhs[index].id == rhs[index].id
            && lhs[index].presented == rhs[index].presented && lhs[index].presenting == rhs[index].presenting
            && lhs[index].alpha == rhs[index].alpha && lhs[index].tint == rhs[index].tint
            && lhs[index].safeArea == rhs[index].safeArea && lhs[index].layoutFrame == rhs[index].layoutFrame
    }

    /// The stored properties `equal(_:_:at:)` compares.
    package static let comparedFields = 8
}

extension PresentationObservation {
    /// Whether `presentation` equals the element at `index` of `list`, read in place.
    package static func equal(_ presentation: PresentationObservation, _ list: [PresentationObservation], at index: Int) -> Bool {
        presentation.presented == list[index].presented && presentation.presenter == list[index].presenter
            && presentation.style == list[index].style && presentation.adaptedStyle == list[index].adaptedStyle
            && presentation.phase == list[index].phase && presentation.container == list[index].container
            && presentation.dimming == list[index].dimming && presentation.dimmingAlpha == list[index].dimmingAlpha
            && presentation.isDimmed == list[index].isDimmed && presentation.arrowDirection == list[index].arrowDirection
    }

    /// Whether the elements at `index` of two lists are equal, read in place.
    static func equal(_ lhs: [PresentationObservation], _ rhs: [PresentationObservation], at index: Int) -> Bool {
        lhs[index].presented == rhs[index].presented && lhs[index].presenter == rhs[index].presenter
            && lhs[index].style == rhs[index].style && lhs[index].adaptedStyle == rhs[index].adaptedStyle
            && lhs[index].phase == rhs[index].phase && lhs[index].container == rhs[index].container
            && lhs[index].dimming == rhs[index].dimming && lhs[index].dimmingAlpha == rhs[index].dimmingAlpha
            && lhs[index].isDimmed == rhs[index].isDimmed && lhs[index].arrowDirection == rhs[index].arrowDirection
    }

    /// The stored properties `equal(_:_:at:)` compares.
    package static let comparedFields = 10
}

extension ViewObservation {
    /// Whether the elements at `index` of two lists are equal, read in place.
    static func equal(_ lhs: [ViewObservation], _ rhs: [ViewObservation], at index: Int) -> Bool {
        lhs[index].frame == rhs[index].frame && lhs[index].alpha == rhs[index].alpha
            && lhs[index].isHidden == rhs[index].isHidden
            && lhs[index].isUserInteractionEnabled == rhs[index].isUserInteractionEnabled
            && lhs[index].tint == rhs[index].tint && lhs[index].name == rhs[index].name
            && lhs[index].superview == rhs[index].superview
    }

    /// The stored properties `equal(_:_:at:)` compares.
    package static let comparedFields = 7
}

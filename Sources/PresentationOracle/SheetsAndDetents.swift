import Foundation
import PresCheckCore

/// SHEET-1..4 and DETENT-1: sheet geometry and undimming, as pure functions of the window.
/// The generators read the SHEET values too (`package`), to aim drags at detents.
package enum SheetsAndDetents {
    /// SHEET: `top = safe.top + 10`, `M = height − top − safe.bottom` (`maximumDetentValue`).
    package static func maximumDetentValue(_ window: WindowGeometry) -> CGFloat {
        window.size.height - (window.safeArea.top + 10) - window.safeArea.bottom
    }

    /// SHEET: a detent's value, clamped to [1, M]. An unresolvable custom detent counts as `large`.
    package static func value(of detent: Detent, maximum m: CGFloat) -> CGFloat {
        let raw: CGFloat
        switch detent.identifier {
        case "large": raw = m
        case "medium": raw = (m / 2).rounded(.down)
        default:
            if let fraction = detent.fraction { raw = (CGFloat(fraction) * m).rounded(.down) }
            else if let height = detent.height { raw = min(CGFloat(height), m) }
            else { raw = m }
        }
        return min(max(raw, 1), m)
    }

    /// SHEET: `detents` empty means `[large]`.
    static func listedDetents(_ settings: SheetOptions) -> [Detent] {
        settings.detents.isEmpty ? [.large] : settings.detents
    }

    /// SHEET-4: in compact height `medium` is inactive and dropped. Reading: (Reading SHEET-4.a) if nothing is left,
    /// the active list is `[large]`.
    static func activeDetents(_ settings: SheetOptions, _ layout: SheetLayout) -> [Detent] {
        let listed = listedDetents(settings)
        guard layout == .compactHeightEdgeAttached else { return listed }
        let active = listed.filter { $0.identifier != "medium" }
        return active.isEmpty ? [.large] : active
    }

    /// SHEET-3 (smallest, ties to the first) and SHEET-4 (a selected inactive detent resolves to the
    /// smallest active detent with a greater value, else `large`); SHEET-2: always `large`.
    static func effectiveDetent(_ settings: SheetOptions, _ layout: SheetLayout, maximum m: CGFloat) -> Detent {
        if layout == .centered { return .large }
        // No detents listed: the listed and the active detents are `[large]` in every layout, so
        // `large` is the answer whatever is selected (answered without making those lists).
        if settings.detents.isEmpty { return .large }
        let active = activeDetents(settings, layout)
        func smallest(_ detents: [Detent]) -> Detent? {
            var best: Detent?
            for detent in detents where best == nil || value(of: detent, maximum: m) < value(of: best!, maximum: m) {
                best = detent
            }
            return best
        }
        if let selected = settings.selectedDetentIdentifier {
            if let hit = active.first(where: { $0.identifier == selected }) { return hit }
            if let inactive = listedDetents(settings).first(where: { $0.identifier == selected }) {
                let floor = value(of: inactive, maximum: m)
                return smallest(active.filter { value(of: $0, maximum: m) > floor }) ?? .large
            }
        }
        return smallest(active) ?? .large
    }

    /// DETENT-1: undimmed exactly when `largestUndimmedDetentIdentifier` names an active detent among
    /// `detents` whose value is ≥ the effective detent's value. Reading: (Reading DETENT-1.a) "among `detents`" is the
    /// listed detents (empty meaning `[large]`), so the `[large]` that SHEET-4 falls back to when
    /// dropping `medium` leaves nothing does not make `large` undimmed.
    static func isDimmedDETENT1(_ settings: SheetOptions, _ layout: SheetLayout, maximum m: CGFloat) -> Bool {
        isDimmedDETENT1(settings, layout, maximum: m, effective: value(of: effectiveDetent(settings, layout, maximum: m), maximum: m))
    }

    /// `isDimmedDETENT1(_:_:maximum:)` given the value of the effective detent (`effectiveDetent`)
    /// for `settings`, `layout` and `m`.
    static func isDimmedDETENT1(_ settings: SheetOptions, _ layout: SheetLayout, maximum m: CGFloat,
                                effective: CGFloat) -> Bool {
        // No detents listed: the listed and the active detents are `[large]`, and the effective
        // detent is `large` (answered without making those lists).
        if settings.detents.isEmpty {
            guard settings.largestUndimmedDetentIdentifier == Detent.large.identifier else { return true }
            return !(effective <= value(of: .large, maximum: m))
        }
        guard let identifier = settings.largestUndimmedDetentIdentifier,
              listedDetents(settings).contains(where: { $0.identifier == identifier }),
              let undimmed = activeDetents(settings, layout).first(where: { $0.identifier == identifier }) else { return true }
        return !(effective <= value(of: undimmed, maximum: m))
    }

    /// SHEET-1 (and SHEET-4's vertical rule): height = value + safe.bottom, pinned to the bottom.
    static func bottomAttachedFrameSHEET1(_ window: WindowGeometry, value: CGFloat) -> CGRect {
        let height = value + window.safeArea.bottom
        return CGRect(x: 0, y: window.size.height - height, width: window.size.width, height: height)
    }

    /// SHEET-2: a centred form of `preferredContentSize` (540×620 by default) within the safe area − 40.
    static func centeredFrameSHEET2(_ window: WindowGeometry, preferred: CGSize) -> CGRect {
        let safe = window.safeFrame
        let width = min(preferred.width > 0 ? preferred.width : 540, safe.width - 40)
        let height = min(preferred.height > 0 ? preferred.height : 620, safe.height - 40)
        return CGRect(x: safe.minX + (safe.width - width) / 2, y: safe.minY + (safe.height - height) / 2,
                      width: width, height: height)
    }

    /// SHEET-4 with edge attachment: SHEET-1's vertical rule, width safeW (or the preferred width
    /// when `widthFollowsPreferredContentSizeWhenEdgeAttached`), centred in the safe area.
    /// Reading: (Reading SHEET-4.b) a preferred width of 0 (unset) means safeW.
    static func compactHeightFrameSHEET4(_ window: WindowGeometry, value: CGFloat, settings: SheetOptions, preferred: CGSize) -> CGRect {
        let vertical = bottomAttachedFrameSHEET1(window, value: value)
        let safeWidth = window.safeFrame.width
        var width = safeWidth
        if settings.widthFollowsPreferredContentSizeWhenEdgeAttached, preferred.width > 0 {
            width = min(preferred.width, safeWidth)
        }
        return CGRect(x: window.safeArea.left + (safeWidth - width) / 2, y: vertical.minY, width: width, height: vertical.height)
    }

    /// Rule coverage: the rules that pick a sheet's effective detent for a layout (`effectiveDetent`):
    /// SHEET-2 fixes `large`; otherwise SHEET-3 selects, with SHEET-4 dropping `medium`.
    static func detentRules(_ layout: SheetLayout) -> RuleSet {
        switch layout {
        case .centered: return sheet2
        case .bottomAttached: return sheet3
        case .compactHeightEdgeAttached: return sheet3And4
        }
    }

    /// Rule coverage: the rules `frame` reads for a layout: its SHEET rule (SHEET-4 reuses SHEET-1's
    /// vertical rule) and the detent rules.
    static func frameRules(_ layout: SheetLayout) -> RuleSet {
        switch layout {
        case .centered: return sheet2
        case .bottomAttached: return sheet1And3
        case .compactHeightEdgeAttached: return sheet1And3And4
        }
    }

    /// The rule sets `detentRules` and `frameRules` answer with, made once.
    private static let sheet2 = RuleSet([.sheet2])
    private static let sheet3 = RuleSet([.sheet3])
    private static let sheet3And4 = RuleSet([.sheet3, .sheet4])
    private static let sheet1And3 = RuleSet([.sheet1, .sheet3])
    private static let sheet1And3And4 = RuleSet([.sheet1, .sheet3, .sheet4])

    /// SHEET-1/2/4: the sheet's frame in window coordinates (a sheet's container is the window).
    static func frame(_ layout: SheetLayout, _ settings: SheetOptions, preferred: CGSize, window: WindowGeometry) -> CGRect {
        let m = maximumDetentValue(window)
        return frame(layout, settings, value: value(of: effectiveDetent(settings, layout, maximum: m), maximum: m),
                     preferred: preferred, window: window)
    }

    /// `frame(_:_:preferred:window:)` given the value of the effective detent for `layout`,
    /// `settings` and `window`'s M.
    static func frame(_ layout: SheetLayout, _ settings: SheetOptions, value: CGFloat, preferred: CGSize,
                      window: WindowGeometry) -> CGRect {
        switch layout {
        case .bottomAttached: return bottomAttachedFrameSHEET1(window, value: value)
        case .centered: return centeredFrameSHEET2(window, preferred: preferred)
        case .compactHeightEdgeAttached:
            return compactHeightFrameSHEET4(window, value: value, settings: settings, preferred: preferred)
        }
    }
}

extension OracleState {
    /// DETENT-1 for the presentation at `index`: nil unless it is a sheet whose DETENT rules apply.
    /// Without a largest undimmed detent the sheet is dimmed (`isDimmedDETENT1`), answered from
    /// the presentation's fields, where the full rule copies the applied settings.
    func isDimmedSheet(_ index: Int) -> Bool? {
        guard case .sheet(let layout) = behaviour(index) else { return nil }
        guard presentations[index].appliedSheetNamesUndimmedDetent else { return true }
        return presentations[index].sheetRecord.isAppliedDimmed(layout, maximum: SheetsAndDetents.maximumDetentValue(geometry),
                                                                effective: presentations[index].effectiveDetentValue)
    }

    /// DETENT-3: a sheet action names a presented node whose requested style is a sheet style.
    /// Reading: (Reading DETENT-3.a) only sheet styles have a `sheetPresentationController`; a popover's adaptive sheet
    /// settings are fixed by the scenario (`adaptiveSheet`), so sheet actions on it do nothing.
    ///
    /// Reading: (Reading TRAIT-4.a) a `selectDetent` or `setDetents` action on a node whose presentation is a
    /// sheet it presented (requested `.formSheet`, `.pageSheet` or `.automatic`, not a popover
    /// adapted to a sheet) and that is presenting, presented or being dismissed asks for a pass,
    /// whether or not the value differs; on anything else, none.
    ///
    /// Reading: (Reading DETENT-3.c) an action naming the root of an active ADAPT-6 substitute names the sheet of
    /// the presentation it stands in for; an inactive substitute names none.
    func sheetIndex(presenting node: String) -> Int? {
        let standingIn = presentations.indices.first { activeSubstituteID($0) == node }
        guard let index = index(of: node) ?? standingIn,
              Adaptivity.requestedStyle(presentations[index].request).isSheetStyle else { return nil }
        return index
    }

    /// DETENT-3: `selectedDetentIdentifier` changes; re-applied by a layout pass, now or when the running
    /// transition ends (TRAIT-4).
    mutating func selectDetent(node: String, identifier: String?) {
        guard let index = sheetIndex(presenting: node) else { return }
        apply(.detent3)
        var settings = presentations[index].sheetSettings
        settings.selectedDetentIdentifier = identifier
        setSheetSettings(settings, of: index)
        requestLayoutPassTRAIT4()
    }

    /// DETENT-3: `detents` change; re-applied by a layout pass, now or when the running transition
    /// ends (TRAIT-4).
    mutating func setDetents(node: String, detents: [Detent]) {
        guard let index = sheetIndex(presenting: node) else { return }
        apply(.detent3)
        var settings = presentations[index].sheetSettings
        settings.detents = detents
        setSheetSettings(settings, of: index)
        requestLayoutPassTRAIT4()
    }

    /// DETENT-3: writes the sheet settings of the presentation at `index` as an action sets them.
    /// Nothing the kept window (`builtWindow`), its nodes or its rules read changes: frames, dimming
    /// and the adaptation read the settings a layout pass applied (TRAIT-4), so the window stays.
    private mutating func setSheetSettings(_ settings: SheetOptions, of index: Int) {
        var kept: BuiltWindow?
        swap(&kept, &builtWindow)
        presentations[index].sheetSettings = settings
        swap(&kept, &builtWindow)
    }
}

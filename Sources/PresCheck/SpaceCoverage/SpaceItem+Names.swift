import PresCheckCore

/// The items `SpaceClassifier` records by a fixed name, grouped by the prefix of their names.
/// Serves every rule ID: space coverage.
extension SpaceItem {
    /// `field:Node.<field>`: the fields of a declared node, looked up together (`nodeFields`): a
    /// tree's walk reads several for every node, and each static item would be a lazy global of
    /// its own, checked at every read.
    struct NodeFields: Sendable {
        let id = SpaceItem("field:Node.id")
        let kind = SpaceItem("field:Node.kind")
        let frame = SpaceItem("field:Node.frame")
        let definesPresentationContext = SpaceItem("field:Node.definesPresentationContext")
        let providesPresentationContextTransitionStyle = SpaceItem("field:Node.providesPresentationContextTransitionStyle")
        let transitionStyle = SpaceItem("field:Node.transitionStyle")
        let preferredContentSize = SpaceItem("field:Node.preferredContentSize")
        let modalInPresentation = SpaceItem("field:Node.modalInPresentation")
        let tintAdjustmentMode = SpaceItem("field:Node.tintAdjustmentMode")
        let children = SpaceItem("field:Node.children")
    }

    static let nodeFields = NodeFields()

    /// `field:PresentAction.<field>`.
    enum PresentField {
        static let source = SpaceItem("field:PresentAction.source")
        static let node = SpaceItem("field:PresentAction.node")
        static let style = SpaceItem("field:PresentAction.style")
        static let animated = SpaceItem("field:PresentAction.animated")
        static let controller = SpaceItem("field:PresentAction.controller")
        static let shouldPresentInFullscreen = SpaceItem("field:PresentAction.shouldPresentInFullscreen")
        static let shouldRemovePresentersView = SpaceItem("field:PresentAction.shouldRemovePresentersView")
        static let sheet = SpaceItem("field:PresentAction.sheet")
        static let adaptiveSheet = SpaceItem("field:PresentAction.adaptiveSheet")
        static let popover = SpaceItem("field:PresentAction.popover")
        static let delegate = SpaceItem("field:PresentAction.delegate")
    }

    /// `field:SheetOptions.<field>`.
    enum SheetField {
        static let detents = SpaceItem("field:SheetOptions.detents")
        static let selectedDetentIdentifier = SpaceItem("field:SheetOptions.selectedDetentIdentifier")
        static let largestUndimmedDetentIdentifier = SpaceItem("field:SheetOptions.largestUndimmedDetentIdentifier")
        static let prefersEdgeAttachedInCompactHeight = SpaceItem("field:SheetOptions.prefersEdgeAttachedInCompactHeight")
        static let widthFollowsPreferredContentSizeWhenEdgeAttached = SpaceItem("field:SheetOptions.widthFollowsPreferredContentSizeWhenEdgeAttached")
    }

    /// `field:Detent.<field>`.
    enum DetentField {
        static let identifier = SpaceItem("field:Detent.identifier")
        static let fraction = SpaceItem("field:Detent.fraction")
        static let height = SpaceItem("field:Detent.height")
    }

    /// `field:PopoverOptions.<field>`.
    enum PopoverField {
        static let sourceView = SpaceItem("field:PopoverOptions.sourceView")
        static let sourceRect = SpaceItem("field:PopoverOptions.sourceRect")
        static let passthrough = SpaceItem("field:PopoverOptions.passthrough")
        static let permittedArrowDirections = SpaceItem("field:PopoverOptions.permittedArrowDirections")
    }

    /// `field:AdaptiveDelegateOptions.<field>`.
    enum DelegateField {
        static let adaptiveStyle = SpaceItem("field:AdaptiveDelegateOptions.adaptiveStyle")
        static let substitute = SpaceItem("field:AdaptiveDelegateOptions.substitute")
        static let shouldDismiss = SpaceItem("field:AdaptiveDelegateOptions.shouldDismiss")
    }

    /// `number:frame:<class>`: a child's unit frame (TRAIT-2).
    enum Frame {
        static let whole = SpaceItem("number:frame:whole")
        static let half = SpaceItem("number:frame:half")
        static let thin = SpaceItem("number:frame:thin")
    }

    /// `number:preferredContentSize:<class>` (POP-1, SHEET-2, SHEET-4).
    enum PreferredSize {
        static let zero = SpaceItem("number:preferredContentSize:zero")
        static let underOnePoint = SpaceItem("number:preferredContentSize:underOnePoint")
        static let popoverAreaExactly = SpaceItem("number:preferredContentSize:popoverAreaExactly")
        static let largerThanWindow = SpaceItem("number:preferredContentSize:largerThanWindow")
    }

    /// `number:updateInteractiveDismissal.progress:<class>` (LIFE-8).
    enum Progress {
        static let zero = SpaceItem("number:updateInteractiveDismissal.progress:zero")
        static let one = SpaceItem("number:updateInteractiveDismissal.progress:one")
        static let between = SpaceItem("number:updateInteractiveDismissal.progress:between")
    }

    /// `number:detents:<class>`: a detent list's degenerate shapes (SHEET-3, DETENT-1).
    enum Detents {
        static let empty = SpaceItem("number:detents:empty")
        static let duplicateIdentifier = SpaceItem("number:detents:duplicateIdentifier")
        static let equalValues = SpaceItem("number:detents:equalValues")
    }

    /// `number:detent.value:<class>` (SHEET-3, DETENT-1).
    enum DetentValue {
        static let belowOnePoint = SpaceItem("number:detent.value:belowOnePoint")
        static let onePoint = SpaceItem("number:detent.value:onePoint")
        static let medium = SpaceItem("number:detent.value:medium")
        static let maximum = SpaceItem("number:detent.value:maximum")
        static let aboveMaximum = SpaceItem("number:detent.value:aboveMaximum")
        static let between = SpaceItem("number:detent.value:between")
    }

    /// `number:popover.sourceRect:<class>` (POP-1).
    enum SourceRect {
        static let fitsBelowExactly = SpaceItem("number:popover.sourceRect:fitsBelowExactly")
        static let fitsAboveExactly = SpaceItem("number:popover.sourceRect:fitsAboveExactly")
        static let leftEdgeExactly = SpaceItem("number:popover.sourceRect:leftEdgeExactly")
        static let rightEdgeExactly = SpaceItem("number:popover.sourceRect:rightEdgeExactly")
    }

    /// `number:advance.seconds:<class>` (LIFE-6).
    enum Advance {
        static let zero = SpaceItem("number:advance.seconds:zero")
        static let endsExactly = SpaceItem("number:advance.seconds:endsExactly")
        static let nanosecondShortOfEnd = SpaceItem("number:advance.seconds:nanosecondShortOfEnd")
        static let whileSettled = SpaceItem("number:advance.seconds:whileSettled")
        static let largest = SpaceItem("number:advance.seconds:largest")
    }

    /// `number:tap:<class>` (HIT-1).
    enum Tap {
        static let outsideWindow = SpaceItem("number:tap:outsideWindow")
        static let onViewEdge = SpaceItem("number:tap:onViewEdge")
        static let halfPointInsideEdge = SpaceItem("number:tap:halfPointInsideEdge")
    }

    /// `number:pan.dy:<class>` (LIFE-10).
    enum PanDy {
        static let zero = SpaceItem("number:pan.dy:zero")
        static let negative = SpaceItem("number:pan.dy:negative")
        static let onDismissThreshold = SpaceItem("number:pan.dy:onDismissThreshold")
        static let halfPointBesideThreshold = SpaceItem("number:pan.dy:halfPointBesideThreshold")
    }

    /// `number:pan.vy:<class>` (LIFE-10).
    enum PanVy {
        static let zero = SpaceItem("number:pan.vy:zero")
        static let onFlickThreshold = SpaceItem("number:pan.vy:onFlickThreshold")
        static let halfPointUnderFlick = SpaceItem("number:pan.vy:halfPointUnderFlick")
        static let flickUp = SpaceItem("number:pan.vy:flickUp")
    }

    /// `shape:<shape>` (`SpaceInventory.shapes`).
    enum Shape {
        static let sixLayers = SpaceItem("shape:sixLayers")
        static let childInPresentedTree = SpaceItem("shape:childInPresentedTree")
        static let grandchildInPresentedTree = SpaceItem("shape:grandchildInPresentedTree")
        static let navigationInPresentedTree = SpaceItem("shape:navigationInPresentedTree")
        static let childInSubstitute = SpaceItem("shape:childInSubstitute")
        static let twoCatalogueControllers = SpaceItem("shape:twoCatalogueControllers")
        static let refusedAction = SpaceItem("shape:refusedAction")
        static let releasedSubject = SpaceItem("shape:releasedSubject")
        static let tintSetWhileDimmed = SpaceItem("shape:tintSetWhileDimmed")
        static let ownTintDimmed = SpaceItem("shape:ownTintDimmed")
        static let modalSetOnPresentedRoot = SpaceItem("shape:modalSetOnPresentedRoot")
        static let panVelocityAtEachPoint = SpaceItem("shape:panVelocityAtEachPoint")
    }
}

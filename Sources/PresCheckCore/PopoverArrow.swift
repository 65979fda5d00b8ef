/// The side of a popover its arrow is on, pointing at the source (POP-3), as scenario files and
/// observations spell UIKit's `UIPopoverArrowDirection` members: `up` is a popover *below* its
/// source, `down` one *above* it, `left` one to its right, `right` one to its left.
public enum PopoverArrow: String, Codable, Hashable, Sendable, CaseIterable {
    case up
    case down
    case left
    case right
}

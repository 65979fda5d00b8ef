import Foundation
import PresCheckCore

extension ViewController {
    /// `children.count`, without handing the list out: a walk down a tree (CTX-5's node list) asks
    /// for the list only of a controller that has children.
    package var childCount: Int { children.count }
}

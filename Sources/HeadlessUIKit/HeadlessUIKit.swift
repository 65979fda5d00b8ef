// HeadlessUIKit: the presentation engine under UIKit's own names, so that presentation code ports
// by changing `import UIKit` to `import HeadlessUIKit` and nothing else, except what Linux cannot
// have: Objective-C selectors (spell the action as the method with its class's name,
// `action: CardViewController.close`, or as a closure), storyboards, nibs and drawing. The engine's own sources keep their names without the
// prefix; the names here are aliases of the same types, so the two spellings mix freely.
//
// Foundation comes with it, as it does with UIKit (`CGRect`, `CGPoint`, `CGSize`, `CGFloat`,
// `TimeInterval`); the engine adds `CGAffineTransform` where Core Graphics is missing. The engine's
// vocabulary module comes too, for the catalogue devices and orientations a window is made in
// (`UIWindow(device: .phone, orientation: .landscape)`) and the members of the styles and traits
// aliased here (`.overFullScreen`, `.compact`).
@_exported import Foundation
@_exported import PresCheckCore
@_exported import PresentationEngine

import PresCheckCore
import PresentationEngine

/// UIKit's `UIViewController`. An app's `class ViewController: UIViewController` ports as written:
/// a type of the app's own module shadows the engine's `ViewController`.
public typealias UIViewController = ViewController
/// UIKit's `UINavigationController`.
public typealias UINavigationController = NavigationController
/// UIKit's `UIContentContainer`.
public typealias UIContentContainer = ContentContainer
/// UIKit's `UITraitCollection` (TRAIT-1).
public typealias UITraitCollection = TraitCollection
/// UIKit's `UIUserInterfaceSizeClass`.
public typealias UIUserInterfaceSizeClass = SizeClass
/// UIKit's `UIUserInterfaceIdiom`.
public typealias UIUserInterfaceIdiom = Idiom
/// UIKit's `UIModalPresentationStyle` (CTX-2, ADAPT).
public typealias UIModalPresentationStyle = ModalPresentationStyle
/// UIKit's `UIModalTransitionStyle` (LIFE-6, CTX-6).
public typealias UIModalTransitionStyle = ModalTransitionStyle

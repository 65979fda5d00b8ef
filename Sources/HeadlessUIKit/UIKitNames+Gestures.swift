import PresentationEngine

/// UIKit's `UIGestureRecognizer` (HIT-1).
public typealias UIGestureRecognizer = GestureRecognizer
/// UIKit's `UIGestureRecognizerDelegate`.
public typealias UIGestureRecognizerDelegate = GestureRecognizerDelegate
/// UIKit's `UITapGestureRecognizer`.
public typealias UITapGestureRecognizer = TapGestureRecognizer
/// UIKit's `UIPanGestureRecognizer` (LIFE-10, DETENT-4).
public typealias UIPanGestureRecognizer = PanGestureRecognizer
/// UIKit's `UISwipeGestureRecognizer` (LIFE-10).
public typealias UISwipeGestureRecognizer = SwipeGestureRecognizer

import PresentationEngine

/// UIKit's `UIViewControllerTransitioningDelegate`.
public typealias UIViewControllerTransitioningDelegate = ViewControllerTransitioningDelegate
/// UIKit's `UIViewControllerAnimatedTransitioning` (LIFE-6).
public typealias UIViewControllerAnimatedTransitioning = ViewControllerAnimatedTransitioning
/// UIKit's `UIViewControllerContextTransitioning`.
public typealias UIViewControllerContextTransitioning = ViewControllerContextTransitioning
/// UIKit's `UIViewControllerInteractiveTransitioning` (LIFE-8).
public typealias UIViewControllerInteractiveTransitioning = ViewControllerInteractiveTransitioning
/// UIKit's `UIPercentDrivenInteractiveTransition` (LIFE-8).
public typealias UIPercentDrivenInteractiveTransition = PercentDrivenInteractiveTransition
/// UIKit's `UIViewControllerTransitionCoordinator`.
public typealias UIViewControllerTransitionCoordinator = TransitionCoordinator
/// UIKit's `UIViewControllerTransitionCoordinatorContext`.
public typealias UIViewControllerTransitionCoordinatorContext = TransitionCoordinatorContext
/// UIKit's `UITransitionContextViewKey`.
public typealias UITransitionContextViewKey = TransitionContextViewKey
/// UIKit's `UITransitionContextViewControllerKey`.
public typealias UITransitionContextViewControllerKey = TransitionContextViewControllerKey
/// UIKit's `UITimingCurveProvider`.
public typealias UITimingCurveProvider = TimingCurveProvider
/// UIKit's `UICubicTimingParameters`.
public typealias UICubicTimingParameters = CubicTimingParameters
/// UIKit's `UITimingCurveType`.
public typealias UITimingCurveType = TimingCurveType

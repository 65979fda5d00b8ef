import PresCheckCore

/// UIKit's `UIModalPresentationStyle` (every case, CTX-2, ADAPT).
public typealias ModalPresentationStyle = PresentationStyle
/// UIKit's `UIModalTransitionStyle` (LIFE-6, CTX-6).
public typealias ModalTransitionStyle = TransitionStyle

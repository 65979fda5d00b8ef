import Foundation
import PresCheckCore
import PresCheckTestSupport
import PresentationEngine
import Testing

// Interaction controllers on the virtual clock (LIFE-1, LIFE-3, LIFE-4, LIFE-8, LIFE-9). The
// arithmetic uses the fixtures' card: y = 852 − 800 · t presenting, 452 + 800 · t dismissing,
// where t = p · 0.5 s is the point of the animator's timeline.

@Suite("Interactive transitions driven by an interaction controller")
struct InteractiveTransitionTests {
    typealias Recorder = AppearanceCallbackTests.Recorder

    @Test("an interactive presentation: nothing moves until updated; finish plays the rest; DidEnd, LIFE-9 and the completion once")
    func interactivePresentation() throws {
        let s = try Stage()
        let delegate = InteractiveCardDelegate()
        let interactor = PercentDrivenInteractiveTransition()
        delegate.presentInteractor = interactor
        let trace = AppearanceCallbackTests.Trace()
        let card = Recorder("Card", trace: trace)
        card.modalPresentationStyle = .custom
        card.transitioningDelegate = delegate
        s.retained.append(delegate)
        var completions = 0
        let start = s.mark
        s.root.present(card, animated: true) { completions += 1; s.note("presented") }
        #expect(delegate.asked == ["presentation"])
        #expect(delegate.presentAnimator?.wasInteractiveAtStart == true)
        #expect(interactor.duration == 0.5)
        #expect(card.view.frameInWindow == rect(0, 852, 393, 400))
        #expect(trace.lines == ["Card: viewWillAppear"])
        s.window.advance(by: 1)
        #expect(card.view.frameInWindow == rect(0, 852, 393, 400))
        #expect(s.window.isTransitionRunning)

        interactor.update(0.5)
        // t = 0.25: y = 852 − 200.
        #expect(card.view.frameInWindow == rect(0, 652, 393, 400))
        interactor.update(0.25)
        #expect(card.view.frameInWindow == rect(0, 752, 393, 400))
        interactor.update(-1)
        #expect(card.view.frameInWindow == rect(0, 852, 393, 400))
        #expect(interactor.percentComplete == 0)
        interactor.update(0.5)
        interactor.finish()
        // The rest, 0.5 · 0.5 s, plays on the clock.
        s.window.advance(by: 0.125)
        #expect(card.view.frameInWindow == rect(0, 552, 393, 400))
        #expect(s.trace(since: start) == ["Card: presentationTransitionWillBegin"])
        s.window.advance(by: 0.125)
        #expect(card.view.frameInWindow == rect(0, 452, 393, 400))
        #expect(!s.window.isTransitionRunning)
        #expect(s.trace(since: start) == ["Card: presentationTransitionWillBegin", "Card: presentationTransitionDidEnd(true)", "note: presented"])
        #expect(trace.lines == ["Card: viewWillAppear", "Card: viewDidAppear"])
        #expect(delegate.presentAnimator?.ended == [true])
        s.window.advance(by: 1)
        #expect(completions == 1)
        // Updates after the end change nothing.
        interactor.update(0.1)
        #expect(card.view.frameInWindow == rect(0, 452, 393, 400))
    }

    @Test("a cancelled interactive presentation plays back, then DidEnd(false): no links, no container, the presenter as before (LIFE-4)")
    func cancelledPresentation() throws {
        let s = try Stage()
        let delegate = InteractiveCardDelegate()
        let interactor = PercentDrivenInteractiveTransition()
        delegate.presentInteractor = interactor
        let card = s.card(delegate: delegate)
        var completed = false
        let start = s.mark
        s.root.present(card, animated: true) { completed = true }
        interactor.update(0.6)
        #expect(card.view.frameInWindow == rect(0, 612, 393, 400))
        interactor.cancel()
        // Back over 0.6 · 0.5 = 0.3 s.
        s.window.advance(by: 0.15)
        #expect(card.view.frameInWindow == rect(0, 732, 393, 400))
        s.window.advance(by: 0.15)
        #expect(!s.window.isTransitionRunning)
        #expect(s.trace(since: start) == ["Card: presentationTransitionWillBegin", "Card: presentationTransitionDidEnd(false)"])
        #expect(!completed)
        #expect(card.presentingViewController == nil)
        #expect(s.root.presentedViewController == nil)
        #expect(s.window.subviews.count == 1)
        #expect(delegate.presentAnimator?.ended == [false])
        #expect(delegate.presentAnimator?.context?.transitionWasCancelled == true)
    }

    @Test("an interactive dismissal keeps LIFE-9's pairs (LIFE-9.c on cancel) and LIFE-7's order: its completion may present at once")
    func dismissalCallbacksAndOrder() throws {
        let s = try Stage()
        let delegate = InteractiveCardDelegate()
        let interactor = PercentDrivenInteractiveTransition()
        delegate.dismissInteractor = interactor
        let trace = AppearanceCallbackTests.Trace()
        let card = Recorder("Card", trace: trace)
        card.modalPresentationStyle = .custom
        card.transitioningDelegate = delegate
        s.retained.append(delegate)
        s.root.present(card, animated: false)
        trace.lines = []
        let next = vc("Next")

        let start = s.mark
        card.dismiss(animated: true) { s.root.present(next, animated: false) }
        interactor.update(0.5)
        interactor.cancel()
        s.window.advance(by: 0.25)
        #expect(s.trace(since: start) == ["Card: dismissalTransitionWillBegin", "Card: dismissalTransitionDidEnd(false)"])
        #expect(trace.lines == ["Card: viewWillDisappear", "Card: viewWillAppear", "Card: viewDidAppear"])
        #expect(next.presentingViewController == nil)

        trace.lines = []
        let second = s.mark
        card.dismiss(animated: true) { s.root.present(next, animated: false) }
        interactor.update(0.5)
        interactor.finish()
        s.window.advance(by: 0.25)
        #expect(s.trace(since: second) == [
            "Card: dismissalTransitionWillBegin", "Card: dismissalTransitionDidEnd(true)",
            "Next: presentationTransitionWillBegin", "Next: presentationTransitionDidEnd(true)",
        ])
        #expect(trace.lines == ["Card: viewWillDisappear", "Card: viewDidDisappear"])
        #expect(next.presentingViewController === s.root)
        #expect(s.warnings.isEmpty)
    }

    @Test("completionSpeed: finish plays (1 − p) · duration / speed, cancel p · duration / speed")
    func completionSpeedTiming() throws {
        let s = try Stage()
        let delegate = InteractiveCardDelegate()
        let interactor = PercentDrivenInteractiveTransition()
        delegate.presentInteractor = interactor
        delegate.dismissInteractor = interactor
        let card = s.card(delegate: delegate)
        s.root.present(card, animated: true)
        interactor.update(0.4)
        interactor.completionSpeed = 2
        interactor.completionCurve = .linear
        interactor.finish()
        let coordinator = try #require(card.transitionCoordinator)
        #expect(coordinator.completionVelocity == 2)
        #expect(coordinator.completionCurve == .linear)
        // 0.6 · 0.5 / 2 = 0.15 s; after 0.1 s, t = 0.2 + 0.2 = 0.4.
        s.window.advance(by: 0.1)
        #expect(close(card.view.frameInWindow, rect(0, 532, 393, 400)))
        #expect(s.window.isTransitionRunning)
        s.window.advance(by: 0.05)
        #expect(!s.window.isTransitionRunning)
        #expect(card.view.frameInWindow == rect(0, 452, 393, 400))

        card.dismiss(animated: true)
        interactor.update(0.4)
        interactor.completionSpeed = 0.5
        interactor.cancel()
        // 0.4 · 0.5 / 0.5 = 0.4 s; after 0.3 s, t = 0.2 − 0.15 = 0.05.
        s.window.advance(by: 0.3)
        #expect(close(card.view.frameInWindow, rect(0, 492, 393, 400)))
        #expect(s.window.isTransitionRunning)
        s.window.advance(by: 0.1)
        #expect(!s.window.isTransitionRunning)
        #expect(card.view.frameInWindow == rect(0, 452, 393, 400))
        #expect(card.presentingViewController === s.root)
    }

    @Test("notifyWhenInteractionChanges runs once at finish and once at cancel, with the coordinator's values then")
    func interactionChanges() throws {
        let s = try Stage()
        let delegate = InteractiveCardDelegate()
        let interactor = PercentDrivenInteractiveTransition()
        delegate.dismissInteractor = interactor
        let card = s.card(delegate: delegate)
        s.root.present(card, animated: false)

        var seen: [CoordinatorState] = []
        card.dismiss(animated: true)
        let coordinator = try #require(card.transitionCoordinator)
        coordinator.notifyWhenInteractionChanges { seen.append(CoordinatorState($0)) }
        interactor.update(0.3)
        #expect(seen.isEmpty)
        interactor.cancel()
        #expect(seen == [CoordinatorState(interactive: false, cancelled: true, percent: 0.3)])
        s.window.advance(by: 1)
        #expect(seen.count == 1)

        seen = []
        card.dismiss(animated: true)
        let second = try #require(card.transitionCoordinator)
        second.notifyWhenInteractionChanges { seen.append(CoordinatorState($0)) }
        interactor.update(0.7)
        interactor.finish()
        interactor.finish()
        interactor.cancel()
        #expect(seen == [CoordinatorState(interactive: false, cancelled: false, percent: 0.7)])
        s.window.advance(by: 1)
        #expect(seen.count == 1)
        #expect(card.presentingViewController == nil)
    }

    @Test("LIFE-8's scenario-driven dismissal tells the same handlers, and its coordinator stops being interactive at finish")
    func scenarioDismissalNotifies() throws {
        let s = try Stage()
        let a = vc("A", style: .overFullScreen)
        s.root.present(a, animated: false)
        var seen: [CoordinatorState] = []
        s.window.beginInteractiveDismissal(of: a)
        let coordinator = try #require(a.transitionCoordinator)
        #expect(coordinator.isInteractive && coordinator.initiallyInteractive)
        coordinator.notifyWhenInteractionChanges { seen.append(CoordinatorState($0)) }
        s.window.updateInteractiveDismissal(progress: 0.5)
        #expect(coordinator.percentComplete == 0.5)
        s.window.cancelInteractiveDismissal()
        #expect(seen == [CoordinatorState(interactive: false, cancelled: true, percent: 0.5)])
        #expect(!s.window.isTransitionRunning)

        s.window.beginInteractiveDismissal(of: a)
        let second = try #require(a.transitionCoordinator)
        second.notifyWhenInteractionChanges { seen.append(CoordinatorState($0)) }
        s.window.updateInteractiveDismissal(progress: 0.25)
        s.window.finishInteractiveDismissal()
        #expect(seen.last == CoordinatorState(interactive: false, cancelled: false, percent: 0.25))
        #expect(second.completionVelocity == 1)
        // LIFE-8: the rest over 0.75 · 0.3 s.
        s.window.advance(by: 0.2249)
        #expect(s.window.isTransitionRunning)
        s.window.advance(by: 0.0001)
        #expect(!s.window.isTransitionRunning)
        #expect(seen.count == 2)
    }

    @Test("initialFrame and finalFrame: UIKit's values for the presented view controller and the presenter")
    func initialAndFinalFrames() throws {
        let s = try Stage()
        let delegate = InteractiveCardDelegate()
        let card = s.card(delegate: delegate)
        let stranger = vc("X")
        delegate.presentAnimator?.frameProbes = ["card": card, "root": s.root, "stranger": stranger]
        delegate.dismissAnimator?.frameProbes = ["card": card, "root": s.root, "stranger": stranger]
        s.root.present(card, animated: true)
        #expect(delegate.presentAnimator?.frames == [
            "card initial": .zero, "card final": rect(0, 452, 393, 400),
            "root initial": rect(0, 0, 393, 852), "root final": rect(0, 0, 393, 852),
            "stranger initial": .zero, "stranger final": .zero,
        ])
        s.window.advance(by: 0.5)
        // The dismissed view starts where it is now, even when moved since its layout, and its
        // final frame is the controller's frame, the one a custom animator leaves from.
        card.view.frame = rect(10, 470, 393, 400)
        card.dismiss(animated: true)
        #expect(delegate.dismissAnimator?.frames == [
            "card initial": rect(10, 470, 393, 400), "card final": rect(0, 452, 393, 400),
            "root initial": rect(0, 0, 393, 852), "root final": rect(0, 0, 393, 852),
            "stranger initial": .zero, "stranger final": .zero,
        ])
        let context = try #require(delegate.dismissAnimator?.context)
        #expect(context.viewController(forKey: .from) === card)
        #expect(context.viewController(forKey: .to) === s.root)
        #expect(context.view(forKey: .from) === card.view)
        #expect(context.view(forKey: .to) == nil)
        #expect(context.targetTransform == .identity)
        #expect(!context.isInteractive)
    }

    @Test("LIFE-1: present and dismiss are refused while an interactive transition runs, in its interactive and its finishing phase")
    func refusedWhileInteractive() throws {
        let s = try Stage()
        let delegate = InteractiveCardDelegate()
        let interactor = PercentDrivenInteractiveTransition()
        delegate.presentInteractor = interactor
        let card = s.card(delegate: delegate)
        s.root.present(card, animated: true)
        let mark = s.mark
        s.root.present(vc("B"), animated: false)
        card.dismiss(animated: false)
        s.root.dismiss(animated: true)
        #expect(s.trace(since: mark) == Array(repeating: "warning: transition in progress", count: 3))
        // The scenario-driven steps do not move a transition an interaction controller drives.
        s.window.updateInteractiveDismissal(progress: 0.5)
        s.window.finishInteractiveDismissal()
        #expect(card.view.frameInWindow == rect(0, 852, 393, 400))
        #expect(card.transitionCoordinator?.isInteractive == true)
        interactor.update(0.5)
        interactor.finish()
        s.window.advance(by: 0.2)
        let finishing = s.mark
        s.root.present(vc("B"), animated: false)
        card.dismiss(animated: true)
        #expect(s.trace(since: finishing) == Array(repeating: "warning: transition in progress", count: 2))
        s.window.advance(by: 0.05)
        #expect(!s.window.isTransitionRunning)
        let b = vc("B")
        card.present(b, animated: false)
        #expect(b.presentingViewController === card)
    }

    @Test("the coordinator's percentComplete and isInteractive in each phase, and in its completion block")
    func percentCompleteByPhase() throws {
        let s = try Stage()
        let delegate = InteractiveCardDelegate()
        let interactor = PercentDrivenInteractiveTransition()
        delegate.dismissInteractor = interactor
        let card = s.card(delegate: delegate)

        // Never interactive: 0 throughout.
        s.root.present(card, animated: true)
        let presenting = try #require(card.transitionCoordinator)
        var atEnd: [CoordinatorState] = []
        presenting.animate(alongsideTransition: nil) { atEnd.append(CoordinatorState($0)) }
        #expect(CoordinatorState(presenting) == CoordinatorState(interactive: false, cancelled: false, percent: 0))
        #expect(!presenting.initiallyInteractive && !presenting.isInterruptible)
        #expect(presenting.transitionDuration == 0.5)
        s.window.advance(by: 0.25)
        #expect(presenting.percentComplete == 0)
        s.window.advance(by: 0.25)
        #expect(atEnd == [CoordinatorState(interactive: false, cancelled: false, percent: 0)])

        card.dismiss(animated: true)
        let coordinator = try #require(card.transitionCoordinator)
        let context = try #require(delegate.dismissAnimator?.context)
        coordinator.animate(alongsideTransition: nil) { atEnd.append(CoordinatorState($0)) }
        #expect(CoordinatorState(coordinator) == CoordinatorState(interactive: true, cancelled: false, percent: 0))
        #expect(coordinator.initiallyInteractive && context.isInteractive)
        #expect(coordinator.viewController(forKey: .from) === card)
        #expect(coordinator.view(forKey: .from) === card.view)
        #expect(coordinator.containerView === card.presentationController?.containerView)
        #expect(coordinator.presentationStyle == .custom)
        interactor.update(0.3)
        #expect(coordinator.percentComplete == 0.3)
        interactor.update(0.7)
        #expect(coordinator.percentComplete == 0.7)
        #expect(card.view.frameInWindow == rect(0, 732, 393, 400))
        interactor.finish()
        // Finishing: no longer interactive; the percentage stays where the interaction left it.
        #expect(CoordinatorState(coordinator) == CoordinatorState(interactive: false, cancelled: false, percent: 0.7))
        #expect(!context.isInteractive && coordinator.initiallyInteractive)
        s.window.advance(by: 0.1)
        #expect(coordinator.percentComplete == 0.7)
        #expect(card.view.frameInWindow == rect(0, 812, 393, 400))
        s.window.advance(by: 0.05)
        #expect(atEnd.last == CoordinatorState(interactive: false, cancelled: false, percent: 0.7))
        #expect(card.presentingViewController == nil)
    }

    @Test("wantsInteractiveStart false: it plays on the clock until paused, then follows updates")
    func pausedFromTheClock() throws {
        let s = try Stage()
        let delegate = InteractiveCardDelegate()
        let interactor = PercentDrivenInteractiveTransition()
        interactor.wantsInteractiveStart = false
        delegate.presentInteractor = interactor
        let card = s.card(delegate: delegate)
        s.root.present(card, animated: true)
        let coordinator = try #require(card.transitionCoordinator)
        var seen: [CoordinatorState] = []
        coordinator.notifyWhenInteractionChanges { seen.append(CoordinatorState($0)) }
        #expect(!coordinator.isInteractive && !coordinator.initiallyInteractive)
        interactor.update(0.9)
        s.window.advance(by: 0.2)
        // t = 0.2: y = 852 − 160.
        #expect(card.view.frameInWindow == rect(0, 692, 393, 400))
        interactor.pause()
        #expect(seen == [CoordinatorState(interactive: true, cancelled: false, percent: 0.4)])
        #expect(interactor.percentComplete == 0.4)
        s.window.advance(by: 1)
        #expect(card.view.frameInWindow == rect(0, 692, 393, 400))
        interactor.update(0.8)
        #expect(card.view.frameInWindow == rect(0, 532, 393, 400))
        interactor.finish()
        interactor.pause()
        #expect(seen.count == 2)
        s.window.advance(by: 0.1)
        #expect(card.view.frameInWindow == rect(0, 452, 393, 400))
        #expect(!s.window.isTransitionRunning)
    }

    @Test("interaction controllers are asked only for animated transitions with an animator object")
    func askedOnlyWithAnAnimator() throws {
        let s = try Stage()
        let delegate = InteractiveCardDelegate()
        delegate.presentAnimator = nil
        delegate.presentInteractor = PercentDrivenInteractiveTransition()
        delegate.dismissInteractor = PercentDrivenInteractiveTransition()
        let card = s.card(delegate: delegate)
        // The default animator (LIFE-6): 0.3 s, not interactive.
        s.root.present(card, animated: true)
        #expect(card.transitionCoordinator?.isInteractive == false)
        s.window.advance(by: 0.3)
        #expect(!s.window.isTransitionRunning)
        card.dismiss(animated: false)
        #expect(delegate.asked.isEmpty)
        #expect(card.presentingViewController == nil)
    }
}

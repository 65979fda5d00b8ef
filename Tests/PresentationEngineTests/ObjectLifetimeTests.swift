import Foundation
import PresCheckCore
import PresentationEngine
import Testing

// Ownership as UIKit has it: the window keeps its root and its live presentations, a presentation
// keeps its presented and presenting view controllers until its end has run, and nothing else
// keeps a run alive. Every engine object made inside `ObjectLifetimes.$current.withValue` is
// recorded weakly, so "freed" is read off the objects themselves, whatever the timing.

/// A presented view controller that reads its presentation controller where app code does: in
/// `viewDidDisappear` and in the delegate's `presentationControllerDidDismiss`.
private final class ReadingViewController: ViewController, AdaptivePresentationControllerDelegate {
    let reads: ReadLog

    init(reads: ReadLog) {
        self.reads = reads
        super.init()
    }

    override func viewDidDisappear(_ animated: Bool) {
        reads.lines.append("didDisappear \(presentationController?.presentedViewController.title ?? "-")")
    }

    func presentationControllerDidDismiss(_ presentationController: PresentationController) {
        reads.lines.append("didDismiss \(presentationController.presentedViewController.title ?? "-")")
    }
}

/// What the presented view controller read, kept apart from it (it is freed by the end).
private final class ReadLog {
    var lines: [String] = []
}

/// Runs `body` with a fresh tracker current; returns what is still alive after it.
private func survivors(_ body: () throws -> Void) rethrows -> [String] {
    let tracker = ObjectLifetimes()
    try ObjectLifetimes.$current.withValue(tracker) { try body() }
    return tracker.survivors.map(\.kind)
}

@Suite("Object lifetimes: a presentation keeps what UIKit's keeps, and a run frees everything it built")
struct ObjectLifetimeTests {
    @Test("A presented view controller only its presentation holds lives through its dismissal's end and its callbacks, then goes",
          arguments: ["tap", "dismiss", "dismiss-unanimated", "interactive"])
    func heldOnlyByItsPresentation(_ how: String) throws {
        let stage = try Stage()
        let reads = ReadLog()
        weak var gone: ViewController?
        do {
            let sheet = ReadingViewController(reads: reads)
            sheet.title = "P"
            sheet.modalPresentationStyle = .pageSheet
            // The delegate is the view controller itself: held weakly, alive while the sheet is.
            sheet.presentationController?.delegate = sheet
            stage.root.present(sheet, animated: false)
            gone = sheet
        }
        do {
            let presented = try #require(gone as? ReadingViewController)
            #expect(stage.root.presentedViewController === presented)
            switch how {
            case "tap": _ = stage.window.tap(at: CGPoint(x: 200, y: 20))  // the dimming view above the sheet (LIFE-10)
            case "dismiss": stage.root.dismiss(animated: true)
            case "dismiss-unanimated": stage.root.dismiss(animated: false)
            default:
                stage.window.beginInteractiveDismissal(of: presented)
                stage.window.updateInteractiveDismissal(progress: 0.5)
                stage.window.finishInteractiveDismissal()
            }
        }
        // From here on only the presentation holds it.
        stage.window.advance(by: 1)
        #expect(stage.root.presentedViewController == nil)
        #expect(gone == nil, "the dismissed view controller nothing holds is freed once its dismissal has ended")
        #expect(reads.lines == (how == "tap" ? ["didDisappear P", "didDismiss P"] : ["didDisappear P"]))
    }

    @Test("The delegate's presentationControllerDidDismiss reads the presented view controller held only by the presentation")
    func didDismissReadsPresented() throws {
        let stage = try Stage()
        let delegate = DismissReader()
        do {
            let sheet = vc("P", style: .pageSheet)
            sheet.presentationController?.delegate = delegate
            stage.root.present(sheet, animated: false)
        }
        _ = stage.window.tap(at: CGPoint(x: 200, y: 20))
        stage.window.advance(by: 1)
        #expect(delegate.dismissed == ["P"])
        #expect(stage.root.presentedViewController == nil)
    }

    @Test("A window with live presentations of every style, settled or mid-transition, frees everything with it",
          arguments: [ModalPresentationStyle.fullScreen, .overFullScreen, .pageSheet, .formSheet, .popover, .currentContext,
                      .overCurrentContext, .custom],
          [false, true])
    func windowFreesEverything(_ style: ModalPresentationStyle, midTransition: Bool) throws {
        let left = try survivors {
            let stage = try PopoverStage(device: .phone)
            let first = style == .popover ? stage.popover("A") : vc("A", style: style)
            if style == .custom { stage.custom(first, ControllerFactory { DimmingPresentationController(presentedViewController: $0, presenting: $1) }) }
            stage.root.present(first, animated: true)
            stage.window.advance(by: 1)
            let second = vc("B", style: .fullScreen)
            first.present(second, animated: true)
            if !midTransition { stage.window.advance(by: 1) }
            _ = stage.window.tap(at: CGPoint(x: 10, y: 10))
        }
        #expect(left == [])
    }

    @Test("Dismissing everything and dropping the window frees every view controller, view and controller it made")
    func dismissedAndDropped() throws {
        let left = try survivors {
            let stage = try Stage()
            let sheet = vc("S", style: .pageSheet)
            stage.root.present(sheet, animated: true)
            stage.window.advance(by: 1)
            sheet.present(vc("F", style: .fullScreen), animated: false)
            stage.root.dismiss(animated: true)
            stage.window.advance(by: 1)
        }
        #expect(left == [])
    }

    @Test("Ported app code's shape (the card port): a presenter keeping its transitioning delegate, a card only its presentation holds, a swipe or a tap that dismisses it; all freed",
          arguments: ["swipe", "tap", "presented"])
    func portedCardShape(_ ending: String) throws {
        final class Host: CardDismissalObserver {
            let window: Window
            let root = ViewController()
            let transitions = NoteCardTransitions()
            init() throws {
                window = try Window(device: .phone, orientation: .portrait)
                window.rootViewController = root
                transitions.observer = self
            }
            func cardWentAway(_ viewController: ViewController, because reason: CardDismissalReason) {}
        }
        weak var gone: ViewController?
        let left = try survivors {
            let host = try Host()
            do {
                let card = ViewController()
                card.modalPresentationStyle = .custom
                card.transitioningDelegate = host.transitions
                card.preferredContentSize = CGSize(width: 0, height: 300)
                host.root.present(card, animated: true)
                gone = card
            }
            host.window.advance(by: 0.25)
            switch ending {
            case "swipe":
                host.window.pan(from: CGPoint(x: 200, y: 572),
                                translations: [CGPoint(x: 0, y: 60), CGPoint(x: 0, y: 120), CGPoint(x: 0, y: 120)])
            case "tap": _ = host.window.tap(at: CGPoint(x: 200, y: 300))
            default: break
            }
            host.window.advance(by: 1)
            if ending != "presented" {
                #expect(host.root.presentedViewController == nil)
                #expect(gone == nil, "the dismissed card nothing holds is freed")
            } else {
                #expect(gone != nil, "the presentation keeps its card")
            }
        }
        #expect(left == [])
    }
}

private final class DismissReader: AdaptivePresentationControllerDelegate {
    var dismissed: [String] = []
    func presentationControllerDidDismiss(_ presentationController: PresentationController) {
        dismissed.append(presentationController.presentedViewController.title ?? "-")
    }
}

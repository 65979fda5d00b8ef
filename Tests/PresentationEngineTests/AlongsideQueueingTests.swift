import Foundation
import PresCheckCore
import PresentationEngine
import Testing

// `TransitionCoordinator.animate(alongsideTransition:completion:)` returns "true if the animations
// were successfully queued, false otherwise": once the transition's animations have started, an
// alongside block would never run, so it is refused (false) and not kept (LIFE-6).

/// Queues an alongside block from `viewWillAppear`, before the transition's animations start.
private final class QueueingController: ViewController {
    var queued: [Bool] = []
    var ran: [String] = []
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard let coordinator = transitionCoordinator else { return }
        queued.append(coordinator.animate(alongsideTransition: { [weak self] _ in self?.ran.append("willAppear block") }))
    }
}

/// Tries to queue a second block from inside its `viewWillTransition` block, once the size change's
/// blocks run.
private final class SizeWatcher: ViewController {
    var results: [String] = []
    override func viewWillTransition(to size: CGSize, with coordinator: TransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        let first = coordinator.animate(alongsideTransition: { [weak self] context in
            guard let self else { return }
            self.results.append("block ran")
            let late = context as! TransitionCoordinator
            self.results.append("late block queued: \(late.animate(alongsideTransition: { _ in self.results.append("late ran") }))")
        }, completion: { [weak self] _ in self?.results.append("completion ran") })
        results.append("first queued: \(first)")
    }
}

@Suite("Alongside animations: refused once the transition's animations started (LIFE-6)")
struct AlongsideQueueingTests {
    @Test("Before the start: queued (true) and run; after: refused (false) and never run; a completion is queued until the end")
    func presentation() throws {
        let s = try Stage()
        let presented = QueueingController()
        presented.title = "P"
        presented.modalPresentationStyle = .fullScreen
        s.root.present(presented, animated: true)
        #expect(presented.queued == [true])
        #expect(presented.ran == ["willAppear block"])
        let coordinator = try #require(presented.transitionCoordinator)
        s.window.advance(by: 0.1)
        var late: [String] = []
        #expect(!coordinator.animate(alongsideTransition: { _ in late.append("late block") }))
        #expect(!coordinator.animate(alongsideTransition: { _ in late.append("late block 2") },
                                     completion: { _ in late.append("completion with refused block") }))
        #expect(coordinator.animate(alongsideTransition: nil, completion: { _ in late.append("completion") }))
        #expect(coordinator.animateAlongsideTransition(in: s.root.view, animation: { _ in late.append("late in view") }) == false)
        s.window.advance(by: 0.5)
        #expect(presented.transitionCoordinator == nil)
        #expect(late == ["completion with refused block", "completion"])
        // After the end nothing is queued.
        #expect(!coordinator.animate(alongsideTransition: nil, completion: { _ in late.append("after end") }))
        #expect(!coordinator.animate(alongsideTransition: { _ in late.append("after end block") }))
        s.window.advance(by: 0.5)
        #expect(late == ["completion with refused block", "completion"])
    }

    @Test("A size change: a block queued in viewWillTransition runs; one queued from inside it is refused")
    func sizeChange() throws {
        let watcher = SizeWatcher()
        watcher.title = "W"
        let s = try Stage(root: watcher)
        #expect(s.window.rotate(to: .landscape))
        #expect(watcher.results == ["first queued: true", "block ran", "late block queued: false", "completion ran"])
    }
}

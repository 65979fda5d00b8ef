import Foundation
import PresCheckCore
import Synchronization

/// UIKit's `UIApplication`, for the one question presentation code asks it: which window is key.
///
/// The engine is not tied to a main thread, and tests run windows side by side, so the key window
/// belongs to the thread that made it key (`Window.makeKeyAndVisible()`): code driving one window
/// on one thread sees that window, as an app sees its own. The reference is weak: a window nobody
/// keeps is no longer key.
public final class Application: Sendable {
    public static let shared = Application()

    private init() {}

    /// The entry of the thread that last made a window key or asked for it, read before the
    /// entries of every thread (`ThreadEntries`): a lookup there takes their lock and searches
    /// them, and every `loadView` asks.
    private let lastEntry = LastKeyWindowEntry()

    /// The window last made key on this thread, while it exists.
    public var keyWindow: Window? {
        // A thread that never made a window key has no number, and no key window.
        let token = ThreadToken.current
        guard token != 0 else { return nil }
        let last = lastEntry.window(of: token)
        if last.found { return last.window }
        return rememberedWindow(of: token)
    }

    /// The key window of the thread numbered `token` from its stored entry, which becomes the
    /// last one: for a thread that was not the last to ask.
    private func rememberedWindow(of token: Int) -> Window? {
        guard let entry = ThreadEntries.entry(of: token) else { return nil }
        return lastEntry.remember(entry, of: token)
    }

    /// The bounds of `keyWindow`, read where this thread's entry holds the window, so that asking
    /// retains no window: every `loadView` asks.
    var keyWindowBounds: CGRect? {
        let token = ThreadToken.current
        guard token != 0 else { return nil }
        let last = lastEntry.windowBounds(of: token)
        if last.found { return last.bounds }
        return rememberedWindow(of: token)?.bounds
    }

    /// Each thread keeps one entry (`ThreadEntries`), stored the first time it makes a window
    /// key (when it gets its number); later calls on that thread change the entry's window. Only
    /// the thread itself reads or changes its entry's weak window; its held window changes under
    /// the lock of the last entry, as its owner may resign it from another thread.
    ///
    /// `held`: the window is held by the entry until its owner resigns it (`Window.resignKey()`)
    /// instead of weakly, so that no weak reference gives it a side table. Returns the entry.
    func makeKey(_ window: Window, held: Bool) -> KeyWindowEntry {
        var token = ThreadToken.current
        let entry: KeyWindowEntry
        if token != 0, let found = lastEntry.entry(of: token) ?? ThreadEntries.entry(of: token) {
            entry = found
        } else {
            entry = KeyWindowEntry()
            if token == 0 { token = ThreadToken.assign() }
            ThreadEntries.store(entry, of: token)
        }
        // The one key window: the other reference is cleared (a weak one only if set, as setting
        // a weak reference to nil still costs a runtime call).
        if held {
            if entry.window != nil { entry.window = nil }
        } else {
            entry.window = window
        }
        // The window held before, if any, is released after the lock (its end may run code).
        let replaced = lastEntry.hold(held ? window : nil, in: entry, of: token)
        withExtendedLifetime(replaced) {}
        return entry
    }

    /// Ends the hold `makeKey(_:held:)` gave `window` in `entry`, if the entry still holds it
    /// (another window made key since has replaced it): it is then no longer key.
    func resign(_ window: Window, from entry: KeyWindowEntry) {
        let released = lastEntry.release(window, from: entry)
        withExtendedLifetime(released) {}
    }
}

/// A number for each thread that has made a window key, kept in the thread's own POSIX
/// thread-specific slot: reading it costs far less than `Thread.current`, which every `loadView`
/// would otherwise ask for. Numbers are never given twice, so a thread made after another ended
/// never takes its number (a thread's identity could be); a thread that never made a window key
/// reads 0. When a thread with a number ends, its entry goes (`ThreadEntries.remove`).
private enum ThreadToken {
    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        let created = pthread_key_create(&key) { value in ThreadEntries.remove(Int(bitPattern: value)) }
        precondition(created == 0, "no thread-specific key left")
        return key
    }()
    private static let last = Atomic<Int>(0)

    /// This thread's number, or 0 if it has none.
    static var current: Int { Int(bitPattern: pthread_getspecific(key)) }

    /// Gives this thread a new number, and returns it.
    static func assign() -> Int {
        let token = last.wrappingAdd(1, ordering: .relaxed).newValue
        pthread_setspecific(key, UnsafeRawPointer(bitPattern: token))
        return token
    }
}

/// Every thread's key-window entry, by the thread's number (`ThreadToken`), from the first time it
/// makes a window key until it ends. Kept here rather than in Foundation's thread dictionary, whose
/// first write makes a `Thread` object and bridges its key and value to Objective-C-style objects,
/// looking up protocol conformances by scanning every type's: a fuzz worker's first case paid that.
/// A list, not a dictionary: a few threads make windows key, and a dictionary's storage type is
/// made at run time with a conformance look-up of its own.
private enum ThreadEntries {
    private static let entries = Mutex<[(token: Int, entry: KeyWindowEntry)]>([])

    static func entry(of token: Int) -> KeyWindowEntry? {
        entries.withLock { entries in entries.first { $0.token == token }?.entry }
    }

    static func store(_ entry: KeyWindowEntry, of token: Int) {
        entries.withLock { $0.append((token, entry)) }
    }

    /// Forgets the entry of the thread numbered `token`, which is ending; its window (if held) is
    /// released after the lock, as its end may run code.
    static func remove(_ token: Int) {
        let removed = entries.withLock { entries in
            entries.firstIndex { $0.token == token }.map { entries.remove(at: $0).entry }
        }
        withExtendedLifetime(removed) {}
    }
}

/// One thread's key-window entry, the one a thread last stored or read, by the thread's number
/// (`ThreadToken`): `ThreadEntries` keeps every thread's, this only the latest, so a thread
/// that asks again, as one driving a window does, finds its own entry without that look-up.
private final class LastKeyWindowEntry: Sendable {
    private let state = Mutex<(token: Int, entry: KeyWindowEntry?)>((0, nil))

    func entry(of token: Int) -> KeyWindowEntry? {
        state.withLock { $0.token == token ? $0.entry : nil }
    }

    /// The window of `token`'s entry, read where this keeps the entry, so that asking retains no
    /// entry (every `loadView` asks): whether the entry is the thread's, and its window if it lives.
    func window(of token: Int) -> (found: Bool, window: Window?) {
        state.withLock { state in
            guard state.token == token else { return (false, nil) }
            guard let entry = state.entry else { return (true, nil) }
            return (true, entry.held ?? entry.window)
        }
    }

    /// `window(of:)`'s answer as the window's bounds, read under the lock with no retain of a held window.
    func windowBounds(of token: Int) -> (found: Bool, bounds: CGRect?) {
        state.withLock { state in
            guard state.token == token else { return (false, nil) }
            guard let entry = state.entry else { return (true, nil) }
            if let held = entry.held { return (true, held.bounds) }
            return (true, entry.window?.bounds)
        }
    }

    /// Makes `entry` the last one, for `token`, and gives its key window.
    func remember(_ entry: KeyWindowEntry, of token: Int) -> Window? {
        state.withLock { state in
            state = (token, entry)
            return entry.held ?? entry.window
        }
    }

    /// Makes `window` the window `entry` holds (nil: none) and `entry` the last one, for `token`;
    /// gives the window it held before, for the caller to release after the lock.
    func hold(_ window: Window?, in entry: KeyWindowEntry, of token: Int) -> Window? {
        state.withLock { state in
            let replaced = entry.held
            entry.held = window
            state = (token, entry)
            return replaced
        }
    }

    /// Ends `entry`'s hold of `window`, if it holds it; gives it, for the caller to release after the lock.
    func release(_ window: Window, from entry: KeyWindowEntry) -> Window? {
        state.withLock { _ in
            guard entry.held === window else { return nil }
            let released = entry.held
            entry.held = nil
            return released
        }
    }
}

/// A thread's key window. Made key by `makeKeyAndVisible()`, it is held weakly: the one weak
/// reference the engine keeps to its own objects. The entry is kept for its thread, and
/// another thread may read it while the window ends there (tests run windows side by side); only a
/// weak reference is safe then. It costs the window a side table, and so slower reference counting
/// (every retain and release of it), for windows made key that way.
///
/// Made key by an owner that keeps it for as long as it is key and says when it stops
/// (`Window.makeKeyAndVisible(heldUntilResigned:)`, `Window.resignKey()`), as the checker's driver
/// does for a run, it is held strongly instead, under the lock of `Application`'s last entry,
/// which every read of it takes: no weak reference, no side table. The owner's resignation ends
/// the hold, from any thread, so the window ends with its owner's last reference.
///
/// It may be shared across threads (in `LastKeyWindowEntry`) because a weak reference is safe to
/// read from any thread, only the thread whose entry it is changes that, and the held window is
/// read and changed under the lock.
final class KeyWindowEntry: @unchecked Sendable {
    weak var window: Window?
    var held: Window?
}

/// UIKit's `UIScreen`: the device's screen, as the key window's device and orientation give it.
/// On `pad-split` the screen is the whole pad, wider than the window.
public struct Screen: Sendable {
    /// The screen in points, in the current orientation.
    public var bounds: CGRect
    /// Pixels per point.
    public var scale: CGFloat

    /// The screen of the key window's device (`Application.shared.keyWindow`); without a key
    /// window, an empty screen of scale 1.
    public static var main: Screen {
        guard let window = Application.shared.keyWindow else { return Screen(bounds: .zero, scale: 1) }
        return Screen(device: window.device, orientation: window.orientation)
    }

    /// The screen of a device of the catalogue in an orientation (TRAIT-1).
    public init(device: Device, orientation: Orientation) {
        let screenDevice: Device = device == .padSplit ? .pad : device
        let size = screenDevice.geometry(orientation: orientation)?.size
            ?? screenDevice.geometry(orientation: .portrait)?.size ?? .zero
        self.init(bounds: CGRect(origin: .zero, size: size), scale: device.idiom == .phone ? 3 : 2)
    }

    public init(bounds: CGRect, scale: CGFloat) {
        self.bounds = bounds
        self.scale = scale
    }
}

extension Window {
    /// Makes the window key on this thread (`Application.shared.keyWindow`, `Screen.main`).
    /// The first time, the root view controller appears (`viewWillAppear`, `viewDidAppear`).
    public func makeKeyAndVisible() {
        makeKeyAndVisible(heldUntilResigned: false)
    }

    /// `makeKeyAndVisible()` for an owner that keeps the window for as long as it is key and ends
    /// that with `resignKey()` (the checker's driver, for a run): when `held`, this thread's key
    /// window entry holds the window strongly until then, instead of weakly, so that no weak
    /// reference gives the window a side table and every retain and release of it stays on the
    /// runtime's fast path. Key-window answers are the same either way while the owner keeps it.
    package func makeKeyAndVisible(heldUntilResigned held: Bool) {
        isHidden = false
        let entry = Application.shared.makeKey(self, held: held)
        heldKeyEntry = held ? entry : nil
        guard !isVisible else { return }
        isVisible = true
        showRoot()
    }

    /// Ends the hold of `makeKeyAndVisible(heldUntilResigned: true)`: the window is no longer key
    /// (unless made key again), and ends when its owner lets it go. Nothing for a window not held.
    package func resignKey() {
        guard let entry = heldKeyEntry else { return }
        heldKeyEntry = nil
        Application.shared.resign(self, from: entry)
    }

    /// Whether this is the key window of this thread.
    public var isKeyWindow: Bool { Application.shared.keyWindow === self }
}

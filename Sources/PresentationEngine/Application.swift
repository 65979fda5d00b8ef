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

    /// The thread-dictionary key of the key window: an object, hashed and compared by identity,
    /// so a lookup (every `loadView` makes one) hashes no string.
    private static let threadKey = ThreadKey()

    /// The entry of the thread that last made a window key or asked for it, read before the
    /// thread dictionary: a dictionary lookup hashes its key and casts the value it finds, and
    /// every `loadView` asks.
    private let lastEntry = LastKeyWindowEntry()

    /// The window last made key on this thread, while it exists.
    public var keyWindow: Window? {
        // A thread that never made a window key has no number, and no key window.
        let token = ThreadToken.current
        guard token != 0 else { return nil }
        let last = lastEntry.window(of: token)
        if last.found { return last.window }
        guard let entry = Thread.current.threadDictionary[Self.threadKey] as? WeakWindow else { return nil }
        lastEntry.remember(entry, of: token)
        return entry.window
    }

    /// Each thread keeps one entry in its dictionary, stored the first time it makes a window
    /// key (when it gets its number); later calls on that thread change the entry's window (a
    /// dictionary write costs more than the rest of setting up a window). Only the thread itself
    /// reads or changes its entry.
    func makeKey(_ window: Window) {
        let token = ThreadToken.current
        if token != 0, let entry = lastEntry.entry(of: token) ?? Thread.current.threadDictionary[Self.threadKey] as? WeakWindow {
            entry.window = window
            lastEntry.remember(entry, of: token)
            return
        }
        let entry = WeakWindow(window)
        Thread.current.threadDictionary[Self.threadKey] = entry
        lastEntry.remember(entry, of: token != 0 ? token : ThreadToken.assign())
    }
}

/// A number for each thread that has made a window key, kept in the thread's own POSIX
/// thread-specific slot: reading it costs far less than `Thread.current`, which every `loadView`
/// would otherwise ask for. Numbers are never given twice, so a thread made after another ended
/// never takes its number (a thread's identity could be); a thread that never made a window key
/// reads 0.
private enum ThreadToken {
    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        precondition(pthread_key_create(&key, nil) == 0, "no thread-specific key left")
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

/// One thread's key-window entry, the one a thread last stored or read, by the thread's number
/// (`ThreadToken`): the thread dictionary keeps every thread's, this only the latest, so a thread
/// that asks again, as one driving a window does, finds its own entry without the dictionary.
private final class LastKeyWindowEntry: Sendable {
    private let state = Mutex<(token: Int, entry: WeakWindow?)>((0, nil))

    func entry(of token: Int) -> WeakWindow? {
        state.withLock { $0.token == token ? $0.entry : nil }
    }

    /// The window of `token`'s entry, read where this keeps the entry, so that asking retains no
    /// entry (every `loadView` asks): whether the entry is the thread's, and its window if it lives.
    func window(of token: Int) -> (found: Bool, window: Window?) {
        state.withLock { $0.token == token ? (true, $0.entry?.window) : (false, nil) }
    }

    func remember(_ entry: WeakWindow, of token: Int) {
        state.withLock { $0 = (token, entry) }
    }
}

/// A key with no state: equal only to itself.
private final class ThreadKey: NSObject, Sendable {}

/// A key window, held weakly: the one weak reference the engine keeps to its own objects. The
/// entry sits in a thread's dictionary, and another thread may read it while the window ends there
/// (tests run windows side by side); only a weak reference is safe then. It costs the window a
/// side table, and so slower reference counting, for windows that are made key.
///
/// It may be shared across threads (in `LastKeyWindowEntry`) because a weak reference is safe to
/// read from any thread, and only the thread whose entry it is changes it.
private final class WeakWindow: @unchecked Sendable {
    weak var window: Window?
    init(_ window: Window) { self.window = window }
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
        isHidden = false
        Application.shared.makeKey(self)
        guard !isVisible else { return }
        isVisible = true
        showRoot()
    }

    /// Whether this is the key window of this thread.
    public var isKeyWindow: Bool { Application.shared.keyWindow === self }
}

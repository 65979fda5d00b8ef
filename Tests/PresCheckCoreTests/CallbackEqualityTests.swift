import PresCheckCore
import Testing

/// `Callback`'s written-out `==` (`Callback+Equality.swift`) must stay the synthesized relation:
/// each case equals itself and no other case, and a change to any one payload makes it differ.
@Suite("Core: callback equality compares the case and every payload")
struct CallbackEqualityTests {
    static let traits = TraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .regular, userInterfaceIdiom: .phone)

    /// One callback of each case, with each of its changed-payload variants.
    static let samples: [(Callback, [Callback])] = [
        (.presentationWillBegin("P"), [.presentationWillBegin("Q")]),
        (.presentationDidEnd("P", true), [.presentationDidEnd("Q", true), .presentationDidEnd("P", false)]),
        (.dismissalWillBegin("P"), [.dismissalWillBegin("Q")]),
        (.dismissalDidEnd("P", true), [.dismissalDidEnd("Q", true), .dismissalDidEnd("P", false)]),
        (.presentCompletion("P"), [.presentCompletion("Q")]),
        (.dismissCompletion("P"), [.dismissCompletion("Q")]),
        (.adaptiveStyleAsked("P", traits), [
            .adaptiveStyleAsked("Q", traits),
            .adaptiveStyleAsked("P", TraitCollection(horizontalSizeClass: .regular, verticalSizeClass: .regular, userInterfaceIdiom: .phone)),
        ]),
        (.willPresentWithAdaptiveStyle("P", .pageSheet), [.willPresentWithAdaptiveStyle("Q", .pageSheet), .willPresentWithAdaptiveStyle("P", .fullScreen)]),
        (.substituteAsked("P", .pageSheet), [.substituteAsked("Q", .pageSheet), .substituteAsked("P", .formSheet)]),
        (.appearance("P", .viewWillAppear), [.appearance("Q", .viewWillAppear), .appearance("P", .viewDidAppear)]),
        (.shouldDismissAsked("P"), [.shouldDismissAsked("Q")]),
        (.willDismiss("P"), [.willDismiss("Q")]),
        (.didDismiss("P"), [.didDismiss("Q")]),
        (.didAttemptToDismiss("P"), [.didAttemptToDismiss("Q")]),
        (.didChangeSelectedDetent("P", "large"), [
            .didChangeSelectedDetent("Q", "large"), .didChangeSelectedDetent("P", "medium"), .didChangeSelectedDetent("P", nil),
        ]),
    ]

    /// The case's position among `samples`: a new case fails to compile here until it has a sample.
    static func position(_ callback: Callback) -> Int {
        switch callback {
        case .presentationWillBegin: 0
        case .presentationDidEnd: 1
        case .dismissalWillBegin: 2
        case .dismissalDidEnd: 3
        case .presentCompletion: 4
        case .dismissCompletion: 5
        case .adaptiveStyleAsked: 6
        case .willPresentWithAdaptiveStyle: 7
        case .substituteAsked: 8
        case .appearance: 9
        case .shouldDismissAsked: 10
        case .willDismiss: 11
        case .didDismiss: 12
        case .didAttemptToDismiss: 13
        case .didChangeSelectedDetent: 14
        }
    }

    @Test("Every case has a sample, in order")
    func everyCase() {
        #expect(Self.samples.map { Self.position($0.0) } == Array(0..<15))
    }

    @Test("A callback equals a copy of itself (hashing equal) and differs from every other case and every changed payload")
    func equality() {
        for (index, (callback, variants)) in Self.samples.enumerated() {
            let copy = Self.samples[index].0
            #expect(callback == copy && callback.hashValue == copy.hashValue, "\(callback)")
            for variant in variants {
                #expect(callback != variant && variant != callback, "\(callback) against \(variant)")
            }
            for (other, _) in Self.samples where Self.position(other) != index {
                #expect(callback != other, "\(callback) against \(other)")
            }
        }
        #expect(Callback.presentationWillBegin(String(repeating: "P", count: 40)) == .presentationWillBegin(String(repeating: "P", count: 40)))
    }

    @Test("Lists are equal when they have the same callbacks in the same order")
    func lists() {
        let list = Self.samples.map(\.0)
        #expect(Callback.equal(list, list) && Callback.equal([], []))
        #expect(!Callback.equal(list, Array(list.dropLast())) && !Callback.equal(Array(list.dropLast()), list))
        #expect(!Callback.equal(list, Array(list.reversed())))
        for (index, (_, variants)) in Self.samples.enumerated() {
            for variant in variants {
                var changed = list
                changed[index] = variant
                #expect(!Callback.equal(list, changed) && !Callback.equal(changed, list), "\(variant)")
                #expect(!Callback.equal(variant, list, at: index) && Callback.equal(variant, changed, at: index), "\(variant)")
            }
        }
        for index in list.indices {
            #expect(Callback.equal(list[index], list, at: index))
            #expect(list.indices.allSatisfy { Callback.equal(list[index], list, at: $0) == ($0 == index) })
        }
    }
}

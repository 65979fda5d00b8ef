import PresCheck
import PresCheckCore
import Testing

@Suite("A callback read against its expected spelling (LIFE-3, LIFE-9, ADAPT-5, DETENT-4)")
struct CallbackSpellingTests {
    static let traits = TraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .regular, userInterfaceIdiom: .phone)
    static let callbacks: [Callback] = [
        .presentationWillBegin("P"), .presentationDidEnd("P", true), .presentationDidEnd("P", false), .dismissalWillBegin("P2"),
        .dismissalDidEnd("P", false), .presentCompletion("P"), .dismissCompletion("R"), .adaptiveStyleAsked("P", traits),
        .willPresentWithAdaptiveStyle("P", .pageSheet), .substituteAsked("P", .fullScreen), .appearance("R", .viewWillDisappear),
        .shouldDismissAsked("P"), .willDismiss("P"), .didDismiss("P"), .didAttemptToDismiss("P"),
        .didChangeSelectedDetent("P", "medium"), .didChangeSelectedDetent("P", nil), .presentationWillBegin("Kelvin\u{212A}"),
        .appearance("e\u{301}", .viewDidAppear),
    ]

    @Test("Every callback matches exactly the texts its description equals")
    func agreesWithDescription() {
        var texts = Self.callbacks.map(\.description)
        texts += ["", "P", "P:", "P: presentationTransitionWillBeginX", "P: presentationTransitionDidEnd(true", "Q: present completion",
                  "P: presentationTransitionDidEnd(false)x", "KelvinK: presentationTransitionWillBegin", "\u{E9}: viewDidAppear",
                  "P: sheetPresentationControllerDidChangeSelectedDetentIdentifier(nil)", "R: viewWillDisappear",
                  "P\u{301}: present completion", "P: present completion\u{301}"]
        for callback in Self.callbacks {
            for text in texts {
                #expect(CallbackSpelling.matches(callback, text) == (callback.description == text), "\(callback) against \(text)")
            }
        }
    }
}

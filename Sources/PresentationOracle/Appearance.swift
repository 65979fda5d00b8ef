import Foundation
import PresCheckCore

/// LIFE-9: appearance callbacks (`viewWillAppear`, `viewDidAppear`, `viewWillDisappear`,
/// `viewDidDisappear`), recorded like LIFE-3's transition callbacks. Presenting and dismissing
/// (`Presenting.swift`, `Dismissing.swift`) decide who hears what and when; this file names the
/// view controllers and records the calls.
extension OracleState {
    /// LIFE-9, ADAPT-6: the keys (`NodeTable`) of the view controllers told when the presentation
    /// at `index` appears or disappears: the one whose view is the presented view (the active
    /// substitute, else the presented VC), followed by its containment children in preorder; the
    /// tree's keys, listed at acceptance (the trees never change afterwards). Read from the list
    /// (`[Presentation].appearanceControllerKeys(at:)`), as the searches of the presentations are.
    func appearanceControllerKeys(_ index: Int) -> [Int] { presentations.appearanceControllerKeys(at: index) }

    /// `tellLIFE9(_:_:)` of the groups of keys one after another, as one list (`Dismissal`).
    mutating func tellLIFE9(groups: [[Int]], _ callback: Callback.Appearance) {
        guard groups.contains(where: { !$0.isEmpty }) else { return }
        apply(.life9)
        for group in groups {
            for key in group { call(Callback.appearance(nodes.id(ofKey: key), callback)) }
        }
    }

    /// LIFE-9: `tellLIFE9(_:_:)` of a view controller in a layer followed by its containment
    /// children in preorder (of `id` alone when it is in no layer), read through the keys of the
    /// tree that holds it (`controllerAndChildKeys(_:)`), so that the list of ids is never made.
    mutating func tellLIFE9(controllerAndChildrenOf id: String, _ callback: Callback.Appearance) {
        guard let key = nodes.key(of: id),
              let keys = Self.controllerAndChildKeys(ofKey: key, rootKeys: rootKeys, rootTree: rootTree,
                                                     presentations: presentations) else {
            return tellLIFE9([id], callback)
        }
        tellLIFE9(keys: keys, callback)
    }

    /// LIFE-9: the presenter's view disappears with the presentation at `index`.
    ///
    /// Reading: (Reading LIFE-9.a) "the presenter" whose view FRAME-2 removes is the presentation's presenter VC (CTX);
    /// the condition is evaluated with the removal the presentation will perform when settled
    /// (FRAME-2, for the style it has at that moment); for `.fullScreen`, which removes "every view
    /// behind its container", the presenter is still the only VC that gets the disappear pair (other
    /// VCs whose views go are not told).
    func removesPresenterViewLIFE9(_ index: Int) -> Bool {
        settledRemovalFRAME2(index) != nil
    }

    /// LIFE-9: one appearance callback to each of `controllers`, in order (a parent's call is
    /// followed by its containment children's, in preorder, as the lists are built).
    mutating func tellLIFE9(_ controllers: [String], _ callback: Callback.Appearance) {
        guard !controllers.isEmpty else { return }
        apply(.life9)
        for id in controllers { call(Callback.appearance(id, callback)) }
    }

    /// `tellLIFE9(_:_:)` of the view controllers with `keys` (`NodeTable`), each id read by its
    /// key, so that the list of ids is never made.
    mutating func tellLIFE9(keys: ArraySlice<Int>, _ callback: Callback.Appearance) {
        guard !keys.isEmpty else { return }
        apply(.life9)
        for key in keys { call(Callback.appearance(nodes.id(ofKey: key), callback)) }
    }

    /// LIFE-9: a cancelled dismissal calls the opposite pairs back in its `DidEnd(false)` step.
    ///
    /// Reading: (Reading LIFE-9.c) the pairs come right after the `dismissalTransitionDidEnd(false)` calls (top to
    /// bottom), view controller by view controller in the order they heard the transition's first
    /// calls: each dismissed layer root top to bottom gets `viewWillAppear` then `viewDidAppear`,
    /// then the presenter, if its view had come back, `viewWillDisappear` then `viewDidDisappear`;
    /// containment children get each call right after their parent.
    mutating func reverseAppearanceLIFE9(_ dismissal: Dismissal) {
        for group in dismissal.disappearing {
            tellLIFE9(keys: group[...], .viewWillAppear)
            tellLIFE9(keys: group[...], .viewDidAppear)
        }
        tellLIFE9(keys: dismissal.reappearing[...], .viewWillDisappear)
        tellLIFE9(keys: dismissal.reappearing[...], .viewDidDisappear)
    }
}

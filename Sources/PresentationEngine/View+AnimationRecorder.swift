extension View {
    /// Records `change` of this view, made now, for the clock to replay (LIFE-6) and a cancel to put
    /// back (LIFE-4): into the animation block being recorded, else into the running transition
    /// whose alongside animations the view's window runs, also for a view out of the window for now
    /// (LIFE-2, FRAME-2), which its window's transition records. Called once something may record
    /// (`AnimationScope.mayRecord`, one load of a count): nearly every change makes no call.
    func recordAnimatedChange(_ change: AnimatedChange) {
        if let recorder = AnimationScope.current {
            recorder.record(self, change)
            return
        }
        guard AnimationScope.mayRecordTransition,
              let transition = (window ?? detachedWindow)?.animatingTransition else { return }
        transition.record(self, change)
    }
}

extension View {
    /// What records a change of this view's animatable properties made now, for the clock to replay
    /// (LIFE-6) and a cancel to put back (LIFE-4): the animation block being recorded, else the
    /// running transition's alongside animations, also for a view out of the window for now (LIFE-2,
    /// FRAME-2), which its window's transition records. Nil, after one load, when nothing records.
    var animationRecorder: AnimationRecorder? {
        guard AnimationScope.isRecording else { return nil }
        return AnimationScope.current ?? (window ?? detachedWindow)?.activeAnimationRecorder
    }
}

extension View {
    /// What records a change of this view's animatable properties made now, for the clock to replay
    /// (LIFE-6) and a cancel to put back (LIFE-4): the animation block being recorded, else the
    /// running transition's alongside animations, also for a view out of the window for now (LIFE-2,
    /// FRAME-2), which its window's transition records. Nil, after one load of a count, when nothing
    /// records anywhere.
    var animationRecorder: AnimationRecorder? {
        guard AnimationScope.mayRecord else { return nil }
        return recordingAnimationRecorder
    }

    /// `animationRecorder` once something may record: the block's recorder, else the recorder of
    /// the transition whose alongside animations the view's window runs, if it runs them.
    private var recordingAnimationRecorder: AnimationRecorder? {
        if let recorder = AnimationScope.current { return recorder }
        guard AnimationScope.mayRecordTransition else { return nil }
        return (window ?? detachedWindow)?.activeAnimationRecorder
    }
}

import PlayheadEngine
import Testing

/// The stages to presentation on exact small values (below 2048 ns the histograms keep every ns).
@Suite("Latency to presentation")
struct PresentationStageTests {
  @Test("event → presented, built → committed, committed → presented, interval and missed refreshes")
  func stagesByHand() {
    let recorder = LatencyRecorder()
    // Events at 100 and 150 ns, shown first by frame 0; 300 ns by frame 1 (discarded); 400 by frame 2.
    recorder.record(LatencyStamp(eventTime: 100))
    recorder.record(LatencyStamp(eventTime: 150))
    var f0 = recorder.frameBegan(deadline: 200, at: 200)
    recorder.frameBuilt(&f0, at: 210)
    recorder.record(LatencyStamp(eventTime: 300))
    var f1 = recorder.frameBegan(deadline: 320, at: 320)
    recorder.frameBuilt(&f1, at: 330)
    recorder.record(LatencyStamp(eventTime: 400))
    var f2 = recorder.frameBegan(deadline: 440, at: 440)
    recorder.frameBuilt(&f2, at: 450)
    // Refresh 100 ns. Frame 0 committed at 230, presented at 500; frame 1 discarded; frame 2 committed
    // at 470, presented at 800 (three refreshes later: two missed).
    recorder.framePresented(f0, committedAt: 230, presentedAt: 500, refresh: 100)
    recorder.frameDiscarded(f1)
    recorder.framePresented(f2, committedAt: 470, presentedAt: 800, refresh: 100)
    // event → presented: 500−100 = 400, 500−150 = 350, 800−300 = 500 (carried), 800−400 = 400.
    let e = recorder.summary(.eventToPresented)
    #expect(e.count == 4)
    #expect(e.max == 0.500)
    #expect(e.p50 == 0.400)  // sorted 350, 400, 400, 500: rank ceil(2) = 2nd = 400
    // built → committed: 230−210 = 20, 470−450 = 20; committed → presented: 270, 330.
    #expect(recorder.summary(.buildToCommit).max == 0.020)
    #expect(recorder.summary(.buildToCommit).count == 2)
    #expect(recorder.summary(.commitToPresented).p50 == 0.270)
    #expect(recorder.summary(.commitToPresented).max == 0.330)
    // One interval, 300 ns = 3 refreshes: 2 missed.
    #expect(recorder.summary(.presentedInterval).max == 0.300)
    #expect(recorder.summary(.presentedInterval).count == 1)
    #expect(recorder.missedRefreshes == 2)
    #expect(recorder.framesPresented == 2 && recorder.framesDiscarded == 1)
  }

  @Test("an uncommitted frame records no commit stages; an unknown refresh counts no missed ones")
  func unknownCommitAndRefresh() {
    let recorder = LatencyRecorder()
    let f0 = recorder.frameBegan(deadline: 0, at: 10)
    let f1 = recorder.frameBegan(deadline: 0, at: 20)
    recorder.framePresented(f0, committedAt: 0, presentedAt: 100, refresh: 0)
    recorder.framePresented(f1, committedAt: 0, presentedAt: 1000, refresh: 0)
    #expect(recorder.count(.buildToCommit) == 0 && recorder.count(.commitToPresented) == 0)
    #expect(recorder.summary(.presentedInterval).max == 0.900)
    #expect(recorder.missedRefreshes == 0)
  }
}

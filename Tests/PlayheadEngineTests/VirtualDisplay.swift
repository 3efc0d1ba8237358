import PlayheadEngine
import PlayheadEvents

/// A test double of a window's display on an `EmbeddedLoop`: refreshes every `refresh` µs at k ×
/// `refresh`; a frame callback comes at the first refresh after the engine asked for one, for the
/// refresh after it (`targetTimestamp` = callback + `refresh`). Each frame the engine builds is
/// committed at once and presented at its target time + `delay`, or discarded if its seq is listed.
final class VirtualDisplay {
  let loop: EmbeddedLoop
  let link: ExternalDisplayLink
  let refresh: Int64
  let delay: Int64
  var discard: Set<Int> = []
  /// Frame callbacks asked for by the engine (`onRequest`).
  private(set) var requests = 0
  /// Frames committed: seq and target time.
  private(set) var committed: [(seq: Int, target: Int64)] = []
  /// Per frame presented: its seq and the commit time `framePresented` handed back.
  private(set) var handedBack: [(seq: Int, committed: Int64?)] = []
  weak var engine: Engine?
  private var vsync: LoopTimer!
  private var feedback: LoopTimer!
  private var pending: [(seq: Int, at: Int64)] = []

  init(loop: EmbeddedLoop, refresh: Int64, delay: Int64) {
    self.loop = loop
    self.refresh = refresh
    self.delay = delay
    link = ExternalDisplayLink(framesPerSecond: 1_000_000 / Double(refresh))
    vsync = loop.makeTimer { [unowned self] in
      let now = self.loop.now
      self.link.displayDidRefresh(timestamp: now, targetTimestamp: now + Duration(microseconds: self.refresh))
    }
    feedback = loop.makeTimer { [unowned self] in self.deliverFeedback() }
    link.onRequest = { [unowned self] in
      self.requests += 1
      self.vsync.arm(
        at: Instant(microseconds: (self.loop.now.microseconds / self.refresh + 1) * self.refresh))
    }
  }

  /// The window's frame sink: commit now, present (or discard) later.
  func commit(_ frame: Frame) {
    committed.append((frame.seq, frame.time.microseconds))
    engine?.frameCommitted(seq: frame.seq, at: loop.now)
    pending.append((frame.seq, frame.time.microseconds + delay))
    if feedback.deadline == nil { feedback.arm(at: Instant(microseconds: pending[0].at)) }
  }

  private func deliverFeedback() {
    while let first = pending.first, first.at <= loop.now.microseconds {
      pending.removeFirst()
      if discard.contains(first.seq) {
        engine?.frameDiscarded(seq: first.seq)
      } else {
        let committed = engine?.framePresented(
          seq: first.seq, at: Instant(microseconds: first.at), refresh: Duration(microseconds: refresh),
          flags: [.vsync, .hwClock])
        handedBack.append((first.seq, committed?.microseconds))
      }
    }
    if let first = pending.first { feedback.arm(at: Instant(microseconds: first.at)) }
  }
}

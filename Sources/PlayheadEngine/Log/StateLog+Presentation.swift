import PlayheadEvents

extension StateLog {
  /// From now on each frame record is held until `framePresented(seq:at:flags:)` or
  /// `frameDiscarded(seq:)` completes it, and every record after it waits behind it, so the order is
  /// kept. At most `capacity` records are held; beyond that the oldest is written as it is.
  public func holdFrames(capacity: Int) {
    // Held records are written one by one as their frames' fates arrive: no batching with them.
    flushBatch()
    batching = false
    if held == nil { held = HeldRecords(capacity: capacity) }
  }

  /// Records held now.
  public var heldRecords: Int { held?.count ?? 0 }

  /// Frame `seq` was presented at `presented` µs (CLOCK_MONOTONIC): its record gets
  /// `"built":µs,"committed":µs` (each when known, > 0) and `"presented":µs,"presentFlags":[…]`, and
  /// whatever is ready is written.
  public func framePresented(
    seq: Int, at presented: Instant, flags: PresentationFlags, built: Instant = 0,
    committed: Instant = 0
  ) {
    resolve(seq: seq, .presented(presented, flags, built: built, committed: committed))
  }

  /// Frame `seq` was discarded: its record gets `"discarded":true`.
  public func frameDiscarded(seq: Int) {
    resolve(seq: seq, .discarded)
  }

  /// Writes every held record in order, frames whose fate is unknown without the presentation keys
  /// (the engine stopped).
  public func releaseHeldRecords() {
    drain(force: true)
  }

  func resolve(seq: Int, _ ending: HeldRecords.Ending) {
    guard held != nil, held!.resolve(seq: seq, ending) else { return }
    drain(force: false)
  }

  /// Holds the record in `line` (a frame record when `seq` is set), making room by writing the oldest.
  func hold(seq: Int?) {
    // Nothing waiting and not a frame: no reason to hold it.
    if seq == nil, held!.count == 0 {
      line.withRecord { write($0) }
      return
    }
    if held!.isFull {
      writeHead()
      drain(force: false)
    }
    line.withRecord { held!.append($0, seq: seq) }
  }

  private func drain(force: Bool) {
    while held?.headIsReady(force: force) == true { writeHead() }
  }

  private func writeHead() {
    held!.popHead(into: &completed)
    completed.withUnsafeBytes { write($0) }
  }
}

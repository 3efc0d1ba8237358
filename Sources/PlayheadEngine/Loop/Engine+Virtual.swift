import PlayheadEvents
import PlayheadInput

extension Engine {
  /// Feeds `events` at their own times on `loop` (a virtual clock: no sleeping), lets every
  /// completion and the watchdog run out, and stops with `.inputEnded` unless something stopped it
  /// first. The run-out after the last event is bounded (`runUntilIdle(limit:)`); moving time to each
  /// event is not, so a timer that arms itself again at the instant it fired spins there.
  public func playToEnd(_ events: [InputEvent], on loop: EmbeddedLoop) {
    var iterator = events.makeIterator()
    playToEnd(on: loop) { iterator.next() }
  }

  /// Plays a transcript as it is read (constant memory for any length); a line that cannot be read
  /// stops the engine with `.inputFailed`. Each event is lent by the cursor (`withNext(_:)`), not
  /// returned as an `InputEvent?`.
  public func playToEnd(_ cursor: TranscriptCursor, on loop: EmbeddedLoop) {
    play(on: loop) { (deliver) throws(TranscriptError) -> Bool in try cursor.withNext(deliver) }
  }

  /// The virtual-time replay: each event pulled from `next` when the clock reaches its time.
  public func playToEnd(on loop: EmbeddedLoop, next: () throws(TranscriptError) -> InputEvent?) {
    play(on: loop) { (deliver) throws(TranscriptError) -> Bool in
      guard let event = try next() else { return false }
      deliver(event)
      return true
    }
  }

  /// The replay's loop: `step` hands the next event to `deliver` (false at the end of the input), which
  /// moves the clock to the event's time and receives it there.
  private func play(
    on loop: EmbeddedLoop, _ step: (_ deliver: (InputEvent) -> Void) throws(TranscriptError) -> Bool
  ) {
    loop.assertOnLoop("Engine.playToEnd")
    // Nobody waits on a line of a virtual-time replay: records go out in large writes (written at
    // the stop, before it is told, so the log is whole when this returns).
    log?.batchWrites()
    func deliver(_ event: InputEvent) {
      loop.advanceTime(to: event.time)
      receive(event, readTime: loop.now)
    }
    while isRunning {
      do throws(TranscriptError) {
        if try !step(deliver) { break }
      } catch {
        stop(.inputFailed(error))
        return
      }
    }
    runOut(on: loop)
  }

  /// The input ended: every completion and the watchdog run out, then `.inputEnded`, unless
  /// something stopped the engine first.
  private func runOut(on loop: EmbeddedLoop) {
    if isRunning {
      if !loop.runUntilIdle(limit: 10_000_000) { settle() }
      stop(.inputEnded)
    }
  }
}

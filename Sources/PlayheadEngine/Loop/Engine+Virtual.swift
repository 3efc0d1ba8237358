import PlayheadEvents
import PlayheadInput

extension Engine {
  /// Feeds `events` at their own times on `loop` (a virtual clock: no sleeping), lets every
  /// completion and the watchdog run out, and stops with `.inputEnded` unless something stopped it
  /// first. Bounded, so a bug cannot spin forever.
  public func playToEnd(_ events: [InputEvent], on loop: EmbeddedLoop) {
    var iterator = events.makeIterator()
    playToEnd(on: loop) { iterator.next() }
  }

  /// Plays a transcript as it is read (constant memory for any length); a line that cannot be read
  /// stops the engine with `.inputFailed`. Each event is lent by the cursor (`withNext(_:)`), not
  /// returned as an `InputEvent?`.
  public func playToEnd(_ cursor: TranscriptCursor, on loop: EmbeddedLoop) {
    loop.assertOnLoop("Engine.playToEnd")
    log?.batchWrites()
    while isRunning {
      do throws(TranscriptError) {
        let more = try cursor.withNext { event in
          loop.advanceTime(to: event.time)
          receive(event, readTime: loop.now)
        }
        if !more { break }
      } catch {
        stop(.inputFailed(error))
        return
      }
    }
    runOut(on: loop)
  }

  /// The virtual-time replay: each event pulled from `next` when the clock reaches its time.
  public func playToEnd(on loop: EmbeddedLoop, next: () throws(TranscriptError) -> InputEvent?) {
    loop.assertOnLoop("Engine.playToEnd")
    // Nobody waits on a line of a virtual-time replay: records go out in large writes (written at
    // the stop, before it is told, so the log is whole when this returns).
    log?.batchWrites()
    while isRunning {
      let event: InputEvent?
      do throws(TranscriptError) {
        event = try next()
      } catch {
        stop(.inputFailed(error))
        return
      }
      guard let event else { break }
      loop.advanceTime(to: event.time)
      receive(event, readTime: loop.now)
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

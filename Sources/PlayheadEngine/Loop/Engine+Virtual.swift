import PlayheadEvents

extension Engine {
  /// Feeds `events` at their own times on `loop` (a virtual clock: no sleeping), lets every
  /// completion and the watchdog run out, and stops with `.inputEnded` unless something stopped it
  /// first. Bounded, so a bug cannot spin forever.
  public func playToEnd(_ events: [InputEvent], on loop: EmbeddedLoop) {
    for event in events {
      loop.advanceTime(to: event.time)
      receive(event, readTime: loop.now)
      if stopReason != nil { break }
    }
    if stopReason == nil {
      if !loop.runUntilIdle(limit: 10_000_000) { settle() }
      stop(.inputEnded)
    }
  }
}

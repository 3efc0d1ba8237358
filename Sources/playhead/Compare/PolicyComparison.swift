import PlayheadEngine
import PlayheadEvents
import PlayheadTransitions

/// The gestures of a file and each policy's release of each: what `playhead compare` prints and plots.
struct PolicyComparison {
  /// One released gesture.
  struct Gesture {
    /// 1, 2, … in the file's order.
    var index: Int
    /// The release, seconds on the event clock.
    var time: Double
    /// The transition's percent at the release.
    var percent: Double
    /// Updates the gesture had.
    var events: Int
    /// How it ended (lifted or cancelled, and by whom).
    var ending: GestureTrack.Ending
    /// Each chosen policy's release, in the order chosen.
    var releases: [Release]
    /// The platforms' own distances for the transition's axis.
    var verticalAxis: Bool
  }

  var transition: String
  var policies: [ReleasePolicy]
  var gestures: [Gesture]

  /// Replays `events` through an engine made from `setup` on a virtual clock and, at each release,
  /// asks every policy.
  static func run(_ events: [InputEvent], setup: EngineSetup, policies: [ReleasePolicy]) -> PolicyComparison {
    let name = setup.configuration.slots.first?.descriptor.name ?? ""
    var comparison = PolicyComparison(transition: name, policies: policies, gestures: [])
    let loop = EmbeddedLoop(now: events.first?.time ?? 0)
    guard let engine = try? Engine(configuration: setup.configuration, loop: loop, log: setup.log) else { return comparison }
    engine.onRelease = { _, track, situation in
      let releases = policies.map { $0.release(track, in: situation) }
      comparison.gestures.append(
        Gesture(
          index: comparison.gestures.count + 1, time: track.releaseTime ?? 0, percent: track.percent,
          events: track.updateCount, ending: track.ending, releases: releases, verticalAxis: situation.verticalAxis))
    }
    for event in events {
      loop.advanceTime(to: event.time)
      engine.receive(event, readTime: loop.now)
      if engine.stopReason != nil { break }
    }
    if engine.stopReason == nil {
      if !loop.runUntilIdle(limit: 10_000_000) { engine.settle() }
      engine.stop(.inputEnded)
    }
    return comparison
  }
}

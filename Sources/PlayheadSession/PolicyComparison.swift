import PlayheadEngine
import PlayheadEvents
import PlayheadTransitions

/// The gestures of a recording and each release policy's release of each: the gesture lab
/// (`playhead compare`). Every policy reads the same gesture through the transition's own mapping.
public struct PolicyComparison: Sendable {
  /// One released gesture.
  public struct Gesture: Sendable {
    /// 1, 2, … in the file's order.
    public var index: Int
    /// The release, seconds on the event clock.
    public var time: Double
    /// The transition's percent at the release.
    public var percent: Double
    /// Updates the gesture had.
    public var events: Int
    /// How it ended (lifted or cancelled, and by whom).
    public var ending: GestureTrack.Ending
    /// Each chosen policy's release, in the order chosen.
    public var releases: [Release]
    /// The transition's percent grows along the vertical axis (GNOME's distance is 300 then).
    public var verticalAxis: Bool
  }

  /// The transition the gestures drove.
  public var transition: String
  /// The policies compared, in order.
  public var policies: [ReleasePolicy]
  /// The released gestures, in order.
  public var gestures: [Gesture]

  /// Replays `events` through a session with `configuration` on a virtual clock and, at each release
  /// of its first transition, asks every policy. The engine's own timeline between gestures follows
  /// the configuration's policy.
  public static func run(
    _ events: [InputEvent], configuration: EngineConfiguration, log: StateLog? = nil,
    policies: [ReleasePolicy]
  ) -> PolicyComparison {
    let name = configuration.slots.first?.descriptor.name ?? ""
    var comparison = PolicyComparison(transition: name, policies: policies, gestures: [])
    let session = Session(configuration: configuration, log: log)
    session.engineMade = { engine in
      engine.onRelease = { _, track, situation in
        let releases = policies.map { $0.release(track, in: situation) }
        comparison.gestures.append(
          Gesture(
            index: comparison.gestures.count + 1, time: track.releaseTime ?? 0, percent: track.percent,
            events: track.updateCount, ending: track.ending, releases: releases,
            verticalAxis: situation.verticalAxis))
      }
    }
    _ = try? session.play(.events(events))
    return comparison
  }
}

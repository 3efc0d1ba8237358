import Foundation
import PlayheadTiming

extension ReleasePolicy {
  /// GNOME Shell (js/ui/swipeTracker.js) and libadwaita (src/adw-swipe-tracker.c), on a touchpad:
  /// the velocity in px/ms is the percent/s velocity × the distance (300 vertical, 400 horizontal) ÷
  /// 1000. Below 0.6 px/ms the nearest end wins (a tie goes to the start, `indexOf` of the minimum);
  /// above, `_getEndProgress` projects (linear up to 2 px/ms, then a parabola, added to the progress
  /// as GNOME does, in its units), clamps to [0, 1], and takes the next end when the projection's
  /// previous point is where the gesture started. libinput's CANCEL ends the gesture like END.
  /// GNOME Shell: easeOutCubic for 3·|Δ|/v ms (v in progress/ms; 0.002 when v points away), clamped to
  /// [100, 400·log2(1 + n)] ms, n = max(1, ⌈|Δ|⌉). libadwaita zeroes a velocity pointing past the end
  /// it is at, and completes with its navigation spring (ζ 1, mass 1,
  /// k 1000, ε 0.001) for −ln ε / (ζ√k) s, started at the px/ms velocity read as progress/s.
  static func gnome(_ track: GestureTrack, _ s: ReleaseSituation, libadwaita: Bool) -> Release {
    let policy: ReleasePolicy = libadwaita ? .libadwaita : .gnome
    let distance = s.verticalAxis ? 300.0 : 400.0
    let p = track.percent
    var v = ReleaseVelocity.gnome(track, libadwaita: libadwaita)
    // libadwaita's `calculate_velocity` zeroes a velocity that points past a bound it is at.
    if libadwaita && ((p <= 0 && v < 0) || (p >= 1 && v > 0)) { v = 0 }
    let units = v * distance / 1000  // px/ms
    let initial = closest(track.startPercent)
    let end: Double
    let projected: Double?
    let reason: ReleaseReason
    if abs(units) < 0.6 {
      end = closest(p)
      projected = nil
      reason = .snappedToNearest(velocityUnits: units, threshold: 0.6, percent: p)
    } else {
      let slope = 0.997 / (1 - 0.997) / 1000
      let speed = abs(units)
      var reach = speed * slope
      if speed > 2 {
        let c = slope / 2 / 0.35
        let x = speed - 2 + c
        reach = slope * 2 + 0.35 * x * x - 0.35 * c * c
      }
      let pos = min(max(p + (units < 0 ? -reach : reach), 0), 1)
      let previous = pos >= 1 ? 1.0 : 0.0  // the last end ≤ pos
      let next = pos <= 0 ? 0.0 : 1.0  // the first end ≥ pos
      if (units > 0 ? previous : next) == initial {
        end = units > 0 ? next : previous
      } else {
        end = closest(pos)
      }
      projected = pos
      reason = .projectedTo(velocityUnits: units, projected: pos)
    }
    let outcome: Decision.Outcome = end >= 1 ? .finish : .cancel
    let t0 = track.releaseTime ?? 0
    let run: CompletionAnimation
    if libadwaita {
      let spring = CompletionAnimation.libadwaitaSpring
      let seconds = -log(0.001) / spring.stiffness.squareRoot()
      run = .spring(
        from: p, to: end, velocity: units, spring: spring, duration: seconds, at: t0, slowFactor: s.slowFactor
      )
    } else {
      var perMillisecond = units / distance  // progress/ms
      if (end - p) * perMillisecond <= 0 { perMillisecond = 0.002 }
      let n = max(1, (abs(p - end)).rounded(.up))
      var ms = abs((p - end) / perMillisecond * 3)
      if ms > 0 { ms = min(max(ms, 100), 400 * log2(1 + n)) }
      run = CompletionAnimation(
        kind: .easeOutCubic, from: p, to: end, at: t0, duration: ms / 1000 * s.slowFactor,
        timeScale: s.slowFactor)
    }
    return Release(
      policy: policy, outcome: outcome, velocity: v, projected: projected, reason: reason, completion: run)
  }

  /// The nearer of the transition's two ends, 0 on a tie (GNOME's `_findClosestPoint`).
  static func closest(_ p: Double) -> Double { abs(1 - p) < abs(p) ? 1 : 0 }
}

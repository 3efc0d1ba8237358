import PlayheadTiming
import Testing

@testable import PlayheadTransitions

/// Every release policy on five hand-made gestures (a slow release, a flick forward, a flick back, a
/// rest before the lift, a gesture libinput cancelled). The expected numbers are worked from each
/// platform's source formulas (docs/policies.md) in the comments; none is read from Playhead.
@Suite struct PolicyTests {
  // MARK: The gestures (times in seconds, percent of the flip: 1 s, threshold 0.5, vertical)

  /// 0 → 0.6 in 50 updates of +0.012 every 20 ms; lifted 5 ms after the last.
  static let slow: GestureTrack = {
    var samples = [GestureTrack.Sample(time: 0, percent: 0)]
    for k in 1...50 { samples.append(.init(time: 0.02 * Double(k), percent: 0.012 * Double(k))) }
    return GestureTrack(samples: samples, releaseTime: 1.005, recognizerVelocity: 0.6)
  }()

  static let flickSamples: [GestureTrack.Sample] = {
    // +0.02 every 10 ms five times, then +0.04 five times: 0.3 at 100 ms.
    var samples = [GestureTrack.Sample(time: 0, percent: 0)]
    for k in 1...10 {
      samples.append(
        .init(time: 0.01 * Double(k), percent: k <= 5 ? 0.02 * Double(k) : 0.1 + 0.04 * Double(k - 5)))
    }
    return samples
  }()

  /// The flick, lifted 5 ms after its last update.
  static let flickForward = GestureTrack(samples: flickSamples, releaseTime: 0.105, recognizerVelocity: 4)
  /// The same motion, fingers resting 300 ms before the lift.
  static let rest = GestureTrack(samples: flickSamples, releaseTime: 0.4, recognizerVelocity: 0)
  /// The same flick, its end flagged cancelled by libinput.
  static let cancelled = GestureTrack(
    samples: flickSamples, releaseTime: 0.105, ending: .cancelled(byLibinput: true), recognizerVelocity: 4)

  /// 0 → 0.7 slowly (+0.1 every 50 ms), then back to 0.3 fast (−0.08 every 10 ms); lifted at 405 ms.
  static let flickBack: GestureTrack = {
    var samples = [GestureTrack.Sample(time: 0, percent: 0)]
    for k in 1...7 { samples.append(.init(time: 0.05 * Double(k), percent: 0.1 * Double(k))) }
    for k in 1...5 { samples.append(.init(time: 0.35 + 0.01 * Double(k), percent: 0.7 - 0.08 * Double(k))) }
    return GestureTrack(samples: samples, releaseTime: 0.405, recognizerVelocity: -8)
  }()

  static let flip = ReleaseSituation(
    rule: DecisionPolicy(rule: .threshold(0.5)), duration: 1, verticalAxis: true, containerWidth: 320,
    fullTravelPoints: 568)

  func release(_ policy: ReleasePolicy, _ track: GestureTrack) -> Release {
    policy.release(track, in: Self.flip)
  }

  func expect(
    _ r: Release, _ outcome: Decision.Outcome, velocity: Double, projected: Double? = nil, duration: Double,
    tolerance: Double = 1e-9, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(r.outcome == outcome, "\(r.policy) \(r.reason)", sourceLocation: sourceLocation)
    #expect(abs(r.velocity - velocity) <= tolerance, "velocity \(r.velocity)", sourceLocation: sourceLocation)
    if let projected {
      #expect(
        abs((r.projected ?? .nan) - projected) <= tolerance, "projected \(String(describing: r.projected))",
        sourceLocation: sourceLocation)
    } else {
      #expect(r.projected == nil, sourceLocation: sourceLocation)
    }
    #expect(abs(r.duration - duration) <= tolerance, "duration \(r.duration)", sourceLocation: sourceLocation)
  }

  // MARK: UIKit (the seed's rule)

  @Test func uikit() {
    // Flip: finish iff percent ≥ 0.5; UIKit's curve over |target − p| × 1 s.
    expect(release(.uikit, Self.slow), .finish, velocity: 0.6, duration: 0.4)  // 0.6 ≥ 0.5, (1 − 0.6) s
    expect(release(.uikit, Self.flickForward), .cancel, velocity: 4, duration: 0.3)  // 0.3 < 0.5
    expect(release(.uikit, Self.flickBack), .cancel, velocity: -8, duration: 0.3)
    expect(release(.uikit, Self.rest), .cancel, velocity: 0, duration: 0.3)
    let c = release(.uikit, Self.cancelled)
    expect(c, .cancel, velocity: 4, duration: 0.3)
    #expect(c.reason.description == "gesture cancelled by libinput")
  }

  // MARK: GNOME Shell

  @Test func gnome() {
    // Slow: the window at the lift (1005 − 150 = 855 ms) holds 860 … 1000 ms; the first record's
    // delta is left out: 7 × 0.012 / 140 ms = 0.0006/ms = 0.6/s; × 300 units ÷ 1000 = 0.18 px/ms < 0.6:
    // the nearest end to 0.6 is 1. easeOutCubic: 0.4 / 0.0006 per ms × 3 = 2000 ms → clamped to 400.
    expect(release(.gnome, Self.slow), .finish, velocity: 0.6, duration: 0.4)
    // Flick: every record is in the window (0 … 100 ms); 0.3 / 100 ms = 3/s → 0.9 px/ms ≥ 0.6;
    // projection 0.9 × 0.997/0.003/1000 = 0.2991 → 0.5991; the point before it, 0, is where the gesture
    // began, so the next one: finish. 0.7 / 0.003 per ms × 3 = 700 ms → 400.
    expect(release(.gnome, Self.flickForward), .finish, velocity: 3, projected: 0.5991, duration: 0.4)
    // Flick back: the window (≥ 255 ms) holds 300, 350, 360 … 400 ms; without the first: 0.1 − 5 ×
    // 0.08 = −0.3 over 100 ms = −3/s → −0.9 px/ms; 0.3 − 0.2991 = 0.0009; the point after it, 1, is
    // not the start, so the nearest: 0. Cancel in 0.3 / 0.003 × 3 = 300 ms.
    expect(release(.gnome, Self.flickBack), .cancel, velocity: -3, projected: 0.0009, duration: 0.3)
    // Rest: at 400 ms no record is ≥ 250 ms, `findIndex` gives −1 and `splice(0, −1)` removes none:
    // the velocity is the whole flick's, 3/s, and it finishes as the flick did.
    expect(release(.gnome, Self.rest), .finish, velocity: 3, projected: 0.5991, duration: 0.4)
    // GNOME ends a CANCEL like an END: the same as the flick.
    expect(release(.gnome, Self.cancelled), .finish, velocity: 3, projected: 0.5991, duration: 0.4)
  }

  @Test func gnomeProjectsAlongAParabolaAboveTwoPixelsPerMillisecond() {
    // 8/s horizontally (400 units): 3.2 px/ms > 2: c = 0.332333/0.7 = 0.474762, x = 1.2 + c =
    // 1.674762; reach = 2 × 0.332333 + 0.35 × (1.674762² − 0.474762²) = 0.664667 + 0.35 × 2.579333 =
    // 1.567433 → from 0.1 clamps to 1.
    var samples = [GestureTrack.Sample(time: 0, percent: 0)]
    for k in 1...5 { samples.append(.init(time: 0.01 * Double(k), percent: 0.02 * Double(k))) }
    let track = GestureTrack(samples: samples, releaseTime: 0.05)
    var horizontal = Self.flip
    horizontal.verticalAxis = false
    let r = ReleasePolicy.gnome.release(track, in: horizontal)
    // 0.1 / 50 ms (the began record's 0 left out)
    #expect(r.outcome == .finish && abs(r.velocity - 2) < 1e-9)
    // 2/s × 400 ÷ 1000 = 0.8 px/ms: linear, 0.8 × 0.332333 = 0.265867 → 0.365867.
    #expect(abs((r.projected ?? 0) - (0.1 + 0.8 * 0.997 / 0.003 / 1000)) < 1e-9)
    let fast = GestureTrack(
      samples: [
        .init(time: 0, percent: 0), .init(time: 0.01, percent: 0.05), .init(time: 0.02, percent: 0.11),
      ],
      releaseTime: 0.02)
    let f = ReleasePolicy.gnome.release(fast, in: horizontal)
    // 0.11 / 20 ms = 5.5/s → 2.2 px/ms: c = 0.474762, x = 0.2 + c = 0.674762; reach = 0.664667 + 0.35 ×
    // (0.455304 − 0.225399) = 0.745134 → 0.855134.
    let slope = 0.997 / 0.003 / 1000
    let c = slope / 0.7
    let x = 0.2 + c
    #expect(abs(f.velocity - 5.5) < 1e-9)
    #expect(abs((f.projected ?? 0) - (0.11 + 2 * slope + 0.35 * (x * x - c * c))) < 1e-9)
    #expect(abs((f.projected ?? 0) - 0.855134) < 1e-6)
  }

  // MARK: libadwaita

  @Test func libadwaita() {
    // The same decision; the first update is recorded twice and no began record, so the flick's window
    // is 10, 10, 20 … 100 ms: the first record (10 ms, 0.02) is left out and its duplicate counts:
    // 0.3 / 90 ms = 3.3333/s → 1.0 px/ms → 0.3 + 0.33233 = 0.63233.
    // The spring lasts −ln 0.001 / √1000 = 6.907755 / 31.622777 = 0.218442 s whatever the distance.
    let spring = 6.907755278982137 / 31.622776601683793
    expect(release(.libadwaita, Self.slow), .finish, velocity: 0.6, duration: spring)
    expect(
      release(.libadwaita, Self.flickForward), .finish, velocity: 0.3 / 0.09,
      projected: 0.3 + 0.3 / 0.09 * 0.3 / 1000 * 0.997 / 0.003, duration: spring)
    expect(release(.libadwaita, Self.flickBack), .cancel, velocity: -3, projected: 0.0009, duration: spring)
    // Rest: libadwaita's trim_history removes every record older than 150 ms, so v = 0 < 0.6: the
    // nearest end to 0.3 is 0.
    expect(release(.libadwaita, Self.rest), .cancel, velocity: 0, duration: spring)
    expect(
      release(.libadwaita, Self.cancelled), .finish, velocity: 0.3 / 0.09, projected: 0.63233333333,
      duration: spring, tolerance: 1e-9)
  }

  // MARK: niri

  @Test func niri() {
    let spring = 9.210340371976184 / 31.622776601683793  // −ln 0.0001 / √1000 = 0.291257 s
    let k = -1 / (1000 * 0.0030045090202987243 * -1)  // −1 / (1000 ln 0.997): ln 0.997 = −0.0030045090
    // Slow: pushes 860 … 1000 ms and 0 at 1005 ms (all within 150 ms of the newest): 8 × 0.012 /
    // 0.145 s = 0.662069/s; 0.6 + 0.662069 × 0.332834 = 0.820358 → rounds to 1.
    expect(
      release(.niri, Self.slow), .finish, velocity: 0.096 / 0.145, projected: 0.6 + 0.096 / 0.145 * k,
      duration: spring)
    // Flick: 10 ms … 100 ms and 0 at 105 ms: the first delta counts: 0.3 / 0.095 s = 3.157895/s;
    // 0.3 + 1.051052 = 1.351052 → 1.
    expect(
      release(.niri, Self.flickForward), .finish, velocity: 0.3 / 0.095, projected: 0.3 + 0.3 / 0.095 * k,
      duration: spring)
    // Flick back: 300 … 400 ms and 0 at 405 ms: 0.2 − 0.4 = −0.2 / 0.105 s = −1.904762/s;
    // 0.3 − 0.633970 = −0.333970 → clamped to 0: cancel.
    expect(
      release(.niri, Self.flickBack), .cancel, velocity: -0.2 / 0.105, projected: 0.3 - 0.2 / 0.105 * k,
      duration: spring)
    // Rest: the zero sample at 400 ms is more than 150 ms after every update: v = 0; 0.3 rounds to 0.
    expect(release(.niri, Self.rest), .cancel, velocity: 0, projected: 0.3, duration: spring)
    // niri does not read libinput's cancelled flag.
    expect(
      release(.niri, Self.cancelled), .finish, velocity: 0.3 / 0.095, projected: 0.3 + 0.3 / 0.095 * k,
      duration: spring)
  }

  // MARK: KWin

  /// KWin's stepping worked independently: a = 300 (anchor − x) − 2√300 · 1.1 v, its four stages, the
  /// position moved by the step's starting velocity; steps until |x − anchor| ≤ 1 and |v| ≤ 1.
  static func kwinSteps(from p: Double, to target: Double, travel: Double) -> Int {
    let k = 300.0, c = 2 * 300.0.squareRoot() * 1.1, dt = 0.01
    var x = p * travel, v = 0.0, n = 0
    let anchor = target * travel
    while abs(x - anchor) > 1 || abs(v) > 1 {
      let a1 = (anchor - x) * k - v * c
      let a2 = (anchor - (x + v * dt / 2)) * k - (v + a1 * dt / 2) * c
      let a3 = (anchor - (x + v * dt / 2)) * k - (v + a2 * dt / 2) * c
      let a4 = (anchor - (x + v * dt)) * k - (v + a3 * dt) * c
      x += v * dt
      v += (a1 + 2 * a2 + 2 * a3 + a4) / 6 * dt
      n += 1
    }
    return n
  }

  @Test func kwin() {
    // Progress ≥ 0.25 switches; no velocity. The flip's 568 points from 0.6 (slow): 70 steps; from 0.3
    // (the others): 75 steps (worked in Python from the same recurrence: 0.70 s and 0.75 s).
    #expect(Self.kwinSteps(from: 0.6, to: 1, travel: 568) == 70)
    #expect(Self.kwinSteps(from: 0.3, to: 1, travel: 568) == 75)
    expect(release(.kwin, Self.slow), .finish, velocity: 0, duration: 0.70)
    expect(release(.kwin, Self.flickForward), .finish, velocity: 0, duration: 0.75)
    // 0.3 ≥ 0.25, direction unread
    expect(release(.kwin, Self.flickBack), .finish, velocity: 0, duration: 0.75)
    expect(release(.kwin, Self.rest), .finish, velocity: 0, duration: 0.75)
    expect(release(.kwin, Self.cancelled), .finish, velocity: 0, duration: 0.75)  // fires on cancelled too
    // Below 0.25 it goes back: 0.2 → 0.
    let short = GestureTrack(
      samples: [.init(time: 0, percent: 0), .init(time: 0.1, percent: 0.2)], releaseTime: 0.1)
    expect(
      release(.kwin, short), .cancel, velocity: 0,
      duration: Double(Self.kwinSteps(from: 0.2, to: 0, travel: 568)) * 0.01)
  }

  // MARK: Hyprland

  @Test func hyprland() {
    // Slow: mean |δ| 0.012 × 300 = 3.6 units/event < 30, but 0.6 × 300 = 180 ≥ 150: commit. 800 ms.
    expect(release(.hyprland, Self.slow), .finish, velocity: 0.012, duration: 0.8)
    // Flick: 0.3 / 10 = 0.03 → 9 units < 30 and 90 < 150: revert.
    expect(release(.hyprland, Self.flickForward), .cancel, velocity: 0.03, duration: 0.8)
    // Flick back: (7 × 0.1 + 5 × 0.08) / 12 = 0.091667 → 27.5 units < 30 and 90 < 150: revert.
    expect(release(.hyprland, Self.flickBack), .cancel, velocity: 1.1 / 12, duration: 0.8)
    expect(release(.hyprland, Self.rest), .cancel, velocity: 0.03, duration: 0.8)
    expect(release(.hyprland, Self.cancelled), .cancel, velocity: 0.03, duration: 0.8)
    // A mean of 0.12 per event (36 units ≥ 30) forces a short swipe: 3 updates of 0.12 → 0.36 (108 < 150).
    let forced = GestureTrack(
      samples: [
        .init(time: 0, percent: 0), .init(time: 0.01, percent: 0.12), .init(time: 0.02, percent: 0.24),
        .init(time: 0.03, percent: 0.36),
      ], releaseTime: 0.03)
    expect(release(.hyprland, forced), .finish, velocity: 0.12, duration: 0.8, tolerance: 1e-12)
  }

  // MARK: Flutter

  @Test func flutter() {
    // Slow: 900 … 1000 ms (age 100 is inside the horizon), on a line: 0.6/s; 0.6 × 320 = 192 px/s >
    // 50, but < 1 width/s: the value 0.6 > 0.5 finishes. 350 ms.
    expect(release(.flutter, Self.slow), .finish, velocity: 0.6, duration: 0.35, tolerance: 1e-6)
    // Flick: 0 … 100 ms, 11 samples: the least-squares parabola through them, its slope at 100 ms,
    // worked with numpy: 4.748252 widths/s ≥ 1: finish.
    expect(
      release(.flutter, Self.flickForward), .finish, velocity: 4.748251748251684, duration: 0.35,
      tolerance: 1e-6)
    // Flick back: 350 … 400 ms (300 ms is 50 ms before 350: a stop); a line at −0.008/ms: −8: cancel.
    expect(release(.flutter, Self.flickBack), .cancel, velocity: -8, duration: 0.35, tolerance: 1e-6)
    // Rest: 300 ms since the last sample > 40 ms: 0; the value 0.3 ≤ 0.5 cancels.
    expect(release(.flutter, Self.rest), .cancel, velocity: 0, duration: 0.35)
    // A cancelled drag ends as dragEnd(0.0): the value decides.
    expect(release(.flutter, Self.cancelled), .cancel, velocity: 0, duration: 0.35)
  }

  @Test func flutterAtExactlyHalfPops() {
    // dragEnd: animateForward = value > 0.5 with value = 1 − percent; at 50 % it is 0.5, not above:
    // the page pops (finish). A slow, short drag, no fling (0.5 width/s × 320 = 160 px/s, but < 1/s).
    var samples = [GestureTrack.Sample(time: 0, percent: 0)]
    for k in 1...50 { samples.append(.init(time: 0.02 * Double(k), percent: 0.01 * Double(k))) }
    let half = GestureTrack(samples: samples, releaseTime: 1.0)
    let r = release(.flutter, half)
    #expect(r.outcome == .finish && abs(r.velocity - 0.5) < 1e-6)
    #expect(r.reason.description == "no fling, value 0.50 ≤ 0.5")
  }

  @Test func libadwaitaZeroesAVelocityPastTheEnd() {
    // At 100 % moving on (0.02 per 10 ms), libadwaita's calculate_velocity zeroes it: v = 0 < 0.6,
    // nearest end 1. GNOME Shell keeps 0.02 × 4 / 40 ms = 2/s (→ 0.6 px/ms, projected to 1).
    var samples = [GestureTrack.Sample(time: 0, percent: 0.92)]
    for k in 1...4 { samples.append(.init(time: 0.01 * Double(k), percent: min(1, 0.92 + 0.02 * Double(k)))) }
    let atEnd = GestureTrack(samples: samples, releaseTime: 0.04)
    #expect(release(.libadwaita, atEnd).velocity == 0)
    #expect(abs(release(.gnome, atEnd).velocity - 2) < 1e-9)
  }

  @Test func flutterCurveIsFastEaseInToSlowEaseOut() {
    // ThreePointCubic: at the midpoint's x (0.198) the value is the midpoint's y (0.541); at 0 and 1
    // the ends.
    let curve = ThreePointCubic.fastEaseInToSlowEaseOut
    #expect(abs(curve(0.198) - 0.541) < 1e-9)
    #expect(abs(curve(0)) < 1e-9 && abs(curve(1) - 1) < 1e-9)
  }

  // MARK: AndroidX

  @Test func androidx() {
    // The transition's threshold decides; the impulse tracker over the samples plus one at the lift.
    // Slow: 920 … 1000 ms and 1005 ms (900 is 105 ms old): every pair 0.0006/ms, then 0 for the last:
    // work = ½ · 0.0006² + 0 … = 1.8e−7 → √(2 · 1.8e−7) = 0.0006/ms = 0.6/s.
    let slow = release(.androidx, Self.slow)
    expect(slow, .finish, velocity: 0.6, duration: 0.486)
    // Flick: 10 … 100 ms and 105 ms (0 ms is 105 ms old). Per ms: four pairs at 0.002, five at 0.004,
    // then 0. work = ½(0.002²) = 2e−6 (speed 0.002); the next three add (0.002 − 0.002) · 0.002 = 0;
    // then + (0.004 − 0.002) · 0.004 = 1e−5 (speed 0.004472), + (0.004 − 0.004472) · 0.004 → 8.11e−6,
    // … which settles at 8e−6 (speed √(1.6e−5) = 0.004); the last pair adds 0 · … : 4/s.
    // 0.3 < 0.5 cancels.
    let flick = release(.androidx, Self.flickForward)
    #expect(flick.outcome == .cancel && abs(flick.velocity - 4) < 1e-9)
    // From 300 ms back to 0 at +4000 ms/s: x(t) = (300 + (4000 + 300ω) t) e^(−ωt), ω = √200; first within
    // 3 ms and 187.5 ms/s at 0.519 s (stepped in Python); the cancelled flick is the same.
    #expect(abs(flick.duration - 0.519) < 1e-9)
    #expect(abs(release(.androidx, Self.cancelled).duration - 0.519) < 1e-9)
    // Flick back: 350 … 400 and 405 ms: −0.008/ms each, 0 last: −8/s.
    #expect(abs(release(.androidx, Self.flickBack).velocity + 8) < 1e-9)
    // Rest: the lift sample at 400 ms is 300 ms after the last: one sample, 0.
    #expect(release(.androidx, Self.rest).velocity == 0)
    #expect(release(.androidx, Self.cancelled).outcome == .cancel)
    // The spring ζ 1, k 200 in play-time ms, from 600 ms to 1001 ms at 600 ms/s: x(t) = 1001 + (A +
    // B t) e^(−ω t), A = −401, B = 600 + ω A, ω = √200; the first millisecond within 3 ms and 187.5
    // ms/s, by stepping the closed form in Python: 0.486 s. From 300 ms back to 0 at −8000 ms/s: 0.431 s.
    #expect(abs(slow.duration - 0.486) < 1e-9)
    #expect(abs(release(.androidx, Self.flickBack).duration - 0.431) < 1e-9)
    #expect(abs(release(.androidx, Self.rest).duration - 0.470) < 1e-9)
  }
}

/// `--policy`: the driver records the gesture and lets another platform's rule decide and complete.
@Suite struct DriverPolicyTests {
  @Test func gnomeDecidesTheFlipsFlickAndRunsItsCompletion() throws {
    // The flip's percent is |ty| / 568: the flick of PolicyTests (0.3 at 100 ms, lifted at 105 ms)
    // finishes under GNOME (3/s → 0.9 px/ms, projected 0.5991, the next end) where UIKit's seed rule
    // cancels (0.3 < 0.5); GNOME's completion lasts 400 ms, so it completes at 0.505 s.
    var d = try driver("flip") { $0.policy = .gnome }
    _ = d.handle(pan(.began), at: 0)
    for sample in PolicyTests.flickSamples.dropFirst() {
      _ = d.handle(pan(.changed, y: sample.percent * 568), at: sample.time)
    }
    let actions = d.handle(pan(.ended, y: 0.3 * 568, vy: 4 * 568), at: 0.105)
    let decision = try #require(actions.decision)
    #expect(decision.outcome == .finish)
    #expect(decision.reason.description == "gnome: v 0.90 px/ms projects to 0.60")
    #expect(abs(decision.duration - 0.4) < 1e-9 && abs(decision.velocity - 3) < 1e-9)
    #expect(d.track.updateCount == 10 && d.track.releaseTime == 0.105)
    #expect(d.advance(to: 0.504).isEmpty)
    #expect(d.advance(to: 0.505).list == [.completed(finished: true)])
    // The same gesture under the default policy cancels.
    var u = try driver("flip")
    _ = u.handle(pan(.began), at: 0)
    for sample in PolicyTests.flickSamples.dropFirst() {
      _ = u.handle(pan(.changed, y: sample.percent * 568), at: sample.time)
    }
    #expect(u.handle(pan(.ended, y: 0.3 * 568, vy: 4 * 568), at: 0.105).decision?.outcome == .cancel)
  }

  @Test func theCompletionFollowsThePolicysCurve() throws {
    // Hyprland reverts the flick (mean 9 units/event, 90 units) over 800 ms along its bezier
    // (0, 0.75, 0.15, 1): halfway (0.505 s) the percent is 0.3 × (1 − bezier(0.5)).
    var d = try driver("flip") { $0.policy = .hyprland }
    _ = d.handle(pan(.began), at: 0)
    for sample in PolicyTests.flickSamples.dropFirst() {
      _ = d.handle(pan(.changed, y: sample.percent * 568), at: sample.time)
    }
    let decision = try #require(d.handle(pan(.ended, y: 0.3 * 568), at: 0.105).decision)
    #expect(decision.outcome == .cancel && abs(decision.duration - 0.8) < 1e-12)
    let expected = 0.3 * (1 - Reference.bezier(0, 0.75, 0.15, 1, 0.5))
    #expect(abs(d.percent(at: 0.505) - expected) < 1e-6)
  }
}

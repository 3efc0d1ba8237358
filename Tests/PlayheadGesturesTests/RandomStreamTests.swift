import PlayheadEvents
import PlayheadGestures
import PlayheadTestSupport
import Testing

@Suite struct RandomStreamTests {
  /// Random, often broken streams (BEGIN without END, UPDATE without BEGIN, stray ENDs, cancelled ENDs,
  /// finger changes, time going backwards, NaN/∞/huge deltas, devices removed mid-gesture), fed as
  /// the engine does. Whatever comes in, per kind the reported states form UIKit's life cycle:
  /// began → changed* → ended | cancelled, failed only with nothing begun, and after the touchpad is
  /// removed and the clock runs past every window, nothing is left open. Every number is finite.
  @Test func everyBeganIsClosedExactlyOnceAndNothingIsNaN() {
    var broken: [String] = []
    for seed in UInt64(1)...3000 {
      var rng = SplitMix64(state: seed)
      let options = Bool.random(using: &rng) ? GestureOptions() : .gnome
      var r = GestureRecognizers(options: options)
      var open: [GestureKind: Bool] = [:]
      var time: Instant = 0
      func check(_ s: GestureSnapshot) {
        let wasOpen = open[s.kind] ?? false
        switch s.state {
        case .began:
          if wasOpen { broken.append("seed \(seed): \(s.kind) began twice") }
          open[s.kind] = true
        case .changed:
          if !wasOpen { broken.append("seed \(seed): \(s.kind) changed without began") }
        case .ended, .cancelled:
          if !wasOpen { broken.append("seed \(seed): \(s.kind) \(s.state) without began") }
          open[s.kind] = false
        case .failed:
          if wasOpen { broken.append("seed \(seed): \(s.kind) failed after began") }
        case .possible:
          broken.append("seed \(seed): possible reported")
        }
        let values = [
          s.translation.x, s.translation.y, s.velocity.x, s.velocity.y, s.scale, s.scaleVelocity,
          s.rotation, s.angularVelocity,
        ]
        if !values.allSatisfy(\.isFinite) { broken.append("seed \(seed): non-finite \(s)") }
      }
      func number() -> Double {
        switch Int.random(in: 0..<20, using: &rng) {
        case 0: return .nan
        case 1: return .infinity
        case 2: return 1e300
        default: return Double.random(in: -40...40, using: &rng)
        }
      }
      for _ in 0..<60 {
        time += Duration(microseconds: Int64.random(in: -20_000...220_000, using: &rng))
        let roll = Int.random(in: 0..<40, using: &rng)
        if roll == 0 {
          if let s = r.handle(DeviceEvent(phase: .removed, name: "pad", time: time)) { check(s) }
        } else if roll == 1 {
          _ = r.handle(DeviceEvent(phase: .added, name: "pad", widthMM: 100, heightMM: 60, time: time))
        } else {
          let kind = GestureKind.allCases.randomElement(using: &rng)!
          let phase = [GesturePhase.begin, .update, .update, .update, .end].randomElement(using: &rng)!
          let event = GestureEvent(
            kind: kind, phase: phase, cancelled: Bool.random(using: &rng),
            fingers: Int.random(in: 1...5, using: &rng),
            time: time, dxUnaccelerated: number(), dyUnaccelerated: number(),
            scale: Bool.random(using: &rng) ? abs(number()) : nil, angleDelta: number())
          if let s = r.handle(event) { check(s) }
        }
        while let s = r.advance(to: time) { check(s) }
      }
      if let s = r.handle(DeviceEvent(phase: .removed, name: "pad", time: time)) { check(s) }
      while let s = r.advance(to: .max) { check(s) }
      if open.values.contains(true) { broken.append("seed \(seed): left open \(open)") }
      if r.droppedSnapshots != 0 { broken.append("seed \(seed): dropped snapshots") }
      if broken.count > 5 { break }
    }
    #expect(broken.isEmpty, "\(broken.prefix(5))")
  }
}

@Suite struct ExtremeTimeTests {
  /// Event times are untrusted: a corrupt source can send times at the ends of Int64. The
  /// recognizers' time arithmetic (window start, finger-change deadline, sample spacing) saturates
  /// instead of trapping, and every reported number stays finite.
  @Test func timesAtTheEndsOfInt64NeverTrap() {
    let extremes: [Instant] = [
      .min, Instant(microseconds: .min + 1), -1, 0, Instant(microseconds: .max - 1), .max,
    ]
    for begin in extremes {
      for later in extremes {
        var r = GestureRecognizers()
        var out: [GestureSnapshot?] = []
        out.append(r.handle(GestureEvent(kind: .swipe, phase: .begin, fingers: 3, time: begin)))
        out.append(
          r.handle(
            GestureEvent(
              kind: .swipe, phase: .update, fingers: 3, time: later, dxUnaccelerated: 5, dyUnaccelerated: 1)))
        out.append(
          r.handle(
            GestureEvent(
              kind: .swipe, phase: .update, fingers: 3, time: begin, dxUnaccelerated: 5, dyUnaccelerated: 1)))
        out.append(
          r.handle(GestureEvent(kind: .swipe, phase: .end, cancelled: true, fingers: 3, time: later)))
        while let s = r.advance(to: .max) { out.append(s) }
        var predictor = GesturePredictor()
        // Began, changed, then cancelled when the 150 ms window closes: never no snapshots.
        #expect(out.compactMap({ $0 }).count >= 2, "\(begin) → \(later)")
        for s in out.compactMap({ $0 }) {
          #expect(
            s.translation.x.isFinite && s.velocity.x.isFinite && s.velocity.y.isFinite, "\(begin) → \(later)")
          predictor.add(s)
          _ = predictor.predict(at: later)
          _ = predictor.predict(at: begin)
        }
        // Translation is 10 units whatever the clock said: the deltas add up.
        let last = out.compactMap { $0 }.last
        #expect(last?.state == .cancelled && last?.translation.x == 10, "\(begin) → \(later)")
      }
    }
  }
}

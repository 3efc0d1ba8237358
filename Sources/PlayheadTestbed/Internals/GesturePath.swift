import Foundation

/// Finger positions over time for one scripted gesture, in mm from the pad's top-left corner.
struct GesturePath {
  struct Finger {
    var x: Double
    var y: Double
  }

  /// Times (µs after touch-down) and the fingers down at each; the first sample is touch-down.
  var samples: [(time: Int64, fingers: [Finger], noise: Double)]
}

extension GestureSynthesizer {
  /// A hand's fingertips are not in a straight row: the middle finger sits highest. Keeping one finger
  /// clearly topmost matters on pads with fake fingers, where libinput places the extra touches on the
  /// topmost real one and a flip between equal fingers reads as a jump.
  static func stagger(_ finger: Int) -> Double {
    let offsets: [Double] = [1.5, -1.5, 0, 2, 3.5]
    return offsets[min(finger, offsets.count - 1)]
  }

  /// Minimum-jerk progress for u in 0…1.
  static func progress(_ u: Double) -> Double {
    let t = min(max(u, 0), 1)
    return t * t * t * (10 - 15 * t + 6 * t * t)
  }

  /// Motion sample times (µs after the motion starts) for a duration with an optional rest half way:
  /// returns (time, progress) pairs ending at progress 1.
  func motionSchedule(durationMS: Double, pauseMS: Double) -> [(time: Int64, progress: Double)] {
    let period = Double(spec.framePeriodMicroseconds)
    // With a rest, two smooth halves with the rest between them: 0 → ½ in half the time, rest, ½ → 1.
    let parts = pauseMS > 0 ? 2.0 : 1.0
    let span = durationMS * 1000 / parts
    let count = max(1, Int((span / period).rounded(.up)))
    var schedule: [(Int64, Double)] = []
    for part in stride(from: 0.0, to: parts, by: 1) {
      let offset = part * (span + pauseMS * 1000)
      for k in 1...count {
        let t = min(Double(k) * period, span)
        schedule.append((Int64((offset + t).rounded()), (part + Self.progress(t / span)) / parts))
      }
    }
    return schedule
  }

  /// A moving gesture's path: the fingers at touch-down, then at each step of `schedule` after the
  /// settle, with noise that fades out by the last sample.
  func movingPath(_ schedule: [(time: Int64, progress: Double)], fingers: (Double) -> [GesturePath.Finger])
    -> GesturePath
  {
    var samples: [(Int64, [GesturePath.Finger], Double)] = [(0, fingers(0), 0)]
    for (k, entry) in schedule.enumerated() {
      samples.append(
        (
          settleMicroseconds + entry.time, fingers(entry.progress),
          k < schedule.count - 1 ? sin(.pi * entry.progress) : 0
        ))
    }
    return GesturePath(samples: samples)
  }

  func swipePath(_ swipe: GestureScript.Swipe, width: Double, height: Double, step: Int)
    throws(GestureScriptError)
    -> GesturePath
  {
    let most = max(swipe.fingers, swipe.fingersAfterChange ?? swipe.fingers)
    let (dx, dy) = swipe.direction.vector
    let travelX = abs(dx) * swipe.distanceMM
    let travelY = abs(dy) * swipe.distanceMM
    // Fingers side by side along x, as a hand rests on a pad; spacing shrinks to fit small pads.
    let visible = min(most, max(1, spec.slotCount))
    let room = width - 2 * marginMM - travelX
    let spacing = visible > 1 ? min(15, room / Double(visible - 1)) : 0
    if room < 0 || travelY + 5 > height - 2 * marginMM || (visible > 1 && spacing < 6) {
      throw GestureScriptError(
        column: 0, token: "",
        reason: String(
          format: "step %d: a %g mm %@ swipe with %d fingers does not fit on %@ (%.0f × %.0f mm)", step + 1,
          swipe.distanceMM, swipe.direction.rawValue, most, spec.name, width, height))
    }
    let rowWidth = spacing * Double(visible - 1)
    let startX = width / 2 - rowWidth / 2 - dx * swipe.distanceMM / 2
    let startY = height / 2 - dy * swipe.distanceMM / 2
    func fingers(_ count: Int, _ p: Double) -> [GesturePath.Finger] {
      (0..<count).map { i in
        GesturePath.Finger(
          x: startX + Double(i) * spacing + dx * swipe.distanceMM * p,
          y: startY + Self.stagger(i) + dy * swipe.distanceMM * p)
      }
    }
    // The finger count changes half way (never at touch-down, progress 0).
    return movingPath(motionSchedule(durationMS: swipe.durationMS, pauseMS: swipe.pauseMS)) { p in
      fingers(p >= 0.5 ? swipe.fingersAfterChange ?? swipe.fingers : swipe.fingers, p)
    }
  }

  func pinchPath(_ pinch: GestureScript.Pinch, width: Double, height: Double, step: Int)
    throws(GestureScriptError)
    -> GesturePath
  {
    let schedule = motionSchedule(durationMS: pinch.durationMS, pauseMS: pinch.pauseMS)
    let cx = width / 2
    let cy = height / 2
    let n = pinch.fingers
    func fingers(radius: Double, progress p: Double) -> [GesturePath.Finger] {
      let r = radius * (1 + (pinch.scale - 1) * p)
      let rotation = pinch.rotationDegrees * p * .pi / 180
      return (0..<n).map { i in
        let angle = Double(i) * 2 * .pi / Double(n) + rotation  // clockwise on screen: y grows downwards
        return GesturePath.Finger(x: cx + r * cos(angle), y: cy + r * sin(angle))
      }
    }
    func fits(_ radius: Double) -> Bool {
      for p in stride(from: 0.0, through: 1.0, by: 0.05) {
        for f in fingers(radius: radius, progress: p)
        where f.x < marginMM || f.x > width - marginMM || f.y < marginMM || f.y > height - marginMM {
          return false
        }
      }
      return true
    }
    var radius = 12.0
    while !fits(radius) && radius > 4 { radius *= 0.9 }
    if !fits(radius) || radius * min(1, pinch.scale) < 3 {
      throw GestureScriptError(
        column: 0, token: "",
        reason: String(
          format: "step %d: a pinch to scale %g with %d fingers does not fit on %@ (%.0f × %.0f mm)",
          step + 1,
          pinch.scale, n, spec.name, width, height))
    }
    return movingPath(schedule) { fingers(radius: radius, progress: $0) }
  }

  func holdPath(_ hold: GestureScript.Hold, width: Double, height: Double) -> GesturePath {
    let visible = min(hold.fingers, max(1, spec.slotCount))
    let spacing = visible > 1 ? min(15, (width - 2 * marginMM) / Double(visible - 1)) : 0
    let startX = width / 2 - spacing * Double(visible - 1) / 2
    let fingers = (0..<hold.fingers).map {
      GesturePath.Finger(x: startX + Double($0) * spacing, y: height / 2 + Self.stagger($0))
    }
    // Still fingers send nothing; the lift comes after the duration.
    return GesturePath(samples: [(0, fingers, 0), (Int64(hold.durationMS * 1000), fingers, 0)])
  }

  /// Frame times are whole milliseconds: umockdev paces by the gap to the previous event truncated to
  /// whole ms, so fractional gaps would make delivery drift ahead of the timestamps.
  static func wholeMillisecond(_ time: Int64) -> Int64 {
    (time + 500) / 1000 * 1000
  }

  /// Writes a path's frames at `cursor`, then the lift, and advances the cursor past the lift.
  func emit(
    _ path: GesturePath, kind: SynthesizedScript.Kind, fingers: Int, step: Int, at cursor: inout Int64,
    writer: inout MultitouchFrameWriter
  ) -> SynthesizedScript.Gesture {
    let start = cursor
    var last = start
    var noise = NoiseSource(seed: UInt64(step + 1) &* 0x9E37_79B9_7F4A_7C15)
    writer.beginGesture()
    for (index, sample) in path.samples.enumerated() {
      let time = Self.wholeMillisecond(start + sample.time)
      var positions = sample.fingers
      if sample.noise > 0 && noiseMM > 0 {
        // Noise fades in and out with the motion so still fingers stay still.
        for i in positions.indices {
          positions[i].x += noise.next() * noiseMM * sample.noise
          positions[i].y += noise.next() * noiseMM * sample.noise
        }
      }
      if index > 0 && time <= last { continue }
      writer.frame(at: time, fingers: positions)
      last = time
    }
    let lift = Self.wholeMillisecond(last + spec.framePeriodMicroseconds)
    writer.frame(at: lift, fingers: [])
    cursor = lift
    return SynthesizedScript.Gesture(
      step: step, kind: kind, fingers: fingers, touchDown: start, lastMotion: last, lift: lift)
  }
}

/// xorshift64*: the same noise on every run, in −1…1.
struct NoiseSource {
  var state: UInt64

  init(seed: UInt64) {
    state = seed == 0 ? 0x2545_F491_4F6C_DD1D : seed
  }

  mutating func next() -> Double {
    state ^= state >> 12
    state ^= state << 25
    state ^= state >> 27
    let value = state &* 0x2545_F491_4F6C_DD1D
    return Double(value >> 11) / Double(1 << 52) * 2 - 1
  }
}

import PlayheadEvents

/// One gesture of `playhead bench --synthetic`, turned straight into the events libinput would
/// deliver (no evdev, no libinput): BEGIN, one UPDATE per report-rate frame, END.
///
/// Motion follows the testbed's minimum-jerk profile s(u) = 10u³ − 15u⁴ + 6u⁵, so `position(at:)` is
/// the true trajectory a predictor is judged against. Deltas are in libinput's unaccelerated units
/// (1000 dpi: `GestureOptions.nominalMillimetresPerUnit` mm each) and equal to the accelerated ones.
public struct SyntheticGesture: Sendable, Hashable {
  public enum Motion: Sendable, Hashable {
    /// Fingers travel (dx, dy) mm (y down, as libinput).
    case swipe(dxMM: Double, dyMM: Double)
    /// Fingers spread to `scale` and turn by `rotation` degrees (clockwise positive).
    case pinch(scale: Double, rotation: Double)
    /// Fingers rest.
    case hold
  }

  public var fingers: Int
  public var motion: Motion
  /// Movement time, µs.
  public var duration: Int64
  /// Frames per second of the touchpad.
  public var reportRate: Double

  /// libinput's nominal mm per unaccelerated unit (1000 dpi).
  public static let millimetresPerUnit = 25.4 / 1000

  public init(fingers: Int, motion: Motion, duration: Int64, reportRate: Double = 80) {
    self.fingers = fingers
    self.motion = motion
    self.duration = max(1, duration)
    self.reportRate = reportRate.isFinite && reportRate > 0 ? reportRate : 80
  }

  /// The minimum-jerk progress for u in 0…1.
  public static func progress(_ u: Double) -> Double {
    let t = min(max(u, 0), 1)
    return t * t * t * (10 - 15 * t + 6 * t * t)
  }

  /// The true position `time` µs after BEGIN: translation in mm (swipes), scale and rotation (pinches).
  public func position(at time: Int64) -> (x: Double, y: Double, scale: Double, rotation: Double) {
    let s = Self.progress(Double(time) / Double(duration))
    switch motion {
    case .swipe(let dx, let dy): return (dx * s, dy * s, 1, 0)
    case .pinch(let scale, let rotation): return (0, 0, 1 + (scale - 1) * s, rotation * s)
    case .hold: return (0, 0, 1, 0)
    }
  }

  var kind: GestureKind {
    switch motion {
    case .swipe: return .swipe
    case .pinch: return .pinch
    case .hold: return .hold
    }
  }

  /// The events, BEGIN at `start` µs; appended to `events`. Returns the END's time.
  @discardableResult
  public func events(startingAt start: Int64, into events: inout [GestureEvent]) -> Int64 {
    let period = Int64((1_000_000 / reportRate).rounded())
    let kind = self.kind
    events.append(
      GestureEvent(
        kind: kind, phase: .begin, fingers: fingers, time: Instant(microseconds: start),
        scale: kind == .pinch ? 1 : nil,
        angleDelta: kind == .pinch ? 0 : nil))
    if kind == .hold {
      events.append(
        GestureEvent(
          kind: .hold, phase: .end, fingers: fingers, time: Instant(microseconds: start + duration)))
      return start + duration
    }
    var previous = position(at: 0)
    var t: Int64 = 0
    while t < duration {
      t = min(t + period, duration)
      let p = position(at: t)
      let dx = (p.x - previous.x) / Self.millimetresPerUnit
      let dy = (p.y - previous.y) / Self.millimetresPerUnit
      if kind == .pinch {
        events.append(
          GestureEvent(
            kind: .pinch, phase: .update, fingers: fingers, time: Instant(microseconds: start + t), dx: dx,
            dy: dy,
            dxUnaccelerated: dx,
            dyUnaccelerated: dy, scale: p.scale, angleDelta: p.rotation - previous.rotation))
      } else {
        events.append(
          GestureEvent(
            kind: .swipe, phase: .update, fingers: fingers, time: Instant(microseconds: start + t), dx: dx,
            dy: dy,
            dxUnaccelerated: dx,
            dyUnaccelerated: dy))
      }
      previous = p
    }
    let end = start + duration + period
    events.append(
      GestureEvent(
        kind: kind, phase: .end, fingers: fingers, time: Instant(microseconds: end),
        scale: kind == .pinch ? previous.scale : nil,
        angleDelta: kind == .pinch ? 0 : nil))
    return end
  }

  /// A sequence of gestures separated by `gap` µs, after a DEVICE_ADDED giving the pad's size (so the
  /// recognizers report millimetres), from `start` µs.
  public static func events(
    _ gestures: [SyntheticGesture], device: (name: String, widthMM: Double, heightMM: Double),
    start: Int64 = 1_000_000,
    gap: Int64 = 250_000
  ) -> [InputEvent] {
    var result: [InputEvent] = [
      .device(
        DeviceEvent(
          phase: .added, name: device.name, widthMM: device.widthMM, heightMM: device.heightMM,
          time: Instant(microseconds: start)))
    ]
    var gestureEvents: [GestureEvent] = []
    var t = start + gap
    for gesture in gestures {
      t = gesture.events(startingAt: t, into: &gestureEvents) + gap
    }
    result.append(contentsOf: gestureEvents.map { InputEvent.gesture($0) })
    return result
  }
}

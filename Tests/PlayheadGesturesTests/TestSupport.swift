import PlayheadEvents
import PlayheadGestures

/// Builders for hand-written libinput event sequences; times are given in milliseconds.
enum E {
  static func swipe(
    _ phase: GesturePhase, _ fingers: Int = 3, ms: Double, dx: Double = 0, dy: Double = 0,
    cancelled: Bool = false
  ) -> GestureEvent {
    GestureEvent(
      kind: .swipe, phase: phase, cancelled: cancelled, fingers: fingers, time: us(ms),
      dx: dx, dy: dy, dxUnaccelerated: dx, dyUnaccelerated: dy)
  }

  static func pinch(
    _ phase: GesturePhase, _ fingers: Int = 2, ms: Double, dx: Double = 0, dy: Double = 0,
    scale: Double? = nil, angle: Double? = nil, cancelled: Bool = false
  ) -> GestureEvent {
    GestureEvent(
      kind: .pinch, phase: phase, cancelled: cancelled, fingers: fingers, time: us(ms),
      dx: dx, dy: dy, dxUnaccelerated: dx, dyUnaccelerated: dy, scale: scale, angleDelta: angle)
  }

  static func hold(_ phase: GesturePhase, _ fingers: Int = 3, ms: Double, cancelled: Bool = false)
    -> GestureEvent
  {
    GestureEvent(kind: .hold, phase: phase, cancelled: cancelled, fingers: fingers, time: us(ms))
  }

  static func us(_ ms: Double) -> Instant { Instant(microseconds: Int64((ms * 1000).rounded())) }
}

/// Equal within `tolerance` (hand computations are exact up to floating-point rounding).
func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool {
  abs(a - b) <= tolerance * max(1, abs(b))
}

func close(_ a: Vector2, _ b: Vector2, _ tolerance: Double = 1e-9) -> Bool {
  close(a.x, b.x, tolerance) && close(a.y, b.y, tolerance)
}

/// Feeds events in order and collects every snapshot, draining `advance(to:)` after each event as
/// the engine does.
func run(_ recognizers: inout GestureRecognizers, _ events: [GestureEvent]) -> [GestureSnapshot?] {
  events.map { recognizers.handle($0) }
}

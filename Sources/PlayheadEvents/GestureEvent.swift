/// The three gesture families libinput reports on touchpads.
public enum GestureKind: String, Sendable, Hashable, Codable, CaseIterable {
  case swipe, pinch, hold
}

/// Where an event sits in libinput's BEGIN … UPDATE … END sequence.
public enum GesturePhase: String, Sendable, Hashable, Codable, CaseIterable {
  case begin, update, end
}

/// One libinput gesture event (`LIBINPUT_EVENT_GESTURE_*`), as a value.
///
/// Deltas are libinput's: `dx`/`dy` accelerated, the unaccelerated pair normalised to a 1000-dpi
/// device. `scale` is absolute (1 at BEGIN) and `angleDelta` is degrees since the previous update,
/// clockwise positive; both are nil where the event has none (swipes, holds, and libinput 1.28.0's
/// pinch lines that lost them).
public struct GestureEvent: Sendable, Hashable {
  public var kind: GestureKind
  public var phase: GesturePhase
  /// `libinput_event_gesture_get_cancelled`; only meaningful on `.end`.
  public var cancelled: Bool
  /// An END that Playhead wrote in itself, not read from libinput: a transcript that stopped
  /// mid-gesture (a paste cut off), or a gesture left open by the next one (`GestureSequencer`).
  /// Such an end is cancelled, but not *by libinput*, and reports say so.
  public var synthesized: Bool
  public var fingers: Int
  public var time: Instant
  public var dx: Double
  public var dy: Double
  public var dxUnaccelerated: Double
  public var dyUnaccelerated: Double
  public var scale: Double?
  public var angleDelta: Double?

  public init(
    kind: GestureKind, phase: GesturePhase, cancelled: Bool = false, synthesized: Bool = false, fingers: Int,
    time: Instant,
    dx: Double = 0, dy: Double = 0, dxUnaccelerated: Double = 0, dyUnaccelerated: Double = 0,
    scale: Double? = nil, angleDelta: Double? = nil
  ) {
    self.kind = kind
    self.phase = phase
    self.cancelled = cancelled
    self.synthesized = synthesized
    self.fingers = fingers
    self.time = time
    self.dx = dx
    self.dy = dy
    self.dxUnaccelerated = dxUnaccelerated
    self.dyUnaccelerated = dyUnaccelerated
    self.scale = scale
    self.angleDelta = angleDelta
  }
}

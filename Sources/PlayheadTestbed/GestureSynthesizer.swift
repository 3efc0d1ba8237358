import Foundation

/// Turns a `GestureScript` into the evdev frames a `TouchpadSpec` would send: multitouch protocol B
/// (slots, tracking ids), `BTN_TOUCH`, `BTN_TOOL_*` for the finger count (fingers beyond the slot count
/// exist only there, as on Synaptics PS/2 pads), the legacy `ABS_X/ABS_Y`, one `SYN_REPORT` per frame, at
/// the spec's report rate.
///
/// Motion follows a minimum-jerk profile s(u) = 10u³ − 15u⁴ + 6u⁵ (zero velocity and acceleration at both
/// ends, the shape of a human reach) with a small deterministic noise (±0.02 mm) that is zero at the first
/// and last frame, so the travel between touch-down and lift is exactly the script's.
public struct GestureSynthesizer: Sendable {
  public var spec: TouchpadSpec
  /// Time between one gesture's lift and the next one's touch-down, µs.
  public var gapMicroseconds: Int64 = 250_000
  /// Fingers rest this long before they start to move, µs.
  public var settleMicroseconds: Int64 = 30_000
  /// Distance kept from the pad's edges, mm.
  public var marginMM: Double = 2
  /// Noise amplitude, mm (0 for none).
  public var noiseMM: Double = 0.02

  public init(spec: TouchpadSpec) {
    self.spec = spec
  }

  /// The frames for a script, times relative to the first touch-down (µs).
  public func synthesize(_ script: GestureScript) throws(GestureScriptError) -> SynthesizedScript {
    guard let width = spec.widthMM, let height = spec.heightMM else {
      throw GestureScriptError(
        column: 0, token: "", reason: "\(spec.name) has no axis resolution; cannot place fingers in mm")
    }
    var writer = MultitouchFrameWriter(spec: spec)
    var gestures: [SynthesizedScript.Gesture] = []
    var cursor: Int64 = 0
    for (index, step) in script.steps.enumerated() {
      switch step {
      case .pause(let ms):
        cursor += Int64(ms * 1000)
        continue
      case .swipe(let swipe):
        try check(fingers: max(swipe.fingers, swipe.fingersAfterChange ?? 0), step: index)
        let path = try swipePath(swipe, width: width, height: height, step: index)
        gestures.append(
          emit(path, kind: .swipe, fingers: swipe.fingers, step: index, at: &cursor, writer: &writer))
      case .pinch(let pinch):
        try check(fingers: pinch.fingers, step: index)
        let path = try pinchPath(pinch, width: width, height: height, step: index)
        gestures.append(
          emit(path, kind: .pinch, fingers: pinch.fingers, step: index, at: &cursor, writer: &writer))
      case .hold(let hold):
        try check(fingers: hold.fingers, step: index)
        let path = holdPath(hold, width: width, height: height)
        gestures.append(
          emit(path, kind: .hold, fingers: hold.fingers, step: index, at: &cursor, writer: &writer))
      }
      cursor += gapMicroseconds
    }
    return SynthesizedScript(events: writer.events, gestures: gestures)
  }

  private func check(fingers: Int, step: Int) throws(GestureScriptError) {
    if fingers > spec.maxFingers {
      throw GestureScriptError(
        column: 0, token: "",
        reason:
          "step \(step + 1) needs \(fingers) fingers but \(spec.name) reports at most \(spec.maxFingers)")
    }
  }
}

/// The synthesised frames and where each scripted gesture sits in them.
public struct SynthesizedScript: Sendable, Hashable {
  public enum Kind: String, Sendable, Hashable { case swipe, pinch, hold }

  public struct Gesture: Sendable, Hashable {
    public var step: Int
    public var kind: Kind
    public var fingers: Int
    /// Touch-down frame time, µs from the script's start.
    public var touchDown: Int64
    /// Last frame with fingers down, µs.
    public var lastMotion: Int64
    /// Lift frame time, µs.
    public var lift: Int64
  }

  /// Every event, frames ended by SYN_REPORT, times µs from the first touch-down.
  public var events: [EvdevEvent]
  public var gestures: [Gesture]

  /// Time of the last event, µs.
  public var duration: Int64 { events.last?.time ?? 0 }
}

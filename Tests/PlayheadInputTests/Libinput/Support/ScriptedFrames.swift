import PlayheadEvents
import PlayheadTestbed

/// Hand-written evdev frames for the emulated Synaptics pad, times in µs after the first touch (the
/// testbed writes them on CLOCK_MONOTONIC, after its lone SYN_REPORT and lead-in).
struct ScriptedFrames {
  var events: [EvdevEvent] = []
  /// The time of every SYN_REPORT frame, in µs after the first touch.
  var frameTimes: [Int64] = []

  /// The frame times on CLOCK_MONOTONIC for a run whose first touch was at `start`.
  func frameTimes(from start: Int64) -> [Int64] { frameTimes.map { start + $0 } }

  mutating func event(_ time: Int64, _ type: Int, _ code: Int, _ value: Int) {
    events.append(EvdevEvent(time: time, type: UInt16(type), code: UInt16(code), value: Int32(value)))
  }

  mutating func frame(_ time: Int64) {
    event(time, 0, 0, 0)
    frameTimes.append(time)
  }

  /// Both MT slots down at `xs` on line `y` (pressure 60, above the touch threshold) with BTN_TOUCH,
  /// the `tool` key (BTN_TOOL_DOUBLETAP, TRIPLETAP) and the single-touch axes of slot 0: one frame.
  mutating func touchDown(at t: Int64, xs: [Int], y: Int, tool: Int) {
    for (slot, x) in xs.enumerated() {
      event(t, 3, 0x2F, slot)  // ABS_MT_SLOT
      event(t, 3, 0x39, slot + 1)  // ABS_MT_TRACKING_ID
      event(t, 3, 0x35, x)
      event(t, 3, 0x36, y)
      event(t, 3, 0x3A, 60)  // ABS_MT_PRESSURE
    }
    event(t, 1, 0x14A, 1)  // BTN_TOUCH
    event(t, 1, tool, 1)
    event(t, 3, 0x00, xs[0])
    event(t, 3, 0x01, y)
    event(t, 3, 0x18, 60)
    frame(t)
  }

  /// Both slots lifted (tracking id −1), BTN_TOUCH and `tool` released: one frame.
  mutating func lift(at t: Int64, tool: Int) {
    event(t, 3, 0x2F, 0)
    event(t, 3, 0x39, -1)
    event(t, 3, 0x2F, 1)
    event(t, 3, 0x39, -1)
    event(t, 1, 0x14A, 0)
    event(t, 1, tool, 0)
    frame(t)
  }

  /// Two MT slots plus BTN_TOOL_TRIPLETAP (a three-finger touch on a 2-slot pad) moving up by
  /// `step` y units every 12 ms for `frames` frames, then lifted.
  static func threeFingerSwipeUp(frames: Int = 30, step: Int = 40) -> ScriptedFrames {
    var script = ScriptedFrames()
    var t: Int64 = 0
    var y = 4000
    let xs = [3000, 3600]
    script.touchDown(at: t, xs: xs, y: y, tool: 0x14E)  // BTN_TOOL_TRIPLETAP
    for _ in 0..<frames {
      t += 12_000
      y -= step
      script.event(t, 3, 0x2F, 0)
      script.event(t, 3, 0x36, y)
      script.event(t, 3, 0x2F, 1)
      script.event(t, 3, 0x36, y)
      script.event(t, 3, 0x01, y)
      script.frame(t)
    }
    script.lift(at: t + 12_000, tool: 0x14E)
    return script
  }

  /// Two fingers (BTN_TOOL_DOUBLETAP) on a horizontal line spreading apart: slot 0 moves left and
  /// slot 1 right by `step` x units every 12 ms, so their distance after frame k is 600 + 2·step·k
  /// units (frame 0 is the touch-down frame). The fingers rest `rest` µs before moving: long enough
  /// for libinput to begin a hold (seen here after ~100 ms), short enough that libinput 1.22 still
  /// reads the motion as a pinch (after a 300 ms rest it became a scroll).
  static func twoFingerSpread(rest: Int64 = 150_000, frames: Int = 25, step: Int = 40)
    -> ScriptedFrames
  {
    var script = ScriptedFrames()
    var t: Int64 = 0
    var xs = [3000, 3600]
    let y = 3000
    script.touchDown(at: t, xs: xs, y: y, tool: 0x14D)  // BTN_TOOL_DOUBLETAP
    t += rest - 12_000
    for _ in 0..<frames {
      t += 12_000
      xs[0] -= step
      xs[1] += step
      script.event(t, 3, 0x2F, 0)
      script.event(t, 3, 0x35, xs[0])
      script.event(t, 3, 0x2F, 1)
      script.event(t, 3, 0x35, xs[1])
      script.event(t, 3, 0x00, xs[0])
      script.frame(t)
    }
    script.lift(at: t + 12_000, tool: 0x14D)
    return script
  }
}

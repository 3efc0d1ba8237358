import Foundation
import PlayheadEvents
import PlayheadInput
import PlayheadTestSupport
import PlayheadTestbed
import Testing

/// Transcripts written by the real, unmodified `libinput debug-events` of this machine (1.22,
/// the `%-23s` era) on a touchpad emulated by umockdev (the testbed), read
/// back by `TranscriptReader`. Times near the tool's start sometimes print wrapped (+4294967.28s):
/// the reader must unwrap them, or these tests see "time went backwards" warnings. The expected counts come from the raw text (lines
/// containing the type name), not from the reader.
@Suite(.serialized, .requires(.testbed))
struct RealLibinputTranscriptTests {
  let touchpad = UmockdevDevice(spec: .synapticsPS2)

  func capture(_ script: ScriptedFrames) async throws -> String {
    // The udev backend on seat0, debug-events' default; its first touch 2 s from now.
    let output = try await Testbed.synaptics(script).run(
      ["libinput", "debug-events"], options: .stoppedAfterLastRead(openDelay: 1_000_000))
    return output.stdout
  }

  func lines(_ text: String, containing word: String) -> Int {
    text.split(separator: "\n").filter { $0.contains(word) }.count
  }

  @Test("a three-finger swipe: DEVICE_ADDED with size, BEGIN, every UPDATE, END")
  func swipe() async throws {
    let text = try await capture(
      .threeFingerSwipeUp())
    try #require(lines(text, containing: "GESTURE_SWIPE_BEGIN") == 1, "libinput printed: \(text)")
    let t = try TranscriptReader().read(text, name: "debug-events.txt")
    #expect(t.warnings.isEmpty, "\(t.warnings)")

    var devices: [DeviceEvent] = []
    for case .device(let d) in t.events { devices.append(d) }
    #expect(lines(text, containing: "DEVICE_ADDED") == 1)
    #expect(devices.count == 1)
    #expect(devices.first?.name == touchpad.spec.deviceName && devices.first?.sysname == "event12")
    // "%.0fx%.0fmm" of (5768 − 1472)/65 = 66.09 and (5062 − 1408)/136 = 26.87 mm: "66x27mm".
    #expect(devices.first?.widthMM == 66 && devices.first?.heightMM == 27)

    let g = t.gestures
    #expect(g.first?.phase == .begin && g.last?.phase == .end && g.last?.cancelled == false)
    #expect(countEvents(g, .swipe, .update) == lines(text, containing: "GESTURE_SWIPE_UPDATE"))
    #expect(countEvents(g, .swipe, .update) >= 10)
    #expect(g.allSatisfy { $0.fingers == 3 && $0.kind == .swipe })
    // Straight up: no x motion, y decreasing.
    #expect(g.filter { $0.phase == .update }.allSatisfy { $0.dxUnaccelerated == 0 && $0.dyUnaccelerated < 0 })
    #expect(zip(g, g.dropFirst()).allSatisfy { $0.time <= $1.time })
  }

  @Test("a two-finger spread: HOLD cancelled, then a pinch whose scale grows")
  func spread() async throws {
    let text = try await capture(
      .twoFingerSpread())
    try #require(lines(text, containing: "GESTURE_PINCH_BEGIN") == 1, "libinput printed: \(text)")
    let t = try TranscriptReader().read(text, name: "debug-events.txt")
    #expect(t.warnings.isEmpty, "\(t.warnings)")
    let g = t.gestures
    let holds = g.filter { $0.kind == .hold }
    #expect(holds.map(\.phase) == [.begin, .end] && holds.last?.cancelled == true)
    let pinch = g.filter { $0.kind == .pinch }
    #expect(pinch.first?.phase == .begin && pinch.last?.phase == .end && pinch.last?.cancelled == false)
    let updates = pinch.filter { $0.phase == .update }
    #expect(updates.count == lines(text, containing: "GESTURE_PINCH_UPDATE"))
    // Spreading: each update's scale is at least the one before, and the last is above 1.
    let scales = updates.compactMap(\.scale)
    #expect(scales.count == updates.count)
    #expect(zip(scales, scales.dropFirst()).allSatisfy { $0 <= $1 } && (scales.last ?? 0) > 1)
    // The END repeats the last scale.
    #expect(pinch.last?.scale == scales.last)
  }
}

import Foundation
import PlayheadEvents
import PlayheadTestbed
import Testing

/// Exploration aid, off by default: `PLAYHEAD_PROBE=1 swift test --filter CalibrationProbe` prints
/// what libinput reports for the fault scripts.
@Suite("Calibration probe", .serialized)
struct CalibrationProbe {
  static func brief(_ events: [InputEvent]) -> String {
    events.compactMap { event -> String? in
      switch event {
      case .device(let d): return "device-\(d.phase)"
      case .gesture(let g): return g.phase == .update ? nil : "\(g.kind)-\(g.phase)\(g.cancelled ? "-cancelled" : "")"
      }
    }.joined(separator: " ")
  }

  @Test(.enabled(if: ProcessInfo.processInfo.environment["PLAYHEAD_PROBE"] != nil))
  func probe() throws {
    let spec = TouchpadSpec.precisionI2C
    let frames = try GestureSynthesizer(spec: spec).synthesize(GestureScript(parsing: "swipe 3 up 40mm 400ms"))
    let cut = Array(frames.events.prefix { $0.time <= 250_000 })
    print("PROBE endsWithTouchDown \(Testbed.endsWithTouchDown(cut))")
    let t1 = Testbed(spec: spec, events: cut)
    var o1 = Testbed.RunOptions()
    o1.readStampsPath = "/tmp/phtest/cut.bin"
    o1.keepFiles = true
    try? FileManager.default.removeItem(atPath: "/tmp/phtest/cut.bin")
    let r1 = try t1.run(["libinput", "debug-events", "--device", t1.nodePath], options: o1)
    print("PROBE dir \(r1.directory) start \(r1.start)")
    print("PROBE cut debug-events status \(r1.status)\n\(r1.stdout.split(separator: "\n").filter { !$0.contains("UPDATE") }.joined(separator: "\n"))\nERR \(r1.stderr.prefix(400))")
    let (w1, rw1) = try TestbedSupport.watch(spec, events: cut)
    print("PROBE cut watch status \(rw1.status) \(Self.brief(w1))\nERR \(rw1.stderr.prefix(400))")
    let binary = TestbedSupport.playheadBinary!
    let t3 = Testbed(spec: spec, events: frames.events)
    var o3 = Testbed.RunOptions()
    o3.vanishAfter = 300_000
    let r3 = try t3.run([binary, "devices", "--watch"], options: o3)
    print("PROBE udev vanish: \(Self.brief(WatchLine.parse(r3.stdout))) ERR \(r3.stderr.prefix(300))")
    let (w2, rw2) = try TestbedSupport.watch(spec, events: frames.events) { $0.vanishAfter = 300_000 }
    print("PROBE vanish watch status \(rw2.status) \(Self.brief(w2))\nERR \(rw2.stderr.prefix(400))")
  }
}

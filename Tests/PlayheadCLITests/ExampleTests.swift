import Foundation
import PlayheadTestSupport
import Testing

/// Examples/CustomTransition, its own package depending on Playhead by path, built and run with
/// `swift run`: an animator in Swift driven by the engine on a virtual clock.
// Serialized: two `swift run`s building the one package at once fail on its build folder.
@Suite("Examples/CustomTransition", .serialized)
struct ExampleTests {
  /// y on (0,0), (x1,y1), (x2,y2), (1,1) at x, by bisection (independent of PlayheadTiming).
  static func bezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, at x: Double) -> Double {
    func c(_ a: Double, _ b: Double, _ s: Double) -> Double {
      3 * (1 - s) * (1 - s) * s * a + 3 * (1 - s) * s * s * b + s * s * s
    }
    var lo = 0.0
    var hi = 1.0
    for _ in 0..<100 {
      let mid = (lo + hi) / 2
      if c(x1, x2, mid) < x { lo = mid } else { hi = mid }
    }
    return c(y1, y2, (lo + hi) / 2)
  }

  @Test func theExampleBuildsAndRunsItsSwipe() async throws {
    let package = Fixtures.packageRoot.appendingPathComponent("Examples/CustomTransition").path
    let r = try await Launcher.run(
      "/usr/bin/env", ["swift", "run", "--package-path", package, "CustomTransition"], timeout: 3600)
    #expect(r.status == 0, "\(r.stderr)")
    let records = r.stdout.split(separator: "\n").compactMap {
      try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
    }
    // 40 mm of the 50 mm travel: percent 0.8 ≥ 0.5 finishes, over (1 − 0.8) × 0.6 s = 0.12 s.
    let decision = try #require(records.first { $0["type"] as? String == "decision" })
    #expect(decision["transition"] as? String == "spin" && decision["outcome"] as? String == "finish")
    #expect(abs((decision["percent"] as? Double ?? 0) - 0.8) < 1e-9)
    #expect(abs((decision["duration"] as? Double ?? 0) - 0.12) < 1e-9)
    let complete = try #require(records.first { $0["type"] as? String == "complete" })
    #expect(complete["finished"] as? Bool == true)
    // The frame at 60 % (the 60 fps grid point after the 30 mm update): opacity easeOut(0.6), the
    // quarter turn 90° × (1 − easeOut(0.6)).
    let frames = records.filter { $0["type"] as? String == "frame" }
    let mid = try #require(frames.first { abs(($0["percent"] as? Double ?? 0) - 0.6) < 1e-9 })
    let to = try #require((mid["layers"] as? [String: Any])?["to"] as? [String: Double])
    let e = Self.bezier(0, 0, 0.58, 1, at: 0.6)
    #expect(abs(to["opacity"]! - e) < 1e-6)
    #expect(abs(to["rotationZ"]! - 90 * (1 - e)) < 1e-4)
    let last = try #require((frames.last?["layers"] as? [String: Any])?["to"] as? [String: Double])
    #expect(last["opacity"] == 1 && last["rotationZ"] == 0)
  }

  /// The same program on a libinput transcript (its one argument), played in real time through the
  /// Session: a transcript without a version is read at libinput's 0.095 mm per unit, so four updates of
  /// 105.26 units are 4 × 105.26 × 0.095 = 39.9988 mm of the 50: percent 0.799976, finishing over
  /// (1 − 0.799976) × 0.6 = 0.1200144 s.
  @Test func theExampleReplaysATranscriptGivenAsItsArgument() async throws {
    var text = " event12  GESTURE_SWIPE_BEGIN     +1.000s\t3\n"
    for i in 1...4 {
      text += " event12  GESTURE_SWIPE_UPDATE    +1.0\(i)0s\t3  0.00/105.26 ( 0.00/105.26 unaccelerated)\n"
    }
    text += " event12  GESTURE_SWIPE_END       +1.050s\t3\n"
    let file = NSTemporaryDirectory() + "spin-\(UUID().uuidString).txt"
    try text.write(toFile: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(atPath: file) }
    let package = Fixtures.packageRoot.appendingPathComponent("Examples/CustomTransition").path
    let r = try await Launcher.run(
      "/usr/bin/env", ["swift", "run", "--package-path", package, "CustomTransition", file], timeout: 3600)
    #expect(r.status == 0, "\(r.stderr)")
    let records = r.stdout.split(separator: "\n").compactMap {
      try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
    }
    let percent = 4 * 105.26 * 0.095 / 50
    let decision = try #require(records.first { $0["type"] as? String == "decision" })
    #expect(decision["transition"] as? String == "spin" && decision["outcome"] as? String == "finish")
    #expect(abs((decision["percent"] as? Double ?? 0) - percent) < 1e-6)
    #expect(abs((decision["duration"] as? Double ?? 0) - (1 - percent) * 0.6) < 1e-6)
    let complete = try #require(records.first { $0["type"] as? String == "complete" })
    #expect(complete["finished"] as? Bool == true)
  }
}

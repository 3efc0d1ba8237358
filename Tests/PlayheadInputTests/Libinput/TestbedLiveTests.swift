import Foundation
import PlayheadEvents
import PlayheadInput
import PlayheadTestSupport
import PlayheadTestbed
import Testing

/// The live path on the testbed's virtual touchpads (`PlayheadTestbed`): every built-in pad, scripted
/// gestures, and an unplug mid-swipe, through real libinput and `LibinputSource` (`playhead devices
/// --watch`). Scenarios the testbed does not model (a keyboard beside the pad, an unprivileged user,
/// a udev "remove" uevent) are in `LiveTouchpadTests`.
extension LiveInputTests {
  @Suite(.serialized, .requires(.testbed))
  struct TestbedLiveTests {
    var playhead: String { BuiltProducts.playhead }

    /// Each pad's size, worked by hand from its axis ranges (TouchpadSpec+BuiltIns) and resolutions:
    /// synaptics-ps2 (5768 − 1472) / 65 × (5062 − 1408) / 136; precision-i2c 3680 / 32 × 1856 / 32;
    /// apple-trackpad (3934 + 3678) / 47 × (2587 + 2478) / 44.
    static let pads: [(spec: TouchpadSpec, widthMM: Double, heightMM: Double)] = [
      (.synapticsPS2, 4296.0 / 65, 3654.0 / 136),
      (.precisionI2C, 115.0, 58.0),
      (.appleTrackpad, 7612.0 / 47, 5065.0 / 44),
    ]

    func watch(_ testbed: Testbed, options: Testbed.RunOptions = .init()) async throws -> [[String: Any]] {
      let result = try await testbed.run(
        [playhead, "devices", "--watch", "--gestures", "1"], options: options)
      #expect(result.status == 0, "stderr: \(result.stderr)")
      return try result.stdout.split(separator: "\n").map(LiveInputTests.LiveTouchpadTests.record)
    }

    /// The times of the script's SYN_REPORT frames, on CLOCK_MONOTONIC (event times are start + time).
    func frameTimes(_ testbed: Testbed, start: Int64) -> Set<Int64> {
      Set(testbed.events.filter { $0.type == 0 && $0.code == 0 }.map { start + $0.time })
    }

    @Test(arguments: 0..<3)
    func swipeOnEveryBuiltInPad(_ index: Int) async throws {
      let pad = Self.pads[index]
      let testbed = try Testbed(spec: pad.spec, script: GestureScript(parsing: "swipe 3 up 15mm 300ms"))
      let result = try await testbed.run([playhead, "devices", "--watch", "--gestures", "1"])
      #expect(result.status == 0, "stderr: \(result.stderr)")
      let records = try result.stdout.split(separator: "\n").map(LiveInputTests.LiveTouchpadTests.record)

      let added = try #require(records.first)
      #expect(added["kind"] as? String == "device" && added["phase"] as? String == "added")
      #expect(added["name"] as? String == pad.spec.deviceName)
      #expect(abs((added["widthMM"] as? Double ?? 0) - pad.widthMM) < 1e-9, "\(pad.spec.name)")
      #expect(abs((added["heightMM"] as? Double ?? 0) - pad.heightMM) < 1e-9, "\(pad.spec.name)")

      // libinput may first report a hold (its timer fires while the fingers settle, sooner on a
      // loaded machine); it must end cancelled when the swipe begins. Hold times come from that timer.
      let summary = records.dropFirst().map {
        "\($0["kind"] as? String ?? "?")-\($0["phase"] as? String ?? "?")"
      }
      let holds = records.dropFirst().filter { $0["kind"] as? String == "hold" }
      #expect(
        holds.isEmpty
          || (summary.prefix(2) == ["hold-begin", "hold-end"] && holds[1]["cancelled"] as? Bool == true),
        "\(summary)")
      let gestures = records.dropFirst().filter { $0["kind"] as? String != "hold" }
      let phases = gestures.map { $0["phase"] as? String ?? "" }
      #expect(
        gestures.allSatisfy { $0["kind"] as? String == "swipe" && $0["fingers"] as? Int == 3 }, "\(summary)")
      #expect(phases.first == "begin" && phases.last == "end")
      #expect(phases.filter { $0 == "update" }.count >= 3)
      #expect(gestures.last?["cancelled"] as? Bool == false)
      let frames = frameTimes(testbed, start: result.start)
      #expect(
        gestures.allSatisfy { frames.contains($0["timeUsec"] as? Int64 ?? -1) }, "event times are frame times"
      )
      // Up: y decreases, so libinput's deltas are negative.
      let updates = gestures.filter { $0["phase"] as? String == "update" }
      #expect(updates.allSatisfy { ($0["dyUnaccelerated"] as? Double ?? 0) < 0 })
    }

    /// A spread: pinch events carry an absolute scale that grows, starting at 1.
    @Test func pinchOutOnTheDefaultPad() async throws {
      let testbed = try Testbed(spec: .synapticsPS2, script: GestureScript(parsing: "pinch 2 out 1.5 400ms"))
      let records = try await watch(testbed)
      let pinch = records.filter { $0["kind"] as? String == "pinch" }
      let summary = records.map { "\($0["kind"] as? String ?? "?")-\($0["phase"] as? String ?? "?")" }
      try #require(pinch.count >= 3, "\(summary)")
      #expect(pinch.first?["phase"] as? String == "begin")
      #expect(pinch.first?["scale"] as? Double == 1)
      #expect(pinch.last?["phase"] as? String == "end")
      let scales = pinch.compactMap { $0["scale"] as? Double }
      #expect(scales.count == pinch.count)
      #expect(zip(scales, scales.dropFirst()).allSatisfy { $0 <= $1 + 1e-12 }, "\(scales)")
      // The fingers' distance grows 1.5× over the script; libinput measures from a later begin, so less.
      #expect(scales.last! > 1 && scales.last! <= 1.5 + 1e-9, "\(scales)")
      #expect(pinch.allSatisfy { $0["fingers"] as? Int == 2 })
    }

    /// The pad vanishes 150 ms into the swipe (its reads fail with ENODEV, as after an unplug): the
    /// swipe ends once, cancelled, then the device is reported removed.
    @Test func unplugMidSwipeEndsItCancelled() async throws {
      let testbed = try Testbed(spec: .synapticsPS2, script: GestureScript(parsing: "swipe 3 up 15mm 400ms"))
      var options = Testbed.RunOptions()
      options.vanishAfter = 150_000
      // a timer hold may precede
      let records = try await watch(testbed, options: options).filter { $0["kind"] as? String != "hold" }
      let summary = records.map { "\($0["kind"] as? String ?? "?")-\($0["phase"] as? String ?? "?")" }
      let updates = summary.filter { $0 == "swipe-update" }.count
      #expect(
        summary == ["device-added", "swipe-begin"] + Array(repeating: "swipe-update", count: updates)
          + ["swipe-end", "device-removed"], "\(summary)")
      #expect(records.first { $0["phase"] as? String == "end" }?["cancelled"] as? Bool == true)
    }

    /// Standard output that cannot take the lines ends the watch as it ends a state log on stdout
    /// (`replay --log - > /dev/full`): one line in the engine's words, EX_IOERR; a reader that went away
    /// (`| head -1`) is a clean stop, exit 0, nothing on stderr.
    @Test func unwritableOutputEndsTheWatchAsTheLogDoes() async throws {
      let testbed = try Testbed(spec: .synapticsPS2, script: GestureScript(parsing: "swipe 3 up 15mm 300ms"))
      let full = try await testbed.run(
        ["/bin/bash", "-c", "exec '\(playhead)' devices --watch --gestures 1 > /dev/full"])
      #expect(full.status == 74)
      #expect(full.stderr == "playhead: cannot write to stdout: No space left on device\n")
      let closed = try await testbed.run(
        [
          "/bin/bash", "-c",
          "'\(playhead)' devices --watch --gestures 1 | head -1; echo \"status ${PIPESTATUS[0]}\"",
        ])
      let lines = closed.stdout.split(separator: "\n")
      #expect(lines.count == 2, "\(closed.stdout)")
      #expect(lines.first?.hasPrefix("{\"kind\":\"device\",\"phase\":\"added\"") == true)
      #expect(lines.last == "status 0")
      #expect(closed.stderr.isEmpty, "\(closed.stderr)")
    }
  }
}

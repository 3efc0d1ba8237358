import Foundation
import PlayheadEvents
import PlayheadGestures
import PlayheadSystem
import PlayheadTestSupport
import Testing

@testable import PlayheadTestbed

extension RealLibinput {
  /// Faults: the events ending mid-gesture, the device disappearing, garbage input. Each ends in a
  /// closed gesture or a clear error; every subprocess has a hard timeout these runs never reach
  /// (`Testbed.run` throws `.timedOut` if one does).
  @Suite("Faults", .serialized, .timeLimit(.minutes(5)))
  struct FaultTests {
    static func recognize(_ events: [InputEvent], spec: TouchpadSpec) -> [GestureSnapshot] {
      var recognizers = GestureRecognizers(
        options: GestureOptions(millimetresPerUnit: spec.millimetresPerUnit!.y))
      var snapshots: [GestureSnapshot] = []
      for event in events {
        if let s = recognizers.handle(event) { snapshots.append(s) }
        while let s = recognizers.advance(to: event.time) { snapshots.append(s) }
      }
      while let s = recognizers.advance(to: Instant(microseconds: .max / 2)) { snapshots.append(s) }
      return snapshots
    }

    /// The `cancelled` flag of each swipe END libinput delivered, in order.
    static func swipeEnds(_ events: [InputEvent]) -> [Bool] {
      events.compactMap { event -> Bool? in
        guard case .gesture(let g) = event, g.kind == .swipe, g.phase == .end else { return nil }
        return g.cancelled
      }
    }

    static func swipeFrames(_ spec: TouchpadSpec) throws -> [EvdevEvent] {
      try GestureSynthesizer(spec: spec).synthesize(GestureScript(parsing: "swipe 3 up 40mm 400ms")).events
    }

    /// The events stop half way with three fingers down: the testbed unplugs the device 200 ms later
    /// (reads fail with ENODEV and udev sends "remove"), libinput closes the swipe and removes the
    /// device, and the consumer exits normally.
    @Test(.requires(.testbed))
    func eventsEndingMidGesture() async throws {
      let spec = TouchpadSpec.precisionI2C
      let cut = try Self.swipeFrames(spec).prefix { $0.time <= 250_000 }
      #expect(Testbed.endsWithTouchDown(Array(cut)))
      let (events, run) = try await TestbedSupport.watch(spec, events: Array(cut), udev: true)
      #expect(run.status == 0, "\(run.stderr.prefix(300))")
      let kinds = events.map { event -> String in
        switch event {
        case .device(let d): return "device-\(d.phase)"
        case .gesture(let g): return "\(g.kind)-\(g.phase)"
        }
      }
      let begin = try #require(kinds.firstIndex(of: "swipe-begin"), "\(kinds)")
      let end = try #require(kinds.lastIndex(of: "swipe-end"), "the swipe was never closed: \(kinds)")
      #expect(begin < end)
      #expect(kinds.last == "device-removed")
      // libinput (1.22.1 here) ends a gesture whose device goes away with one END flagged cancelled,
      // before DEVICE_REMOVED (LiveTouchpadTests sees the same on a udev "remove"); the recognizer
      // reports a libinput-cancelled gesture as .cancelled.
      #expect(Self.swipeEnds(events) == [true], "the swipe's END events, as cancelled flags")
      let snapshots = Self.recognize(events, spec: spec)
      let last = try #require(snapshots.last { $0.kind == .swipe })
      #expect(last.state == .cancelled)
    }

    /// The device is unplugged mid-swipe (reads fail with ENODEV as evdev's do, udev sends "remove"):
    /// libinput's udev backend ends the swipe and removes the device at once, long before the run ends.
    @Test(.requires(.testbed))
    func deviceDisappearsMidGesture() async throws {
      let spec = TouchpadSpec.appleTrackpad
      let frames = try Self.swipeFrames(spec)
      let (events, run) = try await TestbedSupport.watch(spec, events: frames, udev: true) {
        $0.vanishAfter = 320_000
      }
      #expect(run.status == 0)
      guard case .device(let removed)? = events.last else {
        Issue.record("no DEVICE_REMOVED last: \(events.suffix(3))")
        return
      }
      #expect(removed.phase == .removed && removed.name == spec.deviceName)
      // Read within a second of the unplug (320 ms after the first touch), not at the consumer's exit.
      #expect(
        removed.time.microseconds - run.start < 320_000 + 1_000_000,
        "removed \(removed.time.microseconds - run.start) µs after the first touch")
      let snapshots = Self.recognize(events, spec: spec)
      let last = try #require(snapshots.last { $0.kind == .swipe }, "no swipe before the unplug")
      // As above: the unplug ends the swipe with one END flagged cancelled.
      #expect(Self.swipeEnds(events) == [true], "the swipe's END events, as cancelled flags")
      #expect(last.state == .cancelled)
      // No motion from frames stamped after the unplug.
      let updates = events.compactMap { event -> GestureEvent? in
        if case .gesture(let g) = event, g.phase == .update { return g }
        return nil
      }
      #expect((updates.last?.time ?? 0).microseconds - run.start < 320_000)
    }

    /// On the path backend libinput watches no udev events: after the unplug it just stops reading the
    /// node (no DEVICE_REMOVED) and the consumer still ends when told to.
    @Test(.requires(.testbed))
    func pathBackendGoesQuietAfterAnUnplug() async throws {
      let spec = TouchpadSpec.appleTrackpad
      let (events, run) = try await TestbedSupport.watch(spec, events: try Self.swipeFrames(spec)) {
        $0.vanishAfter = 320_000
      }
      #expect(run.status == 0)
      let late = events.compactMap { event -> GestureEvent? in
        if case .gesture(let g) = event, g.phase == .update, g.time.microseconds - run.start >= 320_000 {
          return g
        }
        return nil
      }
      #expect(late.isEmpty, "updates after the unplug: \(late.count)")
    }

    /// A command that never ends is killed at the hard timeout and reported as such (the safety net
    /// every other run relies on, exercised on purpose with a 1 s limit).
    @Test(.requires(.testbed))
    func hardTimeoutKillsAHungCommand() async throws {
      let testbed = try Testbed(spec: .synapticsPS2, script: GestureScript(parsing: "hold 2 100ms"))
      var options = Testbed.RunOptions()
      options.stopAfterLastEvent = nil
      options.timeout = 1
      let started = Date()
      await #expect {
        try await testbed.run(["sleep", "600"], options: options)
      } throws: { error in
        guard case .timedOut = error as? TestbedError else { return false }
        return true
      }
      #expect(Date().timeIntervalSince(started) < 20)
    }

    /// A command that exits before the events end: umockdev-run would block writing to a node nobody
    /// reads; the testbed ends it and reports the command's own status.
    @Test(.requires(.testbed))
    func commandExitingEarlyIsNotAHang() async throws {
      let testbed = try Testbed(
        spec: .synapticsPS2, script: GestureScript(parsing: "swipe 3 up 15mm 2s; pause 3s; hold 2 1s"))
      var options = Testbed.RunOptions()
      options.stopAfterLastEvent = nil
      options.timeout = 30
      let run = try await testbed.run(["sh", "-c", "exit 3"], options: options)
      #expect(run.status == 3)
      // Returned before the last event was even due (on the events' own clock), not at the 30 s timeout.
      let lastEventDue = run.start + (testbed.events.last?.time ?? 0)
      #expect(MonotonicClock.now() < lastEventDue)
    }

    /// A consumer that reads part of an event (what umockdev delivers in a garbled second) is a
    /// garbled stream: the run ends early and `simulate` says so in one line, exit 75 (run again).
    /// perl's `sysread` of 10 bytes reads the node ten bytes at a time, so every read is part of an event
    /// (perl-base is essential on Debian; dd would not do: it reads through a dup2'd stdin).
    @Test(.requires(.testbed))
    func partEventReadsEndTheRunAsGarbled() async throws {
      let stamps = FileManager.default.temporaryDirectory.appendingPathComponent(
        "playhead-garbled-\(getpid()).stamps")
      defer { try? FileManager.default.removeItem(at: stamps) }
      let result = try await TestbedSupport.playhead([
        "simulate", "--script", "swipe 3 up 15mm 2s", "--stop-after", "0.2", "--read-stamps", stamps.path,
        "--",
        "perl", "-e",
        "open(my $f, '<', $ENV{PLAYHEAD_TESTBED_DEVICE}) or die; while (sysread($f, my $b, 10)) {}",
      ])
      #expect(result.status == 75, "\(result.stderr)")
      let lines = result.stderr.split(separator: "\n")
      #expect(
        lines.contains {
          $0.hasPrefix(
            "playhead: simulate: umockdev garbled the event stream (a read of 10 bytes, not whole 24-byte events)"
          )
        }, "\(result.stderr)")
      // Stopped at the first garbled read (the lone SYN_REPORT, 0.6 s before the first touch), not after
      // the 2 s swipe: a few dozen bytes read, where the whole script is thousands of 24-byte events.
      let read = ReadStamp.read(contentsOf: stamps.path).reduce(0) { $0 + Int(max(0, $1.bytes)) }
      #expect(read > 0 && read < 24 * 20, "\(read) bytes read")
    }
  }
}

import Foundation
import PlayheadEvents
import PlayheadGestures
import PlayheadTestSupport
import PlayheadTestbed
import Testing

extension RealLibinput {
  /// Real libinput on the virtual touchpads. Serialized: each test runs umockdev and libinput, and the
  /// event timing is truest when they do not compete with each other for the two cores.
  @Suite("Live testbed", .serialized, .requires(.testbed), .timeLimit(.minutes(5)))
  struct LiveTestbedTests {
    /// A vertical swipe that fits each pad (synaptics-ps2 is only 27 mm tall).
    static func swipeScript(_ spec: TouchpadSpec) -> String {
      spec.name == "synaptics-ps2" ? "swipe 3 up 15mm 300ms" : "swipe 3 up 40mm 300ms"
    }

    static func factor(_ spec: TouchpadSpec) -> SIMD2<Double> { spec.millimetresPerUnit! }

    // MARK: Reference consumer: libinput debug-events

    @Test(
      "debug-events: DEVICE_ADDED with size, a 3-finger swipe up, a 2-finger pinch out",
      arguments: TouchpadSpec.builtIns)
    func referenceSwipeAndPinch(spec: TouchpadSpec) async throws {
      let script = Self.swipeScript(spec) + "; pinch 2 out 1.5 400ms"
      let (lines, run, frames) = try await TestbedSupport.debugEvents(spec, script)
      #expect(run.status == 0, "debug-events exited \(run.status): \(run.stderr.prefix(300))")
      let size = String(format: "size %.0fx%.0fmm", spec.widthMM!, spec.heightMM!)
      #expect(run.stdout.contains("DEVICE_ADDED") && run.stdout.contains(size), "\(run.stdout.prefix(300))")

      let swipe = lines.sequence("SWIPE")
      try #require(
        swipe.first?.type == "GESTURE_SWIPE_BEGIN" && swipe.last?.type == "GESTURE_SWIPE_END",
        "no complete swipe in: \(lines.gestures.types())")
      #expect(swipe.allSatisfy { $0.fingers == 3 })
      #expect(swipe.last?.cancelled == false)
      let updates = swipe.filter { $0.type == "GESTURE_SWIPE_UPDATE" }
      #expect(updates.count >= 5)
      // The read stamps saw every frame: the SYN_REPORTs read = the script's frames + the lone leading one.
      let framesRead = run.readStamps.filter { $0.bytes > 0 }.reduce(0) { $0 + Int($1.synReports) }
      #expect(framesRead == frames.events.filter(\.isSynReport).count + 1)
      #expect(zip(run.readStamps, run.readStamps.dropFirst()).allSatisfy { $0.readTime <= $1.readTime })
      let sumY = updates.reduce(0) { $0 + $1.dyUnaccelerated }
      let sumX = updates.reduce(0) { $0 + $1.dxUnaccelerated }
      let truth = ScriptTruth(frames, spec: spec, gesture: 0)
      let travel = try #require(truth.alignedTravel(updates, horizontal: false), "updates fit no frames")
      // Up is −y. The measured mm per unit turns libinput's units into the script's millimetres.
      #expect(sumY < 0)
      #expect(
        relativeError(sumY * Self.factor(spec).y, travel.travel) < 0.02,
        "Σdy \(sumY) → \(sumY * Self.factor(spec).y) mm vs \(travel.travel) mm")
      #expect(abs(sumX) < 0.05 * abs(sumY))

      let pinch = lines.sequence("PINCH")
      try #require(
        pinch.first?.type == "GESTURE_PINCH_BEGIN" && pinch.last?.type == "GESTURE_PINCH_END",
        "no complete pinch in: \(lines.gestures.types())")
      #expect(pinch.allSatisfy { $0.fingers == 2 })
      let scales = pinch.compactMap(\.scale)
      #expect(zip(scales, scales.dropFirst()).allSatisfy { $0 <= $1 + 0.011 }, "pinch out: the scale grows")
      let pinchTruth = ScriptTruth(frames, spec: spec, gesture: 1)
      let expected = try #require(
        pinchTruth.alignedScale(pinch.filter { $0.type == "GESTURE_PINCH_UPDATE" }), "updates fit no frames")
      #expect(
        relativeError(scales.last!, expected) < 0.02, "scale \(scales.last!) vs spread ratio \(expected)")
      // Two still fingers first become a hold, which libinput cancels when they move apart.
      if let holdEnd = lines.first(where: { $0.type == "GESTURE_HOLD_END" && $0.fingers == 2 }) {
        #expect(holdEnd.cancelled)
      }
    }

    // MARK: Playhead's own path: LibinputSource → GestureRecognizers

    @Test(
      "LibinputSource into the recognizers: swipe, pinch, cancelled hold", arguments: TouchpadSpec.builtIns)
    func recognizersThroughLibinputSource(spec: TouchpadSpec) async throws {
      let script = Self.swipeScript(spec) + "; pinch 2 out 1.5 400ms"
      let frames = try GestureSynthesizer(spec: spec).synthesize(GestureScript(parsing: script))
      let (events, run) = try await TestbedSupport.watch(spec, events: frames.events)
      #expect(run.status == 0, "playhead devices --watch exited \(run.status): \(run.stderr.prefix(300))")
      guard case .device(let added)? = events.first else {
        Issue.record("no DEVICE_ADDED first: \(run.stdout.prefix(300)) \(run.stderr.prefix(300))")
        return
      }
      #expect(added.phase == .added && added.name == spec.deviceName)
      #expect(abs(added.widthMM! - spec.widthMM!) < 0.5)

      var recognizers = GestureRecognizers(options: GestureOptions(millimetresPerUnit: Self.factor(spec).y))
      var snapshots: [GestureSnapshot] = []
      for event in events {
        if let snapshot = recognizers.handle(event) { snapshots.append(snapshot) }
        while let snapshot = recognizers.advance(to: event.time) { snapshots.append(snapshot) }
      }
      while let snapshot = recognizers.advance(to: Instant(microseconds: .max / 2)) {
        snapshots.append(snapshot)
      }

      // Swipe: ended, 3 fingers, upwards, the script's millimetres since libinput's BEGIN within 2 %.
      let swipeEnd = try #require(
        snapshots.first { $0.kind == .swipe && $0.state == .ended }, "\(snapshots.map(\.state))")
      #expect(swipeEnd.fingers == 3)
      #expect(swipeEnd.units == .millimetres)
      let begin = try #require(
        events.compactMap { event -> GestureEvent? in
          if case .gesture(let g) = event, g.kind == .swipe, g.phase == .begin { return g }
          return nil
        }.first)
      // LibinputSource gives libinput's own event times: the frame's time is begin.time − run.start.
      let truth = ScriptTruth(frames, spec: spec, gesture: 0)
      let travel = try #require(
        truth.travel(fromBeginAt: begin.time.microseconds - run.start), "BEGIN at no frame")
      #expect(swipeEnd.translation.y < 0)
      #expect(
        relativeError(swipeEnd.translation.y, travel.y) < 0.02,
        "\(swipeEnd.translation.y) mm vs \(travel.y) mm"
      )
      #expect(abs(swipeEnd.translation.x) < 0.05 * abs(swipeEnd.translation.y))

      // Pinch: ended, 2 fingers, scale as the touches' spread since BEGIN within 2 %.
      let pinchEnd = try #require(snapshots.first { $0.kind == .pinch && $0.state == .ended })
      #expect(pinchEnd.fingers == 2)
      let pinchBegin = try #require(
        events.compactMap { event -> GestureEvent? in
          if case .gesture(let g) = event, g.kind == .pinch, g.phase == .begin { return g }
          return nil
        }.first)
      let pinchTruth = ScriptTruth(frames, spec: spec, gesture: 1)
      let expected = try #require(pinchTruth.scale(fromBeginAt: pinchBegin.time.microseconds - run.start))
      #expect(relativeError(pinchEnd.scale, expected) < 0.02, "scale \(pinchEnd.scale) vs \(expected)")
      // The hold libinput reports before the pinch ends cancelled, and the recognizer says so.
      let holdEnds = snapshots.filter { $0.kind == .hold && ($0.state == .cancelled || $0.state == .ended) }
      let libinputHolds = events.filter {
        if case .gesture(let g) = $0, g.kind == .hold, g.phase == .end { return true } else { return false }
      }
      if !libinputHolds.isEmpty {
        #expect(holdEnds.contains { $0.state == .cancelled && $0.fingers == 2 }, "\(holdEnds)")
      }
    }

    // MARK: Calibration

    /// Re-measures mm per unaccelerated unit on both axes with swipes the other tests do not use, and
    /// holds the stored factors to 1 %.
    @Test("calibration: measured mm per unit matches the stored factor", arguments: TouchpadSpec.builtIns)
    func calibration(spec: TouchpadSpec) async throws {
      let vertical = spec.name == "synaptics-ps2" ? "swipe 4 down 15mm 500ms" : "swipe 4 down 30mm 500ms"
      for (script, horizontal) in [("swipe 3 right 30mm 400ms", true), (vertical, false)] {
        let (lines, _, frames) = try await TestbedSupport.debugEvents(spec, script)
        let swipe = lines.sequence("SWIPE")
        try #require(swipe.count > 3, "\(script): \(lines.gestures.types())")
        let updates = swipe.filter { $0.type == "GESTURE_SWIPE_UPDATE" }
        let truth = ScriptTruth(frames, spec: spec, gesture: 0)
        let aligned = try #require(
          truth.alignedTravel(updates, horizontal: horizontal), "\(script): no alignment")
        let measured = aligned.travel / aligned.units
        let stored = horizontal ? Self.factor(spec).x : Self.factor(spec).y
        print(
          "calibration \(spec.name) \(horizontal ? "x" : "y"): \(String(format: "%.5f", measured)) mm/unit (stored \(stored))"
        )
        #expect(relativeError(measured, stored) < 0.01)
      }
    }

    // MARK: libinput record replay

    @Test("the ITE recording replays as a two-finger scroll, not a gesture")
    func iteRecordingScrolls() async throws {
      let recording = try LibinputRecordingTests.ite()
      // libinput tells a scroll from a hold by timing (a two-finger touch still for ~35 ms is a hold):
      // on a loaded 2-core VM umockdev delivered this recording's first frames 27–63 ms late, so the
      // same bytes became a hold about half the time under the full suite. Up to three plays: the test
      // still fails if the testbed never yields libinput's scroll.
      var last = ""
      for _ in 0..<3 {
        let testbed = Testbed(spec: recording.spec, events: recording.events)
        // Two seconds before the first touch, so libinput has the device open before the touch.
        var options = Testbed.RunOptions()
        options.leadIn = 2_000_000
        let run = try await testbed.run(
          ["libinput", "debug-events", "--device", testbed.nodePath], options: options)
        #expect(run.status == 0, "\(run.stderr.prefix(300))")
        #expect(
          run.stdout.contains("DEVICE_ADDED")
            && run.stdout.contains("ITE Tech. Inc. ITE Device(8595) Touchpad"))
        #expect(!run.stdout.contains("GESTURE_SWIPE") && !run.stdout.contains("GESTURE_PINCH"))
        let scrolls = run.stdout.split(separator: "\n").filter {
          $0.contains("POINTER_SCROLL_FINGER") || $0.contains("POINTER_AXIS")
        }
        if scrolls.count >= 3 { return }
        last = run.stdout
      }
      Issue.record("three plays of the ITE recording gave no two-finger scroll; the last:\n\(last)")
    }

    // MARK: playhead simulate

    @Test("simulate drives `playhead live --log -`: gesture, decision and complete records")
    func simulateDrivesLive() async throws {
      let result = try await TestbedSupport.playhead([
        "simulate", "--script", "swipe 3 up 15mm 300ms", "--", "--log", "-", "--no-hud",
      ])
      #expect(result.status == 0, "\(result.stderr.prefix(400))")
      var types: [String: Int] = [:]
      var swipeStates: [String] = []
      for line in result.stdout.split(separator: "\n") {
        guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
          let type = object["type"] as? String
        else { continue }
        types[type, default: 0] += 1
        if type == "gesture", object["kind"] as? String == "swipe", let state = object["state"] as? String {
          swipeStates.append(state)
        }
      }
      #expect(
        types["gesture", default: 0] > 5 && types["decision"] == 1 && types["complete"] == 1, "\(types)")
      #expect(swipeStates.first == "began" && swipeStates.last == "ended", "\(swipeStates.suffix(3))")
    }

    @Test("simulate --reference runs libinput debug-events on the same touchpad")
    func simulateReference() async throws {
      let result = try await TestbedSupport.playhead([
        "simulate", "--touchpad", "apple-trackpad", "--script", "swipe 4 left 40mm 300ms", "--reference",
      ])
      #expect(result.status == 0, "\(result.stderr.prefix(400))")
      #expect(result.stdout.contains("Playhead Virtual Trackpad") && result.stdout.contains("size 162x115mm"))
      let lines = DebugEventsLine.parse(result.stdout)
      #expect(lines.sequence("SWIPE", fingers: 4).last?.type == "GESTURE_SWIPE_END")
      #expect(lines.filter { $0.type == "GESTURE_SWIPE_UPDATE" }.reduce(0) { $0 + $1.dxUnaccelerated } < 0)
    }

    // MARK: finger-count change and mid-gesture pause

    @Test("a fourth finger half way and a rest half way: every swipe is closed, a rest keeps one swipe")
    func fingerChangeAndPause() async throws {
      let spec = TouchpadSpec.precisionI2C
      let frames = try GestureSynthesizer(spec: spec).synthesize(
        GestureScript(parsing: "swipe 3 up 40mm 400ms fingers 4; swipe 3 right 40mm 600ms pause 400ms"))
      let (events, run) = try await TestbedSupport.watch(spec, events: frames.events)
      #expect(run.status == 0)
      let swipes = events.compactMap { event -> GestureEvent? in
        if case .gesture(let g) = event, g.kind == .swipe, g.phase != .update { return g }
        return nil
      }
      // The frame where the fourth finger lands, from the evdev events alone.
      let track = FrameTrack(events: frames.events, spec: spec)
      let fourth = try #require(track.frames.first { $0.toolFingers == 4 })
      let firstEnd = try #require(swipes.first { $0.phase == .end })
      #expect(swipes.first?.phase == .begin && swipes.first?.fingers == 3)
      #expect(firstEnd.fingers == 3)
      // libinput 1.22 here keeps the 3-finger swipe to the lift rather than switching to 4 fingers
      // (seen, not asserted); what must hold is that nothing is left open.
      print(
        "finger change: 4th finger at \(fourth.time) µs, first END at \(firstEnd.time.microseconds - run.start) µs, lift at \(frames.gestures[0].lift) µs"
      )
      #expect(swipes.filter { $0.phase == .begin }.count == swipes.filter { $0.phase == .end }.count)
      #expect(firstEnd.time.microseconds - run.start > fourth.time)
      // The second swipe rests 400 ms half way and is still one BEGIN … END spanning the rest.
      let second = frames.gestures[1]
      let inSecond = swipes.filter { $0.time.microseconds - run.start >= second.touchDown }
      #expect(inSecond.map(\.phase) == [.begin, .end], "\(inSecond.map(\.phase))")
      if inSecond.count == 2 {
        #expect(inSecond[1].time - inSecond[0].time > 400_000)
        #expect(!inSecond[1].cancelled)
      }
    }

    // MARK: an ordinary user

    /// As `nobody` (no home, no device access): `unshare -rm`, a tmpfs on /run, the preload built in
    /// /tmp/playhead-UID. Runs where this process is root, can become nobody, nobody may create a user
    /// namespace and reach the built binary — all probed with su, unshare and test before playhead
    /// runs, so a "Permission denied" from playhead itself fails the test.
    static let ordinaryUserRequirement = Requirement("nobody with user namespaces and the built binary") {
      guard getuid() == 0 else { return "not running as root, so cannot become nobody" }
      guard let su = ["/usr/bin/su", "/bin/su"].first(where: FileManager.default.isExecutableFile) else {
        return "su is missing"
      }
      guard let binary = BuiltProducts.playheadIfBuilt else { return "the playhead binary was not built" }
      let probe = try? await Launcher.run(
        [su, "nobody", "-s", "/bin/sh", "-c", "cd /tmp && unshare -rm true && test -x \"$0\"", binary],
        Launcher.Options(output: .discard, error: .discard, timeout: 60))
      guard let probe else { return "cannot run \(su)" }
      return probe.status == 0
        ? nil
        : "as nobody, unshare -rm or reaching \(binary) failed (user namespaces closed, or a private build directory)"
    }

    @Test("an ordinary user runs the testbed through a user namespace", .requires(ordinaryUserRequirement))
    func ordinaryUser() async throws {
      let binary = try #require(BuiltProducts.playheadIfBuilt)
      let su = FileManager.default.isExecutableFile(atPath: "/usr/bin/su") ? "/usr/bin/su" : "/bin/su"
      let run = try await Launcher.run(
        [
          su, "nobody", "-s", "/bin/sh", "-c",
          "cd /tmp && exec \"$0\" simulate --touchpad precision-i2c --script 'swipe 3 up 40mm 300ms' --reference",
          binary,
        ], Launcher.Options(error: .combined, timeout: 90))
      let text = run.stdout
      #expect(run.status == 0, "\(text.prefix(400))")
      #expect(
        DebugEventsLine.parse(text).sequence("SWIPE", fingers: 3).last?.type == "GESTURE_SWIPE_END",
        "\(text.prefix(400))")
    }
  }
}

import Foundation
import PlayheadEngine
import PlayheadEvents
import PlayheadSystem
import PlayheadTestbed

/// `--synthetic`, `--testbed` and `--uinput`: the gesture script as events, and the end-to-end runs
/// of Playhead and `libinput debug-events` against the same virtual (or uinput) touchpad.
extension BenchRun {
  // MARK: The script

  func spec(named name: String) throws(BenchError) -> TouchpadSpec {
    guard let spec = TouchpadSpec.named(name) else { throw .testbed(.unknownTouchpad(name)) }
    return spec
  }

  func parsedScript() throws(BenchError) -> GestureScript {
    do {
      return try GestureScript(parsing: configuration.script)
    } catch {
      throw .script(error.description)
    }
  }

  /// The script as the testbed's synthesizer plays it (its errors are the testbed's).
  func synthesize(_ script: GestureScript, on spec: TouchpadSpec) throws(BenchError) -> SynthesizedScript {
    do throws(GestureScriptError) {
      return try GestureSynthesizer(spec: spec).synthesize(script)
    } catch {
      throw .testbed(.script(error))
    }
  }

  /// The script's gestures as libinput would report them, without libinput: a DEVICE_ADDED with the
  /// touchpad's size, then BEGIN / UPDATE at the report rate / END per step, 250 ms apart (as the
  /// testbed's synthesizer spaces them). Pauses inside a gesture and finger-count changes are not
  /// imitated here (the testbed mode runs them through real libinput).
  public func syntheticEvents() throws(BenchError) -> [InputEvent] {
    let spec = try spec(named: configuration.touchpad)
    let script = try parsedScript()
    var gestures: [GestureEvent] = []
    let gap: Int64 = 250_000
    let start: Int64 = 1_000_000
    var t = start + gap
    for step in script.steps {
      let (fingers, motion, durationMS): (Int, SyntheticGesture.Motion, Double)
      switch step {
      case .pause(let ms):
        t += Int64(ms * 1000)
        continue
      case .swipe(let swipe):
        let v = swipe.direction.vector
        (fingers, motion, durationMS) = (
          swipe.fingers, .swipe(dxMM: v.x * swipe.distanceMM, dyMM: v.y * swipe.distanceMM), swipe.durationMS
        )
      case .pinch(let pinch):
        (fingers, motion, durationMS) = (
          pinch.fingers, .pinch(scale: pinch.scale, rotation: pinch.rotationDegrees), pinch.durationMS
        )
      case .hold(let hold): (fingers, motion, durationMS) = (hold.fingers, .hold, hold.durationMS)
      }
      let gesture = SyntheticGesture(
        fingers: fingers, motion: motion, duration: Int64(durationMS * 1000), reportRate: spec.reportRateHz)
      t = gesture.events(startingAt: t, into: &gestures) + gap
    }
    let device = DeviceEvent(
      phase: .added, name: spec.deviceName, widthMM: spec.widthMM, heightMM: spec.heightMM,
      time: Instant(microseconds: start))
    return [.device(device)] + gestures.map { .gesture($0) }
  }

  // MARK: Testbed

  /// The three consumers run against the same script, each in its own testbed (one reader per node).
  func consumers(node: String, policy: FrameClock.Policy, directory: String) -> [(
    name: String, command: [String]
  )] {
    let me = configuration.executable
    let live = [me, "live", "--device", node] + configuration.engineArguments(policy: policy)
    /// `command` under a stamping helper, which writes its stamps to `NAME.lines`.
    func stamped(_ name: String, by helper: String = "stamp-lines", _ command: [String]) -> (String, [String])
    {
      (name, [me, "helper", helper, "\(directory)/\(name).lines", "--"] + command)
    }
    return [
      stamped("libinput", ["libinput", "debug-events", "--device", node]),
      stamped("log", live + ["--log", "-", "--no-hud"]),
      stamped("hud", by: "stamp-pty", live),
      (
        "engine",
        [me, "helper", "consume", node, "\(directory)/engine.report", "--"]
          + configuration.childArguments(policy: policy)
      ),
    ]
  }

  func measureTestbed(touchpadName: String, policy: FrameClock.Policy) throws -> BenchReport {
    let spec = try spec(named: touchpadName)
    let script = try parsedScript()
    let availability = Testbed.availabilityBlocking()
    guard availability.isAvailable else {
      throw BenchError.testbed(.unavailable(availability.missing.joined(separator: "; ")))
    }
    let bed: Testbed
    do throws(TestbedError) { bed = try Testbed(spec: spec, script: script) } catch {
      throw BenchError.testbed(error)
    }
    let synthesized = try synthesize(script, on: spec)
    let directory = try BenchFiles.temporaryDirectory()
    defer { removeUnlessKept(directory) }
    var runs: [String: TestbedRun] = [:]
    var notes: [String] = []
    let all =
      consumers(node: bed.nodePath, policy: policy, directory: directory)
      + (configuration.window
        ? WindowConsumer.consumers(
          executable: configuration.executable, node: bed.nodePath,
          engineOptions: configuration.engineArguments(policy: policy), directory: directory,
          predict: configuration.predict) : [])
    /// Runs one consumer; a consumer that printed nothing (it lost the node to a slow start) gets one
    /// more try.
    func run(_ consumer: (name: String, command: [String])) throws -> TestbedRun {
      var last: TestbedRun?
      for attempt in 1...2 {
        var options = Testbed.RunOptions()
        options.readStampsPath = "\(directory)/\(consumer.name).reads"
        options.environment[PreloadLibrary.drainedStampsVariable] = "1"
        options.leadIn = 1_000_000
        try? FileManager.default.removeItem(atPath: options.readStampsPath!)
        let result: Testbed.RunResult
        do {
          result = try bed.runBlocking(consumer.command, options: options)
        } catch {
          throw BenchError.testbed(error)
        }
        // Stopped by the testbed's SIGINT, a consumer exits 0 (libinput) or 130 (playhead live).
        if result.status != 0 && !(result.interrupted && result.status == 128 + SIGINT) {
          throw BenchError.software(
            "\(consumer.name) consumer exited \(result.status) under the testbed: \(result.stderr.split(separator: "\n").last ?? "")"
          )
        }
        let run = try TestbedRun(
          reads: "\(directory)/\(consumer.name).reads", lines: "\(directory)/\(consumer.name).lines",
          start: result.start)
        last = run
        // A garbled stream (umockdev dropped bytes, see ReadStamp.isWholeEvents) stopped the consumer
        // mid-script: its figures would be umockdev's, so it runs again.
        if let garbled = result.garbledRead {
          notes.append(
            "the \(consumer.name) consumer's run \(attempt): umockdev garbled the stream (a read of \(garbled.bytes) bytes)"
          )
          if attempt == 2 {
            notes.append("the \(consumer.name) consumer's stream was garbled twice: its figures are partial")
          }
          continue
        }
        if consumer.name == "engine" || !run.lines.isEmpty { break }
        if attempt == 2 { notes.append("the \(consumer.name) consumer printed nothing, twice") }
      }
      return last!
    }
    for consumer in all { runs[consumer.name] = try run(consumer) }
    // Both consumers answer every frame of the same script with one update: a run that stopped early
    // (the testbed ends a consumer once it has read the last event) is run again, once.
    func updates(_ name: String) -> Int {
      (runs[name]?.lines ?? []).filter {
        $0.text.contains("GESTURE_SWIPE_UPDATE") || $0.text.contains("GESTURE_PINCH_UPDATE")
          || ($0.text.contains("\"state\":\"changed\"") && !$0.text.contains("\"kind\":\"hold\""))
      }.count
    }
    let libinputCount = updates("libinput")
    let logCount = updates("log")
    if libinputCount * 10 < logCount * 9 || logCount * 10 < libinputCount * 9 {
      let short = libinputCount < logCount ? "libinput" : "log"
      if let consumer = all.first(where: { $0.name == short }) {
        notes.append(
          "the \(short) consumer answered \(min(libinputCount, logCount)) of \(max(libinputCount, logCount)) frames; it was run again"
        )
        runs[short] = try run(consumer)
      }
    }
    var report = BenchReport(title: title("testbed \(spec.name) \"\(configuration.script)\"", policy: policy))
    try fillComparison(&report, runs: runs)
    BenchConsumer.readConsumerReport("\(directory)/engine.report", into: &report)
    // umockdev paces events by the gaps between their timestamps from the moment the node is opened,
    // so an event's timestamp says nothing about when it reached the node: no event-time figures here.
    report.latency[.inputDispatch] = .empty
    report.latency[.eventToFrame] = .empty
    report.notes += notes
    report.notes.append(
      "input_dispatch, event_to_frame: not measurable under umockdev (events reach the node early or 8–25 ms late against their timestamps); read → output figures stand in"
    )
    report.notes.append(
      "event_to_state … frame_build: Playhead's engine on real libinput in the bench process (HUD rendered to /dev/null); event_to_state runs from the wake-up of libinput's fd, before libinput_dispatch reads, so it includes libinput's dispatch and umockdev's read emulation"
    )
    report.notes.append("engine_cost, events_per_second, allocations: run --synthetic or --replay")
    if configuration.predict, let log = runs["log"] {
      let (prediction, note) = predictionReport(
        log: log, script: script, synthesized: synthesized, spec: spec)
      report.prediction = prediction
      if let note { report.notes.append(note) }
    }
    if configuration.window {
      fillPresentation(&report, runs: runs, script: script, synthesized: synthesized)
    }
    report.notes.append(
      "read→output: from the read() of a frame of the node (preload stamp, µs) to the consumer's output arriving at the bench's reader"
    )
    return report
  }

  /// Fills the comparison from the three runs' stamps.
  func fillComparison(_ report: inout BenchReport, runs: [String: TestbedRun]) throws {
    guard let libinput = runs["libinput"], let log = runs["log"] else { return }
    // Updates only, on both sides: each is the answer to one frame read. BEGIN/END can come from a
    // timer (libinput's hold timeout, its swipe/pinch decision) and would be paired with an older read.
    let libinputGestureLines = libinput.lines.filter {
      $0.text.contains("GESTURE_SWIPE_") || $0.text.contains("GESTURE_PINCH_")
    }
    let libinputOutputs = libinputGestureLines.filter { $0.text.contains("_UPDATE") }
    let libinputPairs = ReadToOutput.pairs(reads: libinput.readTimes, outputs: libinputOutputs.map(\.time))
    let logOutputs = log.lines.filter {
      $0.text.contains("\"type\":\"gesture\"") && $0.text.contains("\"state\":\"changed\"")
        && ($0.text.contains("\"kind\":\"swipe\"") || $0.text.contains("\"kind\":\"pinch\""))
    }
    let logPairs = ReadToOutput.pairs(reads: log.readTimes, outputs: logOutputs.map(\.time))
    var hudSummary: LatencySummary?
    var hudPairs: [ReadToOutput.Pair]?
    if let hud = runs["hud"] {
      let frames = hud.lines.filter { $0.text.hasPrefix("FRAME") }
      let pairs = ReadToOutput.pairs(reads: hud.readTimes, outputs: frames.map(\.time))
      if !pairs.isEmpty { hudSummary = ReadToOutput.summary(pairs) }
      hudPairs = pairs
      report.frameBytes = Self.frameBytes(frames)
    }
    let begins = libinputGestureLines.filter { $0.text.contains("_BEGIN") }.map(\.time)
    let ends = libinputGestureLines.filter { $0.text.contains("_END") }.map(\.time)
    let delays = ReadToOutput.recognitionDelays(
      reads: libinput.touchReadTimes, begins: begins, ends: ends, firstTouchAfter: libinput.drainReadTime)
    let delayRecorder = LatencyRecorder()
    for delay in delays { delayRecorder.recordInterval(.eventToFrame, delay) }
    report.testbed = TestbedComparison(
      libinputDebugEvents: ReadToOutput.summary(libinputPairs), playheadLog: ReadToOutput.summary(logPairs),
      playheadHUD: hudSummary, libinputGestureDelay: delayRecorder.summary(.eventToFrame))
    report.testbed?.libinputSplit = DrainSplit(libinputPairs, drains: libinput.drains)
    report.testbed?.playheadLogSplit = DrainSplit(logPairs, drains: log.drains)
    report.distributions += Self.distributions(libinput: libinputPairs, log: logPairs, hud: hudPairs)
    report.extras.append(("libinput_lines_matched", "\(libinputPairs.count) of \(libinputOutputs.count)"))
    report.extras.append(("playhead_log_lines_matched", "\(logPairs.count) of \(logOutputs.count)"))
    if libinputOutputs.isEmpty {
      report.notes.append("libinput debug-events printed no gesture update lines")
    }
    if logOutputs.isEmpty { report.notes.append("playhead live printed no gesture changed records") }
  }

  /// Bytes per HUD frame, from the stamper's FRAME lines.
  static func frameBytes(_ frames: [TestbedRun.Line]) -> LatencySummary {
    let recorder = LatencyRecorder()
    for frame in frames {
      if let bytes = Int(frame.text.split(separator: "\t").last ?? "") {
        recorder.frameWritten(recorder.frameBegan(deadline: 0, at: 0), at: 0, bytes: bytes)
      }
    }
    return recorder.summary(.frameBytes)
  }

  /// `PLAYHEAD_BENCH_KEEP=1` keeps the stamps (reads, lines, frames) for a closer look.
  func removeUnlessKept(_ directory: String) {
    if configuration.environment["PLAYHEAD_BENCH_KEEP"] != nil {
      configuration.remark("bench files kept in \(directory)")
    } else {
      try? FileManager.default.removeItem(atPath: directory)
    }
  }

  // MARK: uinput

  /// The same consumers against a real kernel touchpad made through /dev/uinput.
  func measureUinput(policy: FrameClock.Policy) throws -> BenchReport {
    let spec = try spec(named: configuration.touchpad)
    let script = try parsedScript()
    let synthesized = try synthesize(script, on: spec)
    let device: UinputTouchpad
    do throws(TestbedError) { device = try UinputTouchpad(spec: spec) } catch {
      throw BenchError.testbed(error)
    }
    let directory = try BenchFiles.temporaryDirectory()
    defer { removeUnlessKept(directory) }
    let preload: String
    do { preload = try PreloadLibrary.path() } catch { throw BenchError.testbed(error) }
    var runs: [String: TestbedRun] = [:]
    for consumer in consumers(node: "/dev/input/event12", policy: policy, directory: directory) {
      let reads = "\(directory)/\(consumer.name).reads"
      let start = MonotonicClock.nanoseconds() / 1000 + 1_000_000
      // The consumer inherits the preload through the bench's own environment, set for its run only.
      let played = BenchFiles.withEnvironment([
        "LD_PRELOAD": preload, PreloadLibrary.readStampsVariable: reads,
        PreloadLibrary.drainedStampsVariable: "1",
      ]) {
        () -> Swift.Result<Void, TestbedError> in
        do throws(TestbedError) {
          try device.playBlocking(synthesized.events, command: consumer.command)
          return .success(())
        } catch {
          return .failure(error)
        }
      }
      if case .failure(let error) = played { throw BenchError.testbed(error) }
      runs[consumer.name] = try TestbedRun(
        reads: reads, lines: "\(directory)/\(consumer.name).lines", start: start)
    }
    var report = BenchReport(title: title("uinput \(spec.name) \"\(configuration.script)\"", policy: policy))
    try fillComparison(&report, runs: runs)
    BenchConsumer.readConsumerReport("\(directory)/engine.report", into: &report)
    return report
  }
}

import ArgumentParser
import Foundation
import PlayheadBench
import PlayheadEngine
import PlayheadEvents
import PlayheadSystem
import PlayheadTestbed

/// `--synthetic`, `--testbed` and `--uinput`: the gesture script as events, and the end-to-end runs
/// of Playhead and `libinput debug-events` against the same virtual (or uinput) touchpad.
extension BenchCommand {
  // MARK: The script

  func spec(named name: String) throws -> TouchpadSpec {
    guard let spec = TouchpadSpec.named(name) else {
      let error = TestbedError.unknownTouchpad(name)
      CommandLineReport.error(error.description)
      throw ExitCode(error.exitCode)
    }
    return spec
  }

  func parsedScript() throws -> GestureScript {
    do {
      return try GestureScript(parsing: script)
    } catch {
      CommandLineReport.error("--script: \(error.description)")
      throw ExitCode(64)
    }
  }

  /// The script's gestures as libinput would report them, without libinput: a DEVICE_ADDED with the
  /// touchpad's size, then BEGIN / UPDATE at the report rate / END per step, 250 ms apart (as the
  /// testbed's synthesizer spaces them). Pauses inside a gesture and finger-count changes are not
  /// imitated here (the testbed mode runs them through real libinput).
  func syntheticEvents() throws -> [InputEvent] {
    let spec = try spec(named: touchpad)
    let script = try parsedScript()
    var gestures: [GestureEvent] = []
    let gap: Int64 = 250_000
    let start: Int64 = 1_000_000
    var t = start + gap
    for step in script.steps {
      let gesture: SyntheticGesture
      switch step {
      case .pause(let ms):
        t += Int64(ms * 1000)
        continue
      case .swipe(let swipe):
        let v = swipe.direction.vector
        gesture = SyntheticGesture(
          fingers: swipe.fingers, motion: .swipe(dxMM: v.x * swipe.distanceMM, dyMM: v.y * swipe.distanceMM),
          duration: Int64(swipe.durationMS * 1000), reportRate: spec.reportRateHz)
      case .pinch(let pinch):
        gesture = SyntheticGesture(
          fingers: pinch.fingers, motion: .pinch(scale: pinch.scale, rotation: pinch.rotationDegrees),
          duration: Int64(pinch.durationMS * 1000), reportRate: spec.reportRateHz)
      case .hold(let hold):
        gesture = SyntheticGesture(
          fingers: hold.fingers, motion: .hold, duration: Int64(hold.durationMS * 1000),
          reportRate: spec.reportRateHz)
      }
      t = gesture.events(startingAt: t, into: &gestures) + gap
    }
    let device = DeviceEvent(
      phase: .added, name: spec.deviceName, widthMM: spec.widthMM, heightMM: spec.heightMM, time: start)
    return [.device(device)] + gestures.map { .gesture($0) }
  }

  // MARK: Testbed

  /// Where this binary is, for the consumers the testbed runs.
  static var executable: String {
    (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
  }

  /// The three consumers run against the same script, each in its own testbed (one reader per node).
  func consumers(node: String, policy: FrameClock.Policy, directory: String) -> [(
    name: String, command: [String]
  )] {
    let me = Self.executable
    let live = [me, "live", "--device", node] + engineOptions(policy: policy)
    return [
      (
        "libinput",
        [
          me, "helper", "stamp-lines", "\(directory)/libinput.lines", "--", "libinput", "debug-events",
          "--device", node,
        ]
      ),
      (
        "log",
        [me, "helper", "stamp-lines", "\(directory)/log.lines", "--"] + live + ["--log", "-", "--no-hud"]
      ),
      ("hud", [me, "helper", "stamp-pty", "\(directory)/hud.lines", "--"] + live),
      (
        "engine",
        [me, "helper", "consume", node, "\(directory)/engine.report", "--"] + childOptions(policy: policy)
      ),
    ]
  }

  func measureTestbed(touchpadName: String, policy: FrameClock.Policy) throws -> BenchReport {
    let spec = try spec(named: touchpadName)
    let script = try parsedScript()
    let availability = Testbed.availabilityBlocking()
    guard availability.isAvailable else {
      let error = TestbedError.unavailable(availability.missing.joined(separator: "; "))
      CommandLineReport.error(error.description)
      throw ExitCode(error.exitCode)
    }
    let bed: Testbed
    let synthesized: SynthesizedScript
    do throws(TestbedError) {
      bed = try Testbed(spec: spec, script: script)
      do throws(GestureScriptError) {
        synthesized = try GestureSynthesizer(spec: spec).synthesize(script)
      } catch {
        throw .script(error)
      }
    } catch {
      CommandLineReport.error(error.description)
      throw ExitCode(error.exitCode)
    }
    let directory = try Self.temporaryDirectory()
    defer { Self.removeUnlessKept(directory) }
    var runs: [String: TestbedRun] = [:]
    var notes: [String] = []
    let all =
      consumers(node: bed.nodePath, policy: policy, directory: directory)
      + (window ? windowConsumers(node: bed.nodePath, policy: policy, directory: directory) : [])
    /// Runs one consumer; a consumer that printed nothing (it lost the node to a slow start) gets one
    /// more try.
    func run(_ consumer: (name: String, command: [String])) throws -> TestbedRun {
      var last: TestbedRun?
      for attempt in 1...2 {
        var options = Testbed.RunOptions()
        options.readStampsPath = "\(directory)/\(consumer.name).reads"
        options.leadIn = 1_000_000
        try? FileManager.default.removeItem(atPath: options.readStampsPath!)
        let result: Testbed.RunResult
        do {
          result = try bed.runBlocking(consumer.command, options: options)
        } catch {
          CommandLineReport.error(error.description)
          throw ExitCode(error.exitCode)
        }
        // Stopped by the testbed's SIGINT, a consumer exits 0 (libinput) or 130 (playhead live).
        if result.status != 0 && !(result.interrupted && result.status == 128 + SIGINT) {
          CommandLineReport.error(
            "\(consumer.name) consumer exited \(result.status) under the testbed: \(result.stderr.split(separator: "\n").last ?? "")"
          )
          throw ExitCode(70)
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
    var report = BenchReport(
      title: "testbed \(spec.name) \"\(self.script)\", frames \(policy.rawValue), \(Int(fps)) fps")
    try fillComparison(&report, runs: runs)
    Self.readConsumerReport("\(directory)/engine.report", into: &report)
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
    if predict, let log = runs["log"] {
      let (prediction, note) = predictionReport(
        log: log, script: script, synthesized: synthesized, spec: spec)
      report.prediction = prediction
      if let note { report.notes.append(note) }
    }
    if window { fillPresentation(&report, runs: runs, script: script, synthesized: synthesized) }
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
    if let hud = runs["hud"] {
      let frames = hud.lines.filter { $0.text.hasPrefix("FRAME") }
      let pairs = ReadToOutput.pairs(reads: hud.readTimes, outputs: frames.map(\.time))
      if !pairs.isEmpty { hudSummary = ReadToOutput.summary(pairs) }
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
    report.distributions += Self.distributions(
      libinput: libinputPairs, log: logPairs,
      hud: runs["hud"].map { hud in
        ReadToOutput.pairs(
          reads: hud.readTimes, outputs: hud.lines.filter { $0.text.hasPrefix("FRAME") }.map(\.time))
      })
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
  static func removeUnlessKept(_ directory: String) {
    if ProcessInfo.processInfo.environment["PLAYHEAD_BENCH_KEEP"] != nil {
      StandardError.report("bench files kept in \(directory)")
    } else {
      try? FileManager.default.removeItem(atPath: directory)
    }
  }

  static func temporaryDirectory() throws -> String {
    let base = TemporaryFiles.directory
    do {
      return try TemporaryFiles.makeDirectory(prefix: "playhead-bench", in: base)
    } catch {
      CommandLineReport.error("cannot create a directory in \(base): \(error)")
      throw ExitCode(73)
    }
  }

  // MARK: uinput

  /// The same consumers against a real kernel touchpad made through /dev/uinput.
  func measureUinput(policy: FrameClock.Policy) throws -> BenchReport {
    let spec = try spec(named: touchpad)
    let script = try parsedScript()
    let device: UinputTouchpad
    let synthesized: SynthesizedScript
    do throws(TestbedError) {
      do throws(GestureScriptError) {
        synthesized = try GestureSynthesizer(spec: spec).synthesize(script)
      } catch {
        throw .script(error)
      }
      device = try UinputTouchpad(spec: spec)
    } catch {
      CommandLineReport.error(error.description)
      throw ExitCode(error.exitCode)
    }
    let directory = try Self.temporaryDirectory()
    defer { Self.removeUnlessKept(directory) }
    let preload: String
    do { preload = try PreloadLibrary.path() } catch {
      CommandLineReport.error(error.description)
      throw ExitCode(error.exitCode)
    }
    var runs: [String: TestbedRun] = [:]
    for consumer in consumers(node: "/dev/input/event12", policy: policy, directory: directory) {
      let reads = "\(directory)/\(consumer.name).reads"
      setenv("LD_PRELOAD", preload, 1)
      setenv(PreloadLibrary.readStampsVariable, reads, 1)
      defer {
        unsetenv("LD_PRELOAD")
        unsetenv(PreloadLibrary.readStampsVariable)
      }
      let start = MonotonicClock.nanoseconds() / 1000 + 1_000_000
      do { try device.playBlocking(synthesized.events, command: consumer.command) } catch {
        CommandLineReport.error(error.description)
        throw ExitCode(error.exitCode)
      }
      runs[consumer.name] = try TestbedRun(
        reads: reads, lines: "\(directory)/\(consumer.name).lines", start: start)
    }
    var report = BenchReport(
      title: "uinput \(spec.name) \"\(self.script)\", frames \(policy.rawValue), \(Int(fps)) fps")
    try fillComparison(&report, runs: runs)
    Self.readConsumerReport("\(directory)/engine.report", into: &report)
    return report
  }
}

/// The stamps of one consumer's run: the preload's reads of the node and the stamper's outputs.
struct TestbedRun {
  struct Line {
    var time: Int64
    var text: Substring
  }

  /// Successful reads: (read time ns, last event time µs).
  var reads: [(time: Int64, lastEvent: Int64)]
  var lines: [Line]
  /// CLOCK_MONOTONIC µs of the first touch frame.
  var start: Int64

  init(reads readsPath: String, lines linesPath: String, start: Int64) throws {
    self.start = start
    // The testbed's decoder of the preload's records; only reads that returned data count.
    reads = ReadStamp.read(contentsOf: readsPath).filter { $0.bytes > 0 }.map {
      ($0.readTime * 1000, $0.lastEventTime)
    }
    .sorted { $0.0 < $1.0 }
    let text = (try? String(contentsOfFile: linesPath, encoding: .utf8)) ?? ""
    lines = text.split(separator: "\n").compactMap { line in
      guard let tab = line.firstIndex(of: "\t"), let time = Int64(line[..<tab]) else { return nil }
      return Line(time: time, text: line[line.index(after: tab)...])
    }
  }

  var readTimes: [Int64] { reads.map(\.time) }
  /// Reads of touch frames (event times at or after the first touch).
  var touchReadTimes: [Int64] { reads.filter { $0.lastEvent >= start }.map(\.time) }
  /// The read of the lone SYN_REPORT libinput drains on open (the last read before the first touch).
  var drainReadTime: Int64 { reads.last(where: { $0.lastEvent < start })?.time ?? 0 }
}

import ArgumentParser
import Foundation
import PlayheadBench
import PlayheadEngine
import PlayheadEvents
import PlayheadInput

/// `playhead bench`: where every microsecond between the finger and the frame goes.
struct BenchCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "bench",
    abstract: "Measure Playhead's input-to-frame latency and throughput, stage by stage.",
    discussion: """
      Exactly one source: --replay FILE (a transcript or recording at its recorded timing, or \
      --speed max for throughput), --synthetic (the testbed's gesture scripts turned straight into \
      libinput events), --testbed TOUCHPAD (real libinput on a virtual touchpad, side by side with \
      `libinput debug-events`), or --uinput (the real kernel path; needs /dev/uinput). Prints a table, \
      or one JSON object with --json. See docs/latency.md for every figure.
      """)

  @Option(
    help: ArgumentHelp(
      "A libinput debug-events transcript or a Playhead recording to replay.", valueName: "file"),
    completion: .file())
  var replay: String?

  @Flag(help: "Feed the gesture script's events without libinput.")
  var synthetic = false

  @Option(
    help: ArgumentHelp(
      "Run real libinput on this virtual touchpad (synaptics-ps2, precision-i2c, apple-trackpad).",
      valueName: "touchpad"),
    completion: .touchpadName)
  var testbed: String?

  @Flag(help: "Play the script through /dev/uinput and the real kernel (needs write access to /dev/uinput).")
  var uinput = false

  @Option(
    help: ArgumentHelp("The gesture script of --synthetic, --testbed and --uinput.", valueName: "script"))
  var script: String = BenchCommand.defaultScript

  @Option(
    help: ArgumentHelp(
      "The touchpad --synthetic and --uinput imitate (report rate, size).", valueName: "touchpad"),
    completion: .touchpadName)
  var touchpad: String = "synaptics-ps2"

  // Numbers are `.unconditional` so that "-1" is a value (refused in validate() in one line), not a flag.
  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "Replay pace: 1 = recorded timing, or max (throughput on a virtual clock).", valueName: "speed"))
  var speed: ReplaySpeed = .factor(1)

  @Option(
    help: ArgumentHelp("Frame policy: grid, immediate, or both (compared in one run).", valueName: "policy"))
  var frames: BenchFrames = .grid

  @Option(parsing: .unconditional, help: ArgumentHelp("Frames per second.", valueName: "n"))
  var fps: Double = 60

  @Option(help: ArgumentHelp("The transition to drive.", valueName: "name"), completion: .transitionName)
  var transition: String = "flip"

  @Option(
    name: .customLong("transition-file"),
    help: ArgumentHelp("Drive the transition this file describes instead.", valueName: "file"),
    completion: .transitionFile)
  var transitionFile: String?

  @Option(
    help: ArgumentHelp("The gesture that drives it (default: the transition's own).", valueName: "gesture"))
  var gesture: String?

  @Flag(help: "Also measure input prediction (resampling to the frame time, up to 8 ms ahead).")
  var predict = false

  @Flag(
    help:
      "--testbed: also run playhead live in a window (needs WAYLAND_DISPLAY) and measure latency to presentation and pixel lag."
  )
  var window = false

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp("Seconds of idle after the input during which wake-ups are counted.", valueName: "s"))
  var idle: Double = 1

  @Flag(
    inversion: .prefixedNo, help: "Count heap allocations per event in a child process (needs a C compiler).")
  var allocations = true

  @Flag(help: "Print one JSON object instead of the table.")
  var json = false

  @Option(
    help: ArgumentHelp(
      "Draw each stage's latency distribution as percentile curves into this SVG file.", valueName: "file"),
    completion: .svgFile)
  var plot: String?

  @Option(
    help: ArgumentHelp(
      "Write HdrHistogram's percentile distribution of each stage into this directory.", valueName: "dir"),
    completion: .directory)
  var hgrm: String?

  /// The default transition (flip) presented by a swipe down, dismissed by a swipe up, a short swipe
  /// down that cancels, and a pinch it ignores; fits the 27 mm tall synaptics-ps2.
  static let defaultScript =
    "swipe 3 down 15mm 300ms; swipe 3 up 15mm 300ms; swipe 3 down 5mm 250ms; pinch 2 out 1.5 400ms"

  /// Where the measurement comes from.
  enum Source: Equatable {
    case replay(String)
    case synthetic
    case testbed(String)
    case uinput
  }

  var source: Source? {
    if let replay { return .replay(replay) }
    if synthetic { return .synthetic }
    if let testbed { return .testbed(testbed) }
    if uinput { return .uinput }
    return nil
  }

  func validate() throws {
    let chosen = [replay != nil, synthetic, testbed != nil, uinput].filter { $0 }.count
    guard chosen == 1 else {
      throw CLIError.usage("choose exactly one of --replay FILE, --synthetic, --testbed TOUCHPAD, --uinput")
    }
    if let refusal = speed.refusal { throw CLIError.usage(refusal) }
    try CLIError.requireName(plot, for: "--plot")
    try CLIError.requireName(hgrm, for: "--hgrm")
    try CLIError.requireWritable(plot, for: "--plot")
    guard fps.isFinite, fps >= 1, fps <= 1000 else {
      throw CLIError.usage("--fps must be between 1 and 1000, got \(CLIError.number(fps))")
    }
    guard idle.isFinite, idle >= 0, idle <= 60 else {
      throw CLIError.usage("--idle must be between 0 and 60 seconds, got \(CLIError.number(idle))")
    }
    if predict, testbed == nil {
      throw CLIError.usage(
        "--predict needs --testbed TOUCHPAD: prediction is judged against the script's true trajectory there"
      )
    }
    if window, testbed == nil {
      throw CLIError.usage(
        "--window needs --testbed TOUCHPAD: pixel lag is judged against the script's trajectory there")
    }
    if speed != .factor(1), testbed != nil || uinput {
      throw CLIError.usage(
        "--speed applies to --replay and --synthetic; --testbed and --uinput run in real time")
    }
  }

  mutating func run() throws {
    guard let source else { throw ExitCode(64) }
    // No display, no window: said before the testbed (or anything else) starts.
    if window, let refusal = WindowConsumer.displayRefusal(environment: ProcessInfo.processInfo.environment) {
      CommandLineReport.error(refusal)
      throw ExitCode(69)
    }
    // A replay at --speed max is first streamed from disk (before anything holds it in memory).
    var streamed: StreamedReplay?
    if case .replay(let file) = source, speed == .max { streamed = try streamedReplay(file) }
    try prepareHistogramDirectory()
    // Read the input once for every policy. Its warnings print once, after the report: a run that
    // fails later (a --plot that cannot be written) says so in its one line, nothing before it.
    var events: [InputEvent]?
    var transcript: Transcript?
    switch source {
    case .replay(let file):
      transcript = try readTranscript(file)
      events = transcript?.events
    case .synthetic: events = try syntheticEvents()
    case .testbed, .uinput: events = nil
    }
    var reports: [(String, BenchReport)] = []
    for policy in frames.policies {
      var report = try measure(source, events: events, policy: policy)
      if let streamed {
        report.extras.append(("streamed_replay_events", String(streamed.events)))
        report.extras.append(
          (
            "streamed_replay_events_per_second_no_log",
            BenchReport.cell(Double(streamed.events) / streamed.seconds)
          ))
        report.extras.append(
          ("streamed_replay_peak_rss_mb", streamed.peakRSSMegabytes.map { BenchReport.cell($0) } ?? "n/a"))
      }
      reports.append((policy.rawValue, report))
    }
    try writePictures(reports)
    if json {
      if reports.count == 1 {
        print(reports[0].1.json())
      } else {
        print("{" + reports.map { "\"\($0.0)\":\($0.1.json())" }.joined(separator: ",") + "}")
      }
    } else {
      print(reports.map(\.1).map { $0.table() }.joined(separator: "\n"), terminator: "")
    }
    if let transcript { CommandLineReport.warnings(transcript) }
  }

  /// One full measurement of `source` under a frame policy.
  func measure(_ source: Source, events: [InputEvent]?, policy: FrameClock.Policy) throws -> BenchReport {
    switch source {
    case .replay(let file):
      return try measureEvents(
        events ?? loadTranscript(file), title: "replay \(file)", policy: policy, source: source)
    case .synthetic:
      return try measureEvents(
        events ?? syntheticEvents(), title: "synthetic \"\(script)\"", policy: policy, source: source)
    case .testbed(let name):
      return try measureTestbed(touchpadName: name, policy: policy)
    case .uinput:
      return try measureUinput(policy: policy)
    }
  }

  /// The transcript's events, its warnings printed now, or one line naming the file and line and
  /// exit 65/66.
  func loadTranscript(_ file: String) throws -> [InputEvent] {
    let transcript = try readTranscript(file)
    CommandLineReport.warnings(transcript)
    return transcript.events
  }

  /// The transcript (its warnings for the caller to print), or one line naming the file and line and
  /// exit 65/66.
  func readTranscript(_ file: String) throws -> Transcript {
    do {
      return try TranscriptReader().read(contentsOf: file)
    } catch {
      CommandLineReport.error(error.description)
      throw ExitCode(CommandLineReport.exitCode(for: error))
    }
  }

  /// This run's transition, gesture and frames under `policy`, as `playhead live` and `SharedOptions`
  /// take them: for the engine the bench runs and for the consumers the testbed runs.
  func engineOptions(policy: FrameClock.Policy) -> [String] {
    var arguments = ["--transition", transition, "--frames", policy.rawValue, "--fps", String(fps)]
    if let gesture { arguments += ["--gesture", gesture] }
    if let transitionFile { arguments += ["--transition-file", transitionFile] }
    return arguments
  }

  /// The options of this run that choose the events and the engine under `policy`, for the children
  /// that run the engine (`playhead helper consume` and `allocation-probe`, after their `--`).
  func childOptions(policy: FrameClock.Policy) -> [String] {
    var arguments = engineOptions(policy: policy) + ["--touchpad", touchpad, "--script", script]
    switch source {
    case .replay(let file)?: arguments += ["--replay", file]
    case .testbed(let touchpad)?: arguments += ["--testbed", touchpad]
    case .synthetic?, .uinput?, nil: arguments += ["--synthetic"]
    }
    return arguments
  }
}

/// `--frames`: one policy or both, measured one after the other in the same run.
enum BenchFrames: String, ExpressibleByArgument, CaseIterable {
  case grid, immediate, both

  init?(argument: String) {
    switch argument.lowercased() {
    case "grid": self = .grid
    case "immediate": self = .immediate
    case "both", "grid,immediate", "grid|immediate", "immediate,grid": self = .both
    default: return nil
    }
  }

  var policies: [FrameClock.Policy] {
    switch self {
    case .grid: return [.grid]
    case .immediate: return [.immediate]
    case .both: return [.grid, .immediate]
    }
  }
}

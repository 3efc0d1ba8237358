import PlayheadEngine
import PlayheadEvents
import PlayheadInput
import PlayheadSystem

/// `playhead bench`'s measurements behind one entry point: `run()` measures the configuration's
/// source under each frame policy and returns the reports; the CLI prints them.
public struct BenchRun {
  /// What a run returns: one report per policy, and the replay's transcript, whose warnings the CLI
  /// prints after the report (a run that fails later says so in its one line, nothing before it).
  public struct Result {
    public var reports: [(policy: String, report: BenchReport)]
    public var transcript: Transcript?
  }

  public let configuration: BenchConfiguration

  public init(_ configuration: BenchConfiguration) { self.configuration = configuration }

  /// The whole run: refusals first, then the CPU latency request (`--cpu-latency`, held to the end),
  /// then a streamed replay (`--speed max`, before anything holds the file in memory), then every
  /// policy, then the pictures (`--plot`, `--hgrm`).
  public func run() throws -> Result {
    // No display, no window: said before the testbed (or anything else) starts.
    if configuration.window,
      let refusal = WindowConsumer.displayRefusal(environment: configuration.environment)
    {
      throw BenchError.unavailable(refusal)
    }
    // Held until every measurement is done: `release()` below is the request's last use.
    let cpuLatency = try holdCPULatency()
    defer { cpuLatency?.request.release() }
    let cpuLatencyNote = cpuLatency.map {
      Self.cpuLatencyNote(microseconds: $0.request.microseconds, idleDriver: CPULatencyRequest.idleDriver())
    }
    var streamed: StreamedReplay?
    if case .replay(let file) = configuration.source, configuration.speed == .max {
      streamed = try streamedReplay(file)
    }
    try prepareHistogramDirectory()
    // The input is read once for every policy.
    let (events, transcript) = try sourceEvents()
    var reports: [(policy: String, report: BenchReport)] = []
    for policy in configuration.policies {
      var report = try measure(events: events, policy: policy)
      if let cpuLatency, let cpuLatencyNote {
        report.cpuLatency = (cpuLatency.request.microseconds, cpuLatency.inForce)
        report.notes.append(cpuLatencyNote)
      }
      if let streamed {
        report.extras.append(("streamed_replay_events", String(streamed.events)))
        report.appendExtra(
          "streamed_replay_events_per_second_no_log", Double(streamed.events) / streamed.seconds)
        report.appendExtra("streamed_replay_peak_rss_mb", streamed.peakRSSMegabytes)
      }
      reports.append((policy.rawValue, report))
    }
    try writePictures(reports)
    return Result(reports: reports, transcript: transcript)
  }

  /// One full measurement of the source under a frame policy.
  func measure(events: [InputEvent]?, policy: FrameClock.Policy) throws -> BenchReport {
    switch configuration.source {
    case .replay(let file):
      return try measureEvents(events ?? readTranscript(file).events, title: "replay \(file)", policy: policy)
    case .synthetic:
      return try measureEvents(
        events ?? syntheticEvents(), title: "synthetic \"\(configuration.script)\"", policy: policy)
    case .testbed(let name):
      return try measureTestbed(touchpadName: name, policy: policy)
    case .uinput:
      return try measureUinput(policy: policy)
    }
  }

  /// The source's events (nil for the testbed and uinput, which play the script live) and a replay's
  /// transcript, whose warnings the caller prints.
  func sourceEvents() throws -> (events: [InputEvent]?, transcript: Transcript?) {
    switch configuration.source {
    case .replay(let file):
      let transcript = try readTranscript(file)
      return (transcript.events, transcript)
    case .synthetic: return (try syntheticEvents(), nil)
    case .testbed, .uinput: return (nil, nil)
    }
  }

  /// The transcript, its warnings for the caller to print.
  public func readTranscript(_ file: String) throws(BenchError) -> Transcript {
    do throws(TranscriptError) {
      return try TranscriptReader().read(contentsOf: file)
    } catch {
      throw .transcript(error)
    }
  }

  /// A report's title: its source, then the frames.
  func title(_ source: String, policy: FrameClock.Policy) -> String {
    "\(source), frames \(policy.rawValue), \(Int(configuration.fps)) fps"
  }

  /// The engine configuration for this run's transition and gesture under `policy`.
  func engineConfiguration(policy: FrameClock.Policy, source: String) throws -> EngineConfiguration {
    try configuration.engineConfiguration(configuration, policy, source)
  }
}

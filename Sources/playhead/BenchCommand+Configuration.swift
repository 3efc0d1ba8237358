import Foundation
import PlayheadBench
import PlayheadEngine
import PlayheadSystem

/// The parsed options checked, and as the bench's `BenchConfiguration`, for the run and for its
/// children (`helper consume`, `helper allocation-probe`, which parse the same options after `--`).
extension BenchCommand {
  var source: BenchConfiguration.Source? {
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
    if let cpuLatency, cpuLatency < 0 || cpuLatency > Int(CPULatencyRequest.noLimit) {
      throw CLIError.usage(
        "--cpu-latency must be between 0 and \(CPULatencyRequest.noLimit) µs, got \(cpuLatency)")
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

  /// Nil without a source (`validate()` refuses that before a run).
  var benchConfiguration: BenchConfiguration? {
    guard let source else { return nil }
    var configuration = BenchConfiguration(
      source: source, script: script, touchpad: touchpad, executable: SimulateCommand.selfPath,
      environment: ProcessInfo.processInfo.environment, engineConfiguration: Self.engineConfiguration)
    configuration.speed = speed
    configuration.policies = frames.policies
    configuration.fps = fps
    configuration.transition = transition
    configuration.transitionFile = transitionFile
    configuration.gesture = gesture
    configuration.predict = predict
    configuration.window = window
    configuration.idle = idle
    configuration.allocations = allocations
    configuration.cpuLatency = cpuLatency.map { Int32($0) }
    configuration.plot = plot
    configuration.histogramDirectory = hgrm
    configuration.remark = CLIError.report
    return configuration
  }

  /// The engine as `playhead live` would make it from the same options.
  static func engineConfiguration(_ bench: BenchConfiguration, policy: FrameClock.Policy, title: String)
    throws
    -> EngineConfiguration
  {
    let options = try SharedOptions.parse(bench.engineArguments(policy: policy))
    let transitionSource = try TransitionSource.resolve(name: bench.transition, file: bench.transitionFile)
    let slot = try EngineSetup.slot(transitionSource, gesture: bench.gesture, options: options)
    return EngineConfiguration(slots: [slot], fps: bench.fps, policy: policy, source: title)
  }
}

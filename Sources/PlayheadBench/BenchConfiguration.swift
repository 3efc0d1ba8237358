import PlayheadEngine

/// One `playhead bench` run as a value: the parsed options, and how to make the engine they name.
/// The CLI parses and checks the options; `BenchRun` measures.
public struct BenchConfiguration {
  /// Where the measurement comes from.
  public enum Source: Equatable, Sendable {
    case replay(String)
    case synthetic
    case testbed(String)
    case uinput
  }

  /// The pace of a replay: a factor of the recorded timing, or as fast as it goes on a virtual clock.
  public enum Speed: Equatable, Sendable {
    case factor(Double)
    case max
  }

  public var source: Source
  /// The gesture script of `.synthetic`, `.testbed` and `.uinput`.
  public var script: String
  /// The touchpad `.synthetic` and `.uinput` imitate.
  public var touchpad: String
  public var speed: Speed = .factor(1)
  /// Measured one after the other in the same run.
  public var policies: [FrameClock.Policy] = [.grid]
  public var fps: Double = 60
  /// The transition, its file and gesture as the children (`playhead live`, helpers) take them.
  public var transition: String = "flip"
  public var transitionFile: String?
  public var gesture: String?
  public var predict = false
  public var window = false
  /// Seconds of idle after the input during which wake-ups are counted.
  public var idle: Double = 1
  public var allocations = true
  /// `--cpu-latency µs`: a CPU latency request held for the whole run (`CPULatencyRequest`), so that no
  /// figure includes a CPU's wake from deep idle; nil holds none.
  public var cpuLatency: Int32?
  /// `--plot FILE`: the percentile curves (SVG); `--hgrm DIR`: HdrHistogram's text per distribution.
  public var plot: String?
  public var histogramDirectory: String?
  /// This binary, which the testbed's consumers and the allocation probe run again.
  public var executable: String
  /// The process environment (`WAYLAND_DISPLAY`, `XDG_CACHE_HOME`, `PLAYHEAD_BENCH_KEEP`, `LD_PRELOAD`).
  public var environment: [String: String]
  /// The engine for this run's transition and gesture (`engineArguments`) under a policy, titled by
  /// its source: the CLI resolves transition files and gesture names, when a measurement first needs it.
  public var engineConfiguration:
    (BenchConfiguration, FrameClock.Policy, String) throws -> EngineConfiguration
  /// A line for standard error that is not an error ("bench files kept in …").
  public var remark: (String) -> Void = { _ in }

  public init(
    source: Source, script: String, touchpad: String, executable: String, environment: [String: String],
    engineConfiguration:
      @escaping (BenchConfiguration, FrameClock.Policy, String) throws -> EngineConfiguration
  ) {
    self.source = source
    self.script = script
    self.touchpad = touchpad
    self.executable = executable
    self.environment = environment
    self.engineConfiguration = engineConfiguration
  }

  /// This run's transition, gesture and frames under `policy`, as `playhead live` takes them: for
  /// the consumers the testbed runs.
  public func engineArguments(policy: FrameClock.Policy) -> [String] {
    var arguments = ["--transition", transition, "--frames", policy.rawValue, "--fps", String(fps)]
    if let gesture { arguments += ["--gesture", gesture] }
    if let transitionFile { arguments += ["--transition-file", transitionFile] }
    return arguments
  }

  /// The options that choose the events and the engine under `policy`, for the children that run
  /// the engine (`playhead helper consume` and `allocation-probe`, after their `--`).
  public func childArguments(policy: FrameClock.Policy) -> [String] {
    var arguments = engineArguments(policy: policy) + ["--touchpad", touchpad, "--script", script]
    switch source {
    case .replay(let file): arguments += ["--replay", file]
    case .testbed(let touchpad): arguments += ["--testbed", touchpad]
    case .synthetic, .uinput: arguments += ["--synthetic"]
    }
    return arguments
  }
}

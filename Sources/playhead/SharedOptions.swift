import ArgumentParser
import PlayheadBench
import PlayheadEngine
import PlayheadGestures
import PlayheadTransitions

/// The options of every command that runs the engine (`live`, `demo`, `replay`, `record`, `compare`):
/// what it drives and how. What only a running session honours is `SessionOptions`.
struct SharedOptions: ParsableArguments {
  @Option(
    help: ArgumentHelp("The transition to drive (see `playhead transitions`).", valueName: "name"),
    completion: .transitionName)
  var transition: String = "flip"

  @Option(
    name: .customLong("transition-file"),
    help: ArgumentHelp(
      "Drive the transition this file describes instead (see `playhead check`).", valueName: "file"),
    completion: .transitionFile)
  var transitionFile: String?

  @Option(
    help: ArgumentHelp(
      "The gesture that drives it, e.g. swipe:3:down or pinch:2 (default: the transition's own).",
      valueName: "kind:fingers[:direction]"))
  var gesture: String?

  // Numbers are `.unconditional` so that "-3" is a value (refused below in one line), not a flag.
  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "Millimetres of finger travel for the whole transition (default: the touchpad stands for the container).",
      valueName: "mm"))
  var distance: Double?

  @Option(
    name: .customLong("mm-per-unit"), parsing: .unconditional,
    help: ArgumentHelp(
      "Millimetres of travel per libinput unaccelerated unit (default: 0.095 live; a file's libinput's).",
      valueName: "mm"))
  var mmPerUnit: Double?

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "Finish on release at or past this percent, 0…1 (default: the transition's).", valueName: "p"))
  var threshold: Double?

  @Option(
    help: ArgumentHelp("How a released transition completes: curve, velocity or spring.", valueName: "mode"),
    completion: .completionMode)
  var completion: String = "curve"

  @Option(
    help: ArgumentHelp(
      "Whose release rule decides and completes: uikit, gnome, libadwaita, niri, kwin, hyprland, flutter or androidx.",
      valueName: "name"),
    completion: .policyName)
  var policy: String = "uikit"

  @Option(
    name: .customLong("completion-speed"), parsing: .unconditional,
    help: ArgumentHelp("UIKit's completionSpeed (≤ 0 behaves as 1).", valueName: "x"))
  var completionSpeed: Double = 1

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp("Frames per second of the HUD and the frame records.", valueName: "n"))
  var fps: Double = 60

  @Option(
    help: ArgumentHelp(
      "Frame policy: grid (on the refresh grid) or immediate (draw input at once).", valueName: "policy"))
  var frames: FrameClock.Policy = .grid

  @Option(
    help: ArgumentHelp("Write the state log (JSON lines) to FILE; - is stdout.", valueName: "file"),
    completion: .file())
  var log: String?

  /// `--completion`'s values.
  static let completionModes = ["curve", "velocity", "spring"]

  func validate() throws {
    guard fps.isFinite, fps >= 1, fps <= 1000 else {
      throw CLIError.usage("--fps must be between 1 and 1000, got \(CLIError.number(fps))")
    }
    if let threshold, !(threshold.isFinite && threshold >= 0 && threshold <= 1) {
      throw CLIError.usage("--threshold must be between 0 and 1, got \(CLIError.number(threshold))")
    }
    if let distance, !(distance.isFinite && distance > 0) {
      throw CLIError.usage(
        "--distance must be a positive number of millimetres, got \(CLIError.number(distance))")
    }
    guard Self.completionModes.contains(completion) else {
      throw CLIError.usage("--completion must be curve, velocity or spring, got '\(completion)'")
    }
    if let mmPerUnit, !(mmPerUnit.isFinite && mmPerUnit > 0) {
      throw CLIError.usage(
        "--mm-per-unit must be a positive number of millimetres, got \(CLIError.number(mmPerUnit))")
    }
    guard ReleasePolicy(name: policy) != nil else {
      throw CLIError.usage("--policy must be one of \(ReleasePolicy.names), got '\(policy)'")
    }
    guard completionSpeed.isFinite,
      completionSpeed <= 0 || completionSpeed >= CompletionAnimation.slowestSpeed
    else {
      throw CLIError.usage(
        "--completion-speed must be at least 0.01 (or ≤ 0, which behaves as 1), got \(CLIError.number(completionSpeed))"
      )
    }
    // Checked here, before any input is read; a text that does not parse is EngineSetup's to refuse.
    if let gesture, let binding = try? GestureBinding(parsing: gesture) {
      let source = try TransitionSource.resolve(name: transition, file: transitionFile)
      if let refusal = EngineSetup.gestureRefusal(gesture, binding, for: source.descriptor) {
        throw CLIError.usage(refusal)
      }
    }
  }
}

extension FrameClock.Policy: ExpressibleByArgument {}

/// `--speed` of every command: the bench's own `BenchConfiguration.Speed`, one type for both.
typealias ReplaySpeed = BenchConfiguration.Speed

/// `--speed` of replays: a factor, or `max` for as fast as possible on a virtual clock.
///
/// Any number parses (declare the option `.unconditional` so "-1" reaches it); `refusal(of:)` then
/// names what is wrong in one line, as every numeric option's check does.
extension ReplaySpeed: ExpressibleByArgument, CustomStringConvertible {
  /// The factors a replay plays at: beyond them the loop's clock conversion overflows Int64
  /// microseconds (1e308 crashed), and nothing slower or faster is worth watching in real time.
  static let factors = 0.001...1000.0

  public init?(argument: String) {
    if argument == "max" {
      self = .max
    } else if let x = Double(argument) {
      self = .factor(x)
    } else {
      return nil
    }
  }

  /// The one line for a factor that is not a positive finite number, or is outside `factors`; nil
  /// when it is fine.
  var refusal: String? {
    guard case .factor(let x) = self, !Self.factors.contains(x) else { return nil }
    guard x.isFinite && x > 0 else {
      return "--speed must be a positive number or max, got \(CLIError.number(x))"
    }
    return "--speed must be between 0.001 and 1000, or max, got \(CLIError.number(x))"
  }

  public var description: String {
    switch self {
    case .max: return "max"
    case .factor(let x): return x == x.rounded() ? String(Int(x)) : String(x)
    }
  }

  public var defaultValueDescription: String { description }
}

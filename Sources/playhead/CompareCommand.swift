import ArgumentParser
import Glibc
import PlayheadEngine
import PlayheadInput
import PlayheadSession
import PlayheadTransitions

/// `playhead compare FILE`: every release policy on every gesture of a recording, side by side.
struct CompareCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "compare",
    abstract: "Replay a recording or transcript through every platform's release rule, side by side.",
    discussion: """
      Each gesture of FILE runs through the engine (the transition's mapping, on a virtual clock); at \
      each release every policy reads the same gesture, the same percent, with its own velocity \
      estimator, and says whether it finishes or cancels, the velocity it saw, where it projected and \
      how long its completion takes. The engine's own timeline between gestures follows --policy \
      (uikit by default). Policies: \(ReleasePolicy.names). Their constants and sources: \
      docs/policies.md.
      """)

  @Argument(help: "A `libinput debug-events` transcript or a Playhead recording.", completion: .file())
  var file: String

  @Option(
    help: ArgumentHelp("The policies to compare, comma-separated (default: all).", valueName: "a,b,…"),
    completion: .policyName)
  var policies: String?

  @Flag(help: "Print one JSON object per gesture, one per line.")
  var json = false

  @Option(
    help: ArgumentHelp(
      "Draw each policy's completion over time, per gesture, into this SVG file.", valueName: "file"),
    completion: .svgFile)
  var plot: String?

  @OptionGroup var shared: SharedOptions

  func validate() throws {
    _ = try chosenPolicies()
    try CLIError.requireName(plot, for: "--plot")
    try CLIError.requireWritable(plot, for: "--plot")
  }

  /// The policies asked for, in the order given.
  func chosenPolicies() throws(ExitCode) -> [ReleasePolicy] {
    guard let policies else { return ReleasePolicy.allCases }
    var chosen: [ReleasePolicy] = []
    for name in policies.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) })
    where !name.isEmpty {
      guard let policy = ReleasePolicy(name: name) else {
        throw CLIError.usage("--policies: unknown policy '\(name)'; the policies are \(ReleasePolicy.names)")
      }
      if !chosen.contains(policy) { chosen.append(policy) }
    }
    guard !chosen.isEmpty else {
      throw CLIError.usage("--policies names no policy; the policies are \(ReleasePolicy.names)")
    }
    return chosen
  }

  mutating func run() throws {
    let chosen = try chosenPolicies()
    let transcript: Transcript
    do {
      transcript = try TranscriptReader().read(contentsOf: file)
    } catch {
      throw CLIError.failure(error.description, error.exitCode)
    }
    var options = shared
    if options.log == nil { options.log = "/dev/null" }  // stdout is the comparison's
    let setup = try EngineSetup(
      options: options, session: try SessionOptions.parse(["--no-hud"]), source: "compare: \(file)",
      allowHUD: false)
    let comparison = PolicyComparison.run(
      transcript.events, configuration: setup.configuration, log: setup.log, policies: chosen)
    if let plot {
      do throws(OutputError) {
        // The engine's one file-output type: its errors name the file and errno.
        try FileOutput(path: plot).write(Array(ComparePlot.svg(comparison).utf8))
      } catch {
        throw CLIError.failure(error.description, SysExits.cannotCreate)
      }
    }
    if json {
      for gesture in comparison.gestures { print(CompareReport.json(gesture), terminator: "") }
    } else {
      StandardOutput.print(CompareReport.table(comparison), terminator: "")
    }
    try CLIError.flushStandardOutput()
    // The transcript's warnings once the comparison was written: a run that fails (a --plot that
    // cannot be written) says so in its one line, nothing before it.
    CLIError.warnings(transcript)
  }
}

import ArgumentParser
import PlayheadBench

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

  @Option(
    name: .customLong("cpu-latency"), parsing: .unconditional,
    help: ArgumentHelp(
      "Hold a CPU latency request of this many µs for the run (/dev/cpu_dma_latency), so that no figure includes a wake from a deeper idle state.",
      valueName: "µs"))
  var cpuLatency: Int?

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

  mutating func run() throws {
    guard let configuration = benchConfiguration else { throw ExitCode(SysExits.usage) }
    let result = try CommandLineExit.reporting { try BenchRun(configuration).run() }
    if json {
      if result.reports.count == 1 {
        print(result.reports[0].report.json())
      } else {
        print(
          "{" + result.reports.map { "\"\($0.policy)\":\($0.report.json())" }.joined(separator: ",") + "}")
      }
    } else {
      print(result.reports.map { $0.report.table() }.joined(separator: "\n"), terminator: "")
    }
    if let transcript = result.transcript { CLIError.warnings(transcript) }
  }
}

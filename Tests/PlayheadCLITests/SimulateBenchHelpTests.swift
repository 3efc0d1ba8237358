import Foundation
import PlayheadTestSupport
import Testing

/// `--help` of the root command, `simulate` and `bench`, compared to the text a person reads
/// (argument-parser's layout at 80 columns, as `CLIRun` sets it). The literal is the contract: a change
/// to an option's wording must change this file too.
@Suite("CLI help: root, simulate, bench")
struct SimulateBenchHelpTests {
  func help(_ args: [String]) async throws -> String {
    let r = try await Launcher.run(Launcher.playhead, args, environment: Self.environment)
    #expect(r.status == 0)
    return r.stdout
  }

  /// argument-parser wraps at the terminal's width; 80 columns whatever the test runner's terminal.
  static let environment: [String: String] = {
    var e = ProcessInfo.processInfo.environment
    e["COLUMNS"] = "80"
    return e
  }()

  @Test("`playhead --help` lists every subcommand with its one-sentence abstract")
  func root() async throws {
    #expect(try await help(["--help"]) == Self.rootHelp)
  }

  @Test("`playhead simulate --help` is exactly this")
  func simulate() async throws {
    #expect(try await help(["simulate", "--help"]) == Self.simulateHelp)
  }

  @Test("`playhead bench --help` is exactly this")
  func bench() async throws {
    #expect(try await help(["bench", "--help"]) == Self.benchHelp)
  }

  @Test("`playhead bench --help-hidden` hides nothing: its child processes are `playhead helper`")
  func benchHidesNothing() async throws {
    #expect(try await help(["bench", "--help-hidden"]) == Self.benchHelp)
  }

  @Test("`playhead helper --help` is exactly this, and the root's help does not list it")
  func helper() async throws {
    #expect(try await help(["helper", "--help"]) == Self.helperHelp)
    #expect(!(try await help(["--help"])).contains("helper"))
  }

  static let helperHelp = """
    OVERVIEW: Run one of the child processes that `playhead bench` starts.

    Not for people: `playhead bench` runs these as its own children, and the CLI
    fuzz runs its batches through run-many; their arguments may change with them.

    USAGE: playhead helper <subcommand>

    OPTIONS:
      --version               Show the version.
      -h, --help              Show help information.

    SUBCOMMANDS:
      stamp-lines             Run a command and stamp each line it writes on
                              CLOCK_MONOTONIC into a file.
      stamp-pty               Run a command on a pseudo-terminal and stamp each
                              frame it draws into a file.
      consume                 Run the engine on libinput on a node until SIGINT and
                              write its stage figures to a file.
      allocation-probe        Print the engine's heap allocations per event, under
                              the allocation counter.
      run-many                Run each argument vector of a file as playhead, each
                              in a forked child; print each outcome.

      See 'playhead help helper <subcommand>' for detailed help.

    """

  static let rootHelp = """
    OVERVIEW: Scrub UIKit-style interactive transitions with touchpad gestures.

    Touchpad swipes and pinches, read through libinput, scrub a transition's
    animation timeline as UIKit's percent-driven interactive transitions do: while
    the fingers move the container layer is paused and its timeOffset follows them;
    when they lift, a release rule decides to finish or cancel and the completion
    plays from there. A terminal HUD shows the live state, --log writes it as JSON
    lines, and bench measures the latency each stage adds; demo needs no touchpad.
    A failure is one line on standard error and a sysexits(3) status (man playhead
    lists them).

    USAGE: playhead <subcommand>

    OPTIONS:
      --version               Show the version.
      -h, --help              Show help information.

    SUBCOMMANDS:
      live                    Drive a transition with your touchpad, live, through
                              libinput.
      demo                    Play a built-in sequence of gestures; no touchpad
                              needed.
      replay                  Replay a libinput debug-events transcript or a
                              Playhead recording.
      record                  Record your touchpad's gestures to a file that replay
                              plays back.
      devices                 List the touchpads on this machine and whether
                              Playhead can open them.
      sample                  Print each layer's presentation values with a
                              transition paused at a percent.
      transitions             List the transition catalogue with each one's
                              duration, curve, gesture and release rule.
      check                   Check a transition file and print a one-line summary,
                              or every problem with its line and column.
      compare                 Replay a recording or transcript through every
                              platform's release rule, side by side.
      simulate                Play scripted gestures on a virtual touchpad through
                              real libinput and run a command against it.
      bench                   Measure Playhead's input-to-frame latency and
                              throughput, stage by stage.
      plot                    Draw a state log's percent, velocity and timeOffset
                              against time as an SVG file.

      See 'playhead help <subcommand>' for detailed help.

    """

  static let simulateHelp = """
    OVERVIEW: Play scripted gestures on a virtual touchpad through real libinput
    and run a command against it.

    Arguments after -- that start with "-" (or none) go to `playhead live`, which
    then runs against the virtual touchpad through real libinput; anything else
    after -- is a command run in its place (it finds the touchpad at
    /dev/input/event12, also in $PLAYHEAD_TESTBED_DEVICE). With --reference the
    command is `libinput debug-events`. Commands of our own are stopped with SIGINT
    once they have read the last event (--stop-after seconds later).

    Examples:
      playhead simulate --script "swipe 3 up 15mm 300ms" -- --log - --no-hud
      playhead simulate --touchpad precision-i2c \\
        --script "swipe 4 left 40mm 250ms" --reference
      playhead simulate --recording touchpad.yml -- libinput debug-events

    USAGE: playhead simulate [--touchpad <name>] [--script <script>] [--recording <file>] [--events <file>] [--uinput] [--read-stamps <file>] [--reference] [--vanish-after <s>] [--stop-after <s>] [--print-files] -- [<command> ...]

    ARGUMENTS:
      <command>               Options for `playhead live` (the default command), or
                              another command to run against the touchpad.

    OPTIONS:
      --touchpad <name>       Built-in touchpad: synaptics-ps2, precision-i2c or
                              apple-trackpad. (default: synaptics-ps2)
      --script <script>       Gesture script, e.g. "swipe 3 up 20mm 300ms; pinch 2
                              out 1.5 400ms".
      --recording <file>      Replay a `libinput record` YAML file (device and
                              events) instead of a script.
      --events <file>         Replay an evemu events file (E: sec.usec type code
                              value) on --touchpad.
      --uinput                Create the touchpad through /dev/uinput (real kernel
                              path) instead of umockdev.
      --read-stamps <file>    Append a 40-byte record per read() of the device to
                              this file (latency stamps).
      --reference             Run the reference consumer `libinput debug-events`
                              instead of `playhead live`.
      --vanish-after <s>      Unplug the touchpad this many seconds after the first
                              touch (reads fail with ENODEV, udev sends remove).
      --stop-after <s>        Send the command SIGINT this many seconds after it
                              has read the last event (default: 0.5).
      --print-files           Print the umockdev files (description, ioctls, udev
                              database, events) and exit.
      --version               Show the version.
      -h, --help              Show help information.


    """

  static let benchHelp = """
    OVERVIEW: Measure Playhead's input-to-frame latency and throughput, stage by
    stage.

    Exactly one source: --replay FILE (a transcript or recording at its recorded
    timing, or --speed max for throughput), --synthetic (the testbed's gesture
    scripts turned straight into libinput events), --testbed TOUCHPAD (real
    libinput on a virtual touchpad, side by side with `libinput debug-events`), or
    --uinput (the real kernel path; needs /dev/uinput). Prints a table, or one JSON
    object with --json. See docs/latency.md for every figure.

    USAGE: playhead bench <options>

    OPTIONS:
      --replay <file>         A libinput debug-events transcript or a Playhead
                              recording to replay.
      --synthetic             Feed the gesture script's events without libinput.
      --testbed <touchpad>    Run real libinput on this virtual touchpad
                              (synaptics-ps2, precision-i2c, apple-trackpad).
      --uinput                Play the script through /dev/uinput and the real
                              kernel (needs write access to /dev/uinput).
      --script <script>       The gesture script of --synthetic, --testbed and
                              --uinput. (default: swipe 3 down 15mm 300ms; swipe 3
                              up 15mm 300ms; swipe 3 down 5mm 250ms; pinch 2 out
                              1.5 400ms)
      --touchpad <touchpad>   The touchpad --synthetic and --uinput imitate (report
                              rate, size). (default: synaptics-ps2)
      --speed <speed>         Replay pace: 1 = recorded timing, or max (throughput
                              on a virtual clock). (default: 1)
      --frames <policy>       Frame policy: grid, immediate, or both (compared in
                              one run). (values: grid, immediate, both; default:
                              grid)
      --fps <n>               Frames per second. (default: 60.0)
      --transition <name>     The transition to drive. (default: flip)
      --transition-file <file>
                              Drive the transition this file describes instead.
      --gesture <gesture>     The gesture that drives it (default: the transition's
                              own).
      --predict               Also measure input prediction (resampling to the
                              frame time, up to 8 ms ahead).
      --window                --testbed: also run playhead live in a window (needs
                              WAYLAND_DISPLAY) and measure latency to presentation
                              and pixel lag.
      --idle <s>              Seconds of idle after the input during which wake-ups
                              are counted. (default: 1.0)
      --cpu-latency <µs>      Hold a CPU latency request of this many µs for the
                              run (/dev/cpu_dma_latency), so that no figure
                              includes a wake from a deeper idle state.
      --allocations/--no-allocations
                              Count heap allocations per event in a child process
                              (needs a C compiler). (default: --allocations)
      --json                  Print one JSON object instead of the table.
      --plot <file>           Draw each stage's latency distribution as percentile
                              curves into this SVG file.
      --hgrm <dir>            Write HdrHistogram's percentile distribution of each
                              stage into this directory.
      --version               Show the version.
      -h, --help              Show help information.


    """
}

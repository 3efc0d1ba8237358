import ArgumentParser
import Glibc
import PlayheadEngine
import PlayheadGestures
import PlayheadInput
import PlayheadSystem
import PlayheadTransitionFile
import PlayheadTransitions
import PlayheadWindow

/// Turns the shared options into an engine configuration, a state log and a HUD decision, with one
/// clear line and a distinct exit status for each thing that can be wrong.
struct EngineSetup {
  var configuration: EngineConfiguration
  var log: StateLog?
  /// Draw the HUD: stdout is a terminal, `--no-hud` is not given and the log does not go to stdout.
  var showHUD: Bool
  /// `--watch`: the transition file to reload on every save, and how a save becomes a slot.
  var watchedFile: String?
  var reloadSlot: ((String) -> Result<EngineConfiguration.Slot, ReloadError>)?
  /// Millimetres per unaccelerated unit the engine scrubs at (what `record` writes in its header).
  var mmPerUnit: Double
  /// `--window`: the Wayland window the frames are drawn in, opened before anything touches the terminal.
  var window: WaylandWindow?

  /// libinput's unaccelerated gesture unit on touchpads since 1.18, in mm: 0.095, not the nominal
  /// 1000-dpi 0.0254 (measured for every built-in touchpad through libinput 1.22.1, see docs/testbed.md
  /// "Calibration"). Used for live input; transcripts are read at their own era's unit (`LibinputUnit`).
  static let liveMillimetresPerUnit = LibinputUnit.filteredMillimetres

  /// - Parameters:
  ///   - session: `--watch`, `--no-hud`, `--slow` (compare, which has none of them, passes `--no-hud`).
  ///   - live: the input is a touchpad through libinput (`live`, `record`).
  ///   - extraTransitions: transitions the engine also binds (the demo's `pop`), each with its own
  ///     default gesture.
  ///   - allowHUD: false where frames would fly past unseen (`--speed max`).
  ///   - unit: mm per unaccelerated unit of the input (a transcript's libinput era); `--mm-per-unit` wins.
  ///   - arrivalLatency: the HUD's latency is measured from when an event was read (a live pipe).
  init(
    options: SharedOptions, session: SessionOptions, source: String, live: Bool = false,
    extraTransitions: [String] = [],
    allowHUD: Bool = true,
    unit: Double? = nil, arrivalLatency: Bool = false
  ) throws {
    let mmPerUnit =
      options.mmPerUnit ?? unit
      ?? (live ? EngineSetup.liveMillimetresPerUnit : GestureOptions.nominalMillimetresPerUnit)
    self.mmPerUnit = mmPerUnit
    var slots: [EngineConfiguration.Slot] = []
    let main = try TransitionSource.resolve(name: options.transition, file: options.transitionFile)
    slots.append(try EngineSetup.slot(main, gesture: options.gesture, options: options, mmPerUnit: mmPerUnit))
    for name in extraTransitions where name != main.descriptor.name {
      slots.append(
        try EngineSetup.slot(
          TransitionSource.builtIn(name), gesture: nil, options: options, mmPerUnit: mmPerUnit))
    }
    if session.watch, let path = options.transitionFile {
      watchedFile = path
      reloadSlot = { path in
        do {
          let definition = try TransitionFile.load(path: path)
          if let problem = TransitionSource.overflow(definition, path: path) {
            return .failure(ReloadError(problem))
          }
          let source = TransitionSource(
            descriptor: definition.descriptor(key: "file:\(path)"), definition: definition)
          // Said in the HUD, as a broken file is: a line on stderr would land under it.
          if let gesture = options.gesture, let binding = try? GestureBinding(parsing: gesture),
            let refusal = EngineSetup.gestureRefusal(gesture, binding, for: source.descriptor)
          {
            return .failure(ReloadError(refusal))
          }
          return .success(
            try EngineSetup.slot(source, gesture: options.gesture, options: options, mmPerUnit: mmPerUnit))
        } catch let error as TransitionFileError {
          return .failure(ReloadError(error.lines.first ?? "\(path): not a transition file"))
        } catch {
          return .failure(ReloadError("\(error)"))
        }
      }
    }
    var gestureOptions = GestureOptions()
    gestureOptions.millimetresPerUnit = mmPerUnit
    configuration = EngineConfiguration(
      slots: slots, fps: options.fps, policy: options.frames, source: source, startSlow: session.slow,
      gestureOptions: gestureOptions)
    // Under the umockdev testbed (which sets this for every command it runs) event times are the
    // events file's, not arrival times: the HUD shows read → frame instead.
    if (live && getenv("PLAYHEAD_TESTBED_DEVNAME") != nil) || arrivalLatency {
      configuration.hudLatency = .readToFrame
    }

    // The HUD needs a terminal on stdout; without it the log is what goes to stdout.
    showHUD = allowHUD && isatty(STDOUT_FILENO) == 1 && !session.noHUD && options.log != "-"
    let logPath: String? = options.log ?? (showHUD ? nil : "-")
    if session.window {
      guard allowHUD else { throw CLIError.usage("--window needs real time; it cannot run with --speed max") }
      configuration.awaitsPresentation = true
      configuration.predictsToTarget = session.predict
      // Its one line names WAYLAND_DISPLAY when there is no compositor.
      do throws(WindowError) {
        window = try WaylandWindow(title: "playhead — \(main.descriptor.name)", width: 800, height: 600)
      } catch {
        throw CLIError.failure(error.description, SysExits.unavailable)
      }
    }
    if let logPath {
      do {
        log = try StateLog.open(logPath)
      } catch {
        throw CLIError.failure(error.description, SysExits.cannotCreate)
      }
    }
  }

  /// A slot for `source`: a file's completion settings and millimetres of travel apply unless the
  /// command line gives its own (an option differing from its default).
  static func slot(
    _ source: TransitionSource, gesture: String?, options: SharedOptions,
    mmPerUnit: Double = GestureOptions.nominalMillimetresPerUnit
  ) throws -> EngineConfiguration.Slot {
    let descriptor = source.descriptor
    let text = gesture ?? descriptor.defaultGesture
    var binding: GestureBinding
    do {
      binding = try GestureBinding(
        parsing: text, distanceMM: options.distance ?? source.definition?.travelMillimetres)
      binding.millimetresPerUnit = mmPerUnit
    } catch {
      throw CLIError.usage("bad --gesture '\(text)': \(error.description)")
    }
    let base = TransitionConfiguration(
      threshold: options.threshold,
      completion: CompletionAnimation.Mode(rawValue: options.completion) ?? .curve,
      completionSpeed: options.completionSpeed, velocityWins: true)
    var driver = source.definition?.completion.applied(to: base) ?? base
    if options.completion != "curve" { driver.completion = base.completion }
    if options.completionSpeed != 1 { driver.completionSpeed = base.completionSpeed }
    driver.policy = ReleasePolicy(name: options.policy) ?? .uikit
    // The transition's own dismissal gesture, unless --gesture chose one (then it runs reversed).
    let dismissal =
      gesture == nil ? try? EngineConfiguration.Slot.dismissalBinding(of: descriptor, beside: binding) : nil
    return EngineConfiguration.Slot(
      descriptor: descriptor, binding: binding, dismissalBinding: dismissal, driver: driver)
  }
}

/// One-line errors on stderr, `playhead: …`: the CLI's one error printer, PlayheadSystem's
/// `StandardError` (every line through `TerminalText`).
enum CLIError {
  static func report(_ message: String) { StandardError.report(message) }

  /// `line` and a line break on stderr, its outside text escaped (`FILE:LINE:COLUMN: …` lines too).
  static func writeLine(_ line: String) { StandardError.writeLine(line) }
}

extension CLIError {
  /// A bad command line: its one line now, then EX_USAGE. `validate()` throws this rather than
  /// `ValidationError` so the root adds no pointer to --help under a line that already says what to do.
  static func usage(_ message: String) -> ExitCode { failure(message, SysExits.usage) }

  /// A failure's one line now, then its exit status: `throw CLIError.failure("…", SysExits.…)`.
  static func failure(_ message: String, _ status: Int32) -> ExitCode {
    report(message)
    return ExitCode(status)
  }

  /// Refuses an empty output path before any input is read (the input's warnings would otherwise come
  /// before the failure to open "", more than one line).
  static func requireName(_ path: String?, for flag: String) throws {
    if path?.isEmpty == true { throw usage("\(flag) needs a file name, got ''") }
  }

  /// Refuses an output file that cannot be written (its folder missing or not writable, or the path a
  /// folder) before any input is read: otherwise the input's warnings come first and the failure to
  /// open it is a second line. The same words and EX_CANTCREAT as the open that would fail later.
  static func requireWritable(_ path: String?, for flag: String) throws {
    guard let path, !path.isEmpty else { return }
    var info = stat()
    if stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR {
      throw failure(
        "cannot open \(path) for writing: \(String(cString: strerror(EISDIR)))", SysExits.cannotCreate)
    }
    let folder = path.contains("/") ? String(path[..<path.lastIndex(of: "/")!]) : "."
    if access(folder.isEmpty ? "/" : folder, W_OK) != 0 {
      let reason = String(cString: strerror(errno))
      throw failure("cannot open \(path) for writing: \(reason)", SysExits.cannotCreate)
    }
  }

  /// A number as the refusal quotes it: `-1` as typed, not `-1.0`; `nan` and `inf` as such.
  static func number(_ x: Double) -> String {
    x.isFinite ? JSONBytes.text { JSONBytes.appendShortest(x, to: &$0) } : "\(x)"
  }
}

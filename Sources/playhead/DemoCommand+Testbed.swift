import ArgumentParser
import Dispatch
import Foundation
import Glibc
import PlayheadSystem
import PlayheadTestbed

extension DemoCommand {
  /// `playhead live` (this executable) inside the testbed, with the demo's bindings and the user's
  /// shared options, while the virtual touchpad plays `DemoScript`. With the HUD one run plays about
  /// four minutes of rounds, and a new run starts after it until q or a signal; otherwise it plays once.
  func runThroughTestbed() throws {
    // Names first, so a typo is one line before any testbed is built.
    let main = try TransitionSource.resolve(name: shared.transition, file: shared.transitionFile)
    _ = try EngineSetup.slot(main, gesture: shared.gesture, options: shared)
    for name in DemoScript.extraTransitions { _ = try EngineSetup.slot(name, gesture: nil, options: shared) }
    // No compositor for --window: its one line now, before the testbed or the terminal is touched.
    if session.window { try EngineSetup.requireDisplay() }

    // The same rule as EngineSetup: the HUD needs a terminal on stdout.
    let hud = isatty(STDOUT_FILENO) == 1 && !session.noHUD && shared.log != "-"
    let events: [EvdevEvent]
    do {
      // On the HUD, many rounds in one run: one engine and one terminal session play them all, so
      // the screen never leaves the HUD between rounds and s and p hold across them.
      let round = try DemoScript.events()
      let fitting = DemoScript.rounds(roundLength: round.last?.time ?? 0)
      let rounds =
        hud && !once
        ? Int(DemoHandOver.environment[DemoHandOver.roundsVariable] ?? "").map { max($0, 1) } ?? fitting : 1
      events = rounds == 1 ? round : try DemoScript.events(rounds: rounds)
    } catch {
      CLIError.report("demo: the built-in script does not play: \(error)")
      throw ExitCode(SysExits.software)  // EX_SOFTWARE: the script is part of the program
    }
    let testbed = Testbed(spec: DemoScript.touchpad, events: events)

    var options = Testbed.RunOptions()
    options.captureOutput = false  // the child draws on our terminal and reads its keys
    options.keepFiles = true  // for the child's pid file, to wait until it is gone
    options.environment["PLAYHEAD_TESTBED_DEVICE"] = testbed.nodePath
    // The last completion (pop, ≈ 1.3 s) ends before the planned SIGINT.
    options.stopAfterLastEvent = 2_000_000
    options.timeout = 30
    // From run to run the screen stays on the HUD, and s stays as it was (DemoHandOver).
    let handsOver = hud && !once
    let statePath = TemporaryFiles.directory + "/playhead-demo-\(getpid()).state"
    if handsOver {
      options.environment[DemoHandOver.keepScreenVariable] = "1"
      options.environment[DemoHandOver.stateVariable] = statePath
    }
    var screenHeld = handsOver
    func giveBackScreen() {
      guard screenHeld else { return }
      screenHeld = false
      DemoHandOver.giveBackScreen()
    }
    defer {
      giveBackScreen()
      try? FileManager.default.removeItem(atPath: statePath)
    }
    var slow = session.slow

    // SIGINT, SIGTERM and SIGHUP go on to every process the demo started (the testbed and the
    // `playhead live` inside, which restores the terminal); the children stay in our process group,
    // so a key typed at the terminal reaches them too.
    let forwarder = SignalWatcher { ProcessTree.descendants(of: getpid()) }
    CLIError.report(
      "\(DemoScript.sourceLabel) (\(Int((DemoScript.touchpad.widthMM ?? 0).rounded())) × "
        + "\(Int((DemoScript.touchpad.heightMM ?? 0).rounded())) mm, umockdev testbed)")
    var round = 0
    while true {
      round += 1
      if let signal = forwarder.received { throw ExitCode(SignalWatcher.exitStatus(for: signal)) }
      let result: Testbed.RunResult
      do {
        result = try testbed.runBlocking(
          [SimulateCommand.selfPath, "live"] + liveArguments(slow: slow), options: options)
      } catch {
        giveBackScreen()
        switch error {
        case .unavailable, .setup:
          // Nothing has been shown yet in the first round: the recording still tells the story.
          if round == 1 && forwarder.received == nil {
            try replayBundledInstead(because: "the testbed failed: \(error)")
            return
          }
        case .badInput, .script, .timedOut, .uinputUnavailable, .unknownTouchpad: break
        }
        CLIError.report("demo: \(error)")
        throw ExitCode(error.exitCode)
      }
      Self.waitUntilGone(pidFile: "\(result.directory)/command.pid")
      try? FileManager.default.removeItem(atPath: result.directory)
      if handsOver { slow = DemoHandOver.stoppedSlow(statePath, fallback: slow) }
      if let signal = forwarder.received { throw ExitCode(SignalWatcher.exitStatus(for: signal)) }
      // The testbed's own SIGINT after the last event is the planned end of a round.
      let planned = result.interrupted && (result.status == 0 || result.status == 130)
      if planned && hud && !once { continue }
      if planned || result.status == 0 { return }
      throw ExitCode(result.status)
    }
  }

  /// The shared options, spelled for `playhead live`, plus the demo's bindings and title; `slow`
  /// in place of `--slow` (what the previous child's s left).
  func liveArguments(slow: Bool) -> [String] {
    var args = ["--transition", shared.transition]
    if let file = shared.transitionFile {
      // Absolute, so the child finds it wherever the testbed starts it.
      args += ["--transition-file", URL(fileURLWithPath: file).standardizedFileURL.path]
      if session.watch { args.append("--watch") }
    }
    if let gesture = shared.gesture { args += ["--gesture", gesture] }
    if let distance = shared.distance { args += ["--distance", "\(distance)"] }
    if let mm = shared.mmPerUnit { args += ["--mm-per-unit", "\(mm)"] }
    if let threshold = shared.threshold { args += ["--threshold", "\(threshold)"] }
    args += ["--completion", shared.completion, "--completion-speed", "\(shared.completionSpeed)"]
    args += ["--fps", "\(shared.fps)", "--frames", shared.frames.rawValue]
    if let log = shared.log { args += ["--log", log] }
    if session.noHUD { args.append("--no-hud") }
    if session.window { args.append("--window") }
    if session.predict { args.append("--predict") }
    if slow { args.append("--slow") }
    for name in DemoScript.extraTransitions { args += ["--also-transition", name] }
    args += ["--source-label", DemoScript.sourceLabel]
    return args
  }

  private func replayBundledInstead(because reason: String) throws {
    var copy = self
    copy.bundled = true
    try copy.replayBundled(because: reason)
  }

  /// Waits (at most 5 s) until the process named in `pidFile` has exited, so the shell's prompt never
  /// comes back before the child has given the terminal back.
  static func waitUntilGone(pidFile: String) {
    guard let text = try? String(contentsOfFile: pidFile, encoding: .utf8),
      let pid = pid_t(text.trimmingCharacters(in: .whitespacesAndNewlines))
    else { return }
    for _ in 0..<500 {
      guard kill(pid, 0) == 0 else { return }
      // A zombie has finished too (its parent has not reaped it yet).
      if let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
        stat.split(separator: ")").last?.trimmingCharacters(in: .whitespaces).hasPrefix("Z") == true
      {
        return
      }
      usleep(10_000)
    }
  }
}

/// The processes below one in the tree of parents, read from /proc: where the demo forwards signals.
enum ProcessTree {
  /// Every live process whose parent chain leads to `root`, read from /proc/PID/stat.
  static func descendants(of root: pid_t) -> [pid_t] {
    var parent: [pid_t: pid_t] = [:]
    for entry in (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? [] {
      guard let pid = pid_t(entry),
        let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
        let close = stat.lastIndex(of: ")")
      else { continue }
      // "pid (comm) state ppid …"
      let fields = stat[stat.index(after: close)...].split(separator: " ")
      if fields.count > 1, let ppid = pid_t(fields[1]) { parent[pid] = ppid }
    }
    return parent.keys.filter { pid in
      var current = pid
      for _ in 0..<64 {
        guard let up = parent[current], up > 1 else { return false }
        if up == root { return true }
        current = up
      }
      return false
    }
  }
}

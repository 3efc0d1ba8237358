import ArgumentParser
import Foundation
import Glibc
import PlayheadSystem
import PlayheadTestbed
import PlayheadWindow

extension DemoCommand {
  /// `playhead live` (this executable) inside the testbed, with the demo's bindings and the user's
  /// shared options, while the virtual touchpad plays `DemoScript`. With the HUD one run plays about
  /// four minutes of rounds, and a new run starts after it until q or a signal; otherwise it plays once.
  func runThroughTestbed() throws {
    // Names first, so a typo is one line before any testbed is built.
    let main = try TransitionSource.resolve(name: shared.transition, file: shared.transitionFile)
    _ = try EngineSetup.slot(main, gesture: shared.gesture, options: shared)
    for name in DemoScript.extraTransitions {
      _ = try EngineSetup.slot(TransitionSource.builtIn(name), gesture: nil, options: shared)
    }
    // No compositor for --window: its one line (naming WAYLAND_DISPLAY) and EX_UNAVAILABLE now, before
    // the testbed or the terminal is touched (the window opens later, in the child).
    if session.window {
      do throws(WindowError) { try WaylandWindow.checkDisplay() } catch {
        throw CLIError.failure(error.description, SysExits.unavailable)
      }
    }

    // The same rule as EngineSetup: the HUD needs a terminal on stdout.
    let hud = isatty(STDOUT_FILENO) == 1 && !session.noHUD && shared.log != "-"
    // From run to run the screen stays on the HUD, and s stays as it was (DemoHandOver).
    let handsOver = hud && !once
    let events: [EvdevEvent]
    do {
      events = try DemoScript.eventsOfOneRun(repeating: handsOver)
    } catch {
      // EX_SOFTWARE: the script is part of the program.
      throw CLIError.failure("demo: the built-in script does not play: \(error)", SysExits.software)
    }
    let testbed = Testbed(spec: DemoScript.touchpad, events: events)
    var options = Testbed.RunOptions()
    options.captureOutput = false  // the child draws on our terminal and reads its keys
    options.environment["PLAYHEAD_TESTBED_DEVICE"] = testbed.nodePath
    // The last completion (pop, ≈ 1.3 s) ends before the planned SIGINT.
    options.stopAfterLastEvent = 2_000_000
    options.timeout = 30
    let statePath = TemporaryFiles.directory + "/playhead-demo-\(getpid()).state"
    if handsOver {
      options.environment[DemoHandOver.keepScreenVariable] = "1"
      options.environment[DemoHandOver.stateVariable] = statePath
    }
    defer { try? FileManager.default.removeItem(atPath: statePath) }
    var slow = session.slow
    let rounds = TestbedRounds(testbed: testbed, options: options, repeating: handsOver)
    CLIError.report(
      "\(DemoScript.sourceLabel) (\(Int((DemoScript.touchpad.widthMM ?? 0).rounded())) × "
        + "\(Int((DemoScript.touchpad.heightMM ?? 0).rounded())) mm, umockdev testbed)")
    let ending = rounds.run(command: { [SimulateCommand.selfPath, "live"] + liveArguments(slow: slow) }) {
      if handsOver { slow = DemoHandOver.stoppedSlow(statePath, fallback: slow) }
    }
    if handsOver { DemoHandOver.giveBackScreen() }
    switch ending {
    case .finished(let status): if status != 0 { throw ExitCode(status) }
    case .signal(let signal): throw ExitCode(SignalWatcher.exitStatus(for: signal))
    case .failed(let error, let nothingShown):
      switch error {
      case .unavailable where nothingShown, .setup where nothingShown:
        // Nothing has been shown yet: the recording still tells the story.
        return try replayBundled(because: "the testbed failed: \(error)")
      default:
        throw CLIError.failure("demo: \(error)", error.exitCode)
      }
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
}

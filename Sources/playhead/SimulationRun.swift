import ArgumentParser
import PlayheadTestbed

/// `playhead simulate`'s run, once its options are checked: the touchpad and its events played
/// through umockdev (or /dev/uinput) with a command reading them, or the umockdev files printed.
struct SimulationRun {
  var input: TestbedInput
  /// The command run against the touchpad.
  var command: [String]
  var uinput = false
  var printFiles = false
  var readStamps: String?
  var vanishAfter: Double?
  var stopAfter: Double?

  /// The command for what came after `--`: `libinput debug-events` with `--reference`, a command of
  /// its own when the first word is not an option, else `playhead live` with those options.
  static func command(after arguments: [String], reference: Bool, executable: String) -> [String] {
    if reference { return ["libinput", "debug-events"] + arguments }
    if arguments.first.map({ !$0.hasPrefix("-") }) ?? false { return arguments }
    return [executable, "live"] + arguments
  }

  func run() throws {
    let spec = input.spec
    let events = input.events
    if uinput {
      let device = try UinputTouchpad(spec: spec)
      CLIError.report("simulate: \(spec.name) created at \(device.nodePath)")
      try device.playBlocking(events, command: command)
      return
    }
    let testbed = Testbed(spec: spec, events: events)
    if printFiles {
      print("# \(testbed.device.udevDatabaseName)\n\(testbed.device.udevDatabase)")
      print("# dev.umockdev\n\(testbed.device.umockdevDescription)")
      print("# dev.ioctl\n\(testbed.device.ioctls)")
      print("# dev.events (times relative to the first touch)")
      print(EvemuEvents.text(events, start: 0, leadIn: 0), terminator: "")
      return
    }
    var options = Testbed.RunOptions()
    options.captureOutput = false
    options.readStampsPath = readStamps
    options.vanishAfter = vanishAfter.map { Int64($0 * 1_000_000) }
    options.environment["PLAYHEAD_TESTBED_DEVICE"] = testbed.nodePath
    options.stopAfterLastEvent = Int64((stopAfter ?? 0.5) * 1_000_000)
    options.timeout = 30
    let result = try testbed.runBlocking(command, options: options)
    if let garbled = result.garbledRead {
      // The emulation failed, not the command: run again.
      throw CLIError.failure(Self.garbledMessage(garbled), SysExits.tempFail)
    }
    // Ended by our SIGINT is the planned end (status 0 or 130); anything else is the command's own.
    if result.status != 0 && !(result.interrupted && result.status == 130) {
      throw CLIError.failure(
        "simulate: '\(command.joined(separator: " "))' exited with status \(result.status)", result.status)
    }
  }

  /// The one line for a run whose event stream umockdev garbled (after `playhead: `).
  static func garbledMessage(_ read: ReadStamp) -> String {
    "simulate: umockdev garbled the event stream (a read of \(read.bytes) bytes, not whole "
      + "\(ReadStamp.inputEventSize)-byte events), where libinput stops reading the device; "
      + "the emulation failed, not the command: run it again"
  }
}

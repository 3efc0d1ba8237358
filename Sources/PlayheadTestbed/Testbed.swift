import Foundation
import PlayheadSystem

/// A virtual touchpad that real libinput can open: umockdev emulates the evdev node, a private mount
/// namespace supplies `/run/udev`, and the preload library fixes `fstat` (see the traps in docs/testbed.md).
///
/// `run(_:options:)` writes the umockdev files for the spec and events, then runs the command as
///
///     unshare -m sh -c '<tmpfs on /run if /run/udev is missing; bind the testbed's udev dir on /run/udev>
///                       exec umockdev-run -d dev.umockdev -i NODE=dev.ioctl -e NODE=dev.events --
///                       sh -c "LD_PRELOAD=preload:$LD_PRELOAD exec CMD…"'
///
/// with event times on CLOCK_MONOTONIC: a lone SYN_REPORT at `start − leadIn`, the first touch at `start`;
/// a `-d` more for each of `RunOptions.otherDevices`, and with `asNobody` `setpriv` to uid 65534 first.
public struct Testbed: Sendable {
  public var device: UmockdevDevice
  /// Events with times in µs relative to the first touch.
  public var events: [EvdevEvent]

  public var spec: TouchpadSpec { device.spec }
  /// The node the command should open (`/dev/input/event12`).
  public var nodePath: String { device.nodePath }

  public init(spec: TouchpadSpec, events: [EvdevEvent], eventNumber: Int = 12) {
    self.device = UmockdevDevice(spec: spec, eventNumber: eventNumber)
    self.events = events
  }

  /// A testbed playing a script on a spec.
  public init(spec: TouchpadSpec, script: GestureScript, eventNumber: Int = 12) throws(TestbedError) {
    let frames: SynthesizedScript
    do {
      frames = try GestureSynthesizer(spec: spec).synthesize(script)
    } catch {
      throw .script(error)
    }
    self.init(spec: spec, events: frames.events, eventNumber: eventNumber)
  }

  /// How a run is set up and ended.
  public struct RunOptions: Sendable {
    /// Time for the command to start and open the node, µs: it lengthens the lead-in before the
    /// first touch. (The lone SYN_REPORT is stamped when the events file is written, since umockdev
    /// writes it as it starts; the node keeps it until the command reads.)
    public var openDelay: Int64 = 100_000
    /// Time from the lone SYN_REPORT to the first touch, µs.
    public var leadIn: Int64 = 600_000
    /// The command is sent `stopSignal` this long after the last event (nil: wait for it to exit), µs.
    public var stopAfterLastEvent: Int64? = 400_000
    /// The planned stop: SIGINT (Ctrl-C) by default, SIGTERM or SIGHUP to test those ways out.
    public var stopSignal: Int32 = SIGINT
    /// Hard timeout, seconds after the last event; a correct run never reaches it.
    public var timeout: Double = 20
    /// File the preload library appends read stamps to (`PLAYHEAD_READ_STAMPS`).
    public var readStampsPath: String?
    /// The device is unplugged at this event time (µs after the first touch): the read that returns
    /// a frame stamped at or after it fails with ENODEV, as do all later reads, and udev monitors get
    /// a "remove" uevent (libinput's udev backend then removes the device).
    public var vanishAfter: Int64?
    /// When the events end with fingers still down, the device vanishes this long after the last
    /// event, so consumers see it removed (and cancel the gesture) instead of waiting forever; nil: never.
    public var vanishWhenCutOff: Int64? = 200_000
    /// Capture stdout/stderr (tests) or let the command use the terminal (`playhead simulate`).
    public var captureOutput: Bool = true
    /// Extra environment for the command.
    public var environment: [String: String] = [:]
    /// Keep the testbed directory (its path is in the result) instead of deleting it.
    public var keepFiles: Bool = false
    /// Other devices on the seat beside the touchpad (a keyboard): in sysfs and udev, no events.
    public var otherDevices: [SeatDevice] = []
    /// Runs the command as the unprivileged user `nobody` (the caller is root; `setpriv`): the
    /// emulated nodes are then what a user without Playhead's udev rule meets, root-only.
    public var asNobody: Bool = false

    /// Tests of the emulation itself: the first touch is stamped at this CLOCK_MONOTONIC µs (the
    /// past is fine: umockdev paces by the gaps) instead of after the umockdev-safe wait.
    var firstTouchAt: Int64?

    public init() {}
  }

  /// What a run produced.
  public struct RunResult: Sendable {
    /// The command's exit status (128 + signal when killed by one).
    public var status: Int32
    public var stdout: String
    public var stderr: String
    /// CLOCK_MONOTONIC µs of the first touch frame (event times are `start + event.time`).
    public var start: Int64
    /// True when the planned SIGINT was sent.
    public var interrupted: Bool
    /// The testbed directory (deleted unless `keepFiles`).
    public var directory: String
    /// Every read() of the node by any process under the testbed (the preload's read stamps), in order:
    /// the moment each frame was read, for latency measured from the read rather than umockdev's timestamps.
    public var readStamps: [ReadStamp]

    /// Every `EVIOCGRAB` on the node by any process under the testbed, in order, as the preload logs
    /// them: `grab PATH`, `release PATH` (with ` failed ERRNO` when refused), `closed-grabbed PATH`.
    public var grabLog: [String]

    /// The first read that returned part of an event (see `ReadStamp.isWholeEvents`): the event stream
    /// was garbled by the emulation, the consumer stopped reading there, and the run proves nothing.
    public var garbledRead: ReadStamp? { readStamps.first { !$0.isWholeEvents } }
  }

  /// Runs `command` against the virtual touchpad; throws `.timedOut` if the hard timeout had to kill it.
  public func run(_ command: [String], options: RunOptions = RunOptions()) async throws(TestbedError)
    -> RunResult
  {
    guard !command.isEmpty else { throw .setup("no command to run") }
    let availability = await Self.availability()
    guard availability.isAvailable else { throw .unavailable(availability.missing.joined(separator: "; ")) }
    let preload = try PreloadLibrary.path()
    let directory: String
    do {
      directory = try TemporaryFiles.makeDirectory(prefix: "playhead-testbed")
    } catch {
      throw .setup("cannot create a directory in \(TemporaryFiles.directory): \(error)")
    }
    defer {
      if !options.keepFiles && ProcessInfo.processInfo.environment["PLAYHEAD_TESTBED_KEEP"] == nil {
        try? FileManager.default.removeItem(atPath: directory)
      }
    }

    // When the device vanishes after the last event, something must still wake the reader so that
    // its read() fails: a lone SYN_REPORT 1 ms after the vanishing moment.
    var vanishAt: Int64?
    if let after = options.vanishAfter {
      vanishAt = after
    } else if let grace = options.vanishWhenCutOff, Self.endsWithTouchDown(events) {
      vanishAt = (events.last?.time ?? 0) + grace
    }
    var events = self.events
    if let at = vanishAt, at >= (events.last?.time ?? 0) {
      events.append(EvdevEvent(time: at + 1000, type: EvdevCode.EV_SYN, code: EvdevCode.SYN_REPORT, value: 0))
    }
    // The lone SYN_REPORT is stamped now, before umockdev-run starts pacing, the first touch
    // `openDelay + leadIn` later in whole ms, lengthened so that no event falls in a second umockdev
    // garbles: no event reaches the node before its own time (Testbed+UmockdevPacing.swift).
    var leadIn = options.leadIn
    let start: Int64
    if let fixed = options.firstTouchAt {
      start = fixed
    } else {
      let paced = Self.umockdevPacedStart(
        openDelay: options.openDelay, leadIn: options.leadIn, times: events.map(\.time))
      leadIn = paced.leadIn
      start = paced.syn + leadIn
    }
    let lastEvent = start + (events.last?.time ?? 0)
    // When umockdev should have written the last event, on the wall clock: it paces by the gaps from
    // the moment the node is opened, so stamps in the past (`firstTouchAt`) end that much later.
    let deliveryEnd =
      options.firstTouchAt == nil
      ? lastEvent : MonotonicClock.now() + options.openDelay + leadIn + (events.last?.time ?? 0)
    func write(_ text: String, _ name: String) throws {
      try text.write(toFile: "\(directory)/\(name)", atomically: false, encoding: .utf8)
    }
    do {
      try write(device.umockdevDescription, "dev.umockdev")
      try write(device.ioctls, "dev.ioctl")
      try write(EvemuEvents.text(events, start: start, leadIn: leadIn), "dev.events")
      try FileManager.default.createDirectory(
        atPath: "\(directory)/udev/data", withIntermediateDirectories: true)
      try write(device.udevDatabase, "udev/data/\(device.udevDatabaseName)")
      for other in options.otherDevices {
        try write(other.umockdevDescription, "event\(other.eventNumber).umockdev")
        try write(other.udevDatabase, "udev/data/\(other.udevDatabaseName)")
      }
      // As nobody: its own copy of the preload.
      if options.asNobody {
        try FileManager.default.copyItem(atPath: preload, toPath: "\(directory)/preload.so")
      }
    } catch {
      throw .setup("cannot write the testbed files in \(directory): \(error)")
    }
    // …and a directory it may write its stamps and status in.
    if options.asNobody, chown(directory, 65534, 65534) != 0 {
      throw .setup("cannot give \(directory) to nobody: \(String(cString: strerror(errno)))")
    }

    let pidFile = "\(directory)/command.pid"
    // $1 udev dir, then umockdev-run's arguments; inside, $0 is the preload and $@ the command.
    let outer = """
      set -e
      if [ ! -d /run/udev ]; then mount -t tmpfs -o mode=0755 playhead-run /run; mkdir -p /run/udev; fi
      mount --bind "$1" /run/udev
      shift
      exec umockdev-run "$@"
      """
    // As nobody, the fake sysfs umockdev made (root's, mode 0700) must be readable; the node stays root's.
    let asUser =
      options.asNobody
      ? "chmod -R a+rwX \"$UMOCKDEV_DIR\"; set -- setpriv --reuid=65534 --regid=65534 --clear-groups \"$@\"; "
      : ""
    let inner =
      "echo $$ > \"$PLAYHEAD_TESTBED_PID_FILE\"; \(asUser)LD_PRELOAD=\"$0${LD_PRELOAD:+:$LD_PRELOAD}\"; "
      + "export LD_PRELOAD; exec \"$@\""
    var umockdevArguments = [
      "-d", "\(directory)/dev.umockdev", "-i", "\(device.nodePath)=\(directory)/dev.ioctl",
      "-e", "\(device.nodePath)=\(directory)/dev.events",
    ]
    for other in options.otherDevices {
      umockdevArguments += ["-d", "\(directory)/event\(other.eventNumber).umockdev"]
    }
    let argv =
      availability.unshareCommand + ["/bin/sh", "-c", outer, "playhead-testbed", "\(directory)/udev"]
      + umockdevArguments + [
        "--", "/bin/sh", "-c", inner, options.asNobody ? "\(directory)/preload.so" : preload,
      ]
      + command
    var environment = ProcessInfo.processInfo.environment
    environment["LD_PRELOAD"] = nil
    environment["PLAYHEAD_TESTBED_PID_FILE"] = pidFile
    let statusFile = "\(directory)/command.status"
    environment["PLAYHEAD_TESTBED_STATUS_FILE"] = statusFile
    if let stamps = options.readStampsPath { environment[PreloadLibrary.readStampsVariable] = stamps }
    if let at = vanishAt { environment[PreloadLibrary.vanishVariable] = String(start + at) }
    environment["PLAYHEAD_TESTBED_DEVPATH"] = device.devpath
    environment["PLAYHEAD_TESTBED_DEVNAME"] = device.nodePath
    // A log the caller names (a test around `playhead simulate`) is kept; else one in the directory.
    let grabLogPath =
      options.environment[PreloadLibrary.grabLogVariable] ?? environment[PreloadLibrary.grabLogVariable]
      ?? "\(directory)/grabs.log"
    environment[PreloadLibrary.grabLogVariable] = grabLogPath
    for (key, value) in options.environment { environment[key] = value }

    if ProcessInfo.processInfo.environment["PLAYHEAD_TESTBED_KEEP"] != nil {
      StandardError.writeLine("testbed files: \(directory)")
    }
    // The read stamps tell when the consumer has actually read the last event (umockdev delivers
    // late, by a drift that grows with the number of events): stop `stopAfterLastEvent` after that.
    let stampsPath = options.readStampsPath ?? "\(directory)/reads.stamps"
    environment[PreloadLibrary.readStampsVariable] = stampsPath
    let delivery = DeliveryWatch(path: stampsPath, lastEventTime: lastEvent)
    var supervision = Supervision()
    if let after = options.stopAfterLastEvent {
      // Upper bound: the consumer gets SIGINT even if it never reads the last event.
      supervision.interrupt = Supervision.Interrupt(
        at: deliveryEnd + after + 5_000_000, ready: { delivery.done(grace: after) }
      ) { ProcessTree.pid(inFile: pidFile) }
      supervision.interrupt?.signal = options.stopSignal
    }
    let timeout = Double(deliveryEnd - MonotonicClock.now()) / 1_000_000 + options.timeout
    supervision.commandGone = { () -> Bool in
      if FileManager.default.fileExists(atPath: statusFile) { return true }
      guard let pid = ProcessTree.pid(inFile: pidFile) else { return false }
      // Gone, or a zombie its parent (umockdev-run) has not reaped.
      return ProcessTree.isZombie(pid) ?? true
    }
    // Captured runs get a process group of their own; a terminal's run (`playhead simulate`) stays in
    // the terminal's foreground group so that the command can read keys.
    let capture = options.captureOutput
    let (result, outcome) = try await supervision.run(
      argv,
      ChildProcess.Options(
        environment: environment, input: capture ? .none : .inherit, output: capture ? .capture : .inherit,
        error: capture ? .capture : .inherit, timeout: timeout, ownGroup: capture))
    if result.timedOut {
      throw .timedOut(command: command.joined(separator: " "), seconds: timeout)
    }
    var status = result.status
    if let text = try? String(contentsOfFile: statusFile, encoding: .utf8),
      let recorded = Int32(text.trimmingCharacters(in: .whitespacesAndNewlines))
    {
      status = recorded
    } else if outcome.launcherEnded {
      status = 128 + SIGKILL  // killed by a signal: no status was recorded
    }
    return RunResult(
      status: status, stdout: result.stdout, stderr: result.stderr, start: start,
      interrupted: outcome.interrupted, directory: directory,
      readStamps: ReadStamp.read(contentsOf: stampsPath),
      grabLog: ((try? String(contentsOfFile: grabLogPath, encoding: .utf8)) ?? "").split(separator: "\n").map(
        String.init))
  }

  /// Tails the read stamps until the last event has been read (or a read failed: device vanished).
  final class DeliveryWatch {
    let path: String
    let lastEventTime: Int64
    private var offset: UInt64 = 0
    private var deliveredAt: Int64?

    init(path: String, lastEventTime: Int64) {
      self.path = path
      self.lastEventTime = lastEventTime
    }

    /// True once `grace` µs have passed since the last event was read.
    func done(grace: Int64) -> Bool {
      let now = MonotonicClock.now()
      if let at = deliveredAt { return now - at >= grace }
      guard let handle = FileHandle(forReadingAtPath: path) else { return false }
      defer { try? handle.close() }
      guard (try? handle.seek(toOffset: offset)) != nil, let data = try? handle.readToEnd(), !data.isEmpty
      else {
        return false
      }
      let whole = data.count / ReadStamp.size * ReadStamp.size
      offset += UInt64(whole)
      // A garbled read ends the run too: its event times are noise and nothing is read after it.
      for stamp in ReadStamp.decode(data.prefix(whole))
      where (stamp.bytes < 0 && !stamp.isDrained) || !stamp.isWholeEvents
        || (stamp.bytes > 0 && stamp.lastEventTime >= lastEventTime)
      {
        deliveredAt = stamp.readTime
        break
      }
      return deliveredAt.map { now - $0 >= grace } ?? false
    }
  }

  /// True when the last frame leaves a touch down (BTN_TOUCH 1 or a tracking id not released).
  public static func endsWithTouchDown(_ events: [EvdevEvent]) -> Bool {
    var touching = false
    var slot: Int32 = 0
    var active: Set<Int32> = []
    for event in events {
      if event.type == EvdevCode.EV_KEY && event.code == EvdevCode.BTN_TOUCH { touching = event.value != 0 }
      if event.type == EvdevCode.EV_ABS && event.code == EvdevCode.ABS_MT_SLOT { slot = event.value }
      if event.type == EvdevCode.EV_ABS && event.code == EvdevCode.ABS_MT_TRACKING_ID {
        if event.value < 0 { active.remove(slot) } else { active.insert(slot) }
      }
    }
    return touching || !active.isEmpty
  }
}

import CLibevdev
import Foundation
import PlayheadSystem
import Synchronization

/// The same touchpad through the real kernel: a uinput device made with libevdev's uinput API
/// (`libevdev_uinput_create_from_device`), for end-to-end latency on a laptop.
///
/// Needs write access to `/dev/uinput`. Without it the error carries the opt-in udev rule
/// (`udev/71-playhead-uinput.rules`); Playhead never asks for the `input` group or mode 0666.
public final class UinputTouchpad {
  public let spec: TouchpadSpec
  /// The evdev node the kernel created (`/dev/input/eventN`).
  public private(set) var nodePath: String = ""
  private var evdev: OpaquePointer?
  private var uinput: OpaquePointer?

  /// The one line printed when `/dev/uinput` cannot be opened, with the way to opt in (the commands
  /// themselves are in docs/testbed.md and udev/README.md).
  public static func accessHelp(reason: String) -> String {
    "cannot open /dev/uinput: \(reason); --uinput needs write access to it: install the opt-in rule "
      + "udev/71-playhead-uinput.rules (in /usr/share/doc/playhead/examples/ from the Debian package) and "
      + "log in again, or leave out --uinput"
  }

  /// Creates the device; throws `.uinputUnavailable` with the opt-in help when /dev/uinput cannot be opened.
  /// Wraps `libevdev_new`, `libevdev_enable_event_code` and `libevdev_uinput_create_from_device`.
  public init(spec: TouchpadSpec, uinputPath: String = "/dev/uinput") throws(TestbedError) {
    self.spec = spec
    let fd = open(uinputPath, O_RDWR | O_CLOEXEC)
    guard fd >= 0 else {
      throw .uinputUnavailable(Self.accessHelp(reason: String(cString: strerror(errno))))
    }
    guard let device = libevdev_new() else {
      close(fd)
      throw .setup("libevdev_new failed")
    }
    evdev = device
    libevdev_set_name(device, spec.deviceName)
    libevdev_set_id_bustype(device, Int32(spec.bus))
    libevdev_set_id_vendor(device, Int32(spec.vendor))
    libevdev_set_id_product(device, Int32(spec.product))
    libevdev_set_id_version(device, Int32(spec.version))
    for property in spec.properties { libevdev_enable_property(device, UInt32(property)) }
    for (type, codes) in spec.codes {
      libevdev_enable_event_type(device, UInt32(type))
      for code in codes {
        if type == EvdevCode.EV_ABS, let info = spec.absinfo[code] {
          var abs = input_absinfo(
            value: info.value, minimum: info.minimum, maximum: info.maximum, fuzz: info.fuzz, flat: info.flat,
            resolution: info.resolution)
          libevdev_enable_event_code(device, UInt32(type), UInt32(code), &abs)
        } else {
          libevdev_enable_event_code(device, UInt32(type), UInt32(code), nil)
        }
      }
    }
    var created: OpaquePointer?
    let rc = libevdev_uinput_create_from_device(device, fd, &created)
    guard rc == 0, let made = created else {
      close(fd)
      throw .setup("libevdev_uinput_create_from_device: \(String(cString: strerror(-rc)))")
    }
    uinput = made
    nodePath = libevdev_uinput_get_devnode(made).map { String(cString: $0) } ?? ""
  }

  deinit {
    if let uinput { libevdev_uinput_destroy(uinput) }
    if let evdev { libevdev_free(evdev) }
  }

  /// Writes the events at their relative times (the kernel stamps them) while `command` runs, then
  /// stops the command. Wraps `libevdev_uinput_write_event`.
  public func play(_ events: [EvdevEvent], command: [String], leadIn: Int64 = 1_000_000)
    async throws(TestbedError)
  {
    guard let uinput else { return }
    var environment = ProcessInfo.processInfo.environment
    environment["PLAYHEAD_TESTBED_DEVICE"] = nodePath
    let argv = command.map { $0 == "/dev/input/event12" ? nodePath : $0 }
    let start = MonotonicClock.now() + leadIn
    let device = UinputHandle(uinput)
    let writerDone = DispatchSemaphore(value: 0)
    let writer = Thread {
      defer { writerDone.signal() }
      for event in events {
        // Waits in slices of at most 10 ms so that a command that ended early stops the writer soon.
        while case let wait = start + event.time - MonotonicClock.now(), wait > 0 {
          if device.stopped.load(ordering: .acquiring) { return }
          usleep(UInt32(min(wait, 10_000)))
        }
        if device.stopped.load(ordering: .acquiring) { return }
        libevdev_uinput_write_event(device.pointer, UInt32(event.type), UInt32(event.code), event.value)
      }
    }
    writer.start()
    let stop = Supervision.Interrupt(at: start + (events.last?.time ?? 0) + 500_000) { nil }
    // On the terminal, in its foreground group, so that the command can read keys.
    let outcome: Result<Void, TestbedError>
    do {
      _ = try await Supervision(interrupt: stop).run(
        argv,
        ChildProcess.Options(
          environment: environment, input: .inherit, output: .inherit, error: .inherit,
          timeout: Double(events.last?.time ?? 0) / 1e6 + 30, ownGroup: false))
      outcome = .success(())
    } catch {
      outcome = .failure(error)
    }
    // The writer is joined before the device can be released (deinit), however the command ended.
    device.stopped.store(true, ordering: .releasing)
    await withCheckedContinuation { (joined: CheckedContinuation<Void, Never>) in
      DispatchQueue.global().async {
        writerDone.wait()
        joined.resume()
      }
    }
    try outcome.get()
  }
}

/// The uinput device handed to the writer thread, and the flag that stops it. `@unchecked Sendable`
/// only for `pointer` (an `OpaquePointer`, a `let`), which only the writer thread uses
/// (`libevdev_uinput_write_event`, a `write(2)`) while `play` runs: `play` sets `stopped` and waits for
/// the writer to finish before it returns, so the owner's `deinit` (`libevdev_uinput_destroy`) never
/// runs while the writer can still write.
private final class UinputHandle: @unchecked Sendable {
  let pointer: OpaquePointer
  let stopped = Atomic<Bool>(false)
  init(_ pointer: OpaquePointer) { self.pointer = pointer }
}

import Dispatch
import Foundation
import PlayheadEvents
import PlayheadSystem
import PlayheadTestSupport
import Testing

@testable import PlayheadInput

/// Real libinput in this process: the udev backend on seat0 (no input devices on CI machines) and
/// the path backend's refusals. The live path with a touchpad is in `LiveTouchpadTests`.
@Suite struct LibinputSourceTests {
  // These tests assume the machine has no touchpad (true on CI; read from udev's database, not by
  // the code under test); on a laptop they are skipped.

  @Test(.requires(.noTouchpad))
  func udevSeatWithoutTouchpadThrowsNoTouchpad() {
    let queue = DispatchQueue(label: "test.libinput")
    #expect(throws: InputError.noTouchpad(seat: "seat0")) {
      _ = try LibinputSource(backend: .udev(seat: "seat0"), queue: queue) { _, _ in }
    }
  }

  /// Opens a udev context on a serial queue, wakes its fd with a real netlink message to the udev
  /// monitor group (the socket libinput watches for hot-plug), and shuts down cleanly.
  @Test(.requires(.noTouchpad))
  func udevContextReadsItsFdOnTheQueueAndStopsCleanly() throws {
    let queue = DispatchQueue(label: "test.libinput")
    let woke = DispatchSemaphore(value: 0)
    let stopped = DispatchSemaphore(value: 0)
    let delivered = Counter()
    // Safe: the source is started, read and stopped on `queue`; this thread only waits for it.
    nonisolated(unsafe) let source = try LibinputSource(
      backend: .udev(seat: "seat0"), queue: queue, requiresTouchpad: false
    ) {
      _, _ in
      delivered.increment()
    }
    source.onWakeUp = { woke.signal() }
    queue.sync { source.start() }

    // A uevent multicast to group 2 ("udev") makes libinput's epoll fd readable; libudev then drops
    // it (no libudev header), so libinput reports nothing.
    try sendUdevGroupMessage("add@/devices/virtual/playhead-test\0ACTION=add\0SUBSYSTEM=input\0")
    #expect(woke.wait(timeout: .now() + 30) == .success, "the read source never woke up")
    queue.sync {
      #expect(source.wakeUps >= 1)  // more if udevd on this machine broadcast something meanwhile
      #expect(source.devices.isEmpty)
    }
    #expect(delivered.value == 0)

    queue.async { source.stop { stopped.signal() } }
    #expect(stopped.wait(timeout: .now() + 30) == .success, "stop never completed")
    source.stop()  // idempotent
  }

  @Test func pathThatDoesNotExistIsNoSuchDevice() {
    let queue = DispatchQueue(label: "test.libinput")
    let path = "/dev/input/playhead-no-such-event99"
    #expect(throws: InputError.noSuchDevice(path: path)) {
      _ = try LibinputSource(backend: .path(path), queue: queue) { _, _ in }
    }
  }

  @Test func regularFileIsNotATouchpad() throws {
    let queue = DispatchQueue(label: "test.libinput")
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "playhead-not-a-device-\(getpid())")
    try Data("not a device\n".utf8).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    #expect(throws: InputError.notATouchpad(path: url.path, reason: "not a device node")) {
      _ = try LibinputSource(backend: .path(url.path), queue: queue) { _, _ in }
    }
  }

  /// /dev/null is a character device (1:3) that udev does not know as an input device.
  @Test func characterDeviceThatIsNotInputIsNotATouchpad() {
    let queue = DispatchQueue(label: "test.libinput")
    #expect(throws: InputError.notATouchpad(path: "/dev/null", reason: "not an input device")) {
      _ = try LibinputSource(backend: .path("/dev/null"), queue: queue) { _, _ in }
    }
  }

  /// Their exit codes are the CLI's (SysExitsTests).
  @Test func errorsAreOneLine() {
    let errors: [InputError] = [
      .noTouchpad(seat: "seat0"), .permissionDenied(path: "/dev/input/event6"),
      .notATouchpad(path: "/dev/input/event3", reason: "AT keyboard is a keyboard"),
      .noSuchDevice(path: "/dev/input/event9"), .libinputUnavailable(reason: "udev_new failed"),
    ]
    for error in errors {
      #expect(!error.description.contains("\n"))
      #expect(!error.description.isEmpty)
    }
    #expect(InputError.noTouchpad(seat: "seat0").description.contains("playhead demo"))
  }

  /// The permission message names the udev rule and how to install it, and never the input group
  /// or world-writable modes (they open every keyboard to every process).
  @Test func permissionMessageNamesTheRuleNeverTheInputGroup() {
    let message = InputError.permissionDenied(path: "/dev/input/event6").description
    #expect(message.contains("/dev/input/event6"))
    #expect(message.contains("udev/70-playhead-touchpad.rules"))
    #expect(message.contains("udevadm control --reload"))
    #expect(message.contains("udevadm trigger"))
    let lowered = message.lowercased()
    for forbidden in ["input group", "usermod", "gpasswd", "0666", "666", "chmod"] {
      #expect(!lowered.contains(forbidden), "message mentions \(forbidden)")
    }
  }

  @Test func monotonicClockIsMonotonicAndOnTheSameClockAsDispatch() {
    // DispatchTime.now() is CLOCK_MONOTONIC on Linux (uptimeNanoseconds); the two readings bracket ours.
    let before = Int64(DispatchTime.now().uptimeNanoseconds / 1_000)
    let now = MonotonicClock.now()
    let after = Int64(DispatchTime.now().uptimeNanoseconds / 1_000)
    #expect(before <= now + 1 && now <= after + 1)
  }
}

import Dispatch
import PlayheadEvents
import PlayheadSystem

/// Live touchpad gestures from real libinput, delivered on the engine's serial queue.
///
/// The udev backend (`.udev(seat:)`, default seat0) follows libinput's own device discovery; the
/// path backend (`.path`) opens exactly one node given by the user. Either way only touchpads are
/// opened (`open_restricted` refuses anything udev does not tag `ID_INPUT_TOUCHPAD`) and only
/// devices with `LIBINPUT_DEVICE_CAP_GESTURE` are reported.
///
/// libinput's fd is watched by a `ReadableSource` on `queue`; every wake-up stamps its read time
/// with `MonotonicClock.now()`, calls `libinput_dispatch` and drains `libinput_get_event`, calling
/// `handler(event, readTime)` for each gesture and touchpad event. A touchpad removed mid-gesture
/// first delivers that gesture's `END` with `cancelled = true`.
///
/// After `start()`, use the source (including `devices` and `stop()`) from `queue` only, as the
/// engine does; `stop()` may also be called from elsewhere before the queue runs anything else.
public final class LibinputSource {
  /// Where devices come from.
  public enum Backend: Sendable, Hashable {
    /// libinput's udev backend on a seat (`libinput_udev_assign_seat`), "seat0" on a normal desktop.
    case udev(seat: String)
    /// One device node (`libinput_path_add_device`), e.g. "/dev/input/event6"; refused unless a touchpad.
    case path(String)
  }

  /// Called on `queue` with each event and the CLOCK_MONOTONIC µs at which its wake-up read the fd.
  public typealias Handler = (InputEvent, _ readTime: Instant) -> Void

  public let backend: Backend
  /// The touchpads currently attached and reported, in the order libinput added them.
  public private(set) var devices: [TouchpadInfo] = []
  /// How many times the read source woke up (an idle source wakes up zero times).
  public var wakeUps: Int { wakeUpCount }
  // Measured hot path (issue 26): stored non-public behind the public getter, so whole-module
  // optimization drops the runtime exclusivity check of the count's increment on every wake-up.
  private var wakeUpCount = 0

  /// Tests: called on `queue` after each wake-up has drained libinput.
  var onWakeUp: (() -> Void)?

  private let queue: DispatchQueue
  private let handler: Handler
  private var context: LibinputContext?
  private var readSource: ReadableSource?
  private var continuity = GestureContinuity()
  /// Identities of the reported touchpads; gestures of anything else are dropped.
  private var reported: [UInt] = []
  /// A gesture END held until the next event of the same drain: libinput 1.22 ends a removed
  /// touchpad's gesture with an ordinary END right before DEVICE_REMOVED, which must read as cancelled.
  private var heldEnd: (event: GestureEvent, device: UInt)?
  /// Events translated during `init` (the initial DEVICE_ADDED), delivered by `start()`.
  private var pending: [(InputEvent, Instant)] = []

  /// Opens libinput and its devices now, so every problem is reported here rather than later.
  ///
  /// - Parameters:
  ///   - requiresTouchpad: throw `.noTouchpad` (or `.permissionDenied` when a touchpad exists but
  ///     could not be opened) if the udev seat has no usable touchpad. Pass false to wait for hot-plug.
  ///   - grab: take every touchpad exclusively (`EVIOCGRAB`) until `stop()`, so the desktop does not
  ///     see it; a touchpad that cannot be taken is not read at all.
  /// - Throws: `InputError`; `.notATouchpad`, `.noSuchDevice`, `.permissionDenied` for a path;
  ///   `.grabFailed` when a touchpad was found but could not be taken.
  public init(
    backend: Backend = .udev(seat: "seat0"), queue: DispatchQueue, requiresTouchpad: Bool = true,
    grab: Bool = false, handler: @escaping Handler
  ) throws(InputError) {
    self.backend = backend
    self.queue = queue
    self.handler = handler
    pending.reserveCapacity(8)
    let readTime = Instant(microseconds: MonotonicClock.now())
    switch backend {
    case .udev(let seat):
      let context = try LibinputContext.udev(seat: seat, grab: grab)
      self.context = context
      drain(context, readTime: readTime, deliver: false)
      if requiresTouchpad && devices.isEmpty {
        if let path = context.opener.permissionDenied.first { throw .permissionDenied(path: path) }
        if let refusal = context.opener.grabRefused.first {
          throw .grabFailed(path: refusal.path, errno: refusal.errno)
        }
        throw .noTouchpad(seat: seat)
      }
    case .path(let path):
      let context = try LibinputContext.path(grab: grab)
      self.context = context
      try Self.check(path: path, udev: context.udev)
      guard let device = context.addDevice(path: path) else {
        if context.opener.permissionDenied.contains(path) { throw .permissionDenied(path: path) }
        if let refusal = context.opener.grabRefused.first {
          throw .grabFailed(path: refusal.path, errno: refusal.errno)
        }
        if let refusal = context.opener.refused.first {
          throw .notATouchpad(path: path, reason: refusal.node?.kindDescription ?? "not an input device")
        }
        throw .notATouchpad(path: path, reason: "libinput could not set it up")
      }
      guard device.hasGestures else {
        device.removeFromPathContext()
        throw .notATouchpad(path: path, reason: "libinput reports no gesture support for it")
      }
      drain(context, readTime: readTime, deliver: false)
    }
  }

  /// Refuses what is plainly not a touchpad before libinput touches it.
  private static func check(path: String, udev: Udev) throws(InputError) {
    switch FileStatus(path: path) {
    case .missing: throw .noSuchDevice(path: path)
    case .permissionDenied: throw .permissionDenied(path: path)
    case .notCharacterDevice: throw .notATouchpad(path: path, reason: "not a device node")
    case .characterDevice:
      guard let node = udev.inputNode(path: path) else {
        throw .notATouchpad(path: path, reason: "not an input device")
      }
      guard node.isTouchpad else {
        throw .notATouchpad(path: path, reason: "\(node.name) is \(node.kindDescription)")
      }
    }
  }

  /// Starts reading libinput's fd on `queue`; first delivers the devices found by `init`.
  public func start() {
    guard readSource == nil, let context else { return }
    let initial = pending
    pending = []
    let weakSelf = QueueBound(WeakSource(self), queue: queue)
    queue.async {
      guard let self = weakSelf.value.source else { return }
      for (event, readTime) in initial { self.handler(event, readTime) }
    }
    // Weak through an immutable capture: a `[weak self]` capture is a mutable box, read under a
    // runtime exclusivity check on every wake-up (measured, issue 26).
    let source = WeakSource(self)
    readSource = ReadableSource(fd: context.fd, queue: queue) { source.source?.wakeUp() }
  }

  /// Stops reading and releases libinput once the read source is cancelled. Idempotent. Grabbed
  /// touchpads are given back at once, before this returns: the caller may exit right after.
  /// - Parameter completion: runs on `queue` after libinput's context has been released.
  public func stop(completion: (@Sendable () -> Void)? = nil) {
    context?.opener.releaseGrabs()
    let box = ContextBox(context)
    context = nil
    guard let source = readSource else {
      box.context = nil
      if let completion { queue.async { completion() } }
      return
    }
    readSource = nil
    // libinput_unref closes the fd the source watches: release the context only once it is cancelled.
    let held = QueueBound(box, queue: queue)
    source.cancel {
      held.value.context = nil
      completion?()
    }
  }

  deinit { stop() }

  /// The source, weakly, for the block `start()` queues (a queued block must not keep it alive).
  private struct WeakSource {
    weak var source: LibinputSource?
    init(_ source: LibinputSource) { self.source = source }
  }

  /// Holds the context until the read source's last call is over.
  private final class ContextBox {
    var context: LibinputContext?
    init(_ context: LibinputContext?) { self.context = context }
  }

  /// One readable wake-up: read time, `libinput_dispatch`, drain.
  private func wakeUp() {
    guard let context else { return }
    let readTime = Instant(microseconds: MonotonicClock.now())
    wakeUpCount += 1
    context.dispatch()
    drain(context, readTime: readTime, deliver: true)
    onWakeUp?()
  }

  /// Drains libinput's queue, keeping touchpads only. Hot path: no allocation per gesture event.
  ///
  /// A touchpad removed mid-gesture ends that gesture as cancelled either way: libinput's own END
  /// (when followed by the device's DEVICE_REMOVED in the same drain) is marked cancelled, and when
  /// no END came, `GestureContinuity` synthesises one.
  private func drain(_ context: LibinputContext, readTime: Instant, deliver: Bool) {
    // A handler may call stop(): nothing is delivered after that, even from this drain.
    while !deliver || self.context != nil, let event = context.nextEvent() {
      switch event {
      case .gesture(let gesture, let device):
        guard isReported(device) else { continue }
        releaseHeldEnd(readTime, deliver)
        continuity.observe(gesture, on: device)
        if gesture.phase == .end {
          heldEnd = (gesture, device)
        } else {
          emit(.gesture(gesture), readTime, deliver)
        }
      case .deviceAdded(let device):
        guard device.hasGestures, device.isTouchpad else { continue }
        releaseHeldEnd(readTime, deliver)
        let size = device.size
        let sysname = device.sysname
        reported.append(device.identity)
        continuity.deviceAdded(device.identity)
        devices.append(
          TouchpadInfo(
            name: device.name, node: "/dev/input/" + sysname, sysname: sysname, widthMM: size?.width,
            heightMM: size?.height, hasGestures: true, canOpen: true))
        emit(
          .device(
            DeviceEvent(
              phase: .added, name: device.name, sysname: sysname, widthMM: size?.width,
              heightMM: size?.height,
              time: readTime)), readTime, deliver)
      case .deviceRemoved(let identity, let name, let sysname):
        guard let index = reported.firstIndex(of: identity) else { continue }
        if let held = heldEnd, held.device == identity {
          var end = held.event
          end.cancelled = true
          heldEnd = nil
          emit(.gesture(end), readTime, deliver)
        } else {
          releaseHeldEnd(readTime, deliver)
        }
        reported.remove(at: index)
        if let end = continuity.deviceRemoved(identity, at: readTime) {
          emit(.gesture(end), readTime, deliver)
        }
        let info = devices.first { $0.sysname == sysname }
        devices.removeAll { $0.sysname == sysname }
        emit(
          .device(
            DeviceEvent(
              phase: .removed, name: name, sysname: sysname, widthMM: info?.widthMM, heightMM: info?.heightMM,
              time: readTime)), readTime, deliver)
      case .other:
        continue
      }
    }
    if !deliver || self.context != nil { releaseHeldEnd(readTime, deliver) }
  }

  /// Whether `device` is a reported touchpad. An index loop: the generic `contains` allocates in
  /// unoptimised builds, and this runs per event.
  @inline(__always)
  private func isReported(_ device: UInt) -> Bool {
    var index = 0
    while index < reported.count {
      if reported[index] == device { return true }
      index += 1
    }
    return false
  }

  @inline(__always)
  private func releaseHeldEnd(_ readTime: Instant, _ deliver: Bool) {
    guard let held = heldEnd else { return }
    heldEnd = nil
    emit(.gesture(held.event), readTime, deliver)
  }

  @inline(__always)
  private func emit(_ event: InputEvent, _ readTime: Instant, _ deliver: Bool) {
    if deliver { handler(event, readTime) } else { pending.append((event, readTime)) }
  }
}

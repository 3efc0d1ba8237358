import PlayheadEvents

/// Every recognizer Playhead runs, fed one input stream in order: swipes go to the pan, pinches to
/// the pinch (scale and rotation), holds to the hold; device events set the units and cancel a
/// gesture whose touchpad went away.
///
/// Pure: no clock is read; times come from the events, and the finger-change window's timeout is
/// delivered by `advance(to:)`, which the engine calls from its clock (after each event and each
/// frame, or at `nextDeadline`). Allocation-free per event.
///
///     var recognizers = GestureRecognizers(options: .gnome)
///     for event in events {
///       if let snapshot = recognizers.handle(event) { … }
///       while let snapshot = recognizers.advance(to: event.time) { … }
///     }
public struct GestureRecognizers: Sendable {
  /// Dead zone, axis lock, finger counts, windows; read at each event.
  public var options: GestureOptions
  /// The swipe recognizer.
  public private(set) var pan = ContinuousRecognizer(kind: .swipe)
  /// The pinch (and rotation) recognizer.
  public private(set) var pinch = ContinuousRecognizer(kind: .pinch)
  /// The hold recognizer.
  public private(set) var hold = ContinuousRecognizer(kind: .hold)
  /// The touchpad the size belongs to (from the last DEVICE_ADDED).
  public private(set) var deviceName: String?
  /// The touchpad's size, nil when unknown (distances are then in libinput units).
  public private(set) var touchpadSizeMM: Vector2?
  /// Snapshots waiting to be delivered, for the rare event that produces more than one (a device
  /// removed while two gestures were open, two finger-change windows expiring at once): four slots,
  /// allocated once; when they are full, the oldest is dropped and counted.
  private var queue = FixedRing(
    capacity: 4, filler: GestureSnapshot.placeholder)

  /// The snapshot the last call that delivered one delivered (`receive`, `handle(GestureEvent)` or
  /// `handle(InputEvent)`; not `handle(DeviceEvent)` or `advance(to:)`), a snapshot held back earlier
  /// first. The recognizers write it here.
  public private(set) var delivered = GestureSnapshot.placeholder

  /// Recognizers in `possible`, with these options.
  public init(options: GestureOptions = GestureOptions()) {
    self.options = options
  }

  /// The units a gesture starting now reports in (a gesture under way keeps the ones it began with).
  public var unitScale: UnitScale {
    UnitScale(touchpadSizeMM: touchpadSizeMM, millimetresPerUnit: options.millimetresPerUnit)
  }

  /// The units of a gesture starting now.
  public var units: GestureUnits { unitScale.units }

  /// Snapshots dropped because more than four piled up without `advance(to:)` being called.
  public private(set) var droppedSnapshots = 0

  /// Sets the touchpad's physical size (as `libinput_device_get_size` gives it); from the next gesture
  /// on, distances are millimetres. Non-finite or non-positive sizes mean "unknown".
  public mutating func setDeviceSize(widthMM: Double?, heightMM: Double?) {
    if let w = widthMM, let h = heightMM, w.isFinite, h.isFinite, w > 0, h > 0 {
      touchpadSizeMM = Vector2(x: w, y: h)
    } else {
      touchpadSizeMM = nil
    }
  }

  /// Feeds one gesture event; returns the snapshot it produced, nil when nothing observable changed.
  /// The rare event that produces two (a BEGIN that also closes the previous gesture) returns the
  /// first; the second comes from the next `advance(to:)`, which `nextDeadline` asks for at once.
  public mutating func handle(_ event: GestureEvent) -> GestureSnapshot? {
    receive(event) ? delivered : nil
  }

  /// Feeds one input event as `handle(_:)` does, but leaves the snapshot it produced in `delivered`
  /// and returns whether there is one.
  ///
  /// Measured hot path (issue 26): the engine reads the snapshot where the recognizer wrote it; an
  /// optional snapshot (129 bytes) returned through each layer was copied at every one.
  public mutating func receive(_ event: InputEvent) -> Bool {
    switch event {
    case .gesture(let gesture):
      return receive(gesture)
    case .device(let device):
      guard let snapshot = handle(device) else { return false }
      delivered = snapshot
      return true
    }
  }

  /// `receive(_:)` for a gesture event.
  public mutating func receive(_ event: GestureEvent) -> Bool {
    let scale = unitScale
    let produced: Bool
    let twoSnapshots: Bool
    switch event.kind {
    case .swipe:
      produced = pan.handle(event, options: options, scale: scale, into: &delivered)
      twoSnapshots = pan.hasPending
    case .pinch:
      produced = pinch.handle(event, options: options, scale: scale, into: &delivered)
      twoSnapshots = pinch.hasPending
    case .hold:
      // libinput sends no hold UPDATE; a stray one changes nothing observable.
      produced =
        event.phase == .update ? false : hold.handle(event, options: options, scale: scale, into: &delivered)
      twoSnapshots = hold.hasPending
    }
    if twoSnapshots {
      // One event closed a gesture and began the next: the second snapshot waits for `advance(to:)`.
      if produced { enqueue(delivered) }
      switch event.kind {
      case .swipe: enqueue(pan.takePending())
      case .pinch: enqueue(pinch.takePending())
      case .hold: enqueue(hold.takePending())
      }
    } else if queue.isEmpty {
      nextDeadline = computeNextDeadline()
      return produced
    } else if produced {
      // Held-back snapshots go first, so the order of the stream is kept.
      enqueue(delivered)
    }
    let first = queue.popFirst()
    nextDeadline = computeNextDeadline()
    guard let first else { return false }
    delivered = first
    return true
  }

  /// Feeds one device event: DEVICE_ADDED sets the size (units change from the next gesture);
  /// DEVICE_REMOVED cancels every gesture under way. Returns the first cancellation, if any; further
  /// ones come from `advance(to:)`.
  public mutating func handle(_ event: DeviceEvent) -> GestureSnapshot? {
    defer { nextDeadline = computeNextDeadline() }
    switch event.phase {
    case .added:
      deviceName = event.name
      setDeviceSize(widthMM: event.widthMM, heightMM: event.heightMM)
      return deliver(nil)
    case .removed:
      enqueue(pan.deviceRemoved(at: event.time))
      enqueue(pinch.deviceRemoved(at: event.time))
      enqueue(hold.deviceRemoved(at: event.time))
      if deviceName == nil || deviceName == event.name {
        deviceName = nil
        touchpadSizeMM = nil
      }
      return queue.popFirst()
    }
  }

  /// Feeds any input event.
  public mutating func handle(_ event: InputEvent) -> GestureSnapshot? {
    receive(event) ? delivered : nil
  }

  /// Delivers timeouts due at `now` (a finger-change window that closed: that gesture is cancelled)
  /// and any snapshot an earlier call had to hold back. Call it until it returns nil.
  public mutating func advance(to now: Instant) -> GestureSnapshot? {
    // Measured hot path (called after every event): with nothing held back and no finger-change
    // window open there is nothing to deliver; answering before the `defer` below saves moving an
    // empty optional through two stack copies (issue 26).
    if queue.isEmpty && pan.resumeDeadline == nil && pinch.resumeDeadline == nil {
      nextDeadline = nil
      return nil
    }
    defer { nextDeadline = computeNextDeadline() }
    if let pending = queue.popFirst() { return pending }
    if pan.resumeDeadline == nil && pinch.resumeDeadline == nil { return nil }
    let panDeadline = pan.resumeDeadline ?? .max
    let pinchDeadline = pinch.resumeDeadline ?? .max
    if panDeadline <= pinchDeadline {
      enqueue(pan.advance(to: now))
      enqueue(pinch.advance(to: now))
    } else {
      enqueue(pinch.advance(to: now))
      enqueue(pan.advance(to: now))
    }
    return queue.popFirst()
  }

  /// When `advance(to:)` next has something to deliver: a held-back snapshot (at once) or the
  /// earliest open finger-change window. nil: nothing pending, no timer needed.
  ///
  /// Measured hot path (read after every event): a stored value each mutating entry point refreshes,
  /// because a computed getter called from another module copies the whole recognizers first.
  public private(set) var nextDeadline: Instant?

  @inline(__always)
  private func computeNextDeadline() -> Instant? {
    if !queue.isEmpty { return queue[0].time }
    guard let panDeadline = pan.resumeDeadline else { return pinch.resumeDeadline }
    return min(panDeadline, pinch.resumeDeadline ?? panDeadline)
  }

  /// Held-back snapshots go first, so the order of the stream is kept.
  private mutating func deliver(_ produced: GestureSnapshot?) -> GestureSnapshot? {
    if queue.isEmpty { return produced }
    enqueue(produced)
    return queue.popFirst()
  }

  private mutating func enqueue(_ snapshot: GestureSnapshot?) {
    guard let snapshot else { return }
    if queue.count == queue.capacity { droppedSnapshots += 1 }
    queue.append(snapshot)
  }
}

import PlayheadEvents

/// Keeps every gesture closed: a touchpad removed between BEGIN and END still ends its gesture.
///
/// libinput stops a removed device's events, so a gesture that was open on it would never end and
/// the transition would stay frozen. This value type remembers the open gesture of each device and,
/// on removal, returns the `END cancelled` that closes it. Allocation-free per gesture event: a
/// device's slot is added when the device is, and gestures only mutate slots in place.
public struct GestureContinuity: Sendable {
  struct Slot: Sendable {
    var device: UInt
    var open: GestureEvent?
  }

  private var slots: [Slot] = []

  public init() { slots.reserveCapacity(4) }

  /// A device was added; `device` is any identity stable while it exists.
  public mutating func deviceAdded(_ device: UInt) {
    if !slots.contains(where: { $0.device == device }) { slots.append(Slot(device: device, open: nil)) }
  }

  /// Records a gesture event of `device`.
  public mutating func observe(_ event: GestureEvent, on device: UInt) {
    guard let index = slot(of: device) else { return }
    switch event.phase {
    case .begin, .update: slots[index].open = event
    case .end: slots[index].open = nil
    }
  }

  /// The device is gone: the END that closes its open gesture (cancelled, at `time`), if one is open.
  public mutating func deviceRemoved(_ device: UInt, at time: Instant) -> GestureEvent? {
    guard let index = slots.firstIndex(where: { $0.device == device }) else { return nil }
    let open = slots[index].open
    slots.remove(at: index)
    guard let open else { return nil }
    return GestureEvent(
      kind: open.kind, phase: .end, cancelled: true, fingers: open.fingers, time: max(time, open.time),
      scale: open.kind == .pinch ? (open.scale ?? 1) : nil, angleDelta: open.kind == .pinch ? 0 : nil)
  }

  /// The slot index of `device`. An index loop: the generic `firstIndex(where:)` allocates in
  /// unoptimised builds, and this runs per event.
  private func slot(of device: UInt) -> Int? {
    var index = 0
    while index < slots.count {
      if slots[index].device == device { return index }
      index += 1
    }
    return nil
  }
}

import PlayheadEvents

/// The events of a transcript read and not yet taken, in order: a gesture kept as its plain value, a
/// device event by its place among the batch's few device events.
///
/// Measured hot path (issue 26): as `[InputEvent]`, each event taken was copied through `InputEvent`'s
/// value witness (its device case holds strings), and emptying the batch destroyed each one through it
/// again. Here the batch's slots are plain values: nothing to copy, nothing to destroy.
struct ReadyEvents {
  private enum Slot {
    case gesture(GestureEvent)
    case device(Int)
  }

  private var slots: [Slot] = []
  private var devices: [DeviceEvent] = []

  init(capacity: Int = 0) { slots.reserveCapacity(capacity) }

  var count: Int { slots.count }

  /// Event `index`; a gesture is made anew from its plain value.
  subscript(index: Int) -> InputEvent {
    switch slots[index] {
    case .gesture(let gesture): .gesture(gesture)
    case .device(let device): .device(devices[device])
    }
  }

  /// Event `index`'s gesture, nil for a device event: lent as `.gesture(…)`, a gesture leaves nothing to
  /// destroy (an `InputEvent` from the subscript was destroyed through its value witness, measured).
  func gesture(at index: Int) -> GestureEvent? {
    if case .gesture(let gesture) = slots[index] { gesture } else { nil }
  }

  /// Whether a gesture is among the events from `index` on.
  func containsGesture(from index: Int) -> Bool {
    slots[index...].contains { if case .gesture = $0 { true } else { false } }
  }

  mutating func append(_ event: InputEvent) {
    switch event {
    case .gesture(let gesture):
      slots.append(.gesture(gesture))
    case .device(let device):
      devices.append(device)
      slots.append(.device(devices.count - 1))
    }
  }

  /// Empties the batch, keeping the slots' memory.
  mutating func removeAll() {
    slots.removeAll(keepingCapacity: true)
    devices.removeAll()
  }
}

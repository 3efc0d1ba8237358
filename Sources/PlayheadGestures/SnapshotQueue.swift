/// A fixed four-slot FIFO of snapshots waiting to be delivered, for the rare event that produces more
/// than one (a device removed while two gestures were open, two finger-change windows expiring at once).
/// Allocation-free. When full, the oldest snapshot is dropped and counted.
struct SnapshotQueue: Sendable {
  static let capacity = 4
  private var slots = InlineArray<4, GestureSnapshot>(
    repeating: GestureSnapshot(kind: .swipe, fingers: 0, state: .possible, time: 0))
  private var head = 0
  private(set) var count = 0
  private(set) var dropped = 0

  var isEmpty: Bool { count == 0 }

  var first: GestureSnapshot? { count == 0 ? nil : slots[head] }

  mutating func append(_ snapshot: GestureSnapshot?) {
    guard let snapshot else { return }
    if count == Self.capacity {
      head = (head + 1) % Self.capacity
      count -= 1
      dropped += 1
    }
    slots[(head + count) % Self.capacity] = snapshot
    count += 1
  }

  mutating func popFirst() -> GestureSnapshot? {
    guard count > 0 else { return nil }
    let snapshot = slots[head]
    head = (head + 1) % Self.capacity
    count -= 1
    return snapshot
  }
}

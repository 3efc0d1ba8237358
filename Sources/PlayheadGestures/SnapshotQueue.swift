import PlayheadEvents

/// A fixed four-slot FIFO of snapshots waiting to be delivered, for the rare event that produces more
/// than one (a device removed while two gestures were open, two finger-change windows expiring at once).
/// Allocation-free after creation. When full, the oldest snapshot is dropped and counted.
struct SnapshotQueue: Sendable {
  static let capacity = 4
  private var ring = FixedRing(
    capacity: SnapshotQueue.capacity,
    filler: GestureSnapshot(kind: .swipe, fingers: 0, state: .possible, time: 0))
  private(set) var dropped = 0

  var isEmpty: Bool { ring.isEmpty }
  /// The first snapshot's time, read without copying the snapshot.
  var firstTime: Instant? { ring.isEmpty ? nil : ring[0].time }

  mutating func append(_ snapshot: GestureSnapshot?) {
    guard let snapshot else { return }
    if ring.count == ring.capacity { dropped += 1 }
    ring.append(snapshot)
  }

  mutating func popFirst() -> GestureSnapshot? { ring.popFirst() }
}

/// A fixed-capacity ring buffer with value semantics: the newest `capacity` elements, oldest first.
///
/// The slots are allocated once, when the ring is made; appending, reading and resetting never
/// allocate. Copy-on-write keeps value semantics (a copy that is mutated gets its own slots, which
/// the engine never does: its recognizers are mutated in place). Storage lives on the heap rather
/// than in an `InlineArray` because the optimizer copies a large inline array on every read.
/// Inlinable (measured hot path, issue 15): `GestureTrack` in PlayheadTransitions appends every event,
/// and unspecialized it looked up generic metadata and copied through value witnesses each time.
public struct FixedRing<Element: Sendable>: Sendable {
  public let capacity: Int
  @usableFromInline var storage: Storage
  @usableFromInline var head = 0  // index of the oldest element
  @usableFromInline var _count = 0

  /// The elements held (0 ... capacity).
  @inlinable public var count: Int { _count }

  /// - Parameters:
  ///   - capacity: the number of slots (at least 1).
  ///   - filler: the value empty slots hold (never read).
  @inlinable
  public init(capacity: Int, filler: Element) {
    self.capacity = max(1, capacity)
    self.storage = Storage(capacity: self.capacity, filler: filler)
  }

  @inlinable public var isEmpty: Bool { _count == 0 }

  /// The i-th element, oldest first (0 ..< count).
  @inlinable
  public subscript(i: Int) -> Element {
    get { storage.slots[slot(i)] }
    set {
      makeUnique()
      storage.slots[slot(i)] = newValue
    }
  }

  @inlinable public var first: Element? { _count == 0 ? nil : self[0] }
  @inlinable public var last: Element? { _count == 0 ? nil : self[_count - 1] }

  /// Appends at the end; when full, the oldest element is overwritten.
  @inlinable
  public mutating func append(_ element: Element) {
    makeUnique()
    if _count == capacity {
      storage.slots[head] = element
      head = next(head)
    } else {
      storage.slots[slot(_count)] = element
      _count += 1
    }
  }

  /// Removes and returns the oldest element.
  @inlinable
  public mutating func popFirst() -> Element? {
    guard _count > 0 else { return nil }
    let element = storage.slots[head]
    head = next(head)
    _count -= 1
    return element
  }

  /// Forgets every element (the slots stay allocated).
  @inlinable
  public mutating func removeAll() {
    head = 0
    _count = 0
  }

  /// Rewrites every element in place.
  @inlinable
  public mutating func updateEach(_ body: (inout Element) -> Void) {
    makeUnique()
    for i in 0..<_count { body(&storage.slots[slot(i)]) }
  }

  /// The slot after `slot` (0 after the last). Measured, issue 26: a compare where `% capacity` was a
  /// division with its overflow checks, on every append to a full ring.
  @inlinable
  func next(_ slot: Int) -> Int {
    slot + 1 == capacity ? 0 : slot + 1
  }

  @inlinable
  func slot(_ i: Int) -> Int {
    let index = head + i
    return index >= capacity ? index - capacity : index
  }

  @inlinable
  mutating func makeUnique() {
    if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
  }

  /// The slots. `@unchecked Sendable` is safe: every mutation goes through `makeUnique()` first, so a
  /// ring writes only storage no other copy holds; storage shared by copies (on any threads) is only
  /// read. Elements are `Sendable` (`FixedRing`'s constraint), so handing them over is safe too.
  @usableFromInline
  final class Storage: @unchecked Sendable {
    @usableFromInline let slots: UnsafeMutablePointer<Element>
    @usableFromInline let capacity: Int

    @inlinable
    init(capacity: Int, filler: Element) {
      self.capacity = capacity
      slots = .allocate(capacity: capacity)
      slots.initialize(repeating: filler, count: capacity)
    }

    @inlinable
    func copy() -> Storage {
      let copy = Storage(capacity: capacity, filler: slots[0])
      copy.slots.update(from: slots, count: capacity)
      return copy
    }

    deinit {
      slots.deinitialize(count: capacity)
      slots.deallocate()
    }
  }
}

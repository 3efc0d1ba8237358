/// The actions one input produced, in order: a fixed-capacity, allocation-free collection (as
/// `TransitionActions`), since one is returned for every event on the hot path.
///
/// The longest step is a snapshot that applies a reload (a notice), is logged, ends the gesture (a
/// release, a decision and a completion), arms the recognizer timer and asks for a frame: seven.
public struct EngineActions: Sendable, RandomAccessCollection {
  // Measured hot path: an inline array of plain values, so appending is one store and reading one
  // load (eight optionals cost a switch and an unwrap on each, and more bytes to copy).
  private var storage: InlineArray<8, EngineAction> = [
    .idle, .idle, .idle, .idle, .idle, .idle, .idle, .idle,
  ]
  public private(set) var count: Int = 0
  /// Another snapshot is due at the same time: feed `EngineInput.nextSnapshot` at once.
  public internal(set) var hasMoreSnapshots = false

  /// How many actions fit.
  public static let capacity = 8

  public var startIndex: Int { 0 }
  public var endIndex: Int { count }

  public subscript(position: Int) -> EngineAction {
    precondition(position >= 0 && position < count, "EngineActions index out of range")
    return storage[position]
  }

  /// Appends an action; beyond the capacity the newest is dropped (never happens by construction).
  mutating func append(_ action: EngineAction) {
    guard count < Self.capacity else {
      assertionFailure("EngineActions over capacity")
      return
    }
    storage[count] = action
    count += 1
  }
}

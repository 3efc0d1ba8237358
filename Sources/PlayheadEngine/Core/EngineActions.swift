/// The actions one input produced, in order: a fixed-capacity, allocation-free collection (as
/// `TransitionActions`), since one is returned for every event on the hot path.
///
/// The longest step is a snapshot that applies a reload (a notice), is logged, ends the gesture (a
/// release, a decision and a completion), arms the recognizer timer and asks for a frame: seven.
public struct EngineActions: Sendable, Hashable, RandomAccessCollection {
  private var a0: EngineAction?
  private var a1: EngineAction?
  private var a2: EngineAction?
  private var a3: EngineAction?
  private var a4: EngineAction?
  private var a5: EngineAction?
  private var a6: EngineAction?
  private var a7: EngineAction?
  public private(set) var count: Int = 0
  /// Another snapshot is due at the same time: feed `EngineInput.nextSnapshot` at once.
  public internal(set) var hasMoreSnapshots = false

  /// How many actions fit.
  public static let capacity = 8

  public init() {}

  public var startIndex: Int { 0 }
  public var endIndex: Int { count }

  public subscript(position: Int) -> EngineAction {
    precondition(position >= 0 && position < count, "EngineActions index out of range")
    switch position {
    case 0: return a0!
    case 1: return a1!
    case 2: return a2!
    case 3: return a3!
    case 4: return a4!
    case 5: return a5!
    case 6: return a6!
    default: return a7!
    }
  }

  /// Appends an action; beyond the capacity the newest is dropped (never happens by construction).
  mutating func append(_ action: EngineAction) {
    switch count {
    case 0: a0 = action
    case 1: a1 = action
    case 2: a2 = action
    case 3: a3 = action
    case 4: a4 = action
    case 5: a5 = action
    case 6: a6 = action
    case 7: a7 = action
    default:
      assertionFailure("EngineActions over capacity")
      return
    }
    count += 1
  }
}

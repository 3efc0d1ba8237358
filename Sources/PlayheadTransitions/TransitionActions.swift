/// The actions one call produced, in order: a fixed-capacity, allocation-free collection.
///
/// No call produces more than four (watchdog, decision and completion is the longest chain).
public struct TransitionActions: Sendable, Hashable, RandomAccessCollection {
  private var a0: TransitionAction?
  private var a1: TransitionAction?
  private var a2: TransitionAction?
  private var a3: TransitionAction?
  public private(set) var count: Int = 0

  /// How many actions fit.
  public static let capacity = 4

  public init() {}

  public var startIndex: Int { 0 }
  public var endIndex: Int { count }

  public subscript(position: Int) -> TransitionAction {
    precondition(position >= 0 && position < count, "TransitionActions index out of range")
    switch position {
    case 0: return a0!
    case 1: return a1!
    case 2: return a2!
    default: return a3!
    }
  }

  /// Appends an action; beyond the capacity the newest is dropped (never happens by construction).
  mutating func append(_ action: TransitionAction) {
    switch count {
    case 0: a0 = action
    case 1: a1 = action
    case 2: a2 = action
    case 3: a3 = action
    default: return
    }
    count += 1
  }

  // By index, here and below (measured, issue 26): a `for … in` iterator copies the whole value and
  // destroys it after, on every event, though most of these collections are empty.
  mutating func append(contentsOf other: TransitionActions) {
    var i = 0
    while i < other.count {
      append(other[i])
      i += 1
    }
  }

  /// The decision among these actions, if any.
  public var decision: Decision? {
    var i = 0
    while i < count {
      if case .decision(let d) = self[i] { return d }
      i += 1
    }
    return nil
  }

  /// `finished` of the completion among these actions, if any.
  public var completion: Bool? {
    var i = 0
    while i < count {
      if case .completed(let finished) = self[i] { return finished }
      i += 1
    }
    return nil
  }
}

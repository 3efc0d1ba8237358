/// The actions one call produced, in order: a fixed-capacity, allocation-free collection.
///
/// No call produces more than four (watchdog, decision and completion is the longest chain), and at
/// most one decision.
public struct TransitionActions: Sendable, Hashable, RandomAccessCollection {
  // Measured, issue 26: each action is one byte of `codes` (its case and its flag), the one re-grab's
  // percent and the one decision (whose reason may be boxed) are kept apart, so making and dropping
  // the (usually empty) value of every event is a few stores and one test.
  private var codes: UInt32 = 0
  private var regrabbedPercent = 0.0
  private var storedDecision: Decision?
  public private(set) var count: Int = 0

  /// How many actions fit.
  public static let capacity = 4

  public init() {}

  public var startIndex: Int { 0 }
  public var endIndex: Int { count }

  public subscript(position: Int) -> TransitionAction {
    precondition(position >= 0 && position < count, "TransitionActions index out of range")
    let code = code(at: position)
    let flag = code & 1 != 0
    switch code >> 1 {
    case 1: return .began(interactive: flag)
    case 2: return .regrabbed(percent: regrabbedPercent)
    case 3: return .decision(storedDecision!)
    case 4: return .completed(finished: flag)
    case 5: return .watchdogCancelled
    default: return .paused(flag)
    }
  }

  /// Appends an action. A call grabs or ends at most one transition, so an action beyond the
  /// capacity, or a second re-grab or decision, is a driver bug: it stops a debug build (the property
  /// tests drive every stage) and is dropped in a release build, whose hot path pays no check.
  mutating func append(_ action: TransitionAction) {
    guard count < Self.capacity else {
      assertionFailure("TransitionActions: a fifth action, \(action)")
      return
    }
    let code: UInt32
    switch action {
    case .began(let interactive): code = interactive ? 3 : 2
    case .regrabbed(let percent):
      guard !contains(kind: 2) else {
        assertionFailure("TransitionActions: a second re-grab in one call")
        return
      }
      regrabbedPercent = percent
      code = 4
    case .decision(let decision):
      guard storedDecision == nil else {
        assertionFailure("TransitionActions: a second decision in one call")
        return
      }
      storedDecision = decision
      code = 6
    case .completed(let finished): code = finished ? 9 : 8
    case .watchdogCancelled: code = 10
    case .paused(let paused): code = paused ? 13 : 12
    }
    codes |= code << (8 * UInt32(count))
    count += 1
  }

  /// The code of the action at `i`: its case in the high bits, its flag in the lowest.
  private func code(at i: Int) -> UInt32 { (codes >> (8 * UInt32(i))) & 0xFF }

  /// True when an action of the case `kind` (a code shifted right by one) is among these.
  private func contains(kind: UInt32) -> Bool {
    var i = 0
    while i < count {
      if code(at: i) >> 1 == kind { return true }
      i += 1
    }
    return false
  }

  /// The decision among these actions, if any.
  public var decision: Decision? { storedDecision }

  /// `finished` of the completion among these actions, if any.
  public var completion: Bool? {
    // By index (measured, issue 26): a `for … in` iterator copies the whole value.
    var i = 0
    while i < count {
      let code = code(at: i)
      if code >> 1 == 4 { return code & 1 != 0 }
      i += 1
    }
    return nil
  }

  public static func == (lhs: TransitionActions, rhs: TransitionActions) -> Bool {
    lhs.elementsEqual(rhs)
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(count)
    var i = 0
    while i < count {
      hasher.combine(self[i])
      i += 1
    }
  }
}

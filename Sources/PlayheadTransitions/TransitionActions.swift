/// The actions one call produced, in order: a fixed-capacity, allocation-free collection.
///
/// No call produces more than four (watchdog, decision and completion is the longest chain), and at
/// most one decision.
public struct TransitionActions: Sendable, Hashable, RandomAccessCollection {
  /// An action without its decision: plain values, nothing to release.
  private enum Slot: Sendable {
    case began(interactive: Bool), regrabbed(percent: Double), decision, completed(finished: Bool)
    case watchdogCancelled, paused(Bool)
  }

  // Measured, issue 26: the slots are plain values and the one decision (whose reason may be boxed)
  // is kept apart, so making and dropping the (usually empty) value of every event costs little.
  private var slots: InlineArray<4, Slot> = [.decision, .decision, .decision, .decision]
  private var storedDecision: Decision?
  public private(set) var count: Int = 0

  /// How many actions fit.
  public static let capacity = 4

  public init() {}

  public var startIndex: Int { 0 }
  public var endIndex: Int { count }

  public subscript(position: Int) -> TransitionAction {
    precondition(position >= 0 && position < count, "TransitionActions index out of range")
    switch slots[position] {
    case .began(let interactive): return .began(interactive: interactive)
    case .regrabbed(let percent): return .regrabbed(percent: percent)
    case .decision: return .decision(storedDecision!)
    case .completed(let finished): return .completed(finished: finished)
    case .watchdogCancelled: return .watchdogCancelled
    case .paused(let paused): return .paused(paused)
    }
  }

  /// Appends an action; beyond the capacity the newest is dropped (never happens by construction).
  mutating func append(_ action: TransitionAction) {
    guard count < Self.capacity else { return }
    switch action {
    case .began(let interactive): slots[count] = .began(interactive: interactive)
    case .regrabbed(let percent): slots[count] = .regrabbed(percent: percent)
    case .decision(let decision):
      // A second decision would need room for two (a call ends at most one transition).
      guard storedDecision == nil else { return }
      storedDecision = decision
      slots[count] = .decision
    case .completed(let finished): slots[count] = .completed(finished: finished)
    case .watchdogCancelled: slots[count] = .watchdogCancelled
    case .paused(let paused): slots[count] = .paused(paused)
    }
    count += 1
  }

  /// The decision among these actions, if any.
  public var decision: Decision? { storedDecision }

  /// `finished` of the completion among these actions, if any.
  public var completion: Bool? {
    // By index (measured, issue 26): a `for … in` iterator copies the whole value.
    var i = 0
    while i < count {
      if case .completed(let finished) = slots[i] { return finished }
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

/// What an animation shows outside its active range, as `CAMediaTimingFillMode`.
public enum FillMode: String, Sendable, Hashable, CaseIterable {
  /// Outside the active range the animation has no effect (the model value shows).
  case removed
  /// After the active range the final value is held.
  case forwards
  /// Before the active range (before `beginTime`) the initial value is shown.
  case backwards
  /// Both `forwards` and `backwards`.
  case both

  /// True for `.forwards` and `.both`.
  public var fillsForwards: Bool { self == .forwards || self == .both }
  /// True for `.backwards` and `.both`.
  public var fillsBackwards: Bool { self == .backwards || self == .both }
}

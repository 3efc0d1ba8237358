/// An animator a `TransitionDescriptor` carries, compared by a key its maker chooses (a transition
/// file's path and text digest, or a Swift type's name): `any Animator` itself is not Hashable.
public struct AnimatorSource: Sendable, Hashable {
  /// The animator.
  public let animator: any Animator
  /// What makes two sources the same.
  public let key: String

  public static func == (lhs: AnimatorSource, rhs: AnimatorSource) -> Bool { lhs.key == rhs.key }
  public func hash(into hasher: inout Hasher) { hasher.combine(key) }
}

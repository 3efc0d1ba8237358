/// `CALayerContentsGravity`: where a layer's contents sit in its bounds, by CA's names.
public enum ContentsGravity: String, Sendable, Hashable, CaseIterable {
  case center, top, bottom, left, right
  case topLeft, topRight, bottomLeft, bottomRight
  /// Stretched to the bounds (CA's default).
  case resize
  /// Scaled to fit inside, aspect kept.
  case resizeAspect
  /// Scaled to fill, aspect kept, the overflow cut.
  case resizeAspectFill
}

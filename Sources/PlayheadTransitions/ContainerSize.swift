/// The transition container's size in points (the iPhone's 320 × 568 unless set).
public struct ContainerSize: Sendable, Hashable {
  /// Width in points.
  public var width: Double
  /// Height in points (the flip's full travel and its perspective −1/height).
  public var height: Double

  /// A container of `width` × `height` points; the driver refuses sizes that are not positive and finite.
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// 320 × 568 pt, the seeds' iPhone 5 screen.
  public static let standard = ContainerSize(width: 320, height: 568)
}

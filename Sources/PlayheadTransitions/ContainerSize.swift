/// The transition container's size in points (the iPhone's 320 × 568 unless set).
public struct ContainerSize: Sendable, Hashable {
  public var width: Double
  public var height: Double

  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// 320 × 568 pt, the seeds' iPhone 5 screen.
  public static let standard = ContainerSize(width: 320, height: 568)
}

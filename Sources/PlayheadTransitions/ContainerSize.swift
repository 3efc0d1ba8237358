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

  /// The sides a container may have, in points: [1, 100 000]. Bounded both ways so that a transition
  /// file's arithmetic on `width` and `height`, checked at the corners, stays finite in the containers
  /// between (`--width 1e308` overflowed layer values to infinity; `1 / width` does at 1e-320).
  public static let sides: ClosedRange<Double> = 1...100_000

  /// `sides` as the error lines write it.
  public static let sidesText = "[1, 100000]"

  /// 320 × 568 pt, the seeds' iPhone 5 screen.
  public static let standard = ContainerSize(width: 320, height: 568)
}

/// Where the container's points land in a buffer's pixels: the container, `width` × `height` points,
/// scaled uniformly to fit inside the buffer less `margin` pixels on every side, and centred.
///
/// pixel = origin + point × pixelsPerPoint, with pixelsPerPoint = min((bufferWidth − 2·margin) / width,
/// (bufferHeight − 2·margin) / height) and origin = ((bufferWidth − width·pixelsPerPoint) / 2,
/// (bufferHeight − height·pixelsPerPoint) / 2). Points and pixels are continuous: pixel (x, y) covers
/// [x, x + 1) × [y, y + 1), its centre is (x + ½, y + ½).
public struct ContainerFit: Sendable, Hashable {
  public var pixelsPerPoint: Double
  public var originX: Double
  public var originY: Double

  public init(
    containerWidth: Double, containerHeight: Double, bufferWidth: Int, bufferHeight: Int, margin: Double
  ) {
    let w = max(containerWidth, 1e-9)
    let h = max(containerHeight, 1e-9)
    let room = (x: max(Double(bufferWidth) - 2 * margin, 0), y: max(Double(bufferHeight) - 2 * margin, 0))
    pixelsPerPoint = min(room.x / w, room.y / h)
    originX = (Double(bufferWidth) - w * pixelsPerPoint) / 2
    originY = (Double(bufferHeight) - h * pixelsPerPoint) / 2
  }

  /// The pixel position of container point (x, y).
  public func pixel(_ x: Double, _ y: Double) -> (x: Double, y: Double) {
    (originX + x * pixelsPerPoint, originY + y * pixelsPerPoint)
  }
}

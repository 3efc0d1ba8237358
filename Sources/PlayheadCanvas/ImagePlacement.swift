import PlayheadTiming

/// Where a layer's `contents` image sits in its bounds by `contentsGravity` (points; the image's
/// natural size is its pixels as points): stretched (resize), fitted or filled with its aspect kept
/// (the overflow cut by the bounds), or at its natural size against an edge, a corner or the centre.
/// UIKit's geometry: y grows down, so `.top` is the top edge.
struct ImagePlacement: Sendable, Hashable {
  var x: Double
  var y: Double
  var width: Double
  var height: Double

  init(gravity: ContentsGravity, bounds: (width: Double, height: Double), image: (width: Int, height: Int)) {
    let iw = Double(image.width)
    let ih = Double(image.height)
    let (bw, bh) = bounds
    switch gravity {
    case .resize:
      (x, y, width, height) = (0, 0, bw, bh)
      return
    case .resizeAspect, .resizeAspectFill:
      let fit = gravity == .resizeAspect ? min(bw / iw, bh / ih) : max(bw / iw, bh / ih)
      (width, height) = (iw * fit, ih * fit)
      (x, y) = ((bw - width) / 2, (bh - height) / 2)
      return
    default:
      (width, height) = (iw, ih)
    }
    let left = [ContentsGravity.left, .topLeft, .bottomLeft].contains(gravity)
    let right = [ContentsGravity.right, .topRight, .bottomRight].contains(gravity)
    let top = [ContentsGravity.top, .topLeft, .topRight].contains(gravity)
    let bottom = [ContentsGravity.bottom, .bottomLeft, .bottomRight].contains(gravity)
    x = left ? 0 : right ? bw - width : (bw - width) / 2
    y = top ? 0 : bottom ? bh - height : (bh - height) / 2
  }
}

/// A layer's four corners in buffer pixels, kept as values (no array: the compositor's frame loop
/// allocates nothing), and the pixels each row of it touches.
struct PixelQuad: Sendable {
  var x0, y0, x1, y1, x2, y2, x3, y3: Double

  var minX: Double { min(x0, x1, x2, x3) }
  var maxX: Double { max(x0, x1, x2, x3) }
  var minY: Double { min(y0, y1, y2, y3) }
  var maxY: Double { max(y0, y1, y2, y3) }

  /// The x-range of the (convex) quad within the row band [y, y + 1): its corners inside the band
  /// and where its edges cross the band's top and bottom. Nil when the band misses it.
  func span(row y: Int) -> (low: Double, high: Double)? {
    let top = Double(y)
    let bottom = top + 1
    var low = Double.infinity
    var high = -Double.infinity
    func take(_ x: Double) {
      low = min(low, x)
      high = max(high, x)
    }
    func corner(_ x: Double, _ cy: Double) { if cy >= top && cy <= bottom { take(x) } }
    func cross(_ ax: Double, _ ay: Double, _ bx: Double, _ by: Double, _ line: Double) {
      if (ay - line) * (by - line) < 0 { take(ax + (bx - ax) * (line - ay) / (by - ay)) }
    }
    func edge(_ ax: Double, _ ay: Double, _ bx: Double, _ by: Double) {
      cross(ax, ay, bx, by, top)
      cross(ax, ay, bx, by, bottom)
    }
    corner(x0, y0)
    corner(x1, y1)
    corner(x2, y2)
    corner(x3, y3)
    edge(x0, y0, x1, y1)
    edge(x1, y1, x2, y2)
    edge(x2, y2, x3, y3)
    edge(x3, y3, x0, y0)
    return low <= high ? (low, high) : nil
  }
}

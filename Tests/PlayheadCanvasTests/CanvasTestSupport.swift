import PlayheadCanvas
import PlayheadTiming
import PlayheadTransitionFile
import PlayheadTransitions

/// Pixel memory a test owns, zeroed, and the `PixelBuffer` on it.
final class OwnedPixels {
  let buffer: PixelBuffer
  private let memory: UnsafeMutableRawPointer

  init(width: Int, height: Int) {
    memory = .allocate(byteCount: width * height * 4, alignment: 16)
    memory.initializeMemory(as: UInt8.self, repeating: 0, count: width * height * 4)
    buffer = PixelBuffer(base: memory, width: width, height: height, stride: width * 4)
  }

  deinit { memory.deallocate() }

  /// The pixel at (x, y), the nearest edge pixel for a place outside (a scan may run off the buffer).
  func pixel(_ x: Int, _ y: Int) -> PixelColour {
    buffer.pixel(x: min(max(x, 0), buffer.width - 1), y: min(max(y, 0), buffer.height - 1))
  }
}

/// A built-in transition scrubbed to a percent as `playhead sample` does (container speed 0,
/// timeOffset = duration × percent): its presentation values, hierarchy and names.
struct ScrubbedFrame {
  var layers: [LayerValues]
  var hierarchy: LayerHierarchy
  var names: [String]
  var container: ContainerSize

  struct Missing: Error {}

  init(_ name: String, percent: Double) throws {
    guard let descriptor = BuiltInTransitions.named(name) else { throw Missing() }
    var driver = try TransitionDriver(descriptor: descriptor, configuration: TransitionConfiguration())
    _ = driver.scrub(to: percent, at: 0)
    var buffer: [LayerValues] = []
    _ = driver.sample(at: 0, into: &buffer)
    layers = buffer
    hierarchy = driver.context.layers.hierarchy
    names = driver.layerNames
    container = driver.context.size
  }

  func values(of name: String) throws -> LayerValues {
    guard let index = names.firstIndex(of: name) else { throw Missing() }
    return layers[index]
  }
}

/// Where an edge lies between two uniform colours, from the pixels across it: scanning n pixels
/// from fully outside (first) to fully inside (last), each pixel's inside fraction t = (v − out) /
/// (in − out) leaves Σ(1 − t) pixels' worth outside, so the edge sits that far from the scan's start.
enum EdgeFinder {
  /// The edge along row `y`, scanning x from `from` toward `to` (either way), by channel `value`.
  static func alongRow(_ y: Int, from: Int, to: Int, value: (Int, Int) -> Double) -> Double? {
    edge(start: from, end: to) { value($0, y) }
  }

  /// The edge along column `x`, scanning y from `from` toward `to`.
  static func alongColumn(_ x: Int, from: Int, to: Int, value: (Int, Int) -> Double) -> Double? {
    edge(start: from, end: to) { value(x, $0) }
  }

  /// Nil when the ends are not two distinct colours (no edge inside the scan).
  private static func edge(start: Int, end: Int, value: (Int) -> Double) -> Double? {
    let step = end >= start ? 1 : -1
    let outside = value(start)
    let inside = value(end)
    guard abs(inside - outside) > 20 else { return nil }
    var outsideShare = 0.0
    var k = start
    while true {
      let t = min(max((value(k) - outside) / (inside - outside), 0), 1)
      outsideShare += 1 - t
      if k == end { break }
      k += step
    }
    // Forward, pixel k covers [k, k + 1); backward, the outside runs down from start + 1.
    return step > 0 ? Double(start) + outsideShare : Double(start + 1) - outsideShare
  }
}

/// A line x = a + b·y (a near-vertical edge) or y = a + b·x (a near-horizontal one) through two points.
struct EdgeLine {
  var a: Double
  var b: Double

  init(_ p: (Double, Double), _ q: (Double, Double)) {
    b = (q.0 - p.0) / (q.1 - p.1)
    a = p.0 - b * p.1
  }

  func at(_ t: Double) -> Double { a + b * t }

  /// Where near-vertical `self` (x of y) meets near-horizontal `other` (y of x).
  func meeting(_ other: EdgeLine) -> (x: Double, y: Double) {
    // x = a + b·y, y = c + d·x → x = a + b·(c + d·x).
    let x = (a + b * other.a) / (1 - b * other.b)
    return (x, other.at(x))
  }
}

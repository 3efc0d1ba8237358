import Foundation
import PlayheadCanvas
import PlayheadTestSupport
import PlayheadWindow
import Testing

/// The card on a real screen: each frame drawn by the canvas into a `WaylandWindow`'s buffer on a
/// headless weston, committed, its presentation awaited, and weston's own screenshot read back. The
/// card's outline is found in the screenshot and compared with the quad projected by hand
/// (`CardOutlineTests`' projection), corners within a pixel.
@Suite(.requires(WestonCompositor.requirement))
struct WindowScreenshotTests {
  /// The window is CardOutlineTests' 800 × 768 pixels (the container at (240, 100), 1 pixel a point);
  /// the output is larger, so desktop-shell places the window wholly inside, somewhere.
  static let output = (width: 1000, height: 900)
  /// A background the cards never show (ARGB ff008000, exactly representable), to find the window by.
  static let background = CanvasColour(red: 0, green: 128.0 / 255, blue: 0)

  @Test func flipCornersInTheScreenshotLieWithinAPixel() async throws {
    try await Self.onScreen(
      [("flip", 0.25), ("flip", 0.4), ("flip", 0.75)]
    ) { frame, percent, shot in
      let card = percent < 0.5 ? "from" : "to"
      let values = try frame.values(of: card)
      #expect(values.rotationX != 0)
      let expected = CardOutlineTests.flipCorners(degrees: values.rotationX, width: 320, height: 568)
      // The from-card (#3366cc) read by its blue, the to-card (#e07a2e) by its red, on no blue or red.
      let measured = try CardOutlineTests.measureCorners(expected: expected) { x, y in
        let argb = shot.pixel(x, y)
        return Double(card == "from" ? argb & 0xff : (argb >> 16) & 0xff)
      }
      CardOutlineTests.expectWithinAPixel(measured, expected, "flip at \(percent)")
    }
  }

  /// pop is the catalogue's pinch-driven transition: over its 3 s, linearly, the from-card scales to
  /// 0.3 about its centre (the container's centre, (160, 284)) and fades out over the to-card. At
  /// percent p its scale is 1 − 0.7·p and its opacity 1 − p; the corners are (160, 284) ± s·(160, 284).
  @Test func popCornersInTheScreenshotLieWithinAPixel() async throws {
    try await Self.onScreen([("pop", 0.25), ("pop", 0.4), ("pop", 0.75)]) { frame, percent, shot in
      let scale = 1 - 0.7 * percent
      let from = try frame.values(of: "from")
      #expect(abs(from.scaleX - scale) < 1e-9 && abs(from.scaleY - scale) < 1e-9)
      #expect(from.positionX == 160 && from.positionY == 284)
      let expected = [(-1.0, -1.0), (1, -1), (1, 1), (-1, 1)].map { sx, sy in
        CardOutlineTests.toPixels((160 + sx * scale * 160, 284 + sy * scale * 284))
      }
      // Blue: the from-card's 0xcc at opacity 1 − p over the to-card's 0x2e (0.25 · 0xcc + 0.75 ·
      // 0x2e ≈ 0x56 against 0x2e at 75 %: enough contrast for the edge finder).
      let measured = try CardOutlineTests.measureCorners(expected: expected) { x, y in
        Double(shot.pixel(x, y) & 0xff)
      }
      CardOutlineTests.expectWithinAPixel(measured, expected, "pop at \(percent)")
    }
  }

  /// A screenshot seen from the window's own pixels: (x, y) in the window's buffer, clamped to it.
  struct WindowShot {
    let image: PNGImage
    let origin: (x: Int, y: Int)
    let size: (width: Int, height: Int)

    func pixel(_ x: Int, _ y: Int) -> UInt32 {
      let x = min(max(x, 0), size.width - 1)
      let y = min(max(y, 0), size.height - 1)
      return image.pixel(x: origin.x + x, y: origin.y + y)
    }
  }

  /// For each (transition, percent): draws the scrubbed frame into the window, commits it, waits for
  /// its presentation, takes weston's screenshot, finds the window in it by the background colour,
  /// and hands the frame and the shot to `check`.
  static func onScreen(
    _ frames: [(String, Double)], check: (ScrubbedFrame, Double, WindowShot) throws -> Void
  ) async throws {
    let size = CardOutlineTests.size
    try await WestonCompositor.run(width: output.width, height: output.height) { weston in
      let window = try WaylandWindow(
        title: "playhead screenshot", width: size.width, height: size.height, display: weston.socketPath)
      defer { window.close() }
      let presented = Presented()
      window.onEvent = { event in
        if case .presented(let commit, _, _, _, _) = event { presented.commits.insert(commit) }
      }
      for (name, percent) in frames {
        let frame = try ScrubbedFrame(name, percent: percent)
        var next: ShmBuffer?
        let free = try pump(
          fileDescriptor: window.fileDescriptor, dispatch: { try window.dispatch() },
          until: {
            next = window.nextBuffer()
            return next != nil
          })
        #expect(free, "no free buffer for \(name) at \(percent)")
        let buffer = try #require(next)
        try #require(buffer.width == size.width && buffer.height == size.height && window.scale == 1)
        let compositor = CardOutlineTests.compositor(for: frame)
        compositor.backgroundColour = background
        compositor.draw(
          layers: frame.layers, hierarchy: frame.hierarchy, containerWidth: frame.container.width,
          containerHeight: frame.container.height,
          into: PixelBuffer(
            base: buffer.pixels, width: buffer.width, height: buffer.height, stride: buffer.stride),
          scale: 1)
        let backgroundPixel = buffer.pixels.load(as: UInt32.self)
        let commit = window.commit(buffer)
        // On screen once weston says it presented this very commit: only then is the screenshot of it.
        let shown = try pump(
          fileDescriptor: window.fileDescriptor, dispatch: { try window.dispatch() },
          until: { presented.commits.contains(commit) })
        try #require(shown, "commit \(commit) (\(name) at \(percent)) was never presented")
        let png = try await weston.screenshot()
        let image = try #require(PNGImage(path: png))
        #expect(image.width == output.width && image.height == output.height)
        // The window is the box of the background's pixels (its margin is background all round).
        let inside = image.pixels.indices.filter { image.pixels[$0] == backgroundPixel }
        let xs = inside.map { $0 % image.width }
        let ys = inside.map { $0 / image.width }
        let origin = (x: xs.min() ?? 0, y: ys.min() ?? 0)
        #expect(
          (xs.max() ?? 0) - origin.x + 1 == size.width && (ys.max() ?? 0) - origin.y + 1 == size.height,
          "the window in \(png): \(origin) to (\(xs.max() ?? 0), \(ys.max() ?? 0)), background \(String(backgroundPixel, radix: 16))"
        )
        try check(frame, percent, WindowShot(image: image, origin: origin, size: size))
      }
    }
  }

  /// The commits weston reported presented.
  final class Presented {
    var commits: Set<UInt64> = []
  }
}

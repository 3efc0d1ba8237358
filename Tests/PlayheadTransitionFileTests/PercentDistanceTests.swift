import PlayheadGestures
import PlayheadTransitions
import Testing

@testable import PlayheadTransitionFile

/// `distance: width` and `height` on every axis: the percent is the travel over the container's side,
/// worked by hand for each translation and container.
@Suite struct PercentDistanceTests {
  static func mapping(_ percent: String, direction: String? = nil) throws -> PercentMapping {
    let dir = direction.map { "direction: \($0), " } ?? ""
    let text = """
      name: t
      duration: 1
      layers: [{name: from}, {name: to}]
      from: from
      to: to
      interaction: {gesture: swipe, fingers: 3, \(dir)percent: \(percent)}
      """
    return try TransitionFile.parse(text, file: "t.yaml").percentMapping
  }

  static func swipe(_ tx: Double, _ ty: Double) -> GestureSnapshot {
    GestureSnapshot(kind: .swipe, fingers: 3, state: .changed, time: 0, translation: Vector2(x: tx, y: ty))
  }

  static let containers = [ContainerSize(width: 320, height: 568), ContainerSize(width: 1000, height: 250)]

  @Test(arguments: [(80.0, 30.0), (-160, 0), (0, 200), (-25, -400)])
  func aHorizontalSwipeOverTheWidth(tx: Double, ty: Double) throws {
    let m = try Self.mapping("{axis: x, distance: width}", direction: "right")
    for c in Self.containers {
      // percent = |tx| / width: 80 / 320 = 0.25 in the first container, 80 / 1000 = 0.08 in the second.
      #expect(abs(m.percent(of: Self.swipe(tx, ty), container: c, direction: 1) - abs(tx) / c.width) < 1e-15)
      #expect(m.fullTravelPoints(in: c) == c.width)
    }
    #expect(m.summary == "|dx| / width")
  }

  @Test func everyAxisOverEitherSide() throws {
    let c = ContainerSize(width: 400, height: 300)
    let s = Self.swipe(-120, 160)  // |t| = 200 (a 3-4-5 triangle)
    let cases: [(String, Double)] = [
      ("{axis: y, distance: width}", 160.0 / 400),
      ("{axis: x, distance: height}", 120.0 / 300),
      ("{axis: any, distance: width}", 200.0 / 400),
      ("{axis: any, distance: height}", 200.0 / 300),
      ("{axis: y, distance: 80}", 160.0 / 80),
    ]
    for (percent, expected) in cases {
      let m = try Self.mapping(percent)
      #expect(abs(m.percent(of: s, container: c, direction: 1) - expected) < 1e-15, "\(percent)")
    }
  }

  @Test func towardTheDirectionOverTheWidth() throws {
    let m = try Self.mapping("{axis: x, distance: width, toward: direction}", direction: "right")
    let c = ContainerSize(width: 320, height: 568)
    // Presenting (+1): 64 pt right is 64 / 320 = 0.2; left counts as 0. Dismissing (−1): the reverse.
    #expect(abs(m.percent(of: Self.swipe(64, 0), container: c, direction: 1) - 0.2) < 1e-15)
    #expect(m.percent(of: Self.swipe(-64, 0), container: c, direction: 1) == 0)
    #expect(abs(m.percent(of: Self.swipe(-64, 0), container: c, direction: -1) - 0.2) < 1e-15)
  }

  @Test func theSeedsKeepTheirMappings() throws {
    #expect(try Self.mapping("{axis: y, distance: height}") == .verticalPan)
    #expect(try Self.mapping("{axis: any, distance: height}") == .anyPan)
    #expect(try Self.mapping("{axis: x, distance: 150}") == .horizontalPan(distance: 150))
  }

  @Test func aDistanceOnNeitherSideIsRefused() {
    #expect(throws: TransitionFileError.self) { try Self.mapping("{axis: x, distance: width / 2}") }
    #expect(throws: TransitionFileError.self) { try Self.mapping("{axis: x, distance: -4}") }
  }
}

import PlayheadEvents
import PlayheadGestures
import Testing

@Suite struct GestureBindingTests {
  let container = (width: 320.0, height: 568.0)

  func pan(
    _ translation: Vector2, velocity: Vector2 = .zero, units: GestureUnits = .millimetres,
    pad: Vector2? = Vector2(x: 100, y: 50), fingers: Int = 3
  ) -> GestureSnapshot {
    GestureSnapshot(
      kind: .swipe, fingers: fingers, state: .changed, time: 0, translation: translation,
      velocity: velocity, units: units, touchpadSizeMM: units == .millimetres ? pad : nil)
  }

  @Test(arguments: [
    ("swipe:3:up", GestureKind.swipe, 3...3, GestureBinding.Direction?.some(.up)),
    ("swipe:4:left", .swipe, 4...4, .left),
    ("SWIPE:3+:Down ", .swipe, 3...10, .down),
    ("pan:3:right", .swipe, 3...3, .right),
    ("swipe:3", .swipe, 3...3, nil),
    ("pinch:2", .pinch, 2...2, nil),
    ("pinch:2+", .pinch, 2...10, nil),
    ("hold:3", .hold, 3...3, nil),
  ])
  func parses(
    _ text: String, _ kind: GestureKind, _ fingers: ClosedRange<Int>, _ direction: GestureBinding.Direction?
  )
    throws
  {
    let b = try GestureBinding(parsing: text)
    #expect(b.kind == kind && b.fingers == fingers && b.direction == direction)
    #expect(try GestureBinding(parsing: b.description) == b, "the description parses back")
  }

  @Test(arguments: [
    (
      "",
      "empty gesture binding; expected KIND:FINGERS[:DIRECTION], e.g. swipe:3:up, swipe:4:left, pinch:2, hold:3"
    ),
    ("tap:3", "gesture \"tap:3\": unknown kind \"tap\" (expected swipe, pinch or hold)"),
    (
      "swipe",
      "gesture \"swipe\": missing finger count; expected KIND:FINGERS[:DIRECTION], e.g. swipe:3:up, swipe:4:left, pinch:2, hold:3"
    ),
    (
      "swipe:x:up",
      "gesture \"swipe:x:up\": finger count \"x\" is not a number from 1 to 5 (write 3, or 3+ for three or more)"
    ),
    (
      "swipe:9:up",
      "gesture \"swipe:9:up\": finger count \"9\" is not a number from 1 to 5 (write 3, or 3+ for three or more)"
    ),
    (
      "swipe:2:up",
      "gesture \"swipe:2:up\": libinput reports a swipe with 3 or more fingers (libinput reads 2-finger motion as scrolling)"
    ),
    ("pinch:1", "gesture \"pinch:1\": libinput reports a pinch with 2 or more fingers"),
    (
      "swipe:3:north",
      "gesture \"swipe:3:north\": unknown direction \"north\" (expected up, down, left or right)"
    ),
    ("pinch:2:up", "gesture \"pinch:2:up\": a pinch has no direction (write pinch:2)"),
    (
      "swipe:3:up:fast",
      "gesture \"swipe:3:up:fast\": too many parts; expected KIND:FINGERS[:DIRECTION], e.g. swipe:3:up, swipe:4:left, pinch:2, hold:3"
    ),
  ])
  func refusesBadStringsWithAClearLine(_ text: String, _ message: String) {
    #expect {
      _ = try GestureBinding(parsing: text)
    } throws: { error in
      "\(error)" == message
    }
  }

  @Test func refusesABadDistance() {
    for bad in [0.0, -3, .nan, .infinity] {
      #expect(throws: GestureBindingError.self) {
        _ = try GestureBinding(parsing: "swipe:3:up", distanceMM: bad)
      }
    }
    #expect(
      GestureBindingError(input: "swipe:3:up", reason: .badDistance(-3)).description
        == "--distance -3.0: must be a positive number of millimetres, e.g. --distance 60")
  }

  @Test func matchesOnKindAndTheStartingFingerCount() throws {
    let b = try GestureBinding(parsing: "swipe:3:up")
    #expect(b.matches(pan(.zero)))
    #expect(!b.matches(pan(.zero, fingers: 4)))
    var continued = pan(.zero, fingers: 4)
    continued.startFingers = 3
    #expect(b.matches(continued), "a pan that went from 3 to 4 fingers still drives it")
    #expect(!b.matches(GestureSnapshot(kind: .pinch, fingers: 3, state: .began, time: 0)))
    #expect(try GestureBinding(parsing: "swipe:3+:up").matches(pan(.zero, fingers: 4)))
  }

  @Test func theTouchpadStandsForTheContainer() throws {
    // Fingers up 25 mm on a 50 mm-tall pad: half the pad → half the 568-pt container, upwards: −284 pt.
    // Velocity −100 mm/s × 568/50 = −1136 pt/s. The x travel is off the binding's axis and dropped.
    let b = try GestureBinding(parsing: "swipe:3:up")
    let m = b.map(
      pan(Vector2(x: 7, y: -25), velocity: Vector2(x: 3, y: -100)), container: container,
      fullTravelPoints: 568)
    #expect(m.units == .points)
    #expect(close(m.translation, Vector2(x: 0, y: -284)))
    #expect(close(m.velocity, Vector2(x: 0, y: -1136)))
  }

  @Test func travelAgainstTheDirectionIsClampedAndSoIsItsVelocity() throws {
    // Fingers down 10 mm on an "up" binding: no travel, and the downward 40 mm/s is dropped (with no
    // travel the transition could not tell a flick back from a flick forward).
    let b = try GestureBinding(parsing: "swipe:3:up")
    let m = b.map(
      pan(Vector2(x: 0, y: 10), velocity: Vector2(x: 0, y: 40)), container: container,
      fullTravelPoints: 568)
    #expect(m.translation == Vector2(x: 0, y: 0))
    #expect(m.velocity == Vector2(x: 0, y: 0))
    // Still no travel but moving the right way (up at 40 mm/s): −40 × 568/50 = −454.4 pt/s is kept.
    let forward = b.map(
      pan(Vector2(x: 0, y: 10), velocity: Vector2(x: 0, y: -40)), container: container,
      fullTravelPoints: 568)
    #expect(close(forward.velocity.y, -454.4))
  }

  @Test func withTravelAFlickBackKeepsItsSign() throws {
    // Fingers up 10 mm (−113.6 pt), now moving down at 40 mm/s: +40 × 568/50 = +454.4 pt/s, a flick back.
    let b = try GestureBinding(parsing: "swipe:3:up")
    let m = b.map(
      pan(Vector2(x: 0, y: -10), velocity: Vector2(x: 0, y: 40)), container: container,
      fullTravelPoints: 568)
    #expect(close(m.translation.y, -113.6))
    #expect(close(m.velocity.y, 454.4))
  }

  @Test func traditionalScrollingReversesTheFingers() throws {
    // Without natural scrolling, content up = fingers down: fingers down 25 mm → −284 pt.
    let b = try GestureBinding(parsing: "swipe:3:up", naturalScrolling: false)
    let m = b.map(pan(Vector2(x: 0, y: 25)), container: container, fullTravelPoints: 568)
    #expect(close(m.translation.y, -284))
  }

  @Test func distanceOverridesTheTouchpad() throws {
    // --distance 40: 40 mm of travel = the full 150 pt of "pieces"; 20 mm right → 75 pt.
    let b = try GestureBinding(parsing: "swipe:3:right", distanceMM: 40)
    let m = b.map(pan(Vector2(x: 20, y: 3)), container: container, fullTravelPoints: 150)
    #expect(close(m.translation, Vector2(x: 75, y: 0)))
    // In libinput units (size unknown): 1000 units × 0.0254 mm = 25.4 mm → 25.4/40 × 150 = 95.25 pt.
    let raw = b.map(
      pan(Vector2(x: 1000, y: 0), units: .libinput), container: container, fullTravelPoints: 150)
    #expect(close(raw.translation.x, 95.25))
  }

  @Test func anUnknownTouchpadIsAssumedToBe100By60Millimetres() throws {
    // 1000 units up = 25.4 mm of a 60 mm pad → 25.4/60 × 568 = 240.4533… pt.
    let b = try GestureBinding(parsing: "swipe:4:up")
    let m = b.map(pan(Vector2(x: 0, y: -1000), units: .libinput), container: container, fullTravelPoints: 568)
    #expect(close(m.translation.y, -25.4 / 60 * 568))
  }

  @Test func withoutDirectionBothAxesMapByTheirOwnExtent() throws {
    // 10 mm of a 100 mm-wide pad → 32 pt; 5 mm of a 50 mm-tall pad → 56.8 pt.
    let b = try GestureBinding(parsing: "swipe:3")
    let m = b.map(pan(Vector2(x: 10, y: 5)), container: container, fullTravelPoints: 0)
    #expect(close(m.translation, Vector2(x: 32, y: 56.8)))
  }

  @Test func aPinchKeepsItsScale() throws {
    let b = try GestureBinding(parsing: "pinch:2")
    let s = GestureSnapshot(
      kind: .pinch, fingers: 2, state: .changed, time: 0, translation: Vector2(x: 10, y: 0),
      scale: 0.7, scaleVelocity: -2, rotation: 12, touchpadSizeMM: Vector2(x: 100, y: 50))
    let m = b.map(s, container: container, fullTravelPoints: 1)
    #expect(m.scale == 0.7 && m.scaleVelocity == -2 && m.rotation == 12)
    #expect(close(m.translation.x, 32))
    #expect(b.map(m, container: container, fullTravelPoints: 1) == m, "points are mapped once")
  }
}

import Foundation
import PlayheadTestSupport
import Testing

/// Core Animation's layer keys in a transition file, and `sample`'s quads and drawn flags for them,
/// through the real binary; expected corners worked by hand from CA's formulas.
@Suite("layer keys and sample's geometry")
struct LayerKeysCommandTests {
  static let interaction = """
    interaction:
      gesture: swipe
      fingers: 3
      direction: left
      percent: {axis: x, distance: 320}
    release: {threshold: 0.4}

    """

  /// A 200 × 300 door hinged on its left edge (anchorPoint [0, 0.5]) at x = 60, opening 0 → 80°
  /// linearly, seen through m34 = −1/500.
  static let door =
    """
    name: door
    duration: 1
    curve: linear
    container: {size: [320, 568], m34: -0.002}
    layers:
      - name: from
      - name: to
      - name: door
        bounds: [200, 300]
        anchorPoint: [0, 0.5]
        position: [60, 284]
    from: from
    to: to
    animations:
      - changes: {door.rotationY: {from: 0, to: 80}}

    """ + interaction

  /// Two one-sided cards back to back turning 0 → 180° about y.
  static let flip =
    """
    name: card-flip
    duration: 1
    curve: linear
    container: {m34: -1 / 568}
    layers:
      - name: from
        doubleSided: false
      - name: to
        doubleSided: false
        transform: {rotation: {y: -180}}
    from: from
    to: to
    animations:
      - changes: {from.transform.rotation.y: 180, to.rotationY: 0}

    """ + interaction

  static func corners(_ layer: [String: Any]?) -> [[Double]] {
    (layer?["quad"] as? [[Double]]) ?? []
  }

  @Test func theDoorsCornersFollowTheArcAtEveryPercent() async throws {
    let path = try TransitionFileCommandTests.write(Self.door, "door.yaml")
    for step in 0...10 {
      let p = Double(step) / 10
      let r = try await Launcher.run(["sample", "--transition-file", path, "--percent", "\(p)", "--json"])
      #expect(r.status == 0, "\(r.stderr)")
      let layers = CLIRun.object(r.stdout)?["layers"] as? [String: Any]
      let door = layers?["door"] as? [String: Any]
      // θ = 80p. Before perspective the hinge is (60, 134…434, 0) and the far edge
      // (60 + 200 cos θ, …, −200 sin θ); the container's m34 about its centre (160, 284) divides by
      // w = 1 + 200 sin θ / 500.
      let theta = 80 * p * .pi / 180
      let w = 1 + 200 * sin(theta) / 500
      let farX = 160 + (60 + 200 * cos(theta) - 160) / w
      let expected: [[Double]] = [
        [60, 134], [farX, 284 + (134 - 284) / w], [farX, 284 + (434 - 284) / w], [60, 434],
      ]
      let quad = Self.corners(door)
      #expect(quad.count == 4, "\(r.stdout)")
      for (got, want) in zip(quad, expected) {
        #expect(abs(got[0] - want[0]) < 1e-6 && abs(got[1] - want[1]) < 1e-6, "p \(p): \(got) vs \(want)")
      }
      #expect(door?["drawn"] as? Bool == true)
      #expect(door?["anchorPointX"] as? Double == 0 && door?["anchorPointY"] as? Double == 0.5)
      // The container itself covers its own bounds.
      #expect(
        Self.corners(layers?["container"] as? [String: Any]) == [[0, 0], [320, 0], [320, 568], [0, 568]])
    }
    let text = try await Launcher.run(["sample", "--transition-file", path, "--percent", "0"])
    #expect(text.stdout.contains("anchorPoint (0, 0.5)"))
    #expect(text.stdout.contains("quad (60, 134) (260, 134) (260, 434) (60, 434)  drawn\n"))
  }

  @Test func aOneSidedFrontIsNotDrawnPastNinetyDegrees() async throws {
    let path = try TransitionFileCommandTests.write(Self.flip, "card-flip.yaml")
    #expect(try await Launcher.run(["check", path]).status == 0)
    for step in 0...20 where step != 10 {
      let p = Double(step) / 20
      let r = try await Launcher.run(["sample", "--transition-file", path, "--percent", "\(p)", "--json"])
      let layers = CLIRun.object(r.stdout)?["layers"] as? [String: Any]
      // The front has turned 180p degrees: it faces the eye below 90°, the back above.
      #expect((layers?["from"] as? [String: Any])?["drawn"] as? Bool == (p < 0.5), "p \(p)")
      #expect((layers?["to"] as? [String: Any])?["drawn"] as? Bool == (p > 0.5), "p \(p)")
      #expect((layers?["from"] as? [String: Any])?["doubleSided"] as? Bool == false)
    }
    let text = try await Launcher.run(["sample", "--transition-file", path, "--percent", "0.75"])
    #expect(CLIRun.lines(text.stdout).first { $0.hasPrefix("  from ") }?.hasSuffix("  not drawn") == true)
  }

  @Test func aSublayerTransformAppliesAboutItsLayersCentre() async throws {
    // The container scales its sublayers by 2 about its centre (160, 284); a stage layer 200 × 200 at
    // (100, 100) scales its own by 1/2 about its centre, holding a 100-pt card at that centre. The
    // card's edges: 100 ± 50 in the stage, halved about 100 → 75 and 125, where the stage sits
    // untransformed in the container's sublayers; doubled about the container's centre:
    // x = 160 + (75 − 160) × 2 = −10 and 160 + (125 − 160) × 2 = 90,
    // y = 284 + (75 − 284) × 2 = −134 and 284 + (125 − 284) × 2 = −34.
    let file =
      """
      name: stages
      duration: 1
      container:
        sublayerTransform: [[2, 0, 0, 0], [0, 2, 0, 0], [0, 0, 1, 0], [0, 0, 0, 1]]
      layers:
        - name: from
        - name: to
        - name: stage
          bounds: [200, 200]
          position: [100, 100]
          sublayerTransform: [[0.5, 0, 0, 0], [0, 0.5, 0, 0], [0, 0, 1, 0], [0, 0, 0, 1]]
        - name: card
          parent: stage
          bounds: [100, 100]
          position: [100, 100]
      from: from
      to: to
      animations:
        - changes: {to.opacity: 0}

      """ + Self.interaction
    let path = try TransitionFileCommandTests.write(file, "stages.yaml")
    let r = try await Launcher.run(["sample", "--transition-file", path, "--percent", "0", "--json"])
    #expect(r.status == 0, "\(r.stderr)")
    let layers = CLIRun.object(r.stdout)?["layers"] as? [String: Any]
    #expect(
      Self.corners(layers?["card"] as? [String: Any]) == [[-10, -134], [90, -134], [90, -34], [-10, -34]])
    // The m34 shorthand is that matrix with only m34 set: the door through either is the same.
    let matrix = Self.door.replacingOccurrences(
      of: "{size: [320, 568], m34: -0.002}",
      with:
        "{size: [320, 568], sublayerTransform: [[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, -0.002], [0, 0, 0, 1]]}"
    )
    let matrixPath = try TransitionFileCommandTests.write(matrix, "door-matrix.yaml")
    let doorPath = try TransitionFileCommandTests.write(Self.door, "door.yaml")
    for p in ["0.3", "0.9"] {
      let a = try await Launcher.run(["sample", "--transition-file", matrixPath, "--percent", p, "--json"])
      let b = try await Launcher.run(["sample", "--transition-file", doorPath, "--percent", p, "--json"])
      #expect(a.status == 0 && a.stdout == b.stdout)
    }
  }

  @Test func layerKeysAnimateFromAFile() async throws {
    // Linear over 1 s: zPosition 0 → 10 moves with the percent; hidden false → true is true from the
    // halfway point; the one-sided from-layer is drawn throughout (it faces the viewer).
    let file =
      """
      name: hide
      duration: 1
      curve: linear
      layers:
        - name: from
          doubleSided: false
        - name: to
      from: from
      to: to
      animations:
        - changes: {to.hidden: true, to.zPosition: 10}

      """ + Self.interaction
    let path = try TransitionFileCommandTests.write(file, "hide.yaml")
    for step in 0...10 {
      let p = Double(step) / 10
      let r = try await Launcher.run(["sample", "--transition-file", path, "--percent", "\(p)", "--json"])
      let layers = CLIRun.object(r.stdout)?["layers"] as? [String: Any]
      let to = layers?["to"] as? [String: Any]
      #expect(abs((to?["zPosition"] as? Double ?? .nan) - 10 * p) < 1e-9, "p \(p)")
      #expect(to?["hidden"] as? Bool == (p >= 0.5) && to?["drawn"] as? Bool == (p < 0.5), "p \(p)")
      #expect((layers?["from"] as? [String: Any])?["drawn"] as? Bool == true)
    }
  }

  @Test func aSublayerTransformsRotationAnimatesUnderItsPerspective() async throws {
    // A stage (the container's size, at its centre) whose sublayers are seen through m34 = −1/800
    // turns them 0 → 40° about y (`sublayerTransform.rotation.y`, linear): rotation first, then the
    // perspective, as CATransform3DRotate(perspective, θ, 0, 1, 0). A 100-pt card at the stage's
    // centre: a corner (x, y) = (±50, ±50) goes to z = −x sin θ, w = 1 + x sin θ / 800, and is seen at
    // (160 + x cos θ / w, 284 + y / w).
    let file =
      """
      name: cover
      duration: 1
      curve: linear
      layers:
        - name: from
        - name: to
        - name: stage
          m34: -1 / 800
        - name: card
          parent: stage
          bounds: [100, 100]
      from: from
      to: to
      animations:
        - changes: {stage.sublayerTransform.rotation.y: 40}

      """ + Self.interaction
    let path = try TransitionFileCommandTests.write(file, "cover.yaml")
    for step in 0...8 {
      let p = Double(step) / 8
      let r = try await Launcher.run(["sample", "--transition-file", path, "--percent", "\(p)", "--json"])
      #expect(r.status == 0, "\(r.stderr)")
      let layers = CLIRun.object(r.stdout)?["layers"] as? [String: Any]
      let theta = 40 * p * .pi / 180
      let expected = [(-50.0, -50.0), (50, -50), (50, 50), (-50, 50)].map { x, y in
        let w = 1 + x * sin(theta) / 800
        return [160 + x * cos(theta) / w, 284 + y / w]
      }
      let quad = Self.corners(layers?["card"] as? [String: Any])
      #expect(quad.count == 4)
      for (got, want) in zip(quad, expected) {
        #expect(abs(got[0] - want[0]) < 1e-6 && abs(got[1] - want[1]) < 1e-6, "p \(p): \(got) vs \(want)")
      }
      #expect(
        abs(((layers?["stage"] as? [String: Any])?["sublayerRotationY"] as? Double ?? .nan) - 40 * p) < 1e-9)
    }
  }

  @Test func aBuiltInPrintsNoLayerKeysButItsQuads() async throws {
    let r = try await Launcher.run(["sample", "fade", "--percent", "0.5", "--json"])
    #expect(r.status == 0)
    #expect(!r.stdout.contains("anchorPoint") && !r.stdout.contains("zPosition"))
    let to = (CLIRun.object(r.stdout)?["layers"] as? [String: Any])?["to"] as? [String: Any]
    #expect(Self.corners(to) == [[0, 0], [320, 0], [320, 568], [0, 568]])
    #expect(
      r.stdout.contains("\"translationZ\":0,\"quad\":[[0,0],[320,0],[320,568],[0,568]],\"drawn\":true}"))
  }

  @Test func badLayerKeysAreRefusedWhereTheyAreWritten() async throws {
    let bad = """
      name: bad-keys
      duration: 1
      layers:
        - name: from
          anchorPoint: [0]
          hidden: maybe
        - name: to
          m34: -0.002
          sublayerTransform: [[1, 0, 0, 0], [0, 1, 0, 0]]
      from: from
      to: to
      animations:
        - changes: {to.zPosition: 10, from.doubleSided: 2, to.hidden: {by: 1}}

      """ + Self.interaction
    let path = try TransitionFileCommandTests.write(bad, "bad-keys.yaml")
    let r = try await Launcher.run(["check", path])
    #expect(r.status == 65)
    #expect(r.stdout.isEmpty)
    #expect(
      r.stderr == """
        \(path):5:18: anchorPoint must be a list of 2 numbers, like [0, 0]
        \(path):6:13: hidden must be true or false
        \(path):8:10: give sublayerTransform or its m34 shorthand, not both
        \(path):9:24: sublayerTransform must be four rows of four numbers, like [[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, -0.002], [0, 0, 0, 1]]
        \(path):13:51: from.doubleSided must be true or false
        \(path):13:70: to.hidden is true or false: give to, not by

        """)
  }
}

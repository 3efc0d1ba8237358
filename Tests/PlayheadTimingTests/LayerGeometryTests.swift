import Foundation
import PlayheadTiming
import Testing

/// The geometry `sample`'s quads and the HUD's layer view share, against Core Animation's documented
/// formulas worked independently (`ColumnMatrix`, and by hand where a closed form exists).
@Suite struct LayerGeometryTests {
  /// A 320 × 568 container at its centre, seen through `m34`, and its sublayers.
  static func scene(m34: Double, _ sublayers: [LayerValues], parents: [Int]? = nil) -> (
    [LayerValues], LayerHierarchy
  ) {
    let container = LayerValues(positionX: 160, positionY: 284, width: 320, height: 568)
    let hierarchy = LayerHierarchy(
      parents: [-1] + (parents ?? Array(repeating: 0, count: sublayers.count)),
      sublayerM34: [m34] + Array(repeating: 0, count: sublayers.count))
    return ([container] + sublayers, hierarchy)
  }

  static func expectClose(
    _ quad: Quad, _ expected: [(x: Double, y: Double)], within tolerance: Double = 1e-6,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    for i in 0..<4 {
      #expect(
        abs(quad[i].x - expected[i].x) <= tolerance && abs(quad[i].y - expected[i].y) <= tolerance,
        "corner \(i): \(quad[i]) vs \(expected[i])", sourceLocation: sourceLocation)
    }
  }

  static func door(_ degrees: Double) -> LayerValues {
    var door = LayerValues(positionX: 60, positionY: 284, width: 200, height: 300, rotationY: degrees)
    (door.anchorPointX, door.anchorPointY) = (0, 0.5)
    return door
  }

  @Test func aDoorTurnsOnItsHinge() {
    // No perspective: the hinge (x = 60, y 134…434) stays; the far edge lies at 60 + 200 cos θ.
    for degrees in stride(from: -85.0, through: 85, by: 5) {
      let (layers, hierarchy) = Self.scene(m34: 0, [Self.door(degrees)])
      let far = 60 + 200 * cos(degrees * .pi / 180)
      Self.expectClose(hierarchy.quads(layers)[1], [(60, 134), (far, 134), (far, 434), (60, 434)])
    }
    let (layers, hierarchy) = Self.scene(m34: 0, [Self.door(60)])
    #expect(abs(hierarchy.quads(layers)[1][1].x - 160) < 1e-9)  // 60 + 200 × cos 60°
  }

  @Test func aDoorInPerspectiveMatchesTheReference() {
    let m34 = -1.0 / 500
    for degrees in stride(from: -80.0, through: 80, by: 4) {
      let (layers, hierarchy) = Self.scene(m34: m34, [Self.door(degrees)])
      let frame = ColumnMatrix.frame(
        position: (60, 284), transform: .rotateY(degrees), anchor: (0, 0.5), size: (200, 300))
      let m = ColumnMatrix.sublayer(.perspective(m34), centre: (160, 284)) * frame
      let quad = hierarchy.quads(layers)[1]
      Self.expectClose(quad, m.corners((200, 300)))
      // The hinge is at z = 0, where the perspective changes nothing.
      #expect(abs(quad[0].x - 60) < 1e-9 && abs(quad[0].y - 134) < 1e-9)
    }
  }

  @Test func aCubeOfFourFacesTurnsAboutItsCentre() {
    // Faces 320 × 320 whose anchor is 160 pt behind them (anchorPointZ −160): the cube's centre,
    // placed at the container's centre, seen from 1000 pt (m34 = −1/1000), one-sided.
    let m34 = -1.0 / 1000
    for turn in stride(from: 0.0, to: 360, by: 7.5) {
      var faces: [LayerValues] = []
      for i in 0..<4 {
        var face = LayerValues(
          positionX: 160, positionY: 284, width: 320, height: 320, rotationY: Double(i) * 90 + turn)
        face.anchorPointZ = -160
        face.doubleSided = 0
        faces.append(face)
      }
      let (layers, hierarchy) = Self.scene(m34: m34, faces)
      let quads = hierarchy.quads(layers)
      for i in 0..<4 {
        let angle = Double(i) * 90 + turn
        let frame = ColumnMatrix.frame(
          position: (160, 284), transform: .rotateY(angle), anchor: (0.5, 0.5), anchorZ: -160,
          size: (320, 320))
        let m = ColumnMatrix.sublayer(.perspective(m34), centre: (160, 284)) * frame
        Self.expectClose(quads[1 + i], m.corners((320, 320)))
        // The face's centre is (160 + 160 sin φ, 284, 160 cos φ), its normal (sin φ, 0, cos φ), the eye
        // at (160, 284, 1000): it faces the eye when (eye − centre) · normal = 1000 cos φ − 160 > 0.
        let facing = 1000 * cos(angle * .pi / 180) - 160
        if abs(facing) > 1 {
          #expect(
            hierarchy.isDrawn(1 + i, in: layers, quad: quads[1 + i]) == (facing > 0), "face \(i) at \(angle)°"
          )
        }
      }
    }
  }

  @Test func aOneSidedCardIsNotDrawnPastNinetyDegrees() {
    // A card at the container's centre turning about y, the eye 568 pt in front of it: the front
    // faces the eye while 568 cos θ > 0, the back (turned a further 180°) while it is < 0.
    for degrees in stride(from: 0.0, through: 180, by: 3) where degrees != 90 {
      var front = LayerValues(positionX: 160, positionY: 284, width: 280, height: 400, rotationY: degrees)
      var back = front
      back.rotationY = degrees - 180
      front.doubleSided = 0
      back.doubleSided = 0
      var twoSided = front
      twoSided.doubleSided = 1
      let (layers, hierarchy) = Self.scene(m34: -1.0 / 568, [front, back, twoSided])
      let quads = hierarchy.quads(layers)
      #expect(hierarchy.isDrawn(1, in: layers, quad: quads[1]) == (degrees < 90), "front at \(degrees)°")
      #expect(hierarchy.isDrawn(2, in: layers, quad: quads[2]) == (degrees > 90), "back at \(degrees)°")
      #expect(hierarchy.isDrawn(3, in: layers, quad: quads[3]), "a double-sided card is always drawn")
    }
  }

  @Test func hiddenAndTransparentLayersAndTheirSublayersAreNotDrawn() {
    let card = LayerValues(positionX: 160, positionY: 284, width: 100, height: 100)
    var hidden = card
    hidden.hidden = 1
    var clear = card
    clear.opacity = 0
    // 1 hidden with a sublayer 2; 3 at opacity 0 with a sublayer 4; 5 plain.
    let (layers, hierarchy) = Self.scene(
      m34: 0, [hidden, card, clear, card, card], parents: [0, 1, 0, 3, 0])
    let quads = hierarchy.quads(layers)
    #expect(
      (0..<6).map { hierarchy.isDrawn($0, in: layers, quad: quads[$0]) } == [
        true, false, false, false, false, true,
      ])
  }

  @Test func layersAreDrawnByZPositionThenSiblingOrder() {
    // Sublayers of the container: A (z 0), B (z −1), A1 under A (z 5), C (z 0), D (z 2). Core
    // Animation draws each subtree whole, siblings sorted by zPosition, equal ones as listed:
    // container, B, A, A1, C, D.
    func at(_ z: Double) -> LayerValues {
      var v = LayerValues(positionX: 160, positionY: 284, width: 100, height: 100)
      v.zPosition = z
      return v
    }
    let (layers, hierarchy) = Self.scene(
      m34: 0, [at(0), at(-1), at(5), at(0), at(2)], parents: [0, 0, 1, 0, 0])
    var order = LayerDrawingOrder()
    order.update(layers, hierarchy: hierarchy)
    #expect(order.indices == [0, 2, 1, 3, 4, 5])
    // A sublayer listed after its parent's later sibling is still drawn with its parent.
    let (flat, tree) = Self.scene(m34: 0, [at(0), at(0), at(0)], parents: [0, 0, 1])
    order.update(flat, hierarchy: tree)
    #expect(order.indices == [0, 1, 3, 2])

    // Hit testing takes the front-most drawn layer: D, then C once D is hidden.
    order.update(layers, hierarchy: hierarchy)
    var quads = hierarchy.quads(layers)
    #expect(order.hitTest((160, 284), layers: layers, hierarchy: hierarchy, quads: quads) == 5)
    var withoutD = layers
    withoutD[5].hidden = 1
    order.update(withoutD, hierarchy: hierarchy)
    quads = hierarchy.quads(withoutD)
    #expect(order.hitTest((160, 284), layers: withoutD, hierarchy: hierarchy, quads: quads) == 4)
    #expect(order.hitTest((5, 5), layers: withoutD, hierarchy: hierarchy, quads: quads) == 0)
  }

  @Test func theLayerKeysAnimateAndTheBooleansSwitchHalfway() throws {
    // UIView-style over 1 s from global 0, linear: zPosition 0 → 40 and anchorPoint.x 0.5 → 0 move
    // along the line; a boolean is true while its animated number (t, or 1 − t) is at least 0.5.
    var tree = LayerTree()
    let card = try tree.addLayer(named: "card", model: LayerValues(width: 100, height: 100))
    try tree.animate(duration: 1, curve: .linear, atGlobal: 0) { t in
      t[card, .zPosition] = 40
      t[card, .anchorPointX] = 0
      t[card, .hidden] = 1
      t[card, .doubleSided] = 0
    }
    for step in 0...20 {
      let time = Double(step) / 20
      let v = tree.presentation(of: card, at: time)
      var buffer: [LayerValues] = []
      tree.presentation(at: time, into: &buffer)
      #expect(buffer == [v], "at \(time)")
      #expect(abs(v.zPosition - 40 * time) < 1e-9 && abs(v.anchorPointX - 0.5 * (1 - time)) < 1e-9)
      #expect(v.hidden == (time >= 0.5 ? 1 : 0) && v.doubleSided == (1 - time >= 0.5 ? 1 : 0), "at \(time)")
    }
  }

  @Test func zPositionMovesALayerTowardsTheEye() {
    // zPosition 100 under m34 = −1/500: w = 1 − 100/500 = 0.8, so a 100-pt layer at the centre spans
    // 100 / 0.8 = 125 pt.
    var near = LayerValues(positionX: 160, positionY: 284, width: 100, height: 100)
    near.zPosition = 100
    let (layers, hierarchy) = Self.scene(m34: -1.0 / 500, [near])
    Self.expectClose(
      hierarchy.quads(layers)[1], [(97.5, 221.5), (222.5, 221.5), (222.5, 346.5), (97.5, 346.5)], within: 1e-9
    )
  }

  @Test func aSublayerTransformsComponentsComeBeforeItsMatrix() {
    // The container's sublayers turned 30° about y, then seen through m34 = −1/800 (the cover-flow
    // idiom, CATransform3DRotate(perspective, …)), against the reference at several card positions.
    let m34 = -1.0 / 800
    for x in stride(from: 40.0, through: 280, by: 60) {
      let card = LayerValues(positionX: x, positionY: 200, width: 80, height: 120, rotationY: 10)
      var (layers, hierarchy) = Self.scene(m34: m34, [card])
      layers[0].sublayerRotationY = 30
      let frame = ColumnMatrix.frame(
        position: (x, 200), transform: .rotateY(10), anchor: (0.5, 0.5), size: (80, 120))
      let m = ColumnMatrix.sublayer(.perspective(m34) * .rotateY(30), centre: (160, 284)) * frame
      Self.expectClose(hierarchy.quads(layers)[1], m.corners((80, 120)))
    }
  }

  @Test func aWholeSublayerTransformAppliesAboutTheParentsCentre() {
    // A sublayerTransform scaling by 2 about the container's centre (160, 284): a 100-pt layer at
    // the centre spans 200 pt.
    let card = LayerValues(positionX: 160, positionY: 284, width: 100, height: 100)
    let container = LayerValues(positionX: 160, positionY: 284, width: 320, height: 568)
    let hierarchy = LayerHierarchy(parents: [-1, 0], sublayerTransforms: [.scale(2, 2, 1), .identity])
    Self.expectClose(
      hierarchy.quads([container, card])[1], [(60, 184), (260, 184), (260, 384), (60, 384)], within: 1e-9)
  }
}

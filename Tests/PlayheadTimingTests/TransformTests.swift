import Foundation
import Testing

@testable import PlayheadTiming

@Suite struct TransformTests {
  @Test func rotationMatchesCATransform3DMakeRotation() {
    // About x by 90°: (x, y, z) · R = (x, y·cos − z·sin, y·sin + z·cos) → (0, 1, 0) ↦ (0, 0, 1).
    let r = Transform3D.rotation(degrees: 90, axis: 0)
    #expect(abs(r.m23 - 1) < 1e-15 && abs(r.m32 + 1) < 1e-15 && abs(r.m22) < 1e-15)
    // Translation after scale: (1, 1) scaled by 2 then moved by (10, 0) → (12, 2).
    let t = Transform3D.scale(2, 2, 1).concatenating(.translation(10, 0, 0))
    let p = t.project(1, 1)
    #expect(p.x == 12 && p.y == 2)
  }

  @Test func flipCardThroughPerspective() throws {
    var tree = LayerTree()
    let container = try tree.addLayer(
      named: "container", model: LayerValues(width: 400, height: 600), sublayerM34: -1.0 / 600)
    let card = try tree.addLayer(
      named: "card", parent: container,
      model: LayerValues(positionX: 200, positionY: 300, width: 400, height: 600))
    // Unrotated: the corners are the bounds.
    let flat = tree.projectedCorners(of: card, values: tree[card].model)
    #expect(flat[0] == (0, 0) && flat[2] == (400, 600))
    // Rotated 60° about x: top-left (−200, −300) ↦ y′ = −300·cos60 = −150, z′ = −300·sin60;
    // w = 1 + z′·(−1/600) = 1 + sin60/2. Projected (−200/w + 200, −150/w + 300).
    var values = tree[card].model
    values.rotationX = 60
    let corners = tree.projectedCorners(of: card, values: values)
    let s60 = sin(Double.pi / 3)
    let wTop = 1 + s60 / 2
    let wBottom = 1 - s60 / 2
    #expect(abs(corners[0].x - (-200 / wTop + 200)) < 1e-9 && abs(corners[0].y - (-150 / wTop + 300)) < 1e-9)
    #expect(
      abs(corners[2].x - (200 / wBottom + 200)) < 1e-9 && abs(corners[2].y - (150 / wBottom + 300)) < 1e-9)
    // Edge-on at 90°: every corner lies on the horizontal centre line.
    values.rotationX = 90
    for i in 0..<4 {
      let corner = tree.projectedCorners(of: card, values: values)[i]
      #expect(abs(corner.y - 300) < 1e-9)
    }
  }
}

@Suite struct LayerValuesTests {
  @Test func jsonHasExactlyTheContractFields() throws {
    let data = try JSONEncoder().encode(LayerValues(opacity: 0.5, rotationX: 45))
    let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Double])
    let expected: Set = [
      "opacity", "positionX", "positionY", "width", "height", "rotationX", "rotationY", "rotationZ",
      "scaleX", "scaleY", "translationX", "translationY", "translationZ",
    ]
    #expect(Set(object.keys) == expected)
    #expect(object["opacity"] == 0.5 && object["rotationX"] == 45 && object["scaleX"] == 1)
    #expect(Set(LayerProperty.contractFields.map(\.name)) == expected)
    #expect(
      LayerProperty.layerKeys.map(\.name) == [
        "anchorPointX", "anchorPointY", "anchorPointZ", "zPosition", "hidden", "doubleSided", "masksToBounds",
        "sublayerRotationX", "sublayerRotationY", "sublayerRotationZ", "sublayerScaleX", "sublayerScaleY",
        "sublayerTranslationX", "sublayerTranslationY", "sublayerTranslationZ",
      ])
    #expect(Set(LayerProperty.geometry.map(\.name)) == expected)
    for property in LayerProperty.allCases {
      #expect(
        LayerProperty(named: property.name) == property && LayerProperty(named: property.keyPath) == property)
    }
  }

  @Test func subscriptReachesEveryField() {
    var values = LayerValues()
    for (i, property) in LayerProperty.allCases.enumerated() { values[property] = Double(i) + 0.5 }
    #expect(values.opacity == 0.5 && values.translationZ == 12.5 && values.height == 4.5)
  }
}

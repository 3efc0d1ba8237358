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

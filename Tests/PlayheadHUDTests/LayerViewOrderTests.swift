import PlayheadTiming
import Testing

@testable import PlayheadHUD

/// The layer view draws in Core Animation's order and skips undrawn layers. Read through the rim
/// rule (docs/hud.md): a layer drawn over another leaves its edge a one-dot gap, so the dot on the
/// small card's corner is dark exactly when the card is in front of the big one.
@Suite struct LayerViewOrderTests {
  /// A 320 × 568 container on 40 × 71 braille cells: 80 × 284 dots, 1/4 dot per point, centred
  /// vertically (offset (284 − 142) / 2 = 71 dots).
  static let cells = (columns: 40, rows: 71)

  /// A 160-pt card at the centre (x 80…240, y 204…364 pt: dots x 20…60, y 71 + 51 … 71 + 91), listed
  /// first, and a full-container card listed second.
  static func cornerInk(_ card: LayerValues) -> Float {
    let full = LayerValues(positionX: 160, positionY: 284, width: 320, height: 568)
    var view = LayerView(style: .braille)
    view.rasterize(
      [card, full], names: ["card", "full"], hierarchy: .flat(2), containerWidth: 320, containerHeight: 568,
      cells: cells)
    // The card's top-left dot: column 20, row 122 (centres 20.5 and 122.5 lie inside it).
    return view.ink[122 * view.width + 20]
  }

  static let card = LayerValues(positionX: 160, positionY: 284, width: 160, height: 160)

  @Test func zPositionBringsAnEarlierSiblingToTheFront() {
    // Sibling order alone: the full card covers the small one, whose corner stays lit.
    #expect(Self.cornerInk(Self.card) == 1)
    var front = Self.card
    front.zPosition = 1
    #expect(Self.cornerInk(front) == 0)
  }

  @Test func hiddenAndBackFacingOneSidedLayersAreSkipped() {
    var front = Self.card
    front.zPosition = 1
    var hidden = front
    hidden.hidden = 1
    #expect(Self.cornerInk(hidden) == 1)
    // Turned 180° about y, the card covers the same square seen from behind.
    var turned = front
    turned.rotationY = 180
    #expect(Self.cornerInk(turned) == 0)
    turned.doubleSided = 0
    #expect(Self.cornerInk(turned) == 1)
  }
}

/// `masksToBounds`: a sublayer's ink stays inside its masking ancestor's quad.
@Suite struct LayerViewMaskTests {
  /// A 160-pt frame at the container's centre (dots x 20…60, y 122…162, as above) holding a
  /// sublayer as big as the container, centred on it; the ink of dot (5, 80) — 20 pt, 36 pt, outside
  /// the frame — and of dot (40, 142), inside it.
  static func ink(masks: Bool) -> (outside: Float, inside: Float) {
    var frame = LayerValues(positionX: 160, positionY: 284, width: 160, height: 160)
    frame.masksToBounds = masks ? 1 : 0
    let sheet = LayerValues(positionX: 80, positionY: 80, width: 320, height: 568)
    var view = LayerView(style: .braille)
    view.rasterize(
      [frame, sheet], names: ["frame", "sheet"],
      hierarchy: LayerHierarchy(parents: [-1, 0], sublayerM34: [0, 0]),
      containerWidth: 320, containerHeight: 568, cells: LayerViewOrderTests.cells)
    return (view.ink[80 * view.width + 5], view.ink[142 * view.width + 40])
  }

  @Test func aMaskingLayerClipsItsSublayers() {
    #expect(Self.ink(masks: false) == (1, 1))
    #expect(Self.ink(masks: true) == (0, 1))
  }
}

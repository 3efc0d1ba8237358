import PlayheadTiming
import Testing

@testable import PlayheadHUD

/// The layer view appends a cell row from its cache when the row's sub-cell rows had the frame
/// before's fills (issue 26 item 4). The reference is a new view for every frame, which has nothing
/// cached: a view kept across frames must write the same rows, whatever changed in between.
@Suite struct LayerViewRowCacheTests {
  /// Two layers side by side as in LayerColourTests: the left one with its own background colour.
  struct Scene {
    var left = LayerValues(positionX: 40, positionY: 50, width: 80, height: 100)
    var red = 1.0
    var rows = 12
    var gridRows = 20
    var colour = true
  }

  static func draw(_ scene: Scene, with view: inout LayerView) -> [[UInt8]] {
    var left = scene.left
    (left.backgroundRed, left.backgroundGreen, left.backgroundBlue, left.backgroundAlpha) =
      (scene.red, 1 - scene.red, 0, 1)
    let plain = LayerValues(positionX: 120, positionY: 50, width: 80, height: 100)
    let hierarchy = LayerHierarchy(
      parents: [-1, -1], sublayerM34: [0, 0], contents: [LayerContent(hasBackgroundColor: true), .none])
    view.colour = scene.colour
    var grid = TextGrid()
    grid.reset(rows: scene.gridRows, columnLimit: 200)
    view.draw(
      [left, plain], names: ["a", "b"], hierarchy: hierarchy, containerWidth: 160, containerHeight: 100,
      columns: 34, rows: scene.rows, into: &grid)
    return Array(grid.rows[0..<grid.count])
  }

  @Test(arguments: LayerViewStyle.allCases)
  func aKeptViewWritesWhatANewViewWrites(style: LayerViewStyle) {
    var moved = Scene()
    moved.left.positionX += 0.3  // less than a sub-cell: most rows repeat
    var further = Scene()
    further.left.positionY += 9
    var faded = further
    faded.left.opacity = 0.5  // the same rows filled at half ink: half the dots
    var green = further
    green.red = 0  // the same dots in another colour: no row may repeat its bytes
    var cut = green
    cut.gridRows = 6  // the grid ends inside the panel: the rows below are not drawn this frame
    var plain = green
    plain.colour = false
    let scenes = [
      Scene(), Scene(), moved, further, faded, further, green, green, cut, green, plain, plain, Scene(),
      Scene(),
    ]
    var kept = LayerView(style: style, colour: true, colourDepth: .truecolor)
    for (i, scene) in scenes.enumerated() {
      var new = LayerView(style: style, colour: true, colourDepth: .truecolor)
      let expected = Self.draw(scene, with: &new)
      #expect(Self.draw(scene, with: &kept) == expected, "frame \(i), \(style)")
    }
  }
}

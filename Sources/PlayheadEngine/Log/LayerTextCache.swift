import PlayheadSystem
import PlayheadTiming

/// A frame record's `layers` object, written from the text the record before it wrote: the runs of
/// that text whose layers' fields are bit for bit the same are copied, and each field whose value
/// changed is formatted (`StateLog.appendField`) between them. Each layer's name is JSON text made
/// once per `Frame.Scene`; a new scene or a new number of layers writes the object whole.
///
/// Measured hot path (issue 26): formatting a layer's numbers was a tenth of a logged replay. Of a
/// replayed swipe's three layers, two are the same as the frame before (the container, the layer not
/// moving) and the moving one changes one or two of its 13 fields, so a frame's object is mostly two
/// copies. A field's text depends on nothing but its value, compared bit for bit, and a name's on
/// nothing but its string, so the bytes are exactly the ones formatting would write. The text sits in
/// memory this value alone owns: in Swift arrays, each layer retained and released its text's array
/// and checked it for uniqueness, and each name went through a string memo and its retain.
struct LayerTextCache: ~Copyable {
  /// Room for one layer's fields: 13 of `,"translationX":` (the longest name) and a number.
  static var stride: Int { Key.fieldCount * (4 + 12 + JSONBytes.maximumNumberBytes) }

  /// The scene whose layer names `names` holds. Held, so that the same object means the same names.
  private var scene: Frame.Scene?
  /// Each layer's name as JSON text, back to back; layer `i`'s ends at `nameEnds[i]`.
  private var names = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: 0)
  private var nameEnds = UnsafeMutableBufferPointer<Int>.allocate(capacity: 0)
  /// Layers with room below: each one's values' bits, its fields' text between `{` and `}` (the
  /// commas between them included), and each field's length without its comma (at
  /// `fieldLengths + i × 13`).
  private var slots = 0
  private var keys = UnsafeMutablePointer<Key>.allocate(capacity: 0)
  // Derivable from `fieldLengths`, but kept: summing them for each unchanged layer cost 0.5 % of the
  // logged replay (measured, issue 26).
  private var layerLengths = UnsafeMutablePointer<Int>.allocate(capacity: 0)
  private var fieldLengths = UnsafeMutablePointer<UInt16>.allocate(capacity: 0)
  /// The object's text as the last frame wrote it (inside its braces), for `written` layers (−1: none).
  private var text = UnsafeMutableRawBufferPointer.allocate(byteCount: 0, alignment: 1)
  private var textCount = 0
  private var written = -1

  init() {}

  deinit {
    names.deallocate()
    nameEnds.deallocate()
    keys.deallocate()
    layerLengths.deallocate()
    fieldLengths.deallocate()
    text.deallocate()
  }

  /// Writes each of `frame`'s layers (as many as it has both names and values for) into the open
  /// `layers` object: `"name":{…13 fields…}`.
  mutating func appendLayers(of frame: Frame, to line: inout JSONLine) {
    let count = min(frame.layers.count, frame.layerNames.count)
    if frame.scene !== scene { name(frame.scene) }
    if count > slots { grow(to: count) }
    let start = line.count
    frame.layers.withUnsafeBufferPointer { layers in
      if count == written {
        appendChanges(layers, to: &line)
      } else {
        appendAll(layers, count: count, to: &line)
      }
    }
    line.withBytes { all in
      let object = UnsafeRawBufferPointer(rebasing: all[start...])
      // Checked in every build: past the text's room is the heap.
      precondition(object.count <= text.count, "a frame's layers outgrew their text's room")
      text.baseAddress!.copyMemory(from: object.baseAddress!, byteCount: object.count)
      textCount = object.count
    }
    written = count
  }

  /// Every layer formatted: the text was for other names or another number of layers.
  private func appendAll(_ layers: UnsafeBufferPointer<LayerValues>, count: Int, to line: inout JSONLine) {
    var nameStart = 0
    for i in 0..<count {
      line.openObject(
        namedText: UnsafeRawBufferPointer(
          start: names.baseAddress! + nameStart, count: nameEnds[i] - nameStart))
      nameStart = nameEnds[i]
      let lengths = fieldLengths + i &* Key.fieldCount
      var total = Key.fieldCount - 1
      for j in 0..<Key.fieldCount {
        let before = line.count
        StateLog.appendField(j, of: layers[i], to: &line)
        // From the second field on, a comma comes first.
        let length = line.count - before - (j > 0 ? 1 : 0)
        lengths[j] = UInt16(length)
        total += length
      }
      layerLengths[i] = total
      keys[i] = Key(layers[i])
      line.closeObject()
    }
  }

  /// The last frame's text with each changed field formatted in its place: runs of that text
  /// copied up to (and from after) each such field.
  private func appendChanges(_ layers: UnsafeBufferPointer<LayerValues>, to line: inout JSONLine) {
    let old = UnsafeRawPointer(text.baseAddress!)
    // Where the walk is in the old text, and where the run not yet copied starts.
    var position = 0
    var runStart = 0
    var nameStart = 0
    for i in 0..<written {
      // `,` between layers, the name, `:{`.
      position += (i > 0 ? 1 : 0) + nameEnds[i] - nameStart + 2
      nameStart = nameEnds[i]
      let key = Key(layers[i])
      let changed = keys[i].changedFields(key)
      if changed == 0 {
        position += layerLengths[i] + 1
        continue
      }
      keys[i] = key
      let lengths = fieldLengths + i &* Key.fieldCount
      for j in 0..<Key.fieldCount {
        let length = Int(lengths[j])
        if changed & (1 << j) != 0 {
          // The run ends with the `{` or `,` before this field: no comma of the line's own.
          line.appendText(UnsafeRawBufferPointer(start: old + runStart, count: position - runStart))
          let before = line.count
          StateLog.appendField(j, of: layers[i], to: &line)
          let now = line.count - before
          lengths[j] = UInt16(now)
          layerLengths[i] += now - length
          runStart = position + length
        }
        // The field, then the `,` or `}` after it.
        position += length + 1
      }
    }
    line.appendText(UnsafeRawBufferPointer(start: old + runStart, count: textCount - runStart))
  }

  /// Writes the layer names of `scene` as JSON text.
  private mutating func name(_ scene: Frame.Scene) {
    let layerNames = scene.layerNames
    names.deallocate()
    nameEnds.deallocate()
    names = .allocate(
      capacity: layerNames.reduce(0) { $0 + JSONBytes.maximumStringBytes(utf8: $1.utf8.count) })
    nameEnds = .allocate(capacity: layerNames.count)
    var end = 0
    for (i, name) in layerNames.enumerated() {
      var name = name
      end += name.withUTF8 { JSONBytes.writeString($0, to: names.baseAddress! + end) }
      nameEnds[i] = end
    }
    self.scene = scene
    written = -1
    makeRoom()
  }

  /// Room for the fields of `count` layers.
  private mutating func grow(to count: Int) {
    let larger = (
      keys: UnsafeMutablePointer<Key>.allocate(capacity: count),
      layerLengths: UnsafeMutablePointer<Int>.allocate(capacity: count),
      fieldLengths: UnsafeMutablePointer<UInt16>.allocate(capacity: count * Key.fieldCount)
    )
    // Nothing is copied: a new number of layers writes the object whole.
    larger.keys.initialize(repeating: Key(LayerValues()), count: count)
    larger.layerLengths.initialize(repeating: 0, count: count)
    larger.fieldLengths.initialize(repeating: 0, count: count * Key.fieldCount)
    keys.deallocate()
    layerLengths.deallocate()
    fieldLengths.deallocate()
    (keys, layerLengths, fieldLengths) = larger
    slots = count
    written = -1
    makeRoom()
  }

  /// Room in `text` for every named layer's name, fields and punctuation.
  private mutating func makeRoom() {
    let needed = names.count + slots * (Self.stride + 4)
    guard needed > text.count else { return }
    text.deallocate()
    text = .allocate(byteCount: needed, alignment: 1)
  }
}

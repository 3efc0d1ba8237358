import PlayheadSystem
import PlayheadTiming

/// A frame record's `layers` object, written from what the record before it wrote: each layer's name
/// as JSON text, made once per `Frame.Scene`, and each layer's 13 fields, copied when the values are
/// bit for bit those the text was written from, else formatted (`StateLog.append`) and kept.
///
/// Measured hot path (issue 26): formatting a layer's numbers was a tenth of a logged replay, and two
/// thirds of the layer objects of a replayed swipe are the same as the frame before (the container,
/// the layer not moving). The text depends on nothing but the 13 values, compared bit for bit, and a
/// name's on nothing but its string, so the bytes are exactly the ones formatting would write. The
/// texts sit in memory this value alone owns: in Swift arrays, each layer retained and released its
/// text's array and checked it for uniqueness, and each name went through a string memo and its
/// retain.
struct LayerTextCache: ~Copyable {
  /// Room for one layer's fields: 13 of `,"translationX":` (the longest name) and a number.
  static var stride: Int { 13 * (4 + 12 + JSONBytes.maximumNumberBytes) }

  /// The scene whose layer names `names` holds. Held, so that the same object means the same names.
  private var scene: Frame.Scene?
  /// Each layer's name as JSON text, back to back; layer `i`'s ends at `nameEnds[i]`.
  private var names = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: 0)
  private var nameEnds = UnsafeMutableBufferPointer<Int>.allocate(capacity: 0)
  /// Layers with room for fields below: each one's values' bits, its text's length (−1: none yet, and
  /// the bits not compared), and its text at `texts + i × stride`.
  private var slots = 0
  private var keys = UnsafeMutablePointer<Key>.allocate(capacity: 0)
  private var lengths = UnsafeMutablePointer<Int>.allocate(capacity: 0)
  private var texts = UnsafeMutableRawPointer.allocate(byteCount: 0, alignment: 1)

  init() {}

  deinit {
    names.deallocate()
    nameEnds.deallocate()
    keys.deallocate()
    lengths.deallocate()
    texts.deallocate()
  }

  /// Writes each of `frame`'s layers (as many as it has both names and values for) into the open
  /// `layers` object: `"name":{…13 fields…}`.
  mutating func appendLayers(of frame: Frame, to line: inout JSONLine) {
    let count = min(frame.layers.count, frame.layerNames.count)
    if frame.scene !== scene { name(frame.scene) }
    if count > slots { grow(to: count) }
    frame.layers.withUnsafeBufferPointer { layers in
      var nameStart = 0
      for i in 0..<count {
        line.openObject(
          namedText: UnsafeRawBufferPointer(
            start: names.baseAddress! + nameStart, count: nameEnds[i] - nameStart))
        nameStart = nameEnds[i]
        let key = Key(layers[i])
        let slot = texts + i &* Self.stride
        if lengths[i] >= 0, keys[i].matches(key) {
          line.appendFields(UnsafeRawBufferPointer(start: slot, count: lengths[i]))
        } else {
          let start = line.count
          StateLog.append(layers[i], to: &line)
          line.withBytes { all in
            let written = UnsafeRawBufferPointer(rebasing: all[start...])
            // Checked in every build: only a layer formatted anew gets here, and past the slot is the
            // next layer's text or the heap.
            precondition(written.count <= Self.stride, "a layer's fields outgrew their slot")
            slot.copyMemory(from: written.baseAddress!, byteCount: written.count)
            lengths[i] = written.count
          }
          keys[i] = key
        }
        line.closeObject()
      }
    }
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
  }

  /// Room for the fields of `count` layers; the new ones have no text yet.
  private mutating func grow(to count: Int) {
    let larger = (
      keys: UnsafeMutablePointer<Key>.allocate(capacity: count),
      lengths: UnsafeMutablePointer<Int>.allocate(capacity: count),
      texts: UnsafeMutableRawPointer.allocate(byteCount: count * Self.stride, alignment: 1)
    )
    larger.keys.moveInitialize(from: keys, count: slots)
    (larger.keys + slots).initialize(repeating: Key(LayerValues()), count: count - slots)
    larger.lengths.moveInitialize(from: lengths, count: slots)
    (larger.lengths + slots).initialize(repeating: -1, count: count - slots)
    larger.texts.copyMemory(from: texts, byteCount: slots * Self.stride)
    keys.deallocate()
    lengths.deallocate()
    texts.deallocate()
    (keys, lengths, texts) = larger
    slots = count
  }
}

/// The default look of a layer whose colours are not given, by its name (the roles the built-in
/// transitions use): the card being left blue, the card arriving orange, the dimming view a
/// translucent black, the container nothing (the compositor outlines it); any other name a colour of
/// its own from a hash of the name, so pieces stay apart.
struct RoleStyle: Sendable {
  var background: CanvasColour
  var border: CanvasColour
  var cornerRadius: Double
  var label: String?

  init(name: String?) {
    cornerRadius = 12
    label = name
    switch name?.lowercased() {
    case "from", "top", "presented", "presenting":
      background = CanvasColour(hex: 0x3366cc)
    case "to", "under", "presentedunder":
      background = CanvasColour(hex: 0xe07a2e)
    case "container":
      background = .clear
      label = nil
    case "dimming", "dim", "shadow":
      background = CanvasColour(red: 0, green: 0, blue: 0, alpha: 0.4)
      label = nil
      cornerRadius = 0
    case .some(let other):
      background = Self.hashedColour(other)
    case nil:
      background = CanvasColour(hex: 0x6a7f99)
    }
    border = background.alpha > 0 ? background.lightened(0.45) : .clear
  }

  /// A mid-bright colour from an FNV-1a hash of `name`'s bytes, on a 12-step hue wheel.
  static func hashedColour(_ name: String) -> CanvasColour {
    var hash: UInt32 = 2_166_136_261
    for byte in name.utf8 { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
    let hue = Double(hash % 12) / 12
    // HSV with s = 0.55, v = 0.8.
    let v = 0.8
    let s = 0.55
    let sector = hue * 6
    let k = Int(sector)
    let f = sector - Double(k)
    let (p, q, t) = (v * (1 - s), v * (1 - s * f), v * (1 - s * (1 - f)))
    let rgb: (Double, Double, Double) =
      switch k {
      case 0: (v, t, p)
      case 1: (q, v, p)
      case 2: (p, v, t)
      case 3: (p, q, v)
      case 4: (t, p, v)
      default: (v, p, q)
      }
    return CanvasColour(red: rgb.0, green: rgb.1, blue: rgb.2)
  }
}

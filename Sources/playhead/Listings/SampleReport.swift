import PlayheadSystem
import PlayheadTiming
import PlayheadTransitions

/// What `playhead sample` prints: every layer's presentation values with the transition scrubbed to
/// a percent (the interactive state: container speed 0, timeOffset = duration × percent).
struct SampleReport: Sendable {
  let transition: String
  let percent: Double
  /// The container's local time, duration × percent, seconds.
  let time: Double
  let duration: Double
  let isDismissal: Bool
  /// Layer names and values, back to front.
  let layers: [(name: String, values: LayerValues)]
  /// The layers' parents and sublayer transforms (for drawing them).
  let hierarchy: LayerHierarchy
  /// Each layer's bounds corners in container points, and whether it is drawn (PlayheadTiming's
  /// geometry, which the HUD draws).
  let quads: [Quad]
  let drawn: [Bool]
  /// Whether the transition sets or animates a layer key: only then are those keys printed.
  let showsLayerKeys: Bool
  /// The container's size in points.
  let container: ContainerSize

  /// Scrubs `descriptor` to `percent` (which must lie in [0, 1]).
  init(
    descriptor: TransitionDescriptor, percent: Double, isDismissal: Bool = false,
    container: ContainerSize = .standard
  ) throws(TimingError) {
    guard percent.isFinite, (0...1).contains(percent) else {
      throw .outOfRange(parameter: "percent", value: percent, range: "[0, 1]")
    }
    var configuration = TransitionConfiguration()
    configuration.isDismissal = isDismissal
    configuration.container = container
    var driver = try TransitionDriver(descriptor: descriptor, configuration: configuration)
    driver.scrub(to: percent, at: 0)
    var buffer: [LayerValues] = []
    let sample = driver.sample(at: 0, into: &buffer)
    transition = descriptor.name
    self.percent = sample.percent
    time = sample.timeOffset
    duration = sample.duration
    self.isDismissal = isDismissal
    hierarchy = driver.context.layers.hierarchy
    self.container = container
    layers = Array(zip(driver.layerNames, buffer)).map { (name: $0.0, values: $0.1) }
    // Every number printed is finite: a value that overflowed on the way is refused, not shown as inf.
    for layer in layers {
      for property in LayerProperty.allCases where !layer.values[property].isFinite {
        throw .notFinite(parameter: "\(layer.name).\(property.name)", value: layer.values[property])
      }
    }
    let quads = hierarchy.quads(buffer)
    self.quads = quads
    drawn = quads.indices.map { [hierarchy] in hierarchy.isDrawn($0, in: buffer, quad: quads[$0]) }
    showsLayerKeys = driver.context.layers.usesLayerKeys
  }

  /// `{"transition", "percent", "time", "duration", "layers": {NAME: {…}}}` on one line.
  var json: String {
    JSONBytes.text { out in
      func number(_ key: StaticString, _ value: Double) {
        JSONBytes.literal(key, &out)
        JSONBytes.appendShortest(value, to: &out)
      }
      JSONBytes.literal("{\"transition\":", &out)
      JSONBytes.appendString(transition, to: &out)
      number(",\"percent\":", percent)
      number(",\"time\":", time)
      number(",\"duration\":", duration)
      JSONBytes.literal(",\"layers\":{", &out)
      for (index, layer) in layers.enumerated() {
        if index > 0 { JSONBytes.literal(",", &out) }
        JSONBytes.appendString(layer.name, to: &out)
        JSONBytes.literal(":{", &out)
        layer.values.appendSampleFields(layerKeys: showsLayerKeys, to: &out)
        JSONBytes.literal(",\"quad\":", &out)
        for corner in 0..<4 {
          number(corner == 0 ? "[[" : "],[", quads[index][corner].x)
          number(",", quads[index][corner].y)
        }
        JSONBytes.literal("]],\"drawn\":", &out)
        JSONBytes.appendBool(drawn[index], to: &out)
        JSONBytes.literal("}", &out)
      }
      JSONBytes.literal("}}", &out)
    }
  }

  /// A readable table: one line per layer; the names escaped (`TerminalText`), line breaks too.
  var text: String {
    let transition = TerminalText.escaped(transition)
    let layers = layers.map { (name: TerminalText.escaped($0.name), values: $0.values) }
    var lines = [
      "\(transition)\(isDismissal ? " (dismissal)" : "") at percent \(short(percent)): time \(short(time)) s of \(short(duration)) s"
    ]
    let width = layers.map(\.name.count).max() ?? 0
    for (index, (name, v)) in layers.enumerated() {
      let pad = String(repeating: " ", count: width - name.count)
      var line =
        "  \(name)\(pad)  opacity \(short(v.opacity))  position (\(short(v.positionX)), \(short(v.positionY)))"
        + "  size \(short(v.width))×\(short(v.height))"
        + "  rotation (\(short(v.rotationX))°, \(short(v.rotationY))°, \(short(v.rotationZ))°)"
        + "  scale (\(short(v.scaleX)), \(short(v.scaleY)))"
        + "  translation (\(short(v.translationX)), \(short(v.translationY)), \(short(v.translationZ)))"
      if showsLayerKeys {
        func yesNo(_ x: Double) -> String { x >= 0.5 ? "yes" : "no" }
        line +=
          "  anchorPoint (\(short(v.anchorPointX)), \(short(v.anchorPointY)))  anchorPointZ \(short(v.anchorPointZ))"
          + "  zPosition \(short(v.zPosition))  hidden \(yesNo(v.hidden))  doubleSided \(yesNo(v.doubleSided))"
          + "  masksToBounds \(yesNo(v.masksToBounds))"
          + "  sublayer rotation (\(short(v.sublayerRotationX))°, \(short(v.sublayerRotationY))°, \(short(v.sublayerRotationZ))°)"
          + "  scale (\(short(v.sublayerScaleX)), \(short(v.sublayerScaleY)))"
          + "  translation (\(short(v.sublayerTranslationX)), \(short(v.sublayerTranslationY)), \(short(v.sublayerTranslationZ)))"
      }
      let corners = (0..<4).map { "(\(short(quads[index][$0].x)), \(short(quads[index][$0].y)))" }
      line += "  quad \(corners.joined(separator: " "))  \(drawn[index] ? "drawn" : "not drawn")"
      lines.append(line)
    }
    return lines.joined(separator: "\n")
  }
}

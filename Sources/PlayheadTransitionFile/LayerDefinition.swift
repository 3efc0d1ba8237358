import PlayheadTiming

/// One layer of a transition file: its place, its starting model values and its own media timing.
public struct LayerDefinition: Sendable, Hashable {
  public var name: String
  /// The parent layer's name; nil for a sublayer of the container.
  public var parent: String?
  /// Model values set before the animations, by property (the rest: the container's bounds,
  /// centred, opaque, identity transform).
  public var values: [LayerProperty: ValueExpression]
  /// The layer's own timing (nil: Core Animation's defaults).
  public var timing: MediaTiming?
  /// Its sublayerTransform's m34, for perspective on its own sublayers.
  public var m34: ValueExpression?
  /// Its whole sublayerTransform, 16 entries row by row (m11 … m44); nil: identity (or `m34`).
  public var sublayerTransform: [ValueExpression]? = nil
  /// Its label, image and contents gravity, and whether its colours were given.
  public var content: LayerContent

  /// The sublayerTransform in a container of `size`: the whole matrix, or m34 alone, if given.
  func sublayerTransform(width: Double, height: Double) -> Transform3D? {
    if let entries = sublayerTransform {
      return Transform3D(entries: entries.map { $0.value(width: width, height: height) })
    }
    return m34.map { .perspective(m34: $0.value(width: width, height: height)) }
  }

  /// The model values in a container of `size`: the container's bounds and centre unless set.
  func model(width: Double, height: Double) -> LayerValues {
    var model = LayerValues(positionX: width / 2, positionY: height / 2, width: width, height: height)
    for property in LayerProperty.allCases {
      if let e = values[property] { model[property] = e.value(width: width, height: height) }
    }
    return model
  }
}

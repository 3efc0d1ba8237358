/// A layer's handle in its `LayerTree` (its index; stable, since layers are never removed).
public struct LayerID: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// Position of the layer in the tree's `layers` array.
  public let index: Int

  public init(_ index: Int) { self.index = index }

  public static func < (a: LayerID, b: LayerID) -> Bool { a.index < b.index }
  public var description: String { "layer#\(index)" }
}

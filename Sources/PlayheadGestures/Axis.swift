/// One of a touchpad's two axes.
public enum Axis: String, Sendable, Hashable, Codable, CaseIterable {
  case horizontal, vertical
}

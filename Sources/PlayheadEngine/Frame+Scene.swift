import PlayheadTiming

extension Frame {
  /// The transition's name and its layers' names and hierarchy (fixed for the transition), and where
  /// the input comes from (fixed for the run).
  public var transition: String { scene.transition }
  public var layerNames: [String] { scene.layerNames }
  /// Each layer's parent and the perspective it gives its sublayers (what the HUD's layer view needs).
  public var hierarchy: LayerHierarchy { scene.hierarchy }
  /// Where the input comes from, for the HUD's title ("live: seat0", "replay: FILE", …).
  public var source: String { scene.source }

  /// What every frame of one transition shares, made once per slot (and again when a slot is
  /// reloaded), not per frame.
  ///
  /// Measured hot path (issue 26): held in the frame directly, these were six references (two strings,
  /// four arrays) retained when each frame was built and released when it went: about a sixth of a
  /// logged replay's retains and releases. Shared, they are one.
  final class Scene: Sendable {
    let transition: String
    let layerNames: [String]
    let hierarchy: LayerHierarchy
    let source: String

    init(transition: String, layerNames: [String], hierarchy: LayerHierarchy, source: String) {
      self.transition = transition
      self.layerNames = layerNames
      self.hierarchy = hierarchy
      self.source = source
    }
  }
}

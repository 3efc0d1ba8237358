import ArgumentParser
import PlayheadHUD
import PlayheadTestbed
import PlayheadTransitionFile
import PlayheadTransitions

/// What the shells' completions offer for each kind of value, from the lists the commands check
/// against, so a completed value is always one they accept.
extension CompletionKind {
  /// The built-in catalogue's names.
  static var transitionName: CompletionKind { .list(BuiltInTransitions.names) }

  /// Transition files are YAML (docs/transition-file.md).
  static var transitionFile: CompletionKind { .file(extensions: ["yaml", "yml"]) }

  /// The release policies `--policy` and `--policies` take.
  static var policyName: CompletionKind { .list(ReleasePolicy.allCases.map(\.rawValue)) }

  /// The testbed's built-in touchpads.
  static var touchpadName: CompletionKind { .list(TouchpadSpec.builtIns.map(\.name)) }

  /// The layer view's cell styles (`sample --draw --style`).
  static var drawStyle: CompletionKind { .list(LayerViewStyle.allCases.map(\.rawValue)) }

  /// How a released transition completes.
  static var completionMode: CompletionKind { .list(SharedOptions.completionModes) }

  /// SVG output files.
  static var svgFile: CompletionKind { .file(extensions: ["svg"]) }
}

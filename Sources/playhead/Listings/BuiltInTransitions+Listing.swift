import PlayheadTransitionFile
import PlayheadTransitions

extension BuiltInTransitions {
  /// `playhead transitions`: one row per transition of `descriptors` (the built-ins as their files
  /// load them, or any others) with its seed's numbers.
  static func listing(of descriptors: [TransitionDescriptor]) -> String {
    let header = ["name", "seed", "duration", "curve", "gesture", "percent", "release rule"]
    var rows = [header]
    for d in descriptors {
      rows.append([
        d.name, d.seed, short(d.duration) + " s", d.curveName, d.defaultGesture, d.percentMapping.summary,
        d.rule.summary,
      ])
    }
    return TextTable.render(rows)
  }

  /// `playhead transitions --json`: one object per transition of `descriptors`, one a line.
  static func listingJSON(of descriptors: [TransitionDescriptor]) -> String {
    descriptors.map { d in
      "{\"name\":\(jsonString(d.name)),\"seed\":\(jsonString(d.seed)),\"duration\":\(jsonNumber(d.duration)),"
        + "\"curve\":\(jsonString(d.curveName)),\"gesture\":\(jsonString(d.defaultGesture)),"
        + "\"dismissalGesture\":\(jsonString(d.dismissalGesture)),\"threshold\":\(jsonNumber(d.threshold)),"
        + "\"rule\":\(jsonString(d.rule.summary)),\"percent\":\(jsonString(d.percentMapping.summary)),"
        + "\"fullTravelPoints\":\(jsonNumber(d.fullTravelPoints)),"
        + "\"layers\":[\(d.layerNames.map(jsonString).joined(separator: ","))]}"
    }.joined(separator: "\n")
  }
}

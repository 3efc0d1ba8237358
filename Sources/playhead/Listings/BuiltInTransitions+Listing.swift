import PlayheadSystem
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
      JSONBytes.text { out in
        func string(_ key: StaticString, _ value: String) {
          JSONBytes.literal(key, &out)
          JSONBytes.appendString(value, to: &out)
        }
        func number(_ key: StaticString, _ value: Double) {
          JSONBytes.literal(key, &out)
          JSONBytes.appendShortest(value, to: &out)
        }
        string("{\"name\":", d.name)
        string(",\"seed\":", d.seed)
        number(",\"duration\":", d.duration)
        string(",\"curve\":", d.curveName)
        string(",\"gesture\":", d.defaultGesture)
        string(",\"dismissalGesture\":", d.dismissalGesture)
        number(",\"threshold\":", d.threshold)
        string(",\"rule\":", d.rule.summary)
        string(",\"percent\":", d.percentMapping.summary)
        number(",\"fullTravelPoints\":", d.fullTravelPoints)
        JSONBytes.literal(",\"layers\":[", &out)
        for (index, name) in d.layerNames.enumerated() { string(index == 0 ? "" : ",", name) }
        JSONBytes.literal("]}", &out)
      }
    }.joined(separator: "\n")
  }
}

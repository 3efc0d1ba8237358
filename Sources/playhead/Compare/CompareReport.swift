import PlayheadEngine
import PlayheadEvents
import PlayheadSession
import PlayheadSystem
import PlayheadTransitions

/// `playhead compare`'s table and JSON lines.
enum CompareReport {
  /// One block per gesture: a heading, then one row per policy.
  static func table(_ comparison: PolicyComparison) -> String {
    var out = ""
    // The transition's name may come from a file: escaped, a line break in it too (`TerminalText`).
    let transition = TerminalText.escaped(comparison.transition)
    if comparison.gestures.isEmpty {
      return "no released \(transition) gesture in the file\n"
    }
    for gesture in comparison.gestures {
      out +=
        "gesture \(gesture.index) · \(transition) · released at \(PlayheadTransitions.fixed(gesture.time, 3)) s"
      out += " · \(PlayheadTransitions.fixed(gesture.percent * 100, 1)) % · \(gesture.events) updates"
      // Only a cancelled gesture's ending is said: lifted is the rule.
      if case .cancelled = gesture.ending { out += " · " + endingName(gesture.ending) }
      out += "\n"
      out += "  " + pad("policy", 11) + pad("decision", 9) + pad("velocity", 17) + pad("projected", 10)
      out += pad("completion", 11) + pad("distance", 17) + "reason\n"
      for r in gesture.releases {
        out += "  " + pad(r.policy.rawValue, 11) + pad(r.outcome.rawValue, 9) + pad(velocity(r), 17)
        out +=
          pad(r.projected.map { PlayheadTransitions.fixed($0, 2) } ?? "—", 10)
          + pad(PlayheadTransitions.fixed(r.duration, 3) + " s", 11)
        out +=
          pad(r.policy.platformDistance(verticalAxis: gesture.verticalAxis), 17) + r.reason.description + "\n"
      }
      out += "\n"
    }
    return out
  }

  /// `{"type":"gesture","t":…,"gesture":1,"transition":…,"percent":…,"updates":…,"ending":…,
  /// "policies":{"uikit":{"decision":…,"velocity":…,"velocityUnit":…,"projected":…,"duration":…,
  /// "distance":…,"reason":…},…}}` and a newline.
  static func json(_ gesture: PolicyComparison.Gesture) -> String {
    var line = JSONLine()
    // A release time is an `Instant`'s seconds: the µs come back exactly, within range.
    line.begin(type: "gesture", t: Instant(seconds: gesture.time, rounding: .toNearestOrAwayFromZero))
    line.field("gesture", gesture.index)
    line.field("percent", gesture.percent)
    line.field("updates", gesture.events)
    line.field("ending", endingName(gesture.ending))
    line.openObject("policies")
    for r in gesture.releases {
      line.openObject(named: r.policy.rawValue)
      line.field("decision", r.outcome.rawValue)
      line.field("velocity", r.velocity)
      line.field("velocityUnit", r.policy.velocityUnit.rawValue)
      if let projected = r.projected { line.field("projected", projected) }
      line.field("duration", r.duration)
      line.field("distance", r.policy.platformDistance(verticalAxis: gesture.verticalAxis))
      line.field("reason", r.reason.description)
      line.closeObject()
    }
    line.closeObject()
    line.end()
    return String(decoding: line.bytes, as: UTF8.self)
  }

  static func velocity(_ r: Release) -> String {
    switch r.policy.velocityUnit {
    case .perSecond: return PlayheadTransitions.fixed(r.velocity, 2) + "/s"
    case .perEvent: return PlayheadTransitions.fixed(r.velocity, 3) + "/event"
    case .none: return "—"
    }
  }

  static func endingName(_ ending: GestureTrack.Ending) -> String {
    switch ending {
    case .none: return "none"
    case .lifted: return "lifted"
    case .cancelled(let byLibinput): return byLibinput ? "cancelled by libinput" : "cancelled"
    }
  }

  static func pad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
  }
}

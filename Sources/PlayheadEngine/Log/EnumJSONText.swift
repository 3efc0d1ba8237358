import PlayheadEvents
import PlayheadGestures
import PlayheadTransitions

// The state log's JSON text of the small enums its records carry, one literal per case, copied
// straight into the line (`JSONLine.field(_:jsonText:)`). Measured hot path (issue 26): through a
// string memo, each cost its `rawValue` String, a comparison and a release (three per gesture record,
// one per frame record). Each text is the quoted `rawValue` (EnumJSONTextTests checks every case).

extension GestureKind {
  var jsonText: StaticString {
    switch self {
    case .swipe: "\"swipe\""
    case .pinch: "\"pinch\""
    case .hold: "\"hold\""
    }
  }
}

extension RecognizerState {
  var jsonText: StaticString {
    switch self {
    case .possible: "\"possible\""
    case .began: "\"began\""
    case .changed: "\"changed\""
    case .ended: "\"ended\""
    case .cancelled: "\"cancelled\""
    case .failed: "\"failed\""
    }
  }
}

extension GestureUnits {
  var jsonText: StaticString {
    switch self {
    case .millimetres: "\"mm\""
    case .libinput: "\"libinput\""
    case .points: "\"pt\""
    }
  }
}

extension TransitionPhase {
  var jsonText: StaticString {
    switch self {
    case .idle: "\"idle\""
    case .interactive: "\"interactive\""
    case .finishing: "\"finishing\""
    case .cancelling: "\"cancelling\""
    }
  }
}

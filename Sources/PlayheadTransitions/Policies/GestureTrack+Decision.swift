extension GestureTrack {
  /// The ending as `DecisionPolicy` reads it.
  var decisionEnding: DecisionPolicy.Ending {
    switch ending {
    case .cancelled(let byLibinput): return .cancelled(byLibinput: byLibinput)
    case .lifted, .none: return .ended
    }
  }
}

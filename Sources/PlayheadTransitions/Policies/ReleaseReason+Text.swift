extension ReleaseReason {
  /// Writes `description` into `output` piece by piece (the HUD's decision row, without a string).
  public func write<Output: ReasonTextOutput>(to output: inout Output) {
    switch self {
    case .transitionRule(let reason):
      reason.write(to: &output)
    case .snappedToNearest(let v, let threshold, let p):
      output.put("|v| ")
      output.put(abs(v), decimals: 2)
      output.put(" < ")
      output.put(shortest: threshold)
      output.put(" px/ms: nearest end to ")
      output.put(p, decimals: 2)
    case .projectedTo(let v, let projected):
      output.put("v ")
      output.put(v, decimals: 2)
      output.put(" px/ms projects to ")
      output.put(projected, decimals: 2)
    case .roundedProjection(let projected):
      output.put("projected ")
      output.put(projected, decimals: 2)
      output.put(", rounded")
    case .switchThreshold(let p, let threshold):
      output.put("progress ")
      output.put(p, decimals: 2)
      if p >= threshold { output.put(" ≥ ") } else { output.put(" < ") }
      output.put(shortest: threshold)
    case .hyprland(let p, let mean, let forced):
      if forced {
        output.put("mean delta ")
        output.put(mean, decimals: 1)
        output.put(" ≥ 30 units/event forces it")
        return
      }
      output.put("distance ")
      output.put(p, decimals: 2)
      if p >= 0.5 { return output.put(" ≥ 0.5") }
      output.put(" < 0.5, mean delta ")
      output.put(mean, decimals: 1)
      output.put(" < 30")
    case .fling(let v):
      output.put("fling at ")
      output.put(v, decimals: 2)
      output.put(" widths/s")
    case .dropped(let p):
      // Flutter's value is 1 − percent: above 0.5 the page stays.
      output.put("no fling, value ")
      output.put(1 - p, decimals: 2)
      if 1 - p > 0.5 { output.put(" > 0.5") } else { output.put(" ≤ 0.5") }
    case .cancelled(let byLibinput):
      if byLibinput { output.put("gesture cancelled by libinput") } else { output.put("gesture cancelled") }
    }
  }
}

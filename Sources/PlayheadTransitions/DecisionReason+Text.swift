extension DecisionReason {
  /// Writes `description` into `output` piece by piece: the HUD's decision row, every frame, without
  /// building a string (issue 26 item 4). `description` is this, collected into bytes.
  public func write<Output: ReasonTextOutput>(to output: inout Output) {
    switch self {
    case .threshold(let p, let th):
      output.put("percent ")
      output.put(p, decimals: 2)
      if p >= th { output.put(" ≥ threshold ") } else { output.put(" < threshold ") }
      output.put(shortest: th)
    case .flick(let v, let projected, let th):
      if v >= 0 { output.put("flick forward at ") } else { output.put("flick back at ") }
      output.put(v, decimals: 1)
      output.put("/s (projected ")
      output.put(projected, decimals: 2)
      if projected >= th { output.put(" ≥ ") } else { output.put(" < ") }
      output.put(shortest: th)
      output.put(")")
    case .projectedAhead(let horizon, let projected, let th):
      output.put("percent in ")
      output.put(shortest: horizon)
      output.put(" s ")
      output.put(projected, decimals: 2)
      if projected >= th { output.put(" ≥ threshold ") } else { output.put(" < threshold ") }
      output.put(shortest: th)
    case .releaseDirection(let v):
      if v > 0 {
        output.put("released moving toward the end at ")
      } else if v < 0 {
        output.put("released moving back at ")
      } else {
        return output.put("released at rest")
      }
      output.put(v, decimals: 1)
      output.put("/s")
    case .gestureCancelled(let byLibinput):
      if byLibinput { output.put("gesture cancelled by libinput") } else { output.put("gesture cancelled") }
    case .watchdog(let idle, let timeout):
      output.put("no gesture update for ")
      output.put(idle, decimals: 1)
      output.put(" s (watchdog ")
      output.put(shortest: timeout)
      output.put(" s)")
    case .policy(let policy, let reason):
      output.put(policy.rawValue)
      output.put(": ")
      reason.write(to: &output)
    }
  }
}

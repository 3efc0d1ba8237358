import PlayheadEngine

/// One consumer's read → output split where its reader found the node empty (`ReadToOutput.split`):
/// read → drained is the rest of the reader's dispatch (in both consumers libinput's own
/// `libinput_dispatch`: its processing of the frame and the reads after it), drained → output what the
/// consumer does with the events and the output's way to the bench.
public struct DrainSplit: Sendable, Hashable {
  public var dispatch: LatencySummary
  public var handling: LatencySummary

  public init(dispatch: LatencySummary, handling: LatencySummary) {
    self.dispatch = dispatch
    self.handling = handling
  }

  /// The split of `pairs` at `drains` (ascending ns); nil when no pair had a drain between its read and
  /// its output (the drained reads were not stamped).
  public init?(_ pairs: [ReadToOutput.Pair], drains: [Int64]) {
    let (dispatch, handling) = ReadToOutput.split(pairs, drains: drains)
    guard !dispatch.isEmpty else { return nil }
    self.init(dispatch: ReadToOutput.summary(dispatch), handling: ReadToOutput.summary(handling))
  }
}

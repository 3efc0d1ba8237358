import PlayheadTransitions

/// A decision's reason is written straight into the row (`DecisionReason.write(to:)`): the frame
/// that shows a new decision builds no string (issue 26 item 4: 0 allocations in every frame).
extension TextGrid: ReasonTextOutput {
  public mutating func put(byte: UInt8) { self.byte(byte) }
}

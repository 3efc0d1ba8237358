import PlayheadEvents

extension Microseconds {
  /// `self + other`, held at the ends of Int64 instead of trapping: event times are untrusted input,
  /// and a corrupt one must not crash the recognizers (a clamped window or deadline is still ordered).
  @inlinable func saturatingAdd(_ other: Microseconds) -> Microseconds {
    let (sum, overflow) = addingReportingOverflow(other)
    return overflow ? (other > 0 ? .max : .min) : sum
  }

  /// `self − other`, held at the ends of Int64 instead of trapping (see `saturatingAdd(_:)`).
  @inlinable func saturatingSubtract(_ other: Microseconds) -> Microseconds {
    let (difference, overflow) = subtractingReportingOverflow(other)
    return overflow ? (other > 0 ? .min : .max) : difference
  }
}

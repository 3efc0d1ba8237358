/// One value of a flat JSON object, as positions in the line (nothing is copied).
enum JSONValue {
  case string(Range<Int>, escaped: Bool)
  case number(Range<Int>)
  case bool(Bool)
  case null
  /// An object or array: skipped (records are flat; unknown nested keys are ignored).
  case nested
}

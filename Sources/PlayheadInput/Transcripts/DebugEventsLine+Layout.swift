extension DebugEventsLine {
  /// The era a libinput line's layout tells (see `TranscriptLayout`), nil when it tells none (tabs
  /// where libinput pads with spaces, a paste that collapsed the padding to one space before a short
  /// type, not a libinput line). Called only until the first line that tells, never per event.
  ///
  /// libinput pads the type to 16 columns (≤ 1.18) or 23 (≥ 1.19) and prints one space after it (then
  /// the time, padded to 6): the next field starts before column 23 only in the narrow layout.
  static func layout(_ bytes: UnsafeBufferPointer<UInt8>) -> TranscriptLayout? {
    var cursor = ByteCursor(bytes)
    let sysname = cursor.nextToken()
    guard !sysname.isEmpty else { return nil }
    let type = cursor.nextToken()
    guard type.count >= 12, cursor.hasPrefix(type, "GESTURE_") || cursor.hasPrefix(type, "DEVICE_") else {
      return nil
    }
    let gapStart = cursor.index
    cursor.skipBlanks()
    let gap = gapStart..<cursor.index
    if cursor.hasPrefix(type, "GESTURE_"), let decimals = timeDecimals(&cursor), decimals == 2 {
      return .twoDecimals
    }
    guard !gap.isEmpty, !gap.contains(where: { cursor.bytes[$0] != UInt8(ascii: " ") }) else { return nil }
    // `%-23s ` puts the next field at column 24 at least; `%-16s ` (and a time padded to 6) before 23.
    return type.count + gap.count >= 23 ? .wideTypeColumn : .narrowTypeColumn
  }

  /// Digits after the point of the time that follows (skipping a 1.27+ repeat count), nil if none.
  private static func timeDecimals(_ cursor: inout ByteCursor) -> Int? {
    var token = cursor.nextToken()
    if !token.isEmpty,
      ByteCursor.isDigit(cursor.bytes[token.lowerBound])
        && cursor.bytes[token.upperBound - 1] != UInt8(ascii: "s")
    {
      token = cursor.nextToken()
    }
    guard let point = token.first(where: { cursor.bytes[$0] == UInt8(ascii: ".") }),
      token.count >= 2, cursor.bytes[token.upperBound - 1] == UInt8(ascii: "s")
    else { return nil }
    return token.upperBound - 1 - (point + 1)
  }
}

import PlayheadEvents

extension DebugEventsLine {
  /// `DEVICE_ADDED     SYNA3290:01 06CB:CD4F Touchpad    seat0 default group1  cap:pg  size 116x56mm …`
  ///
  /// libinput prints `"%-33s %5s %7s group%-2d"` (name, seat, logical seat, group), then ` cap:…`
  /// and `  size WxHmm` when the device has a size. Names contain spaces and parentheses, so the name
  /// is everything before the two seat words that precede `groupN` (or `cap:`); older or stranger
  /// lines with neither keep the whole rest of the line as the name. Device lines never fail.
  static func parseDevice(added: Bool, sysname: Range<Int>, cursor: inout ByteCursor) -> DebugEventsLine {
    var tokens: [Range<Int>] = []
    while true {
      let token = cursor.nextToken()
      if token.isEmpty { break }
      tokens.append(token)
    }
    let bytes = cursor.bytes
    func text(_ range: Range<Int>) -> String {
      String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    var nameEnd = tokens.count  // tokens[0..<nameEnd] are the name
    if let group = tokens.indices.first(where: { $0 >= 3 && cursor.isNumbered(tokens[$0], "group") }) {
      nameEnd = group - 2
    } else if let cap = tokens.indices.first(where: { $0 >= 3 && cursor.hasPrefix(tokens[$0], "cap:") }) {
      nameEnd = cap - 2
    }
    let name = nameEnd > 0 ? text(tokens[0].lowerBound..<tokens[nameEnd - 1].upperBound) : ""

    var gestureCapable: Bool?
    var width: Double?
    var height: Double?
    for (i, token) in tokens.enumerated() where i >= nameEnd {
      if cursor.hasPrefix(token, "cap:") {
        gestureCapable = bytes[token].contains(UInt8(ascii: "g"))
      } else if cursor.matches(token, "size"), i + 1 < tokens.count,
        let size = parseSize(tokens[i + 1], cursor)
      {
        (width, height) = size
      }
    }
    let event = DeviceEvent(
      phase: added ? .added : .removed, name: name, sysname: text(sysname), widthMM: width, heightMM: height)
    return .device(event, gestureCapable: gestureCapable)
  }

  /// `116x56mm` → (116, 56); nil unless both numbers are finite, positive and below 10 m.
  private static func parseSize(_ token: Range<Int>, _ cursor: ByteCursor) -> (Double, Double)? {
    var reader = ByteCursor(UnsafeBufferPointer(rebasing: cursor.bytes[token]))
    guard case .success(let w) = reader.scanDecimal(allowPlus: false), reader.consume(UInt8(ascii: "x")),
      case .success(let h) = reader.scanDecimal(allowPlus: false), reader.consume(UInt8(ascii: "m")),
      reader.consume(UInt8(ascii: "m")), reader.atEnd
    else { return nil }
    let width = w.doubleValue(in: reader.bytes)
    let height = h.doubleValue(in: reader.bytes)
    guard width > 0, height > 0, width < 10_000, height < 10_000 else { return nil }
    return (width, height)
  }
}

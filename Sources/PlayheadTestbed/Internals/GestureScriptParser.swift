/// Turns script text into steps; a small hand-written tokenizer so errors can point at a column.
struct GestureScriptParser {
  struct Token {
    var text: String
    var column: Int

    /// The error that points at this token.
    func error(_ reason: String) -> GestureScriptError {
      GestureScriptError(column: column, token: text, reason: reason)
    }
  }

  let text: String
  private var tokens: [Token] = []
  private var index = 0
  private var endColumn = 1

  init(text: String) {
    self.text = text
  }

  mutating func parse() throws(GestureScriptError) -> [GestureScript.Step] {
    var steps: [GestureScript.Step] = []
    var column = 1
    var current = ""
    var currentColumn = 1
    var groups: [[Token]] = [[]]
    func flush() {
      if !current.isEmpty { groups[groups.count - 1].append(Token(text: current, column: currentColumn)) }
      current = ""
    }
    for character in text {
      if character == ";" {
        flush()
        groups.append([])
      } else if character.isWhitespace {
        flush()
      } else {
        if current.isEmpty { currentColumn = column }
        current.append(character)
      }
      column += 1
    }
    flush()
    endColumn = column
    for group in groups where !group.isEmpty {
      tokens = group
      index = 0
      steps.append(try step())
    }
    if steps.isEmpty { throw GestureScriptError(column: 0, token: "", reason: "the script is empty") }
    return steps
  }

  private mutating func next(_ expected: String) throws(GestureScriptError) -> Token {
    guard index < tokens.count else {
      let column = tokens.last.map { $0.column + $0.text.count + 1 } ?? endColumn
      throw GestureScriptError(column: column, token: "", reason: "expected \(expected)")
    }
    defer { index += 1 }
    return tokens[index]
  }

  private mutating func step() throws(GestureScriptError) -> GestureScript.Step {
    let verb = try next("a gesture")
    switch verb.text.lowercased() {
    case "swipe":
      let fingers = try fingerCount(minimum: 1)
      let directionToken = try next("a direction (up, down, left, right)")
      guard let direction = GestureScript.Direction(rawValue: directionToken.text.lowercased()) else {
        throw directionToken.error("expected up, down, left or right")
      }
      let distance = try millimetres()
      let duration = try milliseconds()
      var swipe = GestureScript.Swipe(
        fingers: fingers, direction: direction, distanceMM: distance, durationMS: duration)
      while index < tokens.count {
        let option = try next("an option")
        switch option.text.lowercased() {
        case "pause": swipe.pauseMS = try milliseconds()
        case "fingers": swipe.fingersAfterChange = try fingerCount(minimum: 1)
        default: throw option.error("unknown option (expected pause, fingers)")
        }
      }
      return .swipe(swipe)
    case "pinch":
      let fingers = try fingerCount(minimum: 2)
      let sense = try next("in or out")
      let outward = sense.text.lowercased() == "out"
      guard outward || sense.text.lowercased() == "in" else { throw sense.error("expected in or out") }
      let scaleToken = try next("a scale such as 1.5 or 150%")
      guard var scale = Self.scale(scaleToken.text), scale > 0 else {
        throw scaleToken.error("expected a scale such as 1.5 or 150%")
      }
      if outward && scale <= 1 {
        throw scaleToken.error("pinch out needs a scale above 1")
      }
      if !outward {
        if scale == 1 {
          throw scaleToken.error("pinch in needs a scale other than 1")
        }
        if scale > 1 { scale = 1 / scale }  // "in 2" halves the spread
      }
      let duration = try milliseconds()
      var pinch = GestureScript.Pinch(fingers: fingers, scale: scale, durationMS: duration)
      while index < tokens.count {
        let option = try next("an option")
        switch option.text.lowercased() {
        case "rotate": pinch.rotationDegrees = try degrees()
        case "pause": pinch.pauseMS = try milliseconds()
        default: throw option.error("unknown option (expected rotate, pause)")
        }
      }
      return .pinch(pinch)
    case "hold":
      let fingers = try fingerCount(minimum: 1)
      let duration = try milliseconds()
      try expectEnd()
      return .hold(GestureScript.Hold(fingers: fingers, durationMS: duration))
    case "pause":
      let duration = try milliseconds()
      try expectEnd()
      return .pause(durationMS: duration)
    default:
      throw verb.error("expected swipe, pinch, hold or pause")
    }
  }

  private mutating func expectEnd() throws(GestureScriptError) {
    if index < tokens.count {
      let extra = tokens[index]
      throw extra.error("unexpected token (steps are separated by ';')")
    }
  }

  private mutating func fingerCount(minimum: Int) throws(GestureScriptError) -> Int {
    let token = try next("a finger count")
    guard let fingers = Int(token.text), fingers >= minimum, fingers <= 5 else {
      throw token.error("expected a finger count \(minimum)…5")
    }
    return fingers
  }

  private mutating func millimetres() throws(GestureScriptError) -> Double {
    try quantity(
      "a distance such as 40mm", units: [("mm", 1), ("cm", 10)], upTo: .infinity,
      reason: "expected a distance such as 40mm or 4cm")
  }

  private mutating func milliseconds() throws(GestureScriptError) -> Double {
    try quantity(
      "a duration such as 300ms", units: [("ms", 1), ("s", 1000)], upTo: 600_000,
      reason: "expected a duration such as 300ms or 0.3s")
  }

  /// A positive number with the first of `units` its token ends in (case aside), times that unit's
  /// factor, at most `limit`; `reason` otherwise.
  private mutating func quantity(
    _ expected: String, units: [(suffix: String, factor: Double)], upTo limit: Double, reason: String
  ) throws(GestureScriptError) -> Double {
    let token = try next(expected)
    let text = token.text.lowercased()
    let unit = units.first { text.hasSuffix($0.suffix) }
    let value = unit.flatMap { unit in Double(text.dropLast(unit.suffix.count)).map { $0 * unit.factor } }
    guard let value, value > 0, value.isFinite, value <= limit else {
      throw token.error(reason)
    }
    return value
  }

  private mutating func degrees() throws(GestureScriptError) -> Double {
    let token = try next("an angle in degrees")
    var text = token.text.lowercased()
    if text.hasSuffix("deg") { text.removeLast(3) } else if text.hasSuffix("°") { text.removeLast() }
    guard let value = Double(text), value.isFinite, abs(value) <= 360 else {
      throw token.error("expected an angle in degrees such as 15 or -20deg")
    }
    return value
  }

  static func scale(_ text: String) -> Double? {
    if text.hasSuffix("%") { return Double(text.dropLast()).map { $0 / 100 } }
    if text.lowercased().hasSuffix("x") { return Double(text.dropLast()) }
    return Double(text)
  }
}

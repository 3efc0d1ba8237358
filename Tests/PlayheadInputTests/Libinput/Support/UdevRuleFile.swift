import Foundation

/// One rules file, parsed into rules of tokens, with an evaluator for the keys Playhead's rules use.
struct UdevRuleFile {
  struct Token {
    var key: String
    var attribute: String?
    var op: String
    var value: String
  }

  struct Result {
    var tags: [String] = []
    var options: [String] = []
  }

  struct UnsupportedKey: Error { var key: String }

  var rules: [[Token]]

  init(text: String) throws {
    rules = try text.split(separator: "\n").compactMap { line in
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      guard !trimmed.isEmpty, !trimmed.hasPrefix("#") else { return nil }
      return try Self.tokens(trimmed)
    }
  }

  /// Splits `KEY{attr}OP"value", …` at commas outside quotes.
  static func tokens(_ line: String) throws -> [Token] {
    var parts: [String] = []
    var current = ""
    var quoted = false
    for character in line {
      if character == "\"" { quoted.toggle() }
      if character == ",", !quoted {
        parts.append(current)
        current = ""
      } else {
        current.append(character)
      }
    }
    parts.append(current)
    return try parts.map { part in
      let text = part.trimmingCharacters(in: .whitespaces)
      guard let opRange = text.range(of: #"(==|!=|\+=|-=|:=|=)"#, options: .regularExpression) else {
        throw UnsupportedKey(key: text)
      }
      var key = String(text[..<opRange.lowerBound])
      var attribute: String?
      if let brace = key.firstIndex(of: "{"), key.hasSuffix("}") {
        attribute = String(key[key.index(after: brace)..<key.index(before: key.endIndex)])
        key = String(key[..<brace])
      }
      let value = text[opRange.upperBound...].trimmingCharacters(in: CharacterSet(charactersIn: "\""))
      return Token(key: key, attribute: attribute, op: String(text[opRange]), value: value)
    }
  }

  /// Runs the rules on `device` as udev would: every match must hold for a rule's assignments to apply.
  func evaluate(_ device: UdevDeviceFixture) throws -> Result {
    var result = Result()
    var skippingTo: String?
    for rule in rules {
      if let label = skippingTo {
        if rule.contains(where: { $0.key == "LABEL" && $0.value == label }) { skippingTo = nil }
        continue
      }
      var matches = true
      for token in rule where token.op == "==" || token.op == "!=" {
        let actual: String
        switch token.key {
        case "ACTION": actual = device.action
        case "SUBSYSTEM": actual = device.subsystem
        case "KERNEL": actual = device.kernel
        case "ENV": actual = device.env[token.attribute ?? ""] ?? ""
        default: throw UnsupportedKey(key: token.key)
        }
        let equal = fnmatch(token.value, actual, 0) == 0
        if equal != (token.op == "==") { matches = false }
      }
      guard matches else { continue }
      for token in rule where token.op != "==" && token.op != "!=" {
        switch token.key {
        case "TAG": result.tags.append(token.value)
        case "OPTIONS": result.options.append(token.value)
        case "GOTO": skippingTo = token.value
        case "LABEL": break
        default: throw UnsupportedKey(key: token.key)
        }
      }
    }
    return result
  }
}

/// A number in a transition file: a literal, or arithmetic on the container's `width` and `height`
/// (`width / 2 + 276`, `-1 / height`), evaluated when the animator runs in a container.
///
/// Hand-written (a dozen lines of recursive descent) because no library of ours parses arithmetic.
public indirect enum ValueExpression: Sendable, Hashable, CustomStringConvertible {
  case number(Double)
  case width
  case height
  case negate(ValueExpression)
  case binary(Operator, ValueExpression, ValueExpression)

  /// The four operations.
  public enum Operator: Character, Sendable, Hashable {
    case plus = "+", minus = "-", times = "*", divide = "/"
  }

  /// The value in a container of `width` × `height` points.
  public func value(width w: Double, height h: Double) -> Double {
    switch self {
    case .number(let x): return x
    case .width: return w
    case .height: return h
    case .negate(let e): return -e.value(width: w, height: h)
    case .binary(let op, let a, let b):
      let x = a.value(width: w, height: h)
      let y = b.value(width: w, height: h)
      switch op {
      case .plus: return x + y
      case .minus: return x - y
      case .times: return x * y
      case .divide: return x / y
      }
    }
  }

  /// The constant value, when the expression names neither width nor height.
  public var constant: Double? {
    switch self {
    case .number(let x): return x
    case .width, .height: return nil
    case .negate(let e): return e.constant.map { -$0 }
    case .binary:
      guard !mentionsContainer else { return nil }
      return value(width: 0, height: 0)
    }
  }

  var mentionsContainer: Bool {
    switch self {
    case .number: return false
    case .width, .height: return true
    case .negate(let e): return e.mentionsContainer
    case .binary(_, let a, let b): return a.mentionsContainer || b.mentionsContainer
    }
  }

  public var description: String {
    switch self {
    case .number(let x): return x == x.rounded() && abs(x) < 1e15 ? String(Int(x)) : String(x)
    case .width: return "width"
    case .height: return "height"
    case .negate(let e): return "-\(e)"
    case .binary(let op, let a, let b): return "(\(a) \(op.rawValue) \(b))"
    }
  }

  /// Parses `text`; the error is the reason and the 0-based character offset it points at.
  public static func parse(_ text: String) -> Result<ValueExpression, ExpressionError> {
    var parser = Parser(chars: Array(text.unicodeScalars))
    do throws(ExpressionError) {
      let e = try parser.sum()
      parser.skipSpaces()
      guard parser.index == parser.chars.count else {
        throw ExpressionError(
          reason: "unexpected '\(Character(parser.chars[parser.index]))' in '\(text)'", offset: parser.index)
      }
      return .success(e)
    } catch {
      return .failure(error)
    }
  }

  /// Why an expression does not parse, and where in its text.
  public struct ExpressionError: Error, Sendable, Hashable {
    public let reason: String
    public let offset: Int
  }

  private struct Parser {
    // Unicode scalars, not Characters: a value is ASCII but for − and ×, and scalars are cheap.
    let chars: [Unicode.Scalar]
    var index = 0

    mutating func skipSpaces() { while index < chars.count && chars[index] == " " { index += 1 } }

    mutating func sum() throws(ExpressionError) -> ValueExpression {
      var left = try product()
      while true {
        skipSpaces()
        guard index < chars.count, chars[index] == "+" || chars[index] == "-" || chars[index] == "−" else {
          return left
        }
        let op: Operator = chars[index] == "+" ? .plus : .minus
        index += 1
        left = .binary(op, left, try product())
      }
    }

    mutating func product() throws(ExpressionError) -> ValueExpression {
      var left = try unary()
      while true {
        skipSpaces()
        guard index < chars.count, chars[index] == "*" || chars[index] == "/" || chars[index] == "×" else {
          return left
        }
        let op: Operator = chars[index] == "/" ? .divide : .times
        index += 1
        left = .binary(op, left, try unary())
      }
    }

    mutating func unary() throws(ExpressionError) -> ValueExpression {
      skipSpaces()
      if index < chars.count, chars[index] == "-" || chars[index] == "−" {
        index += 1
        return .negate(try unary())
      }
      if index < chars.count, chars[index] == "(" {
        index += 1
        let inner = try sum()
        skipSpaces()
        guard index < chars.count, chars[index] == ")" else {
          throw ExpressionError(reason: "missing ')'", offset: index)
        }
        index += 1
        return inner
      }
      let start = index
      func isWordPart(_ c: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(c) || ("A"..."Z").contains(c) || ("0"..."9").contains(c) || c == "." || c == "_"
      }
      while index < chars.count,
        isWordPart(chars[index])
          || ((chars[index] == "+" || chars[index] == "-") && index > start
            && (chars[index - 1] == "e" || chars[index - 1] == "E")
            && ("0"..."9").contains(chars[start]))
      {
        index += 1
      }
      let scalars = chars[start..<index]
      if scalars.elementsEqual("width".unicodeScalars) { return .width }
      if scalars.elementsEqual("height".unicodeScalars) { return .height }
      if scalars.isEmpty {
        throw ExpressionError(reason: "expected a number, width or height", offset: start)
      }
      var word = ""
      word.unicodeScalars.append(contentsOf: scalars)
      guard word.first!.isNumber || word.first == ".", let x = Double(word) else {
        throw ExpressionError(
          reason: "unknown name '\(word)' (a value may use numbers, width and height)", offset: start)
      }
      return .number(x)
    }
  }
}

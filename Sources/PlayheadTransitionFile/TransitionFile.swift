import Foundation
import PlayheadTransitions
import Yams

/// Reading and checking transition files: `load(path:)` for a file on disk, `parse(_:file:)` for text.
public enum TransitionFile {
  /// Larger files are refused before parsing: no transition needs a mebibyte.
  public static let maximumBytes = 1 << 20
  /// Deeper nesting is refused before Yams composes it (its composer recurses once per level).
  public static let maximumDepth = 32

  /// Why a file could not be read at all (EX_NOINPUT), as opposed to a bad one (`TransitionFileError`).
  public struct ReadError: Error, Sendable, Hashable, CustomStringConvertible {
    public let file: String
    public let reason: String
    public var description: String { "\(file): \(reason)" }
  }

  /// Reads and checks the file at `path`.
  public static func load(path: String) throws -> TransitionDefinition {
    try parse(read(path: path), file: path)
  }

  /// The file's text; at most `maximumBytes` + 1 bytes are read, so a huge file is refused cheaply.
  public static func read(path: String) throws -> String {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw ReadError(file: path, reason: "no such file")
    }
    guard !isDirectory.boolValue else { throw ReadError(file: path, reason: "is a directory") }
    // Only a regular file: opening a FIFO with no writer (or a terminal, a socket) would block
    // `check` forever, and reading a device need not end. Symbolic links are followed first.
    let resolved = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
    let type = (try? FileManager.default.attributesOfItem(atPath: resolved))?[.type] as? FileAttributeType
    guard type == .typeRegular else {
      throw ReadError(
        file: path, reason: "not a regular file (a FIFO, device or socket); give a transition file")
    }
    guard let handle = FileHandle(forReadingAtPath: path) else {
      throw ReadError(file: path, reason: "cannot open it for reading")
    }
    defer { try? handle.close() }
    let data: Data
    do {
      data = try handle.read(upToCount: maximumBytes + 1) ?? Data()
    } catch {
      throw ReadError(file: path, reason: "cannot read it: \(error.localizedDescription)")
    }
    if data.count > maximumBytes { throw TransitionFileError(file: path, atStart: overLimit) }
    guard let text = String(data: data, encoding: .utf8) else {
      throw TransitionFileError(file: path, atStart: "file is not UTF-8 text")
    }
    return text
  }

  /// Checks `text` (named `file` in messages) and returns its definition, or every problem.
  public static func parse(_ text: String, file: String) throws(TransitionFileError) -> TransitionDefinition {
    if text.utf8.count > maximumBytes { throw TransitionFileError(file: file, atStart: overLimit) }
    if let (line, column, alias) = tooDeep(text) {
      let reason = alias ? "aliases (*name) are not allowed" : "nested deeper than \(maximumDepth) levels"
      throw TransitionFileError(file: file, problems: [.init(line: line, column: column, reason: reason)])
    }
    let root: Node
    do {
      // No implicit tag resolution: every scalar is read as text by the parser itself (Yams' default
      // resolver runs a regular expression per scalar, most of the time of a large file).
      // UTF-8 said outright: Yams' default reads the whole environment on every call to choose it.
      guard let node = try Yams.compose(yaml: text, .basic, .default, .utf8) else {
        throw TransitionFileError(file: file, atStart: "the file is empty")
      }
      root = node
    } catch let error as TransitionFileError {
      throw error
    } catch {
      throw TransitionFileError(file: file, problems: [yamlProblem(error)])
    }
    var parser = TransitionFileParser()
    // Images are relative to the file; a bare name is in the working directory.
    if let slash = file.lastIndex(of: "/") { parser.baseDirectory = String(file[...slash]) }
    guard let definition = parser.parse(root) else {
      throw TransitionFileError(file: file, problems: parser.reader.problems)
    }
    return definition
  }

  static let overLimit = "file is over the 1 MiB limit for a transition file"

  /// Yams' (libyaml's) error as one problem at its mark.
  static func yamlProblem(_ error: Error) -> TransitionFileError.Problem {
    guard let yaml = error as? YamlError else {
      return .init(line: 1, column: 1, reason: "malformed YAML: \(error)")
    }
    switch yaml {
    case .scanner(let context, let problem, let mark, _), .parser(let context, let problem, let mark, _),
      .composer(let context, let problem, let mark, _):
      let detail = context.map { "\(problem) \($0.text)" } ?? problem
      return .init(line: mark.line, column: mark.column, reason: "malformed YAML: \(detail)")
    case .duplicatedKeysInMapping(let duplicates, let context):
      return .init(
        line: context.mark.line, column: context.mark.column,
        reason: "malformed YAML: duplicate key \(duplicates.joined(separator: ", "))")
    case .reader(let problem, _, _, _):
      return .init(line: 1, column: 1, reason: "malformed YAML: \(problem)")
    default:
      return .init(line: 1, column: 1, reason: "malformed YAML: \(yaml)")
    }
  }

  /// Where nesting first passes `maximumDepth` (flow brackets open plus block indentation: every
  /// two columns, and every `- ` or `? ` starting a nested node on the line, one level), or the
  /// first alias (`*name`: a billion laughs expand through them). Reads bytes (a large file is
  /// mostly ASCII); columns count characters, as Yams' marks do.
  static func tooDeep(_ text: String) -> (line: Int, column: Int, alias: Bool)? {
    var flow = 0
    var line = 1
    var column = 0
    var block = 0
    var atStart = true
    var inComment = false
    var quote: UInt8 = 0
    var previous: UInt8 = UInt8(ascii: " ")
    // A node starts after these (0: the line's start); `*` there followed by a name is an alias.
    let nodeStarts: [UInt8] = [
      0, UInt8(ascii: ":"), UInt8(ascii: "-"), UInt8(ascii: "?"), UInt8(ascii: "["), UInt8(ascii: "{"),
      UInt8(ascii: ","),
    ]
    var lastNonSpace: UInt8 = 0
    var star: (Int, Int)?
    for byte in text.utf8 {
      if let at = star {
        if byte != UInt8(ascii: " ") && byte != UInt8(ascii: "\n") { return (at.0, at.1, true) }
        star = nil
      }
      if byte == UInt8(ascii: "\n") {
        lastNonSpace = 0
        line += 1
        column = 0
        block = 0
        atStart = true
        inComment = false
        previous = UInt8(ascii: " ")
        continue
      }
      if byte & 0xC0 != 0x80 { column += 1 }  // not a UTF-8 continuation byte: a new character
      if inComment { continue }
      if quote != 0 {
        if byte == quote { quote = 0 }
      } else {
        switch byte {
        case UInt8(ascii: "#") where previous == UInt8(ascii: " ") || column == 1:
          inComment = true
          continue
        case UInt8(ascii: "\""), UInt8(ascii: "'"):
          let opens: [UInt8] = [
            UInt8(ascii: " "), UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: ":"), UInt8(ascii: ","),
          ]
          if column == 1 || opens.contains(previous) { quote = byte }
        case UInt8(ascii: "*") where nodeStarts.contains(lastNonSpace):
          star = (line, column)  // an alias if a name follows
        case UInt8(ascii: "["), UInt8(ascii: "{"): flow += 1
        case UInt8(ascii: "]"), UInt8(ascii: "}"): flow = max(0, flow - 1)
        default: break
        }
      }
      if atStart {
        if byte == UInt8(ascii: " ") {
          if column % 2 == 0 { block += 1 }
        } else if byte == UInt8(ascii: "-") || byte == UInt8(ascii: "?") {
          block += 1
        } else {
          atStart = false
        }
      }
      if flow + block > maximumDepth { return (line, column, false) }
      previous = byte
      if byte != UInt8(ascii: " ") && byte != UInt8(ascii: "*") { lastNonSpace = byte }
    }
    return nil
  }
}

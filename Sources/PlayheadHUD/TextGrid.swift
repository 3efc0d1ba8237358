import PlayheadSystem

/// A screen of text rows kept as UTF-8 bytes, each row cut at a column limit, reused frame after frame.
///
/// Hand-written because it is the HUD's measured hot path (issue 12: 0 allocations per frame): rows
/// keep their capacity across `reset`, and numbers are formatted into them directly, where Swift
/// string interpolation allocated 117 times a frame. Every character is taken as one column wide
/// (the HUD's glyphs all are); escape sequences take none.
public struct TextGrid: Sendable {
  /// Bytes of each row.
  var rows: [[UInt8]] = []
  /// Columns written to each row so far.
  var widths: [Int] = []
  /// Rows in use.
  public private(set) var count = 0
  /// The row being written.
  var row = 0
  /// Characters past this column of a row are dropped.
  public var columnLimit = Int.max
  /// The character being appended was past the limit: its continuation bytes go too.
  var dropping = false

  public init() {}

  /// Empties the grid for a new frame of at most `rows` rows, keeping every row's storage.
  public mutating func reset(rows: Int, columnLimit: Int) {
    let rows = max(rows, 0)
    while self.rows.count < rows {
      var bytes: [UInt8] = []
      bytes.reserveCapacity(512)
      self.rows.append(bytes)
      widths.append(0)
    }
    for r in 0..<self.rows.count {
      self.rows[r].removeAll(keepingCapacity: true)
      widths[r] = 0
    }
    count = rows == 0 ? 0 : 1
    row = 0
    self.columnLimit = max(columnLimit, 0)
    maximumRows = rows
  }

  /// Rows the grid may hold (set by `reset`).
  public private(set) var maximumRows = 0

  /// Moves to the next row; returns false (writing then goes nowhere) once the grid is full.
  @discardableResult
  public mutating func newLine() -> Bool {
    guard row + 1 < maximumRows else {
      row = maximumRows
      return false
    }
    row += 1
    count = max(count, row + 1)
    return true
  }

  /// Moves to row `r` (growing `count` to include it).
  public mutating func move(toRow r: Int) {
    guard r < maximumRows else {
      row = maximumRows
      return
    }
    row = r
    count = max(count, r + 1)
  }

  /// True while the current row can take text.
  @inline(__always) var writable: Bool { row < maximumRows }

  /// The columns written to the current row.
  public var column: Int { writable ? widths[row] : 0 }

  /// Appends one UTF-8 byte; a byte that starts a character takes a column and is dropped past the limit.
  @inline(__always) mutating func byte(_ b: UInt8) {
    guard writable else { return }
    if b & 0xC0 != 0x80 {
      dropping = widths[row] >= columnLimit
      if dropping { return }
      widths[row] += 1
    } else if dropping {
      return
    }
    rows[row].append(b)
  }

  /// Appends text.
  public mutating func put(_ text: StaticString) {
    text.withUTF8Buffer { append($0) }
  }

  /// Appends text, which may come from outside (a file's names, a device's, a notice): every
  /// character that could drive the terminal or reorder the row is shown escaped (`TerminalText`).
  /// The check is a byte scan; only text that needs it is copied.
  public mutating func put(_ text: String) {
    var text = text
    if text.withUTF8({ TerminalText.needsEscape(utf8: $0) }) { text = TerminalText.escaped(text) }
    text.withUTF8 { append($0) }
  }

  /// Appends UTF-8 text (no escape sequences: `put(String)` has escaped them), a column a
  /// character: in one copy when it fits the row, else character by character up to the limit. One
  /// copy per piece, not one checked append per byte: the HUD's measured hot path (HUDBenchmarks).
  mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
    var columns = 0
    for b in bytes where b & 0xC0 != 0x80 { columns += 1 }
    append(bytes, columns: columns)
  }

  /// Appends bytes that take `columns` columns and may hold escape sequences (ESC … final letter,
  /// no columns): the layer view's rows, built on the stack and copied once.
  mutating func append(_ bytes: UnsafeBufferPointer<UInt8>, columns: Int) {
    guard writable else { return }
    if widths[row] + columns <= columnLimit {
      rows[row].append(contentsOf: bytes)
      widths[row] += columns
      dropping = false
      return
    }
    var i = 0
    while i < bytes.count {
      if bytes[i] == 0x1B {
        let start = i
        i += 1
        while i < bytes.count, !(0x40...0x7E).contains(bytes[i]) || bytes[i] == UInt8(ascii: "[") { i += 1 }
        i = min(i + 1, bytes.count)
        rows[row].append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<i]))
      } else {
        byte(bytes[i])
        i += 1
      }
    }
  }

  /// Appends text cut or padded to exactly `width` columns.
  public mutating func put(_ text: String, width: Int) {
    let limit = columnLimit
    let start = column
    columnLimit = min(limit, start + width)
    put(text)
    columnLimit = limit
    pad(to: start + width)
  }

  /// Appends spaces up to `column` (nothing when already there), in one append: every row beside the
  /// layer view is padded each frame (measured hot path, HUDBenchmarks).
  public mutating func pad(to target: Int) {
    guard writable else { return }
    let spaces = min(target, columnLimit) - widths[row]
    guard spaces > 0 else { return }
    rows[row].append(contentsOf: repeatElement(0x20, count: spaces))
    widths[row] += spaces
    dropping = false
  }

  /// Appends `count` copies of a character given as UTF-8, built on the stack and appended at once
  /// (the layer view's borders, every frame).
  public mutating func repeating(_ text: StaticString, _ count: Int) {
    guard count > 0 else { return }
    text.withUTF8Buffer { piece in
      withUnsafeTemporaryAllocation(of: UInt8.self, capacity: piece.count * count) { out in
        for i in 0..<count {
          _ = UnsafeMutableBufferPointer(rebasing: out[(i * piece.count)..<((i + 1) * piece.count)])
            .update(fromContentsOf: piece)
        }
        append(UnsafeBufferPointer(out))
      }
    }
  }

  /// The rows as strings (for tests and `sample --draw`; allocates).
  public var lines: [String] { (0..<count).map { String(decoding: rows[$0], as: UTF8.self) } }
}

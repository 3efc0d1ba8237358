import Glibc
import PlayheadEngine

/// Draws screens (a `TextGrid`'s rows) in place on a terminal: each frame is one `write` wrapped in
/// synchronized output (DECSET 2026), and only the lines that changed since the previous frame are sent.
public final class ScreenWriter {
  public let output: FileOutput
  /// What `draw` last put on screen, row by row (storage kept between frames).
  private var previousRows: [[UInt8]] = []
  private var previousRowCount = 0
  private var buffer: [UInt8] = []
  private var entered = false
  /// Bytes the newest frame wrote (0 when nothing changed).
  public private(set) var lastFrameBytes = 0
  /// Leaving keeps the alternate screen (and the hidden cursor): `playhead demo` hands the screen from
  /// one HUD child to the next, and gives it back itself at the end.
  public var keepsAlternateScreen = false

  public init(output: FileOutput) {
    self.output = output
    buffer.reserveCapacity(16 * 1024)
  }

  /// Switches to the alternate screen, hides the cursor and clears.
  public func enter() throws(OutputError) {
    entered = true
    try output.write(Array("\u{1B}[?1049h\u{1B}[?25l\u{1B}[H\u{1B}[2J".utf8))
  }

  /// Shows the cursor and leaves the alternate screen; best effort (the terminal may be gone).
  public func leave() {
    guard entered else { return }
    entered = false
    try? output.write(Array(TerminalSequences.leaving(keepsAlternateScreen).utf8))
  }

  /// Forgets what is on screen, so the next frame redraws every line (after a resize).
  public func invalidate() {
    previousRowCount = 0
    buffer.removeAll(keepingCapacity: true)
    buffer.append(contentsOf: "\u{1B}[H\u{1B}[2J".utf8)
  }

  /// Writes the grid's rows that differ from the previous grid, as one synchronized update; allocates
  /// nothing once its buffers have grown to the screen's size.
  @discardableResult
  public func draw(_ grid: TextGrid) throws(OutputError) -> Int {
    let pending = buffer.count  // a clear queued by invalidate()
    append("\u{1B}[?2026h")
    var changed = false
    while previousRows.count < grid.count {
      var row: [UInt8] = []
      row.reserveCapacity(512)
      previousRows.append(row)
    }
    for row in 0..<max(grid.count, previousRowCount) {
      let same =
        row < grid.count && row < previousRowCount && ScreenWriter.equal(previousRows[row], grid.rows[row])
      let blank = row >= previousRowCount && grid.rows[row].isEmpty
      if pending == 0 && (same || blank) { continue }
      changed = true
      moveTo(row: row + 1)
      if row < grid.count { buffer.append(contentsOf: grid.rows[row]) }
      append("\u{1B}[K")
    }
    // Nothing is written when no row changed and no clear is queued.
    append("\u{1B}[?2026l")
    guard changed || pending > 0 else {
      buffer.removeAll(keepingCapacity: true)
      lastFrameBytes = 0
      return 0
    }
    for row in 0..<grid.count {
      previousRows[row].removeAll(keepingCapacity: true)
      previousRows[row].append(contentsOf: grid.rows[row])
    }
    previousRowCount = grid.count
    lastFrameBytes = buffer.count
    defer { buffer.removeAll(keepingCapacity: true) }
    try output.write(buffer)
    return lastFrameBytes
  }

  /// Byte rows compared with `memcmp` (the diff runs over every row of every frame).
  static func equal(_ a: [UInt8], _ b: [UInt8]) -> Bool {
    guard a.count == b.count else { return false }
    guard !a.isEmpty else { return true }
    return a.withUnsafeBytes { x in
      b.withUnsafeBytes { y in memcmp(x.baseAddress!, y.baseAddress!, x.count) == 0 }
    }
  }

  private func append(_ text: StaticString) {
    text.withUTF8Buffer { buffer.append(contentsOf: $0) }
  }

  private func moveTo(row: Int) {
    append("\u{1B}[")
    appendNumber(row)
    append(";1H")
  }

  private func appendNumber(_ value: Int) {
    if value >= 10 { appendNumber(value / 10) }
    buffer.append(UInt8(ascii: "0") + UInt8(value % 10))
  }
}

/// The escape sequences the HUD uses.
public enum TerminalSequences {
  /// Show the cursor, end synchronized output, leave the alternate screen.
  public static let restore = "\u{1B}[?2026l\u{1B}[?25h\u{1B}[?1049l"
  /// End synchronized output only: the screen stays as the next HUD will find it.
  public static let keepScreen = "\u{1B}[?2026l"

  /// What a HUD writes as it leaves.
  public static func leaving(_ keepsAlternateScreen: Bool) -> String {
    keepsAlternateScreen ? keepScreen : restore
  }
}

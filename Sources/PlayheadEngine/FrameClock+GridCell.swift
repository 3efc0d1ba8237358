import PlayheadEvents

extension FrameClock {
  /// The grid cell last looked up: grid point `index` and the one after it, as `gridPoint` gives them.
  /// `low ≤ t < high` exactly when `gridIndex(atOrBefore: t) == index` (the points strictly increase).
  struct GridCell: Sendable {
    var index: Int64
    var low: Instant
    var high: Instant

    /// Holds no time (`low > high`), so the first lookup searches.
    static let empty = GridCell(index: 0, low: .max, high: .min)
  }

  /// `gridIndex(atOrBefore:)` through the cell. Measured hot path (issue 26): each frame looked up its
  /// grid point and the next ones afresh, three to nine floating-point divisions and two `floor`s
  /// on a dependent chain (8.8 % of a `--speed max` replay's time); frames walk the grid one cell at a
  /// time, so a frame now costs the one division for the point after the next.
  @inline(__always)
  mutating func cellIndex(atOrBefore t: Instant) -> Int64 {
    if cell.low <= t && t < cell.high { return cell.index }
    if cell.high <= t && cell.low <= cell.high {
      let next = Self.gridPoint(cell.index + 2, fps: fps)
      if t < next {
        cell = GridCell(index: cell.index + 1, low: cell.high, high: next)
        return cell.index
      }
    }
    let k = Self.gridIndex(atOrBefore: t, fps: fps)
    cell = GridCell(index: k, low: Self.gridPoint(k, fps: fps), high: Self.gridPoint(k + 1, fps: fps))
    return k
  }

  /// `gridPoint(k)`, from the cell when `k` is one of its two points.
  // Always inlined, as `cellIndex`: a call from the mutating methods copied the clock to pass `self`.
  @inline(__always)
  func cellPoint(_ k: Int64) -> Instant {
    if k == cell.index && cell.low <= cell.high { return cell.low }
    if k == cell.index &+ 1 && cell.low <= cell.high { return cell.high }
    return Self.gridPoint(k, fps: fps)
  }
}

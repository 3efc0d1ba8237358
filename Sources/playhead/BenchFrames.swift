import ArgumentParser
import PlayheadEngine

/// `--frames`: one policy or both, measured one after the other in the same run.
enum BenchFrames: String, ExpressibleByArgument, CaseIterable {
  case grid, immediate, both

  /// A name (any case), or both policies spelled out.
  init?(argument: String) {
    let name = argument.lowercased()
    self.init(
      rawValue: ["grid,immediate", "grid|immediate", "immediate,grid"].contains(name) ? "both" : name)
  }

  var policies: [FrameClock.Policy] {
    switch self {
    case .grid: return [.grid]
    case .immediate: return [.immediate]
    case .both: return [.grid, .immediate]
    }
  }
}

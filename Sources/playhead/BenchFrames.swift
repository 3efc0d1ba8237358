import ArgumentParser
import PlayheadEngine

/// `--frames`: one policy or both, measured one after the other in the same run.
enum BenchFrames: String, ExpressibleByArgument, CaseIterable {
  case grid, immediate, both

  init?(argument: String) {
    switch argument.lowercased() {
    case "grid": self = .grid
    case "immediate": self = .immediate
    case "both", "grid,immediate", "grid|immediate", "immediate,grid": self = .both
    default: return nil
    }
  }

  var policies: [FrameClock.Policy] {
    switch self {
    case .grid: return [.grid]
    case .immediate: return [.immediate]
    case .both: return [.grid, .immediate]
    }
  }
}

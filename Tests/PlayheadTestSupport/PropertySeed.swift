import Foundation
import PropertyBased
import Testing

/// The seed every random test draws from: `PLAYHEAD_SEED` when set (scripts/test.sh sets one per
/// run and prints it), else one drawn once per test process. A failure replays exactly with
/// `PLAYHEAD_SEED=N swift test --filter NAME`.
public enum PropertySeed {
  public static let variable = "PLAYHEAD_SEED"

  /// The run's seed.
  public static let run: UInt64 = {
    if let text = ProcessInfo.processInfo.environment[variable], let value = UInt64(text) { return value }
    return UInt64.random(in: 0...UInt64(UInt32.max))
  }()

  /// The seed of one test: the run's seed mixed with the test's name (FNV-1a), so that each test draws
  /// its own stream and adding a test does not change another's inputs.
  public static func forTest(_ name: String) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in name.utf8 { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
    var mix = SplitMix64(state: run ^ hash)
    return mix.next()
  }

  /// The current test's name as Swift Testing spells it (`Suite/test()`), for `forTest`.
  public static var currentTestName: String {
    guard let test = Test.current else { return "" }
    return test.id.nameComponents.joined(separator: "/")
  }
}

/// SplitMix64 (Steele, Lea, Flood 2014): expands one 64-bit seed into the four words Xoshiro needs.
public struct SplitMix64: RandomNumberGenerator, Sendable {
  public var state: UInt64
  public init(state: UInt64) { self.state = state }
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// `propertyCheck` on the run's seed: `count` inputs drawn from the generators by a Xoshiro seeded
/// from `PropertySeed.forTest`, the seed printed first, and every issue the body records annotated
/// with the seed, the iteration and the input. (swift-property-based draws a fresh system-random seed
/// per iteration and offers only a fixed-seed trait that fails the test, so the run's seed is applied
/// here.)
public func seededPropertyCheck<each Value, each Shrink>(
  count: Int,
  input: repeat Generator<each Value, each Shrink>,
  perform body: (repeat each Value) async throws -> Void,
  sourceLocation: SourceLocation = #_sourceLocation
) async {
  let name = PropertySeed.currentTestName
  let seed = PropertySeed.forTest(name)
  print("seed: \(name): \(PropertySeed.variable)=\(PropertySeed.run) (test seed \(seed), \(count) inputs)")
  var mix = SplitMix64(state: seed)
  var rng = Xoshiro(seed: (mix.next(), mix.next(), mix.next(), mix.next()))
  for iteration in 0..<count {
    let values = (repeat (each input).run(using: &rng))
    let note =
      "\(PropertySeed.variable)=\(PropertySeed.run) \(name) input #\(iteration): \((repeat each values))"
    let errors = ErrorCount()
    // Each issue the body records carries the seed and input; an iteration with an error ends the check.
    let annotate = IssueHandlingTrait.compactMapIssues { issue in
      var issue = issue
      issue.comments.append(Comment(rawValue: note))
      if issue.severity >= .error { errors.add() }
      return issue
    }
    // Safe: provideScope runs the closure once, on this task, and returns only after it finished;
    // neither the body nor the inputs outlive this iteration or reach another task.
    nonisolated(unsafe) let run = body
    nonisolated(unsafe) let inputs = values
    do {
      try await annotate.provideScope(for: Test.current!, testCase: Test.Case.current) {
        try await run(repeat each inputs)
      }
    } catch {
      Issue.record(error, "\(note)", sourceLocation: sourceLocation)
      return
    }
    if errors.value > 0 { return }
  }
}

/// Counts the errors recorded in one iteration (issue handlers may run on any thread).
private final class ErrorCount: @unchecked Sendable {  // every access holds `lock`
  private let lock = NSLock()
  private var count = 0
  func add() { lock.lock(); count += 1; lock.unlock() }
  var value: Int { lock.lock(); defer { lock.unlock() }; return count }
}

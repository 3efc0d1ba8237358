import Foundation
import PlayheadTestSupport
import Testing

/// Every number that reaches an output is finite, or the input that made it is refused: container
/// sizes in [1, 100000] points (64, the flag named), file values that overflow, opacity outside
/// [0, 1] and negative bounds at FILE:LINE:COLUMN (65); a transition file that is not a regular file
/// is refused (66) instead of blocking.
@Suite("finite numbers on the command line")
struct FiniteNumbersCommandTests {
  /// A fade with `layer` as the to-layer's extra lines and `change` as its one animation's changes.
  static func fade(layer: String = "opacity: 0", change: String = "to.opacity: 1") -> String {
    """
    name: numbers
    duration: 1
    layers:
      - name: from
      - name: to
        \(layer)
    from: from
    to: to
    animations:
      - changes: {\(change)}
    interaction: {gesture: swipe, fingers: 3, percent: {axis: any, distance: height}}

    """
  }

  static func check(_ text: String, _ name: String) async throws -> (path: String, result: Launcher.Result) {
    let path = try TransitionFileCommandTests.write(text, name)
    return (path, try await Launcher.run(["check", path]))
  }

  @Test(
    "a container size outside [1, 100000] is refused, the flag named, exit 64",
    arguments: [
      ("--width", "1e308"), ("--width", "100000.5"), ("--height", "0.5"), ("--height", "inf"),
      ("--width", "nan"),
    ])
  func containerSizeRange(flag: String, value: String) async throws {
    let r = try await CLIRun.playhead(["sample", "flip", "--percent", "0.5", flag, value])
    let name = flag.dropFirst(2)
    #expect(
      CLIRun.expectOneLineError(r, status: 64)
        == "playhead: \(flag): container \(name) must be in [1, 100000] points, got \(value)")
  }

  @Test("the largest container allowed samples every transition with finite numbers")
  func largestContainerIsFinite() async throws {
    let r = try await CLIRun.playhead([
      "sample", "pieces", "--percent", "0.5", "--json", "--width", "100000", "--height", "100000",
    ])
    #expect(r.status == 0, "\(r.stderr)")
    #expect(!r.stdout.contains("null") && !r.stdout.contains("inf") && !r.stdout.contains("nan"))
  }

  @Test("a target that overflows in the largest container is refused where it is written")
  func overflowingTarget() async throws {
    // 100000 × 100000 × 1e300 = 1e310: past Double's 1.8e308.
    let (path, r) = try await Self.check(
      Self.fade(change: "to.positionX: width * height * 1e300"), "ovf.yaml")
    #expect(r.status == 65)
    #expect(r.stdout.isEmpty)
    #expect(r.stderr == "\(path):10:29: to.positionX must be a finite number, got width * height * 1e300\n")
  }

  @Test("a value finite at the corners but not in the container asked for: FILE:LINE:COLUMN, exit 65")
  func overflowInTheGivenContainer() async throws {
    let path = try TransitionFileCommandTests.write(
      Self.fade(change: "to.positionX: 1 / (width - 500)"), "pole.yaml")
    #expect(try await Launcher.run(["check", path]).status == 0)
    let r = try await Launcher.run(["sample", "--transition-file", path, "--percent", "1", "--width", "500"])
    #expect(r.status == 65)
    #expect(r.stdout.isEmpty)
    #expect(
      r.stderr
        == "\(path):10:29: to.positionX must be a finite number, got (1 / (width - 500)) in a 500 × 568 container\n"
    )
  }

  @Test("values finite one by one that overflow once built: FILE: reason, exit 65, from check on")
  func overflowOnceBuilt() async throws {
    // Two blocks each moving the layer by 1e308: 160 + 1e308 + 1e308 is past Double's 1.8e308 (it
    // passed check, and sample said `playhead: positionX must be …`, exit 64, naming no file).
    let twoBlocks = Self.fade(change: "to.positionX: {by: 1e308}").replacingOccurrences(
      of: "  - changes: {to.positionX: {by: 1e308}}\n",
      with: "  - changes: {to.positionX: {by: 1e308}}\n  - changes: {to.positionX: {by: 1e308}}\n")
    let (path, r) = try await Self.check(twoBlocks, "built.yaml")
    #expect(r.status == 65)
    #expect(r.stdout.isEmpty)
    #expect(r.stderr == "\(path): positionX must be a finite number, got inf\n")
    let sample = try await Launcher.run(["sample", "--transition-file", path, "--percent", "1"])
    #expect(sample.status == 65 && sample.stdout.isEmpty)
    #expect(sample.stderr == r.stderr)
  }

  @Test(
    "opacity outside [0, 1] and negative bounds are refused at FILE:LINE:COLUMN, exit 65",
    arguments: [
      ("opacity: 1.5", "to.opacity: 1", "6:14: opacity must be in [0, 1], got 1.5"),
      ("opacity: -0.1", "to.opacity: 1", "6:14: opacity must be in [0, 1], got -0.1"),
      ("bounds: [100, -1]", "to.opacity: 1", "6:19: bounds must be ≥ 0, got -1"),
      ("opacity: 0", "to.opacity: 1.5", "10:27: to.opacity must be in [0, 1], got 1.5"),
      ("opacity: 0", "to.width: {from: -5, to: 10}", "10:32: to.width from must be ≥ 0, got -5"),
    ])
  func rangesOfLayerValues(layer: String, change: String, expected: String) async throws {
    // One file per case: the cases run at once.
    let name =
      "range-\(String(expected.prefix(while: { $0 != ":" })))-\(abs(layer.hashValue ^ change.hashValue)).yaml"
    let (path, r) = try await Self.check(Self.fade(layer: layer, change: change), name)
    #expect(r.status == 65)
    #expect(r.stdout.isEmpty)
    #expect(r.stderr == "\(path):\(expected)\n")
  }

  @Test("check on a FIFO with no writer is refused at once, exit 66, not blocked")
  func fifoIsRefused() async throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("playhead-fifo-\(getpid())")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    let path = dir.appendingPathComponent("t.yaml").path
    unlink(path)
    #expect(mkfifo(path, 0o600) == 0)
    defer { unlink(path) }
    // Bounded: the process is killed after 20 s if it blocks (it did, in open(2)).
    for args in [["check", path], ["sample", "--transition-file", path, "--percent", "0"]] {
      let r = try await Launcher.run(args, timeout: 20)
      #expect(!r.timedOut, "\(args[0]) blocked on the FIFO")
      #expect(
        CLIRun.expectOneLineError(r, status: 66)
          == "playhead: \(path): not a regular file (a FIFO, device or socket); give a transition file")
    }
  }
}

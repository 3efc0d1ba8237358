import Foundation
import PlayheadTestSupport
import Testing

/// A save whose values overflow once built is a failed reload, as any broken save: the HUD says
/// why under its keys and the old transition keeps running.
@Suite("finite numbers in a terminal", .serialized)
struct FiniteNumbersTerminalTests {
  @Test(.requires(.tmux))
  func aSaveThatOverflowsOnceBuiltIsAFailedReload() async throws {
    let directory = NSTemporaryDirectory() + "pf-\(getpid())"
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let path = directory + "/w.yaml"
    let good = FiniteNumbersCommandTests.fade(change: "to.positionX: {by: 1e308}")
    try good.write(toFile: path, atomically: false, encoding: .utf8)
    let tmux = try await TmuxSession()
    defer { tmux.close() }
    _ = try #require(await tmux.waitFor { $0.contains("READY$") })
    try await tmux.send("'\(Launcher.playhead)' demo --bundled --transition-file '\(path)' --watch", "Enter")
    #expect(try await tmux.waitFor { $0.contains("Playhead · numbers") } != nil, "the HUD never appeared")

    // Two blocks of by 1e308: 160 + 2e308 is not finite.
    try good.replacingOccurrences(
      of: "  - changes: {to.positionX: {by: 1e308}}\n",
      with: "  - changes: {to.positionX: {by: 1e308}}\n  - changes: {to.positionX: {by: 1e308}}\n"
    ).write(toFile: path, atomically: false, encoding: .utf8)
    let failed = try await tmux.waitFor {
      $0.contains("reload failed: \(path): positionX must be a finite number, got inf")
    }
    #expect(failed != nil, "the HUD never said the reload failed")
    #expect(failed?.contains("Playhead · numbers") == true)
    #expect(failed?.contains("inf ") == false && failed?.contains(" nan") == false)

    try await tmux.send("q")
    #expect(
      try await tmux.waitFor { TerminalTests.lastLine($0) == "READY$" && !$0.contains("interaction") } != nil)
    #expect(try await tmux.format("#{alternate_on}") == "0")
  }
}

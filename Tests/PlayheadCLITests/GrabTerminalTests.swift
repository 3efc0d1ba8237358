import Foundation
import Glibc
import PlayheadTestSupport
import Testing

/// `playhead live --grab` in a real terminal on the virtual touchpad: the HUD's title says the
/// touchpad is grabbed, and q gives it back (the preload logs every EVIOCGRAB) and restores the terminal.
@Suite("live --grab in a terminal", .serialized, .requires(.tmux, .testbed))
struct GrabTerminalTests {
  @Test("the title says grabbed; q releases the touchpad and restores the terminal")
  func quit() async throws {
    let log = NSTemporaryDirectory() + "playhead-grabs-\(UUID().uuidString).log"
    defer { try? FileManager.default.removeItem(atPath: log) }
    let tmux = try await TmuxSession()
    defer { tmux.close() }
    _ = try #require(await tmux.waitFor { $0.contains("READY$") })
    try await tmux.send(
      "PLAYHEAD_GRAB_LOG='\(log)' '\(Launcher.playhead)' simulate --touchpad apple-trackpad "
        + "--script 'swipe 3 down 40mm 400ms' --stop-after 60 -- --grab", "Enter")
    let title = try await tmux.waitFor { $0.contains("touchpad grabbed (the desktop does not see it)") }
    #expect(title?.contains("Playhead · flip") == true, "\(title ?? "")")
    try await tmux.send("q")
    try await TerminalTests.expectRestored(tmux)
    let lines = try String(contentsOfFile: log, encoding: .utf8).split(separator: "\n").map(String.init)
    #expect(lines == ["grab /dev/input/event12", "release /dev/input/event12"])
  }

  @Test("without --grab on GNOME Shell the HUD keeps the desktop's collision on its notice row")
  func desktopNotice() async throws {
    let tmux = try await TmuxSession()
    defer { tmux.close() }
    _ = try #require(await tmux.waitFor { $0.contains("READY$") })
    try await tmux.send(
      "XDG_CURRENT_DESKTOP=GNOME '\(Launcher.playhead)' simulate --touchpad apple-trackpad "
        + "--script 'swipe 3 down 40mm 400ms' --stop-after 60", "Enter")
    // GNOME Shell takes every swipe of 3 or more fingers (swipeTracker.js: GESTURE_FINGER_COUNT = 3,
    // "< 3 propagate"), so --grab is the only way out it leaves: no --gesture alternative.
    let screen = try await tmux.waitFor {
      $0.contains("Playhead · flip") && $0.contains("GNOME Shell also reads")
    }
    let row =
      screen?.split(separator: "\n").first { $0.contains("GNOME Shell also reads") }.map(String.init) ?? ""
    #expect(
      row.trimmingCharacters(in: .whitespaces)
        == "GNOME Shell also reads 3-finger vertical swipes: --grab keeps the touchpad to Playhead",
      "\(screen ?? "")")
    #expect(screen?.contains("grabbed") == false)
    try await tmux.send("q")
    try await TerminalTests.expectRestored(tmux)
  }
}

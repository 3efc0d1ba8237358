import Foundation
import PlayheadInput
import Testing

/// The desktop told from a fake session: an environment and a /proc root written by the test. The
/// expected bindings are the desktops' defaults as docs/libinput.md cites them from their sources.
@Suite("the desktop's own gestures")
struct DesktopSessionTests {
  /// A /proc with one directory per process holding its `comm`.
  static func procRoot(_ processes: [String]) throws -> String {
    let root = NSTemporaryDirectory() + "playhead-proc-\(UUID().uuidString)"
    for (index, name) in processes.enumerated() {
      let dir = "\(root)/\(100 + index)"
      try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
      try (name + "\n").write(toFile: "\(dir)/comm", atomically: true, encoding: .utf8)
    }
    // Not a process: ignored.
    try FileManager.default.createDirectory(
      atPath: "\(root)/self-not-a-pid", withIntermediateDirectories: true)
    return root
  }

  @Test("XDG_CURRENT_DESKTOP names it, as a colon-separated list, whatever runs")
  func fromEnvironment() throws {
    let proc = try Self.procRoot(["systemd", "niri"])
    defer { try? FileManager.default.removeItem(atPath: proc) }
    let s = DesktopSession.current(
      environment: ["XDG_CURRENT_DESKTOP": "ubuntu:GNOME", "XDG_SESSION_TYPE": "wayland"], procRoot: proc)
    #expect(
      s
        == DesktopSession(
          desktop: .gnomeShell, sessionType: "wayland", evidence: "XDG_CURRENT_DESKTOP=ubuntu:GNOME"))
    #expect(
      DesktopSession.identify(environment: ["XDG_CURRENT_DESKTOP": "KDE"], processNames: []).desktop == .kwin)
    #expect(
      DesktopSession.identify(environment: ["XDG_CURRENT_DESKTOP": "Hyprland"], processNames: []).desktop
        == .hyprland)
  }

  @Test("without it (sudo, a tty, ssh) the running compositor tells")
  func fromProc() throws {
    for (comm, desktop) in [
      ("gnome-shell", DesktopSession.Desktop.gnomeShell), ("kwin_wayland", .kwin), ("Hyprland", .hyprland),
      ("niri", .niri), ("sway", .sway),
    ] {
      let proc = try Self.procRoot(["systemd", "bash", comm])
      defer { try? FileManager.default.removeItem(atPath: proc) }
      let s = DesktopSession.current(environment: [:], procRoot: proc)
      #expect(s.desktop == desktop && s.evidence == "\(comm) running", "\(comm)")
    }
    let none = try Self.procRoot(["systemd", "bash"])
    defer { try? FileManager.default.removeItem(atPath: none) }
    #expect(
      DesktopSession.current(environment: ["XDG_CURRENT_DESKTOP": "XFCE"], procRoot: none).desktop == nil)
  }

  @Test("KWin acts on touchpad gestures on Wayland only")
  func kwinOnX11() throws {
    #expect(
      DesktopSession.identify(
        environment: ["XDG_CURRENT_DESKTOP": "KDE", "XDG_SESSION_TYPE": "wayland"], processNames: []
      ).readsTouchpadGestures)
    #expect(
      !DesktopSession.identify(
        environment: ["XDG_CURRENT_DESKTOP": "KDE", "XDG_SESSION_TYPE": "x11"], processNames: []
      ).readsTouchpadGestures)
    #expect(!DesktopSession.identify(environment: [:], processNames: ["kwin_x11"]).readsTouchpadGestures)
    #expect(
      DesktopSession.identify(
        environment: ["XDG_CURRENT_DESKTOP": "GNOME", "XDG_SESSION_TYPE": "x11"], processNames: []
      ).readsTouchpadGestures)
    #expect(!DesktopSession.identify(environment: [:], processNames: ["bash"]).readsTouchpadGestures)
  }

  @Test("flip's swipe:3:down and its dismissal swipe:3:up against each desktop's defaults")
  func collisions() {
    let vertical: Set<DesktopGestures.Direction> = [.down, .up]
    // GNOME Shell: every swipe of 3 or more fingers, both axes: nothing free.
    let gnome = DesktopGestures.collision(desktop: .gnomeShell, fingers: 3...3, directions: vertical)
    #expect(gnome?.bindings.map(\.action) == ["opens and closes the overview"])
    #expect(gnome?.freeFingers == [])
    // KWin: 3 vertical only with desktop rows; 4 up and 4 down are the Overview and the Grid: 5 is free.
    let kwin = DesktopGestures.collision(desktop: .kwin, fingers: 3...3, directions: vertical)
    #expect(kwin?.bindings.map(\.action) == ["switches virtual desktop rows"])
    #expect(kwin?.freeFingers == [5])
    // niri: 3 vertical switches workspaces, 4 vertical the overview.
    #expect(
      DesktopGestures.collision(desktop: .niri, fingers: 3...3, directions: vertical)?.freeFingers == [5])
    // Hyprland binds 3 horizontal only; sway nothing.
    #expect(DesktopGestures.collision(desktop: .hyprland, fingers: 3...3, directions: vertical) == nil)
    #expect(DesktopGestures.collision(desktop: .sway, fingers: 3...3, directions: vertical) == nil)
    // pieces' horizontal swipe on Hyprland: 4 and 5 are free.
    let hypr = DesktopGestures.collision(desktop: .hyprland, fingers: 3...3, directions: [.left, .right])
    #expect(hypr?.freeFingers == [4, 5])
    // A 4-finger down swipe on KWin opens the Grid.
    #expect(
      DesktopGestures.collision(desktop: .kwin, fingers: 4...4, directions: [.down])?.bindings.map(\.action)
        == ["opens the Grid"])
  }

  @Test("the line names the collision, the source and both ways out")
  func line() throws {
    let niri = try #require(
      DesktopGestures.collision(desktop: .niri, fingers: 3...3, directions: [.down, .up]))
    #expect(
      niri.line(gesture: "3-finger vertical swipes") { "swipe:\($0):down" }
        == "niri also reads 3-finger vertical swipes (it switches workspaces; niri src/input/mod.rs), so both will "
        + "move: run with --grab to keep the touchpad to Playhead, or use --gesture swipe:5:down, which niri leaves alone"
    )
  }
}

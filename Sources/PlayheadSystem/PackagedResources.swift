import Foundation

/// Where a module's resource folder is at run time — the one lookup for every resource Playhead
/// ships (the built-in transitions, the demo's recording).
///
/// Beside the executable as SwiftPM builds it (`BUNDLE.resources/FOLDER`), then in
/// `../share/playhead/FOLDER` as the Debian package installs it (scripts/package.sh copies every
/// bundle's contents there). A library used in a test process (whose executable is the test runner)
/// falls back on its own `Bundle.module`.
public enum PackagedResources {
  /// The folder `folder` of the bundle `bundle` (SwiftPM's `PACKAGE_TARGET` name), found by the file
  /// `probe` in it; nil when it is in neither place.
  public static func folder(_ folder: String, bundle: String, probe: String) -> URL? {
    let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
      .deletingLastPathComponent()
    let candidates = [
      executable.appendingPathComponent("\(bundle).resources/\(folder)"),
      executable.deletingLastPathComponent().appendingPathComponent("share/playhead/\(folder)"),
    ]
    for candidate in candidates
    where FileManager.default.fileExists(atPath: candidate.appendingPathComponent(probe).path) {
      return candidate
    }
    return nil
  }
}

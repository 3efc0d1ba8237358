import Foundation

/// What `swift build` made, found the one way every test target uses: beside the running test bundle
/// (the build products folder), one folder up, else in the package's `.build/debug`.
public enum BuiltProducts {
  /// The folder holding the running test bundle.
  public static let directory: URL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    .deletingLastPathComponent()

  /// A built product (an executable, a library) by file name; the `.build/debug` path when none is
  /// there, so that a missing product fails with its path in the message.
  public static func path(_ name: String) -> String {
    let candidates = [directory, directory.deletingLastPathComponent()].map {
      $0.appendingPathComponent(name).path
    }
    return candidates.first { FileManager.default.fileExists(atPath: $0) }
      ?? Fixtures.packageRoot.appendingPathComponent(".build/debug/\(name)").path
  }

  /// The `playhead` executable (`swift test` builds it for PlayheadCLITests).
  public static let playhead = path("playhead")

  /// `playhead` when it was built, else nil.
  public static var playheadIfBuilt: String? {
    FileManager.default.isExecutableFile(atPath: playhead) ? playhead : nil
  }

  /// Whether `playhead` is there, for `.requires(...)`.
  public static let playheadBuilt = Requirement("the built playhead executable") {
    playheadIfBuilt == nil ? "\(playhead) is missing (run `swift build` first)" : nil
  }
}

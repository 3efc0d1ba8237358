import Foundation

/// Files the tests read, all inside this repository: a clone alone runs every test.
public enum Fixtures {
  /// The package root (the folder holding Package.swift), found from this file's path.
  public static let packageRoot: URL = {
    var url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    while url.path != "/",
      !FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path)
    {
      url.deleteLastPathComponent()
    }
    return url
  }()

  /// Tests/Fixtures/recordings: the real pastes, with SOURCES.md and FORMATS.md describing them.
  public static let recordings = packageRoot.appendingPathComponent("Tests/Fixtures/recordings")

  /// One recording by file name.
  public static func recording(_ name: String) -> URL { recordings.appendingPathComponent(name) }
}

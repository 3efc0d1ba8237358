import Foundation

/// The testbed's preload library (`Sources/CPlayheadPreload/`, built by SwiftPM as the product
/// `PlayheadPreload`): fixes `fstat` on umockdev's fake nodes, stamps every `read()` of
/// `/dev/input/*` into `PLAYHEAD_READ_STAMPS`, can make the device vanish (`PLAYHEAD_VANISH_AT_US`), and
/// answers and logs `EVIOCGRAB` (`PLAYHEAD_GRAB_LOG`, `PLAYHEAD_GRAB_ERRNO`).
///
/// The one copy is the library SwiftPM builds: located, in order, at `$PLAYHEAD_PRELOAD_LIBRARY`,
/// `libPlayheadPreload.so` beside the running executable (`swift build`, `swift test`), and
/// `../lib/playhead/libPlayheadPreload.so` from it (the Debian package's `/usr/lib/playhead/`).
public enum PreloadLibrary {
  /// Environment variable naming a prebuilt library.
  public static let overrideVariable = "PLAYHEAD_PRELOAD_LIBRARY"
  /// Environment variable the library appends read stamps to.
  public static let readStampsVariable = "PLAYHEAD_READ_STAMPS"
  /// Environment variable: "1" stamps reads that found the node empty too (`ReadStamp.isDrained`).
  public static let drainedStampsVariable = "PLAYHEAD_STAMP_DRAINED"
  /// Environment variable (µs on CLOCK_MONOTONIC) after which reads of input nodes fail with ENODEV.
  public static let vanishVariable = "PLAYHEAD_VANISH_AT_US"
  /// Environment variable naming the file every `EVIOCGRAB` on an input node is logged to.
  public static let grabLogVariable = "PLAYHEAD_GRAB_LOG"
  /// Environment variable: an errno every grab fails with (16, EBUSY: another process holds the pad).
  public static let grabErrnoVariable = "PLAYHEAD_GRAB_ERRNO"
  /// The file SwiftPM builds from the `PlayheadPreload` product.
  public static let fileName = "libPlayheadPreload.so"

  /// Where the library is looked for, in order, beside the executable at `executable`.
  public static func candidates(executable: String) -> [String] {
    let directory = URL(fileURLWithPath: executable).deletingLastPathComponent()
    return [
      directory.appendingPathComponent(fileName).path,
      directory.deletingLastPathComponent().appendingPathComponent("lib/playhead/\(fileName)").path,
    ]
  }

  /// The first readable candidate beside the running executable, nil if none.
  public static var installed: String? {
    guard let executable = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") else {
      return nil
    }
    return candidates(executable: executable).first { FileManager.default.isReadableFile(atPath: $0) }
  }

  /// The path of the library to preload.
  public static func path() throws(TestbedError) -> String {
    if let given = ProcessInfo.processInfo.environment[overrideVariable], !given.isEmpty {
      guard FileManager.default.isReadableFile(atPath: given) else {
        throw .setup("\(overrideVariable)=\(given) does not name a readable file")
      }
      return given
    }
    if let found = installed { return found }
    throw .unavailable(missingMessage)
  }

  /// Why the testbed cannot run without the library, and what to do.
  static var missingMessage: String {
    "the preload library \(fileName) is missing (build it with `swift build --product PlayheadPreload`; "
      + "the Debian package installs it in /usr/lib/playhead/) or set \(overrideVariable)"
  }
}

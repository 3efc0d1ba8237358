import Foundation
import PlayheadInput

/// Small file helpers for the transcript tests (Foundation is fine here: tests are not a hot path).
enum TranscriptFiles {
  static func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: path) }

  static func read(_ path: String) -> [UInt8] {
    guard let data = FileManager.default.contents(atPath: path) else { return [] }
    return [UInt8](data)
  }

  /// A fresh file path under the temporary directory.
  static func temporary(_ name: String) -> String {
    let folder = NSTemporaryDirectory() + "playhead-transcripts-\(getpid())"
    try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    return folder + "/" + name
  }

  /// Writes `bytes` to `path`; a fixture that could not be written fails the test instead of
  /// letting it read a missing or stale file.
  static func write(_ path: String, _ bytes: [UInt8]) throws {
    try Data(bytes).write(to: URL(fileURLWithPath: path))
  }

  static func remove(_ path: String) { try? FileManager.default.removeItem(atPath: path) }
}

extension TranscriptReader {
  /// The error reading `text` throws, nil when it reads.
  func failure(_ text: String, name: String) -> TranscriptError? {
    do {
      _ = try read(text, name: name)
      return nil
    } catch {
      return error
    }
  }
}

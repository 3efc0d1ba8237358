import Foundation

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

  static func write(_ path: String, _ bytes: [UInt8]) {
    FileManager.default.createFile(atPath: path, contents: Data(bytes))
  }

  static func remove(_ path: String) { try? FileManager.default.removeItem(atPath: path) }
}

import Foundation

/// Small file helpers for tests (Foundation is fine here: tests are not a hot path).
func fileExists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: path) }

func readAll(_ path: String) -> [UInt8] {
  guard let data = FileManager.default.contents(atPath: path) else { return [] }
  return [UInt8](data)
}

/// A fresh file path under the temporary directory.
func temporaryPath(_ name: String) -> String {
  let folder = NSTemporaryDirectory() + "playhead-transcripts-\(getpid())"
  try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
  return folder + "/" + name
}

func writeFile(_ path: String, _ bytes: [UInt8]) {
  FileManager.default.createFile(atPath: path, contents: Data(bytes))
}

import Foundation

/// The little of a PNG a transition file checks before a layer may show it: the 8-byte signature
/// and the IHDR chunk's size, within limits that keep a picture cheap to load.
enum PNGHeader {
  /// Larger files are refused: a layer's image needs no more.
  static let maximumBytes = 16 << 20
  /// Wider or taller images are refused (IHDR's width and height).
  static let maximumSide = 4096
  static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

  /// The image's pixel size, or why it cannot be shown (one clause, for `FILE:LINE:COLUMN: …`).
  static func read(path: String, as written: String) -> Result<(width: Int, height: Int), Problem> {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue
    else { return .failure(.init("image '\(written)' is not a file (looked for \(path))")) }
    let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
    guard size <= maximumBytes else {
      return .failure(.init("image '\(written)' is \(size) bytes, over the 16 MiB limit for an image"))
    }
    guard let handle = FileHandle(forReadingAtPath: path) else {
      return .failure(.init("image '\(written)' cannot be opened for reading"))
    }
    defer { try? handle.close() }
    let head = [UInt8]((try? handle.read(upToCount: 24)) ?? Data())
    return header(head, written)
  }

  /// Checks the first 24 bytes: signature, then the IHDR chunk (length 13) with width and height.
  static func header(_ head: [UInt8], _ written: String) -> Result<(width: Int, height: Int), Problem> {
    guard head.count >= 8, Array(head[0..<8]) == signature else {
      return .failure(.init("image '\(written)' is not a PNG (its first 8 bytes are not the PNG signature)"))
    }
    guard head.count >= 24, Array(head[12..<16]) == Array("IHDR".utf8) else {
      return .failure(.init("image '\(written)' is not a PNG (no IHDR chunk after the signature)"))
    }
    func word(_ at: Int) -> Int { head[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
    let (width, height) = (word(16), word(20))
    guard width > 0, height > 0 else {
      return .failure(.init("image '\(written)' has no pixels (IHDR says \(width) × \(height))"))
    }
    guard width <= maximumSide, height <= maximumSide else {
      return .failure(
        .init("image '\(written)' is \(width) × \(height) pixels, over the 4096 × 4096 limit for an image"))
    }
    return .success((width, height))
  }

  struct Problem: Error {
    var reason: String
    init(_ reason: String) { self.reason = reason }
  }
}

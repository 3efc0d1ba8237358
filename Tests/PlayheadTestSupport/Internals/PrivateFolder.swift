import Foundation
import Glibc

/// A new folder only this user can enter, under TMPDIR (`mkdtemp`, mode 0700, as XDG_RUNTIME_DIR
/// must be).
enum PrivateFolder {
  static func make(_ prefix: String) throws -> String {
    let base = ProcessInfo.processInfo.environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
    var template = Array("\(base)/\(prefix)-XXXXXX".utf8CString)
    guard let made = template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) else {
      throw WestonCompositor.Failure(
        description: "cannot make a folder under \(base): \(String(cString: strerror(errno)))")
    }
    return String(cString: made)
  }
}

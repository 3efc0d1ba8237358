import Foundation
import PlayheadSystem
import PlayheadTransitions

/// The catalogue: one transition file per built-in (package resources), loaded through the same
/// `TransitionFile.parse` as anyone's file. The product, the engine's tests, `devices` and the bench all
/// take their built-ins from here.
public enum BuiltInTransitions {
  /// The built-ins in listing order (the seeds' order).
  public static let names = ["flip", "fade", "fade-3s", "pieces", "pop", "slide", "fold", "zoom", "dynamic"]

  /// Every built-in, parsed once. A built-in that fails to parse is a defect of this package (its
  /// tests parse each one), so it stops the program with the file's own error.
  public static let all: [TransitionDescriptor] = names.map { name in
    guard let text = text(named: name) else {
      preconditionFailure("built-in transition file \(name).yaml is missing")
    }
    do {
      return try TransitionFile.parse(text, file: "\(name).yaml").descriptor(key: "builtin:\(name)")
    } catch {
      preconditionFailure("built-in transition file: \(error)")
    }
  }

  /// The built-in with this name (case-insensitive).
  public static func named(_ name: String) -> TransitionDescriptor? {
    let wanted = name.lowercased()
    return all.first { $0.name == wanted }
  }

  /// A built-in's file, as `playhead transitions --export NAME` prints it.
  public static func text(named name: String) -> String? {
    let wanted = name.lowercased()
    guard names.contains(wanted),
      let data = try? Data(contentsOf: catalogue.appendingPathComponent("\(wanted).yaml"))
    else { return nil }
    return String(data: data, encoding: .utf8)
  }

  /// The directory of the built-in files (`PackagedResources`: beside the executable, or where the
  /// package installs them); in a test process, SwiftPM's bundle.
  static let catalogue: URL =
    PackagedResources.folder("Catalogue", bundle: "Playhead_PlayheadTransitionFile", probe: "flip.yaml")
    ?? Bundle.module.bundleURL.appendingPathComponent("Catalogue")
}

import Foundation
import PlayheadSystem

extension Testbed {
  /// What the machine has and lacks for the testbed.
  public struct Availability: Sendable, Hashable, CustomStringConvertible {
    /// Each missing piece as a sentence that says how to get it.
    public var missing: [String]
    /// `["unshare", "-m"]` as root, `["unshare", "-rm"]` with user namespaces; empty if neither works.
    public var unshareCommand: [String]

    public var isAvailable: Bool { missing.isEmpty }

    public var description: String {
      isAvailable
        ? "testbed available (\(unshareCommand.joined(separator: " ")))"
        : "testbed unavailable: " + missing.joined(separator: "; ")
    }
  }

  /// The one probe of this process, shared by every caller that awaits it.
  private static let cachedAvailability = Task { await Availability.probe() }

  /// Probes once per process: umockdev-run, unshare and mount namespaces, mount, sh, a C compiler.
  public static func availability() async -> Availability { await cachedAvailability.value }
}

extension Testbed.Availability {
  static func probe() async -> Testbed.Availability {
    var missing: [String] = []
    if Executables.find("umockdev-run") == nil {
      missing.append("umockdev-run is not installed (Debian package umockdev: apt-get install umockdev)")
    }
    if Executables.find("sh") == nil { missing.append("no /bin/sh") }
    if Executables.find("mount") == nil {
      missing.append("mount is not installed (Debian package mount: apt-get install mount)")
    }
    if ProcessInfo.processInfo.environment[PreloadLibrary.overrideVariable] == nil
      && PreloadLibrary.installed == nil
    {
      missing.append(PreloadLibrary.missingMessage)
    }
    var unshare: [String] = []
    if Executables.find("unshare") == nil {
      missing.append("unshare is not installed (Debian package util-linux: apt-get install util-linux)")
    } else {
      // A private mount namespace: as root directly, else as a user namespace's root.
      let candidates: [[String]] =
        getuid() == 0 ? [["unshare", "-m"], ["unshare", "-rm"]] : [["unshare", "-rm"]]
      var reasons: [String] = []
      for candidate in candidates {
        let probe =
          candidate + [
            "/bin/sh", "-c",
            "mount -t tmpfs playhead-probe /mnt 2>&1 || mount -t tmpfs playhead-probe /tmp 2>&1",
          ]
        let result = try? await ChildProcess.run(probe, ChildProcess.Options(timeout: 10))
        if let result, result.status == 0 {
          unshare = candidate
          break
        } else if let result {
          reasons.append(
            "'\(candidate.joined(separator: " "))': \((result.stderr + result.stdout).split(separator: "\n").first ?? "exit \(result.status)")"
          )
        }
      }
      if unshare.isEmpty {
        missing.append(
          "cannot create a private mount namespace (\(reasons.joined(separator: "; "))); run as root or allow "
            + "unprivileged user namespaces (sysctl kernel.unprivileged_userns_clone=1)")
      }
    }
    return Testbed.Availability(missing: missing, unshareCommand: unshare)
  }
}

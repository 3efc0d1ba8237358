import Foundation
import PlayheadTestSupport
import Testing

/// The README's install commands are the ones scripts/package.sh makes true: the .deb `apt install`
/// is given is the path the script writes (its scratch folder, its file name with the built binary's
/// version), so the two cannot drift apart again.
@Suite struct InstallDocTests {
  static func text(_ path: String) throws -> String {
    try String(contentsOf: Fixtures.packageRoot.appendingPathComponent(path), encoding: .utf8)
  }

  /// The path, relative to the repository, of the .deb package.sh writes for `version` on `arch`.
  static func packagedDeb(script: String, version: String, arch: String) throws -> String {
    let scratch = try #require(
      script.firstMatch(of: #/scratch=\$\{PLAYHEAD_PACKAGE_SCRATCH:-\$root/([^}]+)\}/#)?.output.1,
      "package.sh no longer names its scratch folder as $root/…")
    let name = try #require(
      script.firstMatch(of: #/\ndeb="\$scratch/([^"]+)"/#)?.output.1,
      "package.sh no longer sets deb=\"$scratch/…\"")
    let file = name.replacingOccurrences(of: "${version}", with: version)
      .replacingOccurrences(of: "${arch}", with: arch)
    return "\(scratch)/\(file)"
  }

  @Test("the README's and packaging.md's `sudo apt install ./…` is the .deb package.sh writes")
  func installPathIsTheScripts() async throws {
    let version = try await Launcher.run(["--version"]).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    #expect(version.contains("."))
    // The documents name amd64's file (and say what it is elsewhere); the script takes dpkg's arch.
    let deb = try Self.packagedDeb(
      script: try Self.text("scripts/package.sh"), version: version, arch: "amd64")
    #expect(deb == ".build-pkg/playhead_\(version)_amd64.deb")
    for document in ["README.md", "docs/packaging.md"] {
      let text = try Self.text(document)
      let installs = text.matches(of: #/sudo apt install (\S+)/#).map { String($0.output.1) }
      #expect(!installs.isEmpty, "\(document) has no `sudo apt install`")
      for path in installs {
        #expect(path == "./\(deb)", "\(document) installs \(path); scripts/package.sh writes ./\(deb)")
      }
      // …and the block that installs it builds it first, with the script itself.
      let build = text.range(of: "bash scripts/package.sh")
      let install = text.range(of: "sudo apt install")
      #expect(build != nil && install != nil && build!.lowerBound < install!.lowerBound, "\(document)")
    }
  }
}

import Foundation
import PlayheadTestSupport
import Testing

/// docs/architecture.md's module graph is Package.swift's: every target that is not a test target, with
/// exactly the dependencies the manifest gives it, and nothing the manifest does not declare.
@Suite struct ArchitectureDocTests {
  @Test func moduleGraphMatchesThePackage() throws {
    let manifest = try String(
      contentsOf: Fixtures.packageRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
    let doc = try String(
      contentsOf: Fixtures.packageRoot.appendingPathComponent("docs/architecture.md"), encoding: .utf8)
    let declared = Self.targets(inManifest: manifest)
    let documented = try Self.graph(inDocument: doc)
    // The parse itself is checked against targets known to exist, so an empty parse cannot pass.
    #expect(declared["PlayheadEngine"]?.contains("PlayheadTransitions") == true)
    #expect(declared["playhead"]?.contains("ArgumentParser") == true)
    for name in Set(declared.keys).union(documented.keys).sorted() {
      #expect(
        documented[name] == declared[name],
        "\(name): docs/architecture.md says \(documented[name].map { $0.sorted() } ?? []), Package.swift says \(declared[name].map { $0.sorted() } ?? [])"
      )
    }
  }

  /// Every non-test target of the manifest with its dependencies (target names and product names).
  static func targets(inManifest text: String, includingTests: Bool = false) -> [String: Set<String>] {
    let code = text.split(separator: "\n", omittingEmptySubsequences: false)
      .map { line -> Substring in
        guard let comment = line.range(of: "//") else { return line }
        return line[..<comment.lowerBound]
      }
      .joined(separator: "\n")
    let declaration = #/\.(target|executableTarget|testTarget|systemLibrary)\(\s*name:\s*"([^"]+)"/#
    let starts = code.matches(of: declaration)
    var result: [String: Set<String>] = [:]
    for (i, match) in starts.enumerated() where includingTests || match.output.1 != "testTarget" {
      let end = i + 1 < starts.count ? starts[i + 1].range.lowerBound : code.endIndex
      let body = code[match.range.upperBound..<end]
      var dependencies: Set<String> = []
      if let open = body.range(of: "dependencies: [") {
        var depth = 1
        var index = open.upperBound
        while index < body.endIndex, depth > 0 {
          if body[index] == "[" { depth += 1 } else if body[index] == "]" { depth -= 1 }
          index = body.index(after: index)
        }
        let list = body[open.upperBound..<index].replacing(#/package:\s*"[^"]*"/#, with: "")
        for name in list.matches(of: #/"([^"]+)"/#) { dependencies.insert(String(name.output.1)) }
      }
      result[String(match.output.2)] = dependencies
    }
    return result
  }

  /// The rows of the doc's "## Module graph" table: `| `Module` | `Dep`, `Dep` (or —) | … |`.
  static func graph(inDocument text: String) throws -> [String: Set<String>] {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let start = try #require(
      lines.firstIndex(of: "## Module graph"), "docs/architecture.md has no '## Module graph'")
    var result: [String: Set<String>] = [:]
    for line in lines[(start + 1)...] {
      if line.hasPrefix("## ") { break }
      let cells = line.split(separator: "|", omittingEmptySubsequences: false).map {
        $0.trimmingCharacters(in: .whitespaces)
      }
      guard cells.count >= 4, let name = cells[1].firstMatch(of: #/^`([^`]+)`$/#) else { continue }
      result[String(name.output.1)] = Set(cells[2].matches(of: #/`([^`]+)`/#).map { String($0.output.1) })
    }
    return result
  }
}

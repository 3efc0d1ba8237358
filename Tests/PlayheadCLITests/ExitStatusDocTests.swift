import Foundation
import PlayheadTestSupport
import Testing

/// docs/cli.md's Exit status table (which package.sh copies into every man page's EXIT STATUS) names
/// every code the errors table gives and every sysexits code the sources exit with.
@Suite struct ExitStatusDocTests {
  /// The codes of the markdown table under `heading`, from its `column` (0-based, after the first |).
  static func codes(in doc: String, under heading: String, column: Int) -> Set<Int> {
    guard let start = doc.range(of: "\n\(heading)") else { return [] }
    let section = doc[start.upperBound...].split(separator: "\n## ", maxSplits: 1).first ?? ""
    var codes: Set<Int> = []
    for line in section.split(separator: "\n") where line.hasPrefix("|") {
      let cells = line.split(separator: "|", omittingEmptySubsequences: false).dropFirst()
      guard cells.count > column else { continue }
      let cell = cells[cells.startIndex + column].trimmingCharacters(in: .whitespaces)
      if let code = Int(cell) { codes.insert(code) }
    }
    return codes
  }

  @Test("the Exit status table covers the errors table and every sysexits code in Sources")
  func exitTableIsComplete() throws {
    let doc = try String(
      contentsOf: Fixtures.packageRoot.appendingPathComponent("docs/cli.md"), encoding: .utf8)
    let table = Self.codes(in: doc, under: "## Exit status", column: 0)
    let errors = Self.codes(in: doc, under: "## Errors", column: 2)
    #expect(table.isSuperset(of: [0, 64, 65, 66, 69, 70, 74]))
    #expect(!errors.isEmpty)
    #expect(
      errors.isSubset(of: table), "errors table exits \(errors.subtracting(table).sorted()) unexplained")
    // Every sysexits literal the program exits with: ExitCode(NN), `return NN` in an exit-code switch,
    // `static let x: Int32 = NN` constants.
    var used: Set<Int> = []
    let pattern = #/(?:ExitCode\(|return |: Int32 = )(6[4-9]|7[0-8])\b/#
    let sources = Fixtures.packageRoot.appendingPathComponent("Sources")
    let files = FileManager.default.enumerator(atPath: sources.path)?.compactMap { $0 as? String } ?? []
    for file in files where file.hasSuffix(".swift") {
      let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
      for match in text.matches(of: pattern) { used.insert(Int(match.output.1)!) }
    }
    #expect(used.contains(64) && used.contains(74))
    #expect(
      used.isSubset(of: table),
      "Sources exit \(used.subtracting(table).sorted()), docs/cli.md does not say why")
  }
}

import Foundation
import PlayheadTestSupport
import Testing

/// Each target in Sources imports exactly what Package.swift declares for it (issue 22, "edges equal
/// imports"): a module used without being declared builds only by luck of the build order, and one
/// declared but not imported is an edge the architecture claims and the code does not have.
@Suite struct ModuleImportsTests {
  /// The toolchain's own modules, which no manifest declares.
  static let system: Set<String> = [
    "Foundation", "Glibc", "Musl", "Dispatch", "Synchronization", "_Concurrency",
  ]

  /// What the test targets import beside the toolchain's modules.
  static let testing: Set<String> = ["Testing", "XCTest"]

  @Test func everySourceTargetImportsWhatItDeclares() throws {
    let manifest = try String(
      contentsOf: Fixtures.packageRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
    let declared = ArchitectureDocTests.targets(inManifest: manifest)
    var checked = 0
    for (name, dependencies) in declared.sorted(by: { $0.key < $1.key }) {
      let folder = Fixtures.packageRoot.appendingPathComponent("Sources/\(name)")
      let imports = try Self.imports(under: folder)
      // A C target (a module map or C files, no Swift) imports nothing in Swift.
      guard !imports.files.isEmpty else { continue }
      checked += 1
      let used = imports.modules.subtracting(Self.system)
      #expect(
        used == dependencies,
        "\(name): imports \(used.sorted()) but Package.swift declares \(dependencies.sorted()); undeclared \(used.subtracting(dependencies).sorted()), unused \(dependencies.subtracting(used).sorted())"
      )
    }
    // The walk found the Swift targets (so an empty one cannot pass): PlayheadEngine, the CLI, …
    #expect(checked >= 12)
  }

  /// The Swift files under `folder` and the modules their `import` lines name (any attributes or
  /// access level before `import`, and `import struct M.T` forms, count as importing `M`).
  static func imports(under folder: URL) throws -> (files: [URL], modules: Set<String>) {
    guard let walk = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else {
      return ([], [])
    }
    var files: [URL] = []
    var modules: Set<String> = []
    let line =
      #/^\s*(?:@[A-Za-z_]+(?:\([^)]*\))?\s+)*(?:public\s+|internal\s+|package\s+|private\s+|fileprivate\s+)?import\s+(?:(?:struct|class|enum|protocol|func|typealias|var|let)\s+)?([A-Za-z_][A-Za-z0-9_]*)/#
    for case let url as URL in walk where url.pathExtension == "swift" {
      files.append(url)
      for text in try String(contentsOf: url, encoding: .utf8).split(separator: "\n") {
        if let match = text.firstMatch(of: line) { modules.insert(String(match.output.1)) }
      }
    }
    return (files, modules)
  }

  /// The test targets and the tests' shared modules (under Tests) too: a test that imports a module its
  /// target does not declare builds only because another target brought it in.
  @Test func everyTestTargetImportsWhatItDeclares() throws {
    let manifest = try String(
      contentsOf: Fixtures.packageRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
    let declared = ArchitectureDocTests.targets(inManifest: manifest, includingTests: true)
    var checked = 0
    for (name, dependencies) in declared.sorted(by: { $0.key < $1.key }) {
      let folder = Fixtures.packageRoot.appendingPathComponent("Tests/\(name)")
      let imports = try Self.imports(under: folder)
      guard !imports.files.isEmpty else { continue }
      checked += 1
      let used = imports.modules.subtracting(Self.system).subtracting(Self.testing)
      #expect(
        used == dependencies,
        "\(name): imports \(used.sorted()) but Package.swift declares \(dependencies.sorted()); undeclared \(used.subtracting(dependencies).sorted()), unused \(dependencies.subtracting(used).sorted())"
      )
    }
    // Every test target and PlayheadTestSupport: an empty walk cannot pass.
    #expect(checked >= 14)
  }
}

import Foundation
import PlayheadTiming
import Testing

@testable import PlayheadTransitionFile

/// The README's example file and the JSON Schema stay true to the parser.
@Suite struct DocumentationTests {
  static let root: URL = {
    var url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    while !FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) {
      url = url.deletingLastPathComponent()
    }
    return url
  }()

  @Test func theReadmeExampleChecks() throws {
    let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
    let section = try #require(readme.range(of: "## Your own transition"))
    let after = readme[section.upperBound...]
    let start = try #require(after.range(of: "```yaml\n"))
    let end = try #require(after[start.upperBound...].range(of: "```"))
    let text = String(after[start.upperBound..<end.lowerBound])
    let d = try TransitionFile.parse(text, file: "slide-in.yaml")
    // Its own numbers: 0.5 s, |dx| / 320 driven by a 3-finger swipe left, threshold 0.4, a spring.
    #expect(d.name == "slide-in" && d.duration == 0.5 && d.gesture == "swipe:3:left")
    #expect(d.percentMapping.fullTravelPoints(in: .standard) == 320 && d.rule.threshold == 0.4)
    #expect(d.completion.mode == .spring)
  }

  /// Every key the parser knows is a property of the schema at the same place, and no more.
  @Test func theSchemaNamesEveryKey() throws {
    let data = try Data(contentsOf: Self.root.appendingPathComponent("docs/transition-file.schema.json"))
    let schema = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    func keys(_ object: Any?) -> Set<String> {
      Set(((object as? [String: Any])?["properties"] as? [String: Any])?.keys.map { $0 } ?? [])
    }
    let top = schema["properties"] as? [String: Any]
    let defs = schema["$defs"] as? [String: Any]
    #expect(keys(schema) == Set(TransitionFileParser.topKeys))
    #expect(keys(defs?["layer"]) == Set(TransitionFileParser.layerKeys))
    #expect(
      keys((defs?["layer"] as? [String: Any]).flatMap { ($0["properties"] as? [String: Any])?["timing"] })
        == Set(TransitionFileParser.timingKeys))
    #expect(keys(defs?["block"]) == Set(TransitionFileParser.blockKeys))
    #expect(keys(top?["interaction"]) == Set(TransitionFileParser.interactionKeys))
    #expect(keys(top?["container"]) == ["size", "m34", "sublayerTransform"])
    #expect(keys(top?["dismissal"]) == ["roles", "play", "set", "animations"])
  }
}

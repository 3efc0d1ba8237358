import Foundation
import PlayheadTiming
import PlayheadTransitionFile
import PlayheadTransitions
import Testing

@testable import playhead

/// `playhead sample`'s JSON and text, and `playhead transitions`' listing.
@Suite struct SampleReportTests {
  /// The built-in as `playhead` resolves a name (its transition file).
  func descriptor(_ name: String) throws -> TransitionDescriptor {
    try TransitionSource.resolve(name: name, file: nil).descriptor
  }

  static let fields = [
    "opacity", "positionX", "positionY", "width", "height", "rotationX", "rotationY", "rotationZ", "scaleX",
    "scaleY",
    "translationX", "translationY", "translationZ",
  ]

  @Test func jsonHasExactlyTheContractsFields() throws {
    let report = try SampleReport(descriptor: try descriptor("flip"), percent: 0.25)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(report.json.utf8)) as? [String: Any])
    #expect(Set(object.keys) == ["transition", "percent", "time", "duration", "layers"])
    #expect(object["transition"] as? String == "flip")
    #expect(object["percent"] as? Double == 0.25)
    #expect(object["time"] as? Double == 0.25)  // 1.0 s × 0.25
    #expect(object["duration"] as? Double == 1)
    let raw = try #require(object["layers"] as? [String: [String: Any]])
    #expect(Set(raw.keys) == ["container", "from", "to"])
    // The contract's fields, then where the layer lies and whether it is drawn (flip uses no layer key).
    for (_, values) in raw { #expect(Set(values.keys) == Set(Self.fields + ["quad", "drawn"])) }
    let layers = raw.mapValues { $0.compactMapValues { $0 as? Double } }
    // 90° × min(1, eio(0.25) / 0.5), degrees.
    #expect(abs(layers["from"]!["rotationX"]! - 90 * BezierByHand.easeInEaseOut(0.25) / 0.5) <= 1e-9)
    #expect(layers["to"]!["rotationX"] == -90)
  }

  @Test func jsonKeepsFieldOrder() throws {
    let text = LayerValues(opacity: 0.5, positionX: 1.25).sampleJSON
    #expect(text.hasPrefix("{\"opacity\":0.5,\"positionX\":1.25,\"positionY\":0,\"width\":0"))
    #expect(text.hasSuffix("\"translationZ\":0}"))
  }

  @Test func dismissalAndContainerAreHonoured() throws {
    let report = try SampleReport(
      descriptor: try descriptor("slide"), percent: 0.5, isDismissal: true,
      container: ContainerSize(width: 400, height: 600))
    let top = try #require(report.layers.first { $0.name == "top" })
    #expect(top.values.positionX == 200 + 276 - 138)  // anchored centre 476, half way back
    #expect(report.text.contains("slide (dismissal) at percent 0.5"))
  }

  @Test(arguments: [-0.1, 1.01, Double.nan, Double.infinity])
  func badPercentIsAnError(percent: Double) throws {
    let flip = try descriptor("flip")
    #expect(throws: TimingError.self) { try SampleReport(descriptor: flip, percent: percent) }
  }

  @Test func listingShowsEveryTransition() throws {
    let all = BuiltInTransitions.all
    let lines = BuiltInTransitions.listing(of: all).split(separator: "\n")
    #expect(lines.count == all.count + 1)
    #expect(lines[1].hasPrefix("flip") && lines[1].contains("1 s") && lines[1].contains("swipe:3:down"))
    #expect(lines[1].contains("percent ≥ 0.5"))
    let json = BuiltInTransitions.listingJSON(of: all)
    #expect(json.split(separator: "\n").count == all.count)
    for line in json.split(separator: "\n") {
      let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
      #expect(object["duration"] is Double && object["gesture"] is String && object["threshold"] is Double)
    }
  }
}

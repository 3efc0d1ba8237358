import Foundation
import PlayheadTestSupport
import PlayheadTestbed
import Testing

@Suite("libinput record import")
struct LibinputRecordingTests {
  static let itePath = Fixtures.recording(
    "linux-stable-ml_2020-01-31_hid-ite_ITE8595-touchpad_libinput-record_2fg-scroll_quoted.txt")

  static func ite() throws -> LibinputRecording {
    let email = try String(contentsOf: itePath, encoding: .utf8)
    return try LibinputRecording(
      yaml: LibinputRecording.unquote(email: email), file: itePath.lastPathComponent)
  }

  @Test func unquotingKeepsOnlyTheRecording() throws {
    let email = try String(contentsOf: Self.itePath, encoding: .utf8)
    let yaml = LibinputRecording.unquote(email: email)
    #expect(yaml.hasPrefix("version: 1\n"))
    #expect(!yaml.contains("Thanks!"))
    #expect(!yaml.contains("Benjamin"))
    #expect(!yaml.contains("Select the device"))
  }

  /// Every number below is read off the quoted file by eye.
  @Test func iteDeviceBecomesASpec() throws {
    let recording = try Self.ite()
    let spec = recording.spec
    #expect(spec.deviceName == "ITE Tech. Inc. ITE Device(8595) Touchpad")
    #expect([spec.bus, spec.vendor, spec.product, spec.version] == [3, 1739, 10600, 272])
    #expect(spec.codes[1] == [272, 325, 330, 333, 334])
    #expect(spec.codes[3] == [0, 1, 47, 53, 54, 55, 57])
    #expect(spec.codes[4] == [5])
    #expect(spec.absinfo[53] == AbsInfo(minimum: 0, maximum: 1051, resolution: 12))
    #expect(spec.absinfo[57] == AbsInfo(minimum: 0, maximum: 65535))
    #expect(spec.slotCount == 3)  // ABS_MT_SLOT max 2
    #expect(spec.properties == [0, 2])
    #expect(spec.isButtonpad)
    // 1051 / 12 = 87.6 mm, 571 / 12 = 47.6 mm (the file's "Size in mm: 87x47").
    #expect(abs(spec.widthMM! - 87.583) < 0.01 && abs(spec.heightMM! - 47.583) < 0.01)
    #expect(recording.libinputVersion == "1.12.6")
  }

  @Test func iteFramesBecomeEvents() throws {
    let recording = try Self.ite()
    // 13 frames, 112 events (SOURCES.md); the last at 89724 µs.
    #expect(recording.frameCount == 13)
    #expect(recording.events.count == 112)
    #expect(recording.events.last?.time == 89_724)
    #expect(recording.events.first == EvdevEvent(time: 0, type: 3, code: 57, value: 80))
    // The median frame gap is 7–8 ms: ≈ 130 Hz.
    #expect(recording.spec.reportRateHz > 110 && recording.spec.reportRateHz < 150)
  }

  @Test func malformedRecordingsNameFileAndLine() {
    let base = """
      version: 1
      ndevices: 1
      devices:
      - node: /dev/input/event4
        evdev:
          name: "Test"
          id: [3, 1, 2, 3]
          codes:
            3: [0, 1]
          absinfo:
            0: [0, 100, 0, 0, 10]
            1: [0, 100, 0, 0, 10]
          properties: []
        events:
        - evdev:
          - [0, 0, 3, 0, 5]
          - [0, 0, 3, 1]
          - [0, 0, 0, 0, 0]

      """
    // The 4-field event is on line 17.
    #expect {
      try LibinputRecording(yaml: base, file: "bad.yml")
    } throws: { error in
      "\(error)".hasPrefix("bad.yml:17: ")
    }
    #expect {
      try LibinputRecording(yaml: "version: 1\ndevices: [\n", file: "broken.yml")
    } throws: { error in
      "\(error)".hasPrefix("broken.yml:") && "\(error)".contains("not YAML")
    }
    let cutOff = base.replacingOccurrences(of: "    - [0, 0, 3, 1]\n    - [0, 0, 0, 0, 0]\n", with: "")
    #expect {
      try LibinputRecording(yaml: cutOff, file: "cut.yml")
    } throws: { error in
      "\(error)".contains("cut.yml:") && "\(error)".contains("SYN_REPORT")
    }
    #expect {
      try LibinputRecording(yaml: "version: 2\ndevices: []\n", file: "v2.yml")
    } throws: { error in
      "\(error)" == "v2.yml:1: unsupported recording version 2"
    }
  }
}

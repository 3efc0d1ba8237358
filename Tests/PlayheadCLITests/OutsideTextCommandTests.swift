import Foundation
import PlayheadTestSupport
import Testing

/// Nothing a file can do to a terminal: names from transition files and transcripts reach stdout and
/// stderr with every control, bidi override and line separator escaped (`\u{1B}`), never raw.
@Suite("outside text on the command line")
struct OutsideTextCommandTests {
  /// A fade whose top-level lines after `name` are `extra`.
  static func fade(name: String, extra: String = "") -> String {
    """
    name: "\(name)"
    \(extra)duration: 1
    layers:
      - name: from
      - name: to
        opacity: 0
    from: from
    to: to
    animations:
      - changes: {to.opacity: 1}
    interaction: {gesture: swipe, fingers: 3, percent: {axis: any, distance: height}}

    """
  }

  static func expectEscaped(
    _ output: String, lines: Int, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(
      HostileText.raw(in: output).isEmpty, "raw: \(HostileText.raw(in: output))",
      sourceLocation: sourceLocation)
    #expect(CLIRun.lines(output).count == lines, "\(output)", sourceLocation: sourceLocation)
    for escape in HostileText.visibleEscapes {
      #expect(output.contains(escape), "lacks \(escape): \(output)", sourceLocation: sourceLocation)
    }
  }

  @Test("a hostile name: check's line, sample's table escaped; sample's JSON escaped and exact")
  func hostileNameIsEscaped() async throws {
    let path = try TransitionFileCommandTests.write(Self.fade(name: HostileText.yamlQuoted), "hostile.yaml")
    let check = try await Launcher.run(["check", path])
    #expect(check.status == 0, "\(check.stderr)")
    Self.expectEscaped(check.stdout, lines: 1)  // the LF in the name escaped, not a second line
    #expect(check.stdout.hasPrefix("\(path): ok: \\u{1B}]0;pwned\\u{7}"))

    let sample = try await Launcher.run(["sample", "--transition-file", path, "--percent", "0.5"])
    #expect(sample.status == 0, "\(sample.stderr)")
    Self.expectEscaped(sample.stdout, lines: 4)

    let json = try await Launcher.run(["sample", "--transition-file", path, "--percent", "0.5", "--json"])
    #expect(json.status == 0)
    #expect(HostileText.raw(in: json.stdout).isEmpty, "raw: \(HostileText.raw(in: json.stdout))")
    #expect(
      json.stdout.contains("\\u009b") && json.stdout.contains("\\u202e") && json.stdout.contains("\\u2028"))
    // The file's name lower-cased (the format says so); the hostile characters have no case.
    #expect(CLIRun.object(json.stdout)?["transition"] as? String == HostileText.text.lowercased())
  }

  @Test("a hostile name and a hostile quoted key: each error is one escaped line, exit 65")
  func hostileErrorLines() async throws {
    let text = Self.fade(name: "a b" + HostileText.yamlQuoted, extra: "\"k\(HostileText.yamlQuoted)\": 1\n")
    let path = try TransitionFileCommandTests.write(text, "hostile-errors.yaml")
    let r = try await Launcher.run(["check", path])
    #expect(r.status == 65)
    #expect(r.stdout.isEmpty)
    Self.expectEscaped(r.stderr, lines: 2)
    let lines = CLIRun.lines(r.stderr)
    #expect(
      lines[0].hasPrefix("\(path):1:7: name must be one word without spaces or slashes, got 'a b\\u{1B}]0;"))
    #expect(lines[1].hasPrefix("\(path):2:1: unknown key 'k\\u{1B}]0;pwned\\u{7}\\u{1B}[31m\\u{0}"))
  }

  @Test("a transcript's hostile device name: replay --events' JSON escapes it and keeps it exact")
  func hostileDeviceName() async throws {
    // One line of a transcript cannot hold LF or CR, and a NUL makes it binary (refused): every
    // other hostile character can be in it.
    let name = String(
      String.UnicodeScalarView(HostileText.text.unicodeScalars.filter { !["\n", "\r", "\0"].contains($0) }))
    let transcript = SwipeTranscript.text.replacingOccurrences(of: "Synaptics TouchPad", with: "Pad" + name)
    let path = try TransitionFileCommandTests.write(transcript, "hostile-device.txt")
    let r = try await Launcher.run(["replay", path, "--events"])
    #expect(r.status == 0, "\(r.stderr)")
    #expect(
      HostileText.raw(in: r.stdout + r.stderr).isEmpty, "raw: \(HostileText.raw(in: r.stdout + r.stderr))")
    let first = CLIRun.lines(r.stdout).first ?? ""
    #expect(first.contains("\\u001b]0;pwned\\u0007") && first.contains("\\u202e"), "\(first)")
    #expect(
      (CLIRun.object(first)?["name"] as? String)?.hasPrefix("Pad\u{1B}]0;pwned\u{07}") == true, "\(first)")
  }
}

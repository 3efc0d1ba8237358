import Testing

@testable import PlayheadHUD

/// Colour and Unicode from the environment: NO_COLOR as no-color.org defines it (set and not empty),
/// TERM unset or dumb, and the locale's character set from LC_ALL, else LC_CTYPE, else LANG.
@Suite("TerminalCapabilities")
struct TerminalCapabilitiesTests {
  static func capabilities(_ variables: [String: String]) -> TerminalCapabilities {
    TerminalCapabilities { variables[$0] }
  }

  @Test func colour() {
    #expect(Self.capabilities(["TERM": "xterm-256color"]).colour)
    #expect(!Self.capabilities(["TERM": "xterm-256color", "NO_COLOR": "1"]).colour)
    #expect(Self.capabilities(["TERM": "xterm-256color", "NO_COLOR": ""]).colour)
    #expect(!Self.capabilities(["TERM": "dumb"]).colour)
    #expect(!Self.capabilities([:]).colour)
  }

  @Test func locale() {
    #expect(Self.capabilities(["LANG": "en_GB.UTF-8"]).style == .braille)
    #expect(Self.capabilities(["LANG": "C.utf8"]).unicode)
    #expect(Self.capabilities(["LANG": "en_GB.UTF-8", "LC_ALL": "C"]).style == .ascii)
    #expect(Self.capabilities(["LANG": "C", "LC_CTYPE": "de_DE.UTF-8"]).unicode)
    #expect(Self.capabilities(["LANG": "C", "LC_ALL": ""]).style == .ascii)
    #expect(!Self.capabilities([:]).unicode)
  }
}

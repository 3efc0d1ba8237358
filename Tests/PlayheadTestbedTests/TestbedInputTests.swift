import PlayheadTestbed
import Testing

/// `TestbedInput`: what `playhead simulate` plays, from a script, an events file or a recording.
@Suite struct TestbedInputTests {
  @Test("a script on a built-in touchpad is that touchpad and the synthesizer's frames")
  func script() throws {
    let text = "swipe 3 up 15mm 300ms"
    let input = try TestbedInput(.script(text, touchpad: "precision-i2c"))
    #expect(input.spec.name == "precision-i2c")
    let spec = try #require(TouchpadSpec.named("precision-i2c"))
    let expected = try GestureSynthesizer(spec: spec).synthesize(GestureScript(parsing: text)).events
    #expect(input.events == expected)
  }

  @Test("an unknown touchpad and a bad script are the testbed's kinds")
  func refusals() {
    #expect(throws: TestbedError.unknownTouchpad("nope")) {
      try TestbedInput(.script("swipe 3 up 15mm 300ms", touchpad: "nope"))
    }
    #expect(throws: TestbedError.unknownTouchpad("nope")) {
      try TestbedInput(.events(path: "/nonexistent", touchpad: "nope"))
    }
    #expect {
      try TestbedInput(.script("wiggle 3", touchpad: "synaptics-ps2"))
    } throws: { error in
      guard case .script = error as? TestbedError else { return false }
      return true
    }
  }
}

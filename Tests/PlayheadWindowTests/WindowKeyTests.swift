import PlayheadWindow
import Testing

/// Keys pressed in the window reach the engine as the terminal's do: evdev codes (from
/// linux/input-event-codes.h, written out here) to the HUD's key bytes.
@Suite("Window keys")
struct WindowKeyTests {
  @Test("q, Escape, space, r, s and p are the HUD's keys; other keys are nothing")
  func keyBytes() {
    // KEY_Q 16, KEY_ESC 1, KEY_SPACE 57, KEY_R 19, KEY_S 31, KEY_P 25.
    #expect(WaylandWindow.keyByte(evdevCode: 16) == UInt8(ascii: "q"))
    #expect(WaylandWindow.keyByte(evdevCode: 1) == UInt8(ascii: "q"))
    #expect(WaylandWindow.keyByte(evdevCode: 57) == UInt8(ascii: " "))
    #expect(WaylandWindow.keyByte(evdevCode: 19) == UInt8(ascii: "r"))
    #expect(WaylandWindow.keyByte(evdevCode: 31) == UInt8(ascii: "s"))
    #expect(WaylandWindow.keyByte(evdevCode: 25) == UInt8(ascii: "p"))
    // KEY_A 30, KEY_ENTER 28, KEY_LEFTCTRL 29, KEY_C 46 (Ctrl-C reaches Playhead as SIGINT from a
    // terminal, not as a key), 0 and a code past KEY_MAX.
    for code: UInt32 in [30, 28, 29, 46, 0, 0x300] { #expect(WaylandWindow.keyByte(evdevCode: code) == 0) }
  }
}

import PlayheadEvents
import PlayheadInput
import Testing

/// `playhead devices`' JSON through the one writer: the list's layout and the watch lines, every
/// expected text worked by hand (sizes from the synaptics-ps2 pad's ranges: 4296 / 65 and 3654 / 136).
@Suite("devices' JSON")
struct DevicesJSONTests {
  /// The list keeps `JSONEncoder`'s pretty, sorted layout; `/` is no longer written `\/` (JSON does
  /// not ask for it, and no other Playhead JSON does it); sizes have twelve decimals, where the
  /// encoder wrote Swift's shortest text (66.0923076923077).
  @Test("the list: sorted keys, two-space indents, null for what is unknown, [] for none")
  func list() {
    let known = TouchpadInfo(
      name: "SynPS/2 Synaptics TouchPad", node: "/dev/input/event12", sysname: "event12",
      widthMM: 4296.0 / 65, heightMM: 3654.0 / 136, hasGestures: true, canOpen: true)
    let closed = TouchpadInfo(
      name: "Pad \"B\"", node: "/dev/input/event13", sysname: "event13", canOpen: false)
    #expect(
      TouchpadInfo.json([known, closed]) == """
        [
          {
            "canOpen" : true,
            "gestures" : true,
            "heightMM" : 26.867647058824,
            "name" : "SynPS/2 Synaptics TouchPad",
            "node" : "/dev/input/event12",
            "widthMM" : 66.092307692308
          },
          {
            "canOpen" : false,
            "gestures" : null,
            "heightMM" : null,
            "name" : "Pad \\"B\\"",
            "node" : "/dev/input/event13",
            "widthMM" : null
          }
        ]
        """)
    #expect(TouchpadInfo.json([]) == "[]")
  }

  static func watched(_ event: InputEvent, read: Instant = 2_000_123, handled: Instant = 2_000_456) -> String
  {
    var out: [UInt8] = []
    EventJSON.appendWatched(event, readTime: read, handledTime: handled, to: &out)
    return String(decoding: out, as: UTF8.self)
  }

  /// The replay record's fields plus the three clocks; `time` is the µs exactly as seconds, whole
  /// numbers without `.0` (Swift's text wrote `0.0` and `1.0`), libinput's doubles to 10⁻¹².
  @Test("watch lines: a pinch update, a hold, a device")
  func watchLines() {
    let pinch = GestureEvent(
      kind: .pinch, phase: .update, fingers: 2, time: 1_000_000, dx: 0.1, dy: -1.0 / 3,
      dxUnaccelerated: 0, dyUnaccelerated: 2, scale: 1.0242297246246839, angleDelta: -0.028)
    #expect(
      Self.watched(.gesture(pinch))
        == #"{"kind":"pinch","phase":"update","cancelled":false,"fingers":2,"time":1,"dx":0.1,"#
        + #""dy":-0.333333333333,"dxUnaccelerated":0,"dyUnaccelerated":2,"scale":1.024229724625,"#
        + #""angle":-0.028,"timeUsec":1000000,"readUsec":2000123,"handledUsec":2000456}"#)
    let hold = GestureEvent(kind: .hold, phase: .end, cancelled: true, fingers: 3, time: 44_493_502_472)
    #expect(
      Self.watched(.gesture(hold))
        == #"{"kind":"hold","phase":"end","cancelled":true,"fingers":3,"time":44493.502472,"#
        + #""timeUsec":44493502472,"readUsec":2000123,"handledUsec":2000456}"#)
    let device = DeviceEvent(
      phase: .added, name: "SynPS/2 Synaptics TouchPad", sysname: "event12", widthMM: 4296.0 / 65,
      heightMM: nil)
    #expect(
      Self.watched(.device(device))
        == #"{"kind":"device","phase":"added","name":"SynPS/2 Synaptics TouchPad","sysname":"event12","#
        + #""widthMM":66.092307692308,"heightMM":null,"readUsec":2000123}"#)
  }
}

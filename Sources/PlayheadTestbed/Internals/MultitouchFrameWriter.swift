/// Emits protocol-B frames the way the kernel does: only values that changed, a slot switch before a
/// slot's values, tracking ids on touch-down and −1 on lift, BTN_TOUCH and one BTN_TOOL_* for the finger
/// count, the legacy ABS_X/ABS_Y of the first contact, and SYN_REPORT.
struct MultitouchFrameWriter {
  struct Slot: Equatable {
    var trackingID: Int32
    var x: Int32
    var y: Int32
  }

  let spec: TouchpadSpec
  private(set) var events: [EvdevEvent] = []
  private var slots: [Slot?]
  private var currentSlot = 0
  private var nextTrackingID: Int32 = 100
  private var touching = false
  private var toolKey: UInt16?
  private var legacy: (x: Int32, y: Int32)?
  /// Tracking id per finger index within the current gesture (a finger keeps its id while down).
  private var fingerIDs: [Int32] = []

  init(spec: TouchpadSpec) {
    self.spec = spec
    self.slots = Array(repeating: nil, count: max(1, spec.slotCount))
  }

  mutating func beginGesture() {
    fingerIDs = []
  }

  private mutating func emit(_ time: Int64, _ type: UInt16, _ code: UInt16, _ value: Int32) {
    events.append(EvdevEvent(time: time, type: type, code: code, value: value))
  }

  private func units(_ mm: Double, _ axis: AbsInfo) -> Int32 {
    let value = Double(axis.minimum) + mm * Double(max(axis.resolution, 1))
    return Int32(min(max(value.rounded(), Double(axis.minimum)), Double(axis.maximum)))
  }

  private mutating func select(_ slot: Int, _ time: Int64) {
    if slot != currentSlot {
      emit(time, EvdevCode.EV_ABS, EvdevCode.ABS_MT_SLOT, Int32(slot))
      currentSlot = slot
    }
  }

  /// One frame with these fingers down (empty: all lifted).
  mutating func frame(at time: Int64, fingers: [GesturePath.Finger]) {
    while fingerIDs.count < fingers.count {
      fingerIDs.append(nextTrackingID)
      nextTrackingID = nextTrackingID == 65535 ? 1 : nextTrackingID + 1
    }
    if fingers.count < fingerIDs.count { fingerIDs.removeLast(fingerIDs.count - fingers.count) }
    let x = spec.xAxis
    let y = spec.yAxis
    for slot in slots.indices {
      let new: Slot? =
        slot < fingers.count
        ? Slot(trackingID: fingerIDs[slot], x: units(fingers[slot].x, x), y: units(fingers[slot].y, y)) : nil
      let old = slots[slot]
      if let now = new, let before = old, before.trackingID == now.trackingID {
        if before.x != now.x || before.y != now.y { select(slot, time) }
        if before.x != now.x { emit(time, EvdevCode.EV_ABS, EvdevCode.ABS_MT_POSITION_X, now.x) }
        if before.y != now.y { emit(time, EvdevCode.EV_ABS, EvdevCode.ABS_MT_POSITION_Y, now.y) }
      } else if let now = new {
        // A new contact (or a new finger in a slot another just left): a new tracking id.
        select(slot, time)
        emit(time, EvdevCode.EV_ABS, EvdevCode.ABS_MT_TRACKING_ID, now.trackingID)
        emit(time, EvdevCode.EV_ABS, EvdevCode.ABS_MT_POSITION_X, now.x)
        emit(time, EvdevCode.EV_ABS, EvdevCode.ABS_MT_POSITION_Y, now.y)
      } else if old != nil {
        select(slot, time)
        emit(time, EvdevCode.EV_ABS, EvdevCode.ABS_MT_TRACKING_ID, -1)
      }
      slots[slot] = new
    }
    let nowTouching = !fingers.isEmpty
    if nowTouching != touching {
      emit(time, EvdevCode.EV_KEY, EvdevCode.BTN_TOUCH, nowTouching ? 1 : 0)
      touching = nowTouching
    }
    let key = EvdevCode.toolKey(fingers: fingers.count)
    if key != toolKey {
      if let old = toolKey { emit(time, EvdevCode.EV_KEY, old, 0) }
      if let new = key { emit(time, EvdevCode.EV_KEY, new, 1) }
      toolKey = key
    }
    if let first = slots[0] {
      if legacy?.x != first.x { emit(time, EvdevCode.EV_ABS, EvdevCode.ABS_X, first.x) }
      if legacy?.y != first.y { emit(time, EvdevCode.EV_ABS, EvdevCode.ABS_Y, first.y) }
      legacy = (first.x, first.y)
    }
    emit(time, EvdevCode.EV_SYN, EvdevCode.SYN_REPORT, 0)
  }
}

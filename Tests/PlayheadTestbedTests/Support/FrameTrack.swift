import PlayheadTestbed

/// Replays protocol-B evdev events into per-frame touch positions (mm), independently of the
/// synthesiser's own bookkeeping: the ground truth the libinput results are compared with.
struct FrameTrack {
  struct Frame {
    var time: Int64
    /// Centroid of the touches down, mm from the axes' minimum.
    var centroid: (x: Double, y: Double)?
    var touches: Int
    /// BTN_TOOL_* finger count (0 when lifted).
    var toolFingers: Int
    /// Mean distance of the touches from their centroid, mm (the pinch's spread).
    var spread: Double?
  }

  var frames: [Frame] = []

  init(events: [EvdevEvent], spec: TouchpadSpec) {
    var slot = 0
    var slots: [Int: (id: Int32, x: Int32, y: Int32)] = [:]
    var tool = 0
    let xRes = Double(spec.xAxis.resolution), yRes = Double(spec.yAxis.resolution)
    for event in events {
      switch (event.type, event.code) {
      case (3, 0x2f): slot = Int(event.value)
      case (3, 0x39):
        if event.value < 0 { slots[slot] = nil } else { slots[slot] = (event.value, 0, 0) }
      case (3, 0x35): slots[slot]?.x = event.value
      case (3, 0x36): slots[slot]?.y = event.value
      case (1, 0x145...0x148), (1, 0x14d...0x14f):
        if event.value == 1 {
          switch event.code {
          case 0x145: tool = 1
          case 0x14d: tool = 2
          case 0x14e: tool = 3
          case 0x14f: tool = 4
          default: tool = 5
          }
        } else if event.value == 0 {
          tool = 0
        }
      case (0, 0):
        var centroid: (x: Double, y: Double)?
        var spread: Double?
        if !slots.isEmpty {
          let xs = slots.values.map { Double($0.x - spec.xAxis.minimum) / xRes }
          let ys = slots.values.map { Double($0.y - spec.yAxis.minimum) / yRes }
          let c = (x: xs.reduce(0, +) / Double(xs.count), y: ys.reduce(0, +) / Double(ys.count))
          centroid = c
          spread =
            zip(xs, ys).map { (($0 - c.x) * ($0 - c.x) + ($1 - c.y) * ($1 - c.y)).squareRoot() }
            .reduce(0, +) / Double(xs.count)
        }
        frames.append(
          Frame(time: event.time, centroid: centroid, touches: slots.count, toolFingers: tool, spread: spread)
        )
      default:
        break
      }
    }
  }
}

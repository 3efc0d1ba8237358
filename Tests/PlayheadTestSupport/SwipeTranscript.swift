import Foundation

/// A small `libinput debug-events` transcript the CLI tests replay: DEVICE_ADDED (a 66 × 27 mm
/// Synaptics pad), then a 3-finger swipe down of 1 + 10 + 1 events 10 ms apart (BEGIN, ten UPDATEs of
/// 8 accelerated / 20 unaccelerated units, END): 13 events in all.
public enum SwipeTranscript {
  public static let text: String = {
    var lines = [
      "-event6   DEVICE_ADDED     Synaptics TouchPad                seat0 default group1  cap:pg  size 66x27mm"
    ]
    lines.append(" event6   GESTURE_SWIPE_BEGIN +1.000s\t3")
    for i in 1...10 {
      lines.append(
        String(
          format: " event6   GESTURE_SWIPE_UPDATE +%.3fs\t3  0.00/ 8.00 ( 0.00/20.00 unaccelerated)",
          1.0 + Double(i) * 0.01))
    }
    lines.append(" event6   GESTURE_SWIPE_END +1.110s\t3")
    return lines.joined(separator: "\n") + "\n"
  }()
}

/// libinput's unaccelerated gesture unit in mm of finger travel, per built-in touchpad and axis,
/// measured with the testbed (`swift test --filter Calibration`, see docs/testbed.md).
public enum Calibration {
  public static let synapticsPS2: (x: Double, y: Double)? = nil
  public static let precisionI2C: (x: Double, y: Double)? = nil
  public static let appleTrackpad: (x: Double, y: Double)? = nil
}

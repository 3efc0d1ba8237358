/// libinput's unaccelerated gesture unit in mm of finger travel, per built-in touchpad and axis,
/// measured with the testbed on libinput 1.22.1 (see docs/testbed.md, "Calibration"): scripted
/// 3- and 4-finger swipes in all four directions, the sum of libinput's unaccelerated deltas from
/// GESTURE_SWIPE_BEGIN to END against the script's travel over the same frames.
///
/// All three are 0.0950–0.0951 mm per unit (10.5 units per mm), not the nominal 1000-dpi 0.0254:
/// libinput's touchpad deltas are normalised to 1000 dpi and then slowed down for touchpads.
/// `CalibrationTests` re-measures them and fails if they drift by more than 1 %.
public enum Calibration {
  public static let synapticsPS2: SIMD2<Double>? = SIMD2(0.0951, 0.0951)
  public static let precisionI2C: SIMD2<Double>? = SIMD2(0.0950, 0.0950)
  public static let appleTrackpad: SIMD2<Double>? = SIMD2(0.0950, 0.0950)
}

/// How a gesture's raw libinput units become the units it reports. Fixed when a gesture starts, so
/// a device size that arrives mid-gesture never makes a translation jump.
public struct UnitScale: Sendable, Hashable {
  public var units: GestureUnits
  /// Reported units per raw unit: `millimetresPerUnit` in `.millimetres`, 1 in `.libinput`.
  public var factor: Double
  /// The touchpad's size in millimetres, when libinput knows it.
  public var touchpadSizeMM: Vector2?

  public init(units: GestureUnits, factor: Double, touchpadSizeMM: Vector2?) {
    self.units = units
    self.factor = factor
    self.touchpadSizeMM = touchpadSizeMM
  }

  /// Millimetres when the size is known (libinput then knows the resolution its 1000-dpi
  /// normalisation rests on), libinput units otherwise.
  public init(touchpadSizeMM: Vector2?, millimetresPerUnit: Double) {
    if let size = touchpadSizeMM, millimetresPerUnit.isFinite, millimetresPerUnit > 0 {
      self.init(units: .millimetres, factor: millimetresPerUnit, touchpadSizeMM: size)
    } else {
      self.init(units: .libinput, factor: 1, touchpadSizeMM: nil)
    }
  }

  /// libinput units, size unknown.
  public static let libinput = UnitScale(units: .libinput, factor: 1, touchpadSizeMM: nil)
}

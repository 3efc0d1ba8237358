import PlayheadEvents

/// How the recognizers read libinput's gestures. Distances here are in libinput's unaccelerated
/// units, as GNOME and KWin state theirs, so a preset means the same on every touchpad.
public struct GestureOptions: Sendable, Hashable {
  /// When a pan locks onto one axis.
  public enum AxisLock: Sendable, Hashable {
    /// Both axes stay free.
    case none
    /// Once the fingers have travelled this far (units, Euclidean), keep only the axis with the
    /// larger travel so far; the other axis's translation becomes 0 and later motion along it is dropped.
    case dominant(after: Double)
  }

  /// A pan is recognized (`.began`) once the fingers have travelled this far from libinput's BEGIN
  /// (Euclidean, units). 0: no dead zone. The travel inside the dead zone is kept, not lost.
  public var deadZone: Double
  /// With no dead zone, pans and pinches are `.began` at libinput's BEGIN (translation 0, scale 1),
  /// and every UPDATE is a `.changed` — the first motion shows in the first `.changed`. When false,
  /// they are `.began` at the first UPDATE instead (carrying its motion), as before 2026-11-22.
  public var beginsAtLibinputBegin: Bool
  /// Whether and when a pan locks onto one axis.
  public var axisLock: AxisLock
  /// Finger counts that may start each kind of gesture (libinput: swipes ≥ 3, pinches ≥ 2, holds ≥ 1).
  /// A gesture continued after a finger-count change keeps going whatever the new count is.
  public var swipeFingers: ClosedRange<Int>
  public var pinchFingers: ClosedRange<Int>
  public var holdFingers: ClosedRange<Int>
  /// libinput ends a swipe or pinch as *cancelled* when the finger count changes, and begins a new
  /// one with the new count. A BEGIN of the same kind within this gap after a cancelled END continues
  /// the same gesture; otherwise it is reported cancelled when the gap expires. 0 turns this off.
  /// A plain (not cancelled) END, fingers lifted, ends the gesture at once: no latency is added.
  public var fingerChangeGap: Duration
  /// The least-squares velocity window.
  public var velocityWindow: Duration
  /// Millimetres per unaccelerated unit. libinput normalises unaccelerated deltas to a 1000-dpi
  /// device, so nominally 1 unit = 25.4 / 1000 mm; the testbed measures the real factor per device.
  /// Used only when the device's size is known (libinput then knows its resolution).
  public var millimetresPerUnit: Double

  /// libinput's nominal 1000-dpi normalisation: 0.0254 mm per unit.
  public static let nominalMillimetresPerUnit = 25.4 / 1000

  public init(
    deadZone: Double = 0, beginsAtLibinputBegin: Bool = true, axisLock: AxisLock = .none,
    swipeFingers: ClosedRange<Int> = 3...10,
    pinchFingers: ClosedRange<Int> = 2...10, holdFingers: ClosedRange<Int> = 1...10,
    fingerChangeGap: Duration = 150_000, velocityWindow: Duration = 150_000,
    millimetresPerUnit: Double = GestureOptions.nominalMillimetresPerUnit
  ) {
    self.deadZone = deadZone
    self.beginsAtLibinputBegin = beginsAtLibinputBegin
    self.axisLock = axisLock
    self.swipeFingers = swipeFingers
    self.pinchFingers = pinchFingers
    self.holdFingers = holdFingers
    self.fingerChangeGap = fingerChangeGap
    self.velocityWindow = velocityWindow
    self.millimetresPerUnit = millimetresPerUnit
  }

  /// GNOME Shell's swipe tracker: a 16-unit dead zone, then a lock onto the dominant axis.
  public static let gnome = GestureOptions(deadZone: 16, axisLock: .dominant(after: 16))
  /// KWin: no dead zone, the axis locks after 5 units.
  public static let kwin = GestureOptions(deadZone: 0, axisLock: .dominant(after: 5))
}

/// `struct input_absinfo` for one axis: range, fuzz, flat and resolution (units per mm).
public struct AbsInfo: Sendable, Hashable {
  public var value: Int32
  public var minimum: Int32
  public var maximum: Int32
  public var fuzz: Int32
  public var flat: Int32
  public var resolution: Int32

  public init(
    value: Int32 = 0, minimum: Int32, maximum: Int32, fuzz: Int32 = 0, flat: Int32 = 0, resolution: Int32 = 0
  ) {
    self.value = value
    self.minimum = minimum
    self.maximum = maximum
    self.fuzz = fuzz
    self.flat = flat
    self.resolution = resolution
  }

  /// The axis length in mm, nil without a resolution.
  public var lengthMM: Double? {
    resolution > 0 ? Double(maximum - minimum) / Double(resolution) : nil
  }
}

import PlayheadTestbed

extension Testbed {
  /// The libinput tests' touchpad, the Synaptics PS/2 clickpad as event12 (x 1472…5768 at 65
  /// units/mm, y 1408…5062 at 136 units/mm: the axes the tests' sizes are worked from), playing `frames`.
  static func synaptics(_ frames: ScriptedFrames = ScriptedFrames()) -> Testbed {
    Testbed(spec: .synapticsPS2, events: frames.events)
  }
}

extension Testbed.RunOptions {
  /// A run the command ends itself (`--gestures 1`, a listing, a refusal): `openDelay` µs for the
  /// command to open the node and 1 s more before the first touch (libinput drains what is queued
  /// when it opens the node), no planned stop, 60 s before the hard timeout.
  static func untilExit(openDelay: Int64 = 150_000) -> Self {
    var options = Self.stoppedAfterLastRead(openDelay: openDelay)
    options.stopAfterLastEvent = nil
    return options
  }

  /// As `untilExit`, but the command (`libinput debug-events`) gets SIGINT once it read the last frame.
  static func stoppedAfterLastRead(openDelay: Int64 = 150_000) -> Self {
    var options = Self()
    options.openDelay = openDelay
    options.leadIn = 1_000_000
    options.timeout = 60
    return options
  }
}

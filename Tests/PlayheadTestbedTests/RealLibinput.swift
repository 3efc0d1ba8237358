import Testing

/// Every test that runs umockdev and real libinput, one at a time: event delivery through umockdev
/// drifts under load, and two testbeds competing for the cores make libinput's timers fire late.
@Suite("Through real libinput", .serialized)
enum RealLibinput {}

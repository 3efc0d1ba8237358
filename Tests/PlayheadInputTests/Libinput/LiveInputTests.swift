import Testing

/// The suites that run real libinput on emulated touchpads. They run one at a time: libinput tells
/// holds, pinches and scrolls apart with timers on the real clock, so two testbeds competing for the
/// CPU could change what it recognises.
@Suite(.serialized) enum LiveInputTests {}

import PlayheadEvents

/// UIKit's gesture-recognizer life cycle, written the way libinput writes its gesture code: named
/// states, named events, one handler per state, an exhaustive `switch` with no `default:`, and the
/// finger-change window's expiry delivered as an event (`.gapExpired`), never read from a clock.
///
/// The machine only decides; it returns an `Action` that the recognizer applies (swift-nio style).
///
///     possible ──begin──► tracking ──update(passed)──► began ──update──► changed ──end──► ended
///         └───────begin(recognized)───────────────────────┘
///         ▲                  │ end / device removed        │                 │ end(cancelled) ─► suspended
///         │                  ▼                             ▼                 ▼ device removed       │ begin: resume
///         └──────────── failed ◄───────────── (ended, cancelled, failed return to possible) ◄──────┘ gapExpired: cancelled
public struct RecognizerStateMachine: Sendable, Hashable {
  /// The machine's own states; `publicState` folds them into UIKit's six.
  public enum State: Sendable, Hashable {
    /// No gesture under way.
    case possible
    /// libinput began a gesture but it is not recognized yet (dead zone, or no update yet).
    case tracking
    case began
    case changed
    /// libinput ended the gesture as cancelled, which is what it does when the finger count changes;
    /// a BEGIN of the same kind before `deadline` continues this gesture. Reported as `.changed`.
    case suspended(deadline: Instant)
    case ended
    case cancelled
    case failed
  }

  /// What happened, in the recognizer's words.
  public enum Event: Sendable, Hashable {
    /// libinput's BEGIN with an accepted finger count. `recognized`: the gesture is recognized at
    /// once (holds, pinches, pans without a dead zone); otherwise an update must pass the threshold.
    case begin(recognized: Bool)
    /// libinput's UPDATE, already folded in; `passedThreshold` says the dead zone is behind us.
    case update(passedThreshold: Bool)
    /// libinput's END, fingers lifted.
    case end
    /// libinput's END flagged cancelled; `resumeDeadline` opens the finger-change window (nil: none).
    case endCancelled(resumeDeadline: Instant?)
    /// The finger-change window closed with no new BEGIN (a timeout, delivered as an event).
    case gapExpired
    /// The touchpad went away mid-gesture.
    case deviceRemoved
  }

  /// What the recognizer must do after an event.
  public enum Action: Sendable, Hashable {
    /// Nothing observable happened.
    case none
    /// A new gesture starts: reset translation, velocity window, finger count.
    case startTracking
    /// A new gesture starts and is recognized at once (holds): reset, then report this state.
    case startTrackingAndReport(RecognizerState)
    /// Report a snapshot in this state with the current values.
    case report(RecognizerState)
    /// Report the old gesture's end in this state, then reset for the new gesture that just began.
    case reportThenStartTracking(RecognizerState)
    /// The finger count changed within the window: keep every accumulator, report `.changed`.
    case resume
  }

  /// One transition, for a log line (`description`), as libinput logs each of its own.
  public struct Transition: Sendable, Hashable, CustomStringConvertible {
    /// The state before the event.
    public var from: State
    /// The event handled.
    public var event: Event
    /// The state after it.
    public var to: State
    public var description: String { "\(from) --\(event)--> \(to)" }
  }

  /// The current state (`publicState` is UIKit's name for it).
  public private(set) var state: State = .possible
  /// The last transition taken (nil before the first event); cheap to keep, formatted only when read.
  public private(set) var lastTransition: Transition?

  public init() {}

  /// The state as UIKit names it.
  public var publicState: RecognizerState {
    switch state {
    case .possible, .tracking: return .possible
    case .began: return .began
    case .changed, .suspended: return .changed
    case .ended: return .ended
    case .cancelled: return .cancelled
    case .failed: return .failed
    }
  }

  /// True while a gesture is under way and recognized (began, changed, or in its finger-change window).
  public var isActive: Bool {
    switch state {
    case .began, .changed, .suspended: return true
    case .possible, .tracking, .ended, .cancelled, .failed: return false
    }
  }

  /// True between libinput's BEGIN and END, recognized or not.
  public var isTracking: Bool { isActive || state == .tracking }

  /// The finger-change window's deadline, if one is open.
  public var resumeDeadline: Instant? {
    if case .suspended(let deadline) = state { return deadline }
    return nil
  }

  /// Feeds one event; returns what the recognizer must do.
  public mutating func handle(_ event: Event) -> Action {
    let from = state
    let action: Action
    switch state {
    case .possible: action = onPossible(event)
    case .tracking: action = onTracking(event)
    case .began, .changed: action = onActive(event)
    case .suspended: action = onSuspended(event)
    case .ended, .cancelled, .failed:
      // UIKit resets a finished recognizer before the next touch: ended/cancelled/failed → possible.
      state = .possible
      action = onPossible(event)
    }
    lastTransition = Transition(from: from, event: event, to: state)
    return action
  }

  private mutating func onPossible(_ event: Event) -> Action {
    switch event {
    case .begin(let recognized):
      state = recognized ? .began : .tracking
      return recognized ? .startTrackingAndReport(.began) : .startTracking
    case .update, .end, .endCancelled, .gapExpired, .deviceRemoved:
      // Nothing under way; the recognizer synthesizes a BEGIN for an UPDATE that lacks one.
      return .none
    }
  }

  private mutating func onTracking(_ event: Event) -> Action {
    switch event {
    case .begin:
      // BEGIN twice: the first was never recognized, start over.
      return onPossible(event)
    case .update(let passed):
      guard passed else { return .none }
      state = .began
      return .report(.began)
    case .end, .endCancelled, .deviceRemoved:
      // Never recognized (e.g. it stayed inside the dead zone): UIKit's failed.
      state = .failed
      return .report(.failed)
    case .gapExpired:
      return .none
    }
  }

  private mutating func onActive(_ event: Event) -> Action {
    switch event {
    case .begin(let recognized):
      // BEGIN without END (seen in pasted transcripts): the old gesture is cancelled, a new one starts
      // (a hold's new `.began` is then implied by the cancellation, one snapshot per event).
      state = recognized ? .began : .tracking
      return .reportThenStartTracking(.cancelled)
    case .update:
      state = .changed
      return .report(.changed)
    case .end:
      state = .ended
      return .report(.ended)
    case .endCancelled(let deadline):
      if let deadline {
        state = .suspended(deadline: deadline)
        return .none
      }
      state = .cancelled
      return .report(.cancelled)
    case .gapExpired:
      return .none
    case .deviceRemoved:
      state = .cancelled
      return .report(.cancelled)
    }
  }

  private mutating func onSuspended(_ event: Event) -> Action {
    switch event {
    case .begin, .update:
      // The new finger count's gesture continues this one (an UPDATE here lost its BEGIN line).
      state = .changed
      return .resume
    case .end, .endCancelled, .gapExpired, .deviceRemoved:
      state = .cancelled
      return .report(.cancelled)
    }
  }
}

import PlayheadEvents

/// Keeps a transcript's gesture events in the order live libinput delivers them: one gesture at a
/// time, BEGIN, UPDATE…, END, with a fixed kind and finger count.
///
/// Pasted transcripts break that order (a `grep` that lost the BEGIN, a paste that starts mid-swipe or
/// stops before the END), and the recognizers downstream should not have to guess. A value-type state
/// machine in swift-nio's style: `handle` takes an input and returns the events to pass on plus the
/// repair it made, if any. The repairs follow libinput's own rules: a gesture that is interrupted
/// ends *cancelled*; an UPDATE that arrives with no gesture begun starts one (what comfortable-swipe
/// PR #69 did for the Surface Pro); an END with nothing to end carries no information and is dropped.
struct GestureSequencer {
  /// The gesture in progress, as far as the sequence is concerned.
  struct OpenGesture: Equatable {
    var kind: GestureKind
    var fingers: Int
    /// The line its BEGIN came from (or the UPDATE a BEGIN was inserted for).
    var line: Int
    var lastTime: Instant
    /// The last absolute pinch scale, repeated by the END (nil when libinput 1.28.0 hid it).
    var scale: Double?
  }

  enum Input {
    case gesture(GestureEvent, line: Int)
    /// The touchpad went away: a gesture in progress ends cancelled, as libinput does.
    case deviceRemoved(time: Instant)
    case endOfInput
  }

  /// What was changed, for the warning the reader reports.
  enum Repair: Equatable {
    case insertedBegin(GestureKind)
    case droppedEnd(GestureKind)
    /// The open gesture was ended cancelled because of `cause`.
    case cancelled(OpenGesture, cause: CancelCause)
  }

  enum CancelCause: Equatable {
    case newBegin
    case otherGesture
    case otherEnd
    case deviceRemoved
    case endOfInput
  }

  /// Up to three events (cancel the open gesture, begin a new one, the update itself) and a repair.
  struct Actions {
    var first: GestureEvent?
    var second: GestureEvent?
    var third: GestureEvent?
    var repair: Repair?

    init(
      _ first: GestureEvent? = nil, _ second: GestureEvent? = nil, _ third: GestureEvent? = nil,
      repair: Repair? = nil
    ) {
      self.first = first
      self.second = second
      self.third = third
      self.repair = repair
    }

    func forEach(_ body: (GestureEvent) throws -> Void) rethrows {
      if let first { try body(first) }
      if let second { try body(second) }
      if let third { try body(third) }
    }
  }

  /// The gesture in progress; nil between gestures.
  private(set) var inProgress: OpenGesture?

  mutating func handle(_ input: Input) -> Actions {
    switch input {
    case .gesture(let event, let line):
      return handleGesture(event, line: line)
    case .deviceRemoved(let time):
      return cancelOpen(at: time, cause: .deviceRemoved)
    case .endOfInput:
      return cancelOpen(at: nil, cause: .endOfInput)
    }
  }

  /// The in-order case, nearly every line: a BEGIN with no gesture open, an UPDATE of the open
  /// gesture's kind and finger count, or its END with nothing to fill in. Moves the state on and
  /// returns true only when `handle` would pass `event` on alone, unchanged, with no repair (with the
  /// same state after); returns false, changing nothing, when `handle` must decide (also for a pinch
  /// END without a scale, which `handle` may fill in).
  ///
  /// Measured hot path (issue 26): `handle`'s `Actions` (three optional events and a repair) were
  /// built and read for every line, 3 % of a replay without a log.
  mutating func passesInOrder(_ event: GestureEvent, line: Int) -> Bool {
    guard let current = inProgress else {
      guard event.phase == .begin else { return false }
      inProgress = open(event, line: line)
      return true
    }
    switch event.phase {
    case .begin:
      return false
    case .update:
      guard event.kind == current.kind && event.fingers == current.fingers else { return false }
      inProgress = track(event, in: current)
      return true
    case .end:
      guard event.kind == current.kind && !(event.kind == .pinch && event.scale == nil) else { return false }
      inProgress = nil
      return true
    }
  }

  /// Ends the open gesture cancelled (at its last time when `time` is nil); nothing when idle.
  private mutating func cancelOpen(at time: Instant?, cause: CancelCause) -> Actions {
    guard let open = inProgress else { return Actions() }
    inProgress = nil
    return Actions(cancelEnd(open, at: time ?? open.lastTime), repair: .cancelled(open, cause: cause))
  }

  private mutating func handleGesture(_ event: GestureEvent, line: Int) -> Actions {
    guard let current = inProgress else {
      switch event.phase {
      case .begin:
        inProgress = open(event, line: line)
        return Actions(event)
      case .update:
        let begin = beginEvent(like: event)
        inProgress = track(event, in: open(begin, line: line))
        return Actions(begin, event, repair: .insertedBegin(event.kind))
      case .end:
        return Actions(repair: .droppedEnd(event.kind))
      }
    }
    switch event.phase {
    case .begin:
      inProgress = open(event, line: line)
      return Actions(
        cancelEnd(current, at: event.time), event, repair: .cancelled(current, cause: .newBegin))
    case .update:
      if event.kind == current.kind && event.fingers == current.fingers {
        inProgress = track(event, in: current)
        return Actions(event)
      }
      let begin = beginEvent(like: event)
      inProgress = track(event, in: open(begin, line: line))
      return Actions(
        cancelEnd(current, at: event.time), begin, event, repair: .cancelled(current, cause: .otherGesture))
    case .end:
      inProgress = nil
      if event.kind == current.kind {
        var end = event
        if end.kind == .pinch && end.scale == nil { end.scale = current.scale }
        return Actions(end)
      }
      return Actions(cancelEnd(current, at: event.time), repair: .cancelled(current, cause: .otherEnd))
    }
  }

  private func open(_ begin: GestureEvent, line: Int) -> OpenGesture {
    OpenGesture(
      kind: begin.kind, fingers: begin.fingers, line: line, lastTime: begin.time, scale: begin.scale)
  }

  private func track(_ update: GestureEvent, in open: OpenGesture) -> OpenGesture {
    var open = open
    open.lastTime = update.time
    if update.kind == .pinch { open.scale = update.scale }
    return open
  }

  /// The BEGIN libinput would have sent before `event`: same kind and fingers, no deltas, scale 1.
  private func beginEvent(like event: GestureEvent) -> GestureEvent {
    let pinch = event.kind == .pinch
    return GestureEvent(
      kind: event.kind, phase: .begin, fingers: event.fingers, time: event.time,
      scale: pinch ? 1 : nil, angleDelta: pinch ? 0 : nil)
  }

  /// An END marked cancelled for `open`, repeating its last scale as libinput's END does; marked
  /// `synthesized`, since no line of the input said so.
  private func cancelEnd(_ open: OpenGesture, at time: Instant) -> GestureEvent {
    let pinch = open.kind == .pinch
    return GestureEvent(
      kind: open.kind, phase: .end, cancelled: true, synthesized: true, fingers: open.fingers,
      time: max(time, open.lastTime),
      scale: pinch ? open.scale : nil, angleDelta: pinch ? 0 : nil)
  }
}

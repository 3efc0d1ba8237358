import Glibc
import PlayheadEngine
import PlayheadGestures
import PlayheadInput
import PlayheadTransitions

extension Session {
  /// A session of one transition — yours in Swift (`TransitionDescriptor(name:animator:gesture:)`)
  /// as easily as a built-in or a file's — driven by its default gesture, released as UIKit does.
  /// - Parameters:
  ///   - travelMillimetres: this many mm of finger travel are the whole transition; nil: the
  ///     touchpad stands for the container.
  ///   - log: where the state log goes (`-`: standard output); nil: the HUD on a terminal, else the
  ///     log on standard output. Gesture units follow the input (`unitFollowsInput`).
  public convenience init(
    transition: TransitionDescriptor, travelMillimetres: Double? = nil, log: String? = nil
  ) throws(SessionError) {
    let binding: GestureBinding
    let dismissal: GestureBinding
    do throws(GestureBindingError) {
      binding = try GestureBinding(parsing: transition.defaultGesture, distanceMM: travelMillimetres)
      dismissal = try EngineConfiguration.Slot.dismissalBinding(of: transition, beside: binding)
    } catch {
      throw .gesture(error)
    }
    let slot = EngineConfiguration.Slot(
      descriptor: transition, binding: binding, dismissalBinding: dismissal, driver: TransitionConfiguration()
    )
    let terminal = log == nil && isatty(STDOUT_FILENO) == 1
    let stateLog: StateLog?
    do throws(OutputError) {
      stateLog = terminal ? nil : try StateLog.open(log ?? "-")
    } catch {
      throw .log(error)
    }
    self.init(
      configuration: EngineConfiguration(slots: [slot], source: "\(transition.name) (Swift)"), log: stateLog,
      showsHUD: terminal)
    unitFollowsInput = true
  }

  /// Gesture units as the input reads them: libinput's 0.095 mm on touchpads, a transcript's own
  /// era's unit, 1/1000 inch (libinput's nominal) for events made in code.
  func settingUnit(for input: Input) throws(TranscriptError) {
    guard unitFollowsInput else { return }
    let mm: Double
    switch input {
    case .touchpads: mm = LibinputUnit.filteredMillimetres
    case .transcript(let cursor): mm = try cursor.unit().millimetres
    case .events, .source: mm = GestureOptions.nominalMillimetresPerUnit
    }
    configuration.gestureOptions.millimetresPerUnit = mm
    for i in configuration.slots.indices {
      configuration.slots[i].binding.millimetresPerUnit = mm
      configuration.slots[i].dismissalBinding.millimetresPerUnit = mm
    }
  }
}

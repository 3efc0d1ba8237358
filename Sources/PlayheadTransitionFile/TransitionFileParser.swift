import PlayheadGestures
import PlayheadTiming
import PlayheadTransitions
import Yams

/// Turns a composed YAML document into a `TransitionDefinition`, or every problem with its place.
struct TransitionFileParser {
  static let topKeys = [
    "name", "seed", "summary", "duration", "curve", "container", "layers", "from", "to", "animations",
    "dismissal", "interaction", "release", "completion", "dynamic",
  ]
  /// The physics `dynamic:` may name: MEDynamicTransition's gravity, push and collisions.
  static let physics = ["MEDynamicTransition"]

  var reader = NodeReader()
  /// Layer names as declared, with the node that declared each.
  var declared: [String: Node] = [:]
  /// The `parent:` value of each layer that has one.
  var parentNodes: [String: Node] = [:]
  /// What `check` prints but does not refuse, each `warning: …` at its place.
  var warnings: [TransitionFileError.Problem] = []
  /// What the overlap warnings work their values from: the layers, the container, the duration.
  var layerDefinitions: [LayerDefinition] = []
  var containerSize: ContainerSize?
  var fileDuration = 1.0
  /// The directory the file is in, with a trailing `/` (empty: the working directory): images are
  /// relative to it.
  var baseDirectory = ""
  /// `layer.backgroundColor` / `layer.borderColor` some change sets.
  var colouredLayers: Set<String> = []

  mutating func parse(_ root: Node) -> TransitionDefinition? {
    guard let top = reader.fields(root, "the file", known: Self.topKeys) else { return nil }
    func required(_ key: String) -> Node? {
      if let node = top[key] { return node }
      reader.report(root, "missing required key '\(key)'")
      return nil
    }
    let name = required("name").flatMap { reader.string($0, "name") }
    if let node = top["name"], let name, name.isEmpty || name.contains(where: { $0 == " " || $0 == "/" }) {
      reader.report(node, "name must be one word without spaces or slashes, got '\(name)'")
    }
    let seed = top["seed"].flatMap { reader.string($0, "seed") } ?? ""
    let summary = top["summary"].flatMap { reader.string($0, "summary") } ?? ""
    let duration = required("duration").flatMap { reader.positive($0, "duration", " seconds") }
    fileDuration = duration ?? 1
    let curveNode = top["curve"]
    let curve = curveNode.map { reader.curve($0) } ?? .easeInEaseOut
    let curveName = curveNode?.scalar?.string.trimmingSpaces ?? "easeInEaseOut"

    var m34 = ValueExpression.number(0)
    var sublayerTransform: [ValueExpression]?
    if let node = top["container"],
      let c = reader.fields(node, "container", known: ["size", "m34", "sublayerTransform"])
    {
      if let s = c["size"], let v = reader.vector(s, "container size", count: 2...2) {
        let size = v.compactMap(\.constant)
        if size.count == 2 && size.allSatisfy({ ContainerSize.sides.contains($0) }) {
          containerSize = ContainerSize(width: size[0], height: size[1])
        } else {
          reader.report(s, "container size must be two numbers in \(ContainerSize.sidesText) (points)")
        }
      }
      if let e = c["m34"].flatMap({ reader.expression($0, "m34") }) { m34 = e }
      if let t = c["sublayerTransform"] {
        if let m = c["m34"] { reader.report(m, "give sublayerTransform or its m34 shorthand, not both") }
        sublayerTransform = parseMatrix(t, "sublayerTransform")
      }
    }

    var layers = required("layers").map { parseLayers($0) } ?? []
    layerDefinitions = layers
    let fromName = required("from").flatMap { reader.string($0, "from") }
    let toName = required("to").flatMap { reader.string($0, "to") }
    let presentation = TransitionDefinition.Play(
      set: [], animations: top["animations"].map { parseAnimations($0, defaultCurve: curve) } ?? [])
    var dismissal = TransitionDefinition.Dismissal.same
    var swaps = false
    if let node = top["dismissal"] {
      (dismissal, swaps) = parseDismissal(node, defaultCurve: curve, presentation: presentation)
    }
    let interaction = required("interaction").flatMap { parseInteraction($0) }
    var rule = DecisionRule.threshold(0.5)
    var completion = CompletionDefinition()
    if let node = top["release"] { rule = parseRelease(node, into: &completion) ?? rule }
    if let node = top["completion"] { parseCompletion(node, into: &completion) }
    var usesDynamics = false
    if let node = top["dynamic"], reader.choice(node, "dynamic", Self.physics) != nil {
      usesDynamics = true
      if case .releaseDirection = rule {
      } else {
        reader.report(node, "dynamic physics decide by the release direction; set release: {rule: direction}")
      }
    }
    checkLayerTree(layers)
    markColoured(&layers)
    checkRoles(fromName, top["from"], toName, top["to"], layers)

    guard reader.problems.isEmpty, let name, let duration, let curve, let fromName, let toName,
      let interaction
    else { return nil }
    return TransitionDefinition(
      name: name.lowercased(), seed: seed, summary: summary, duration: duration, curveName: curveName,
      curve: curve,
      containerSize: containerSize, m34: m34, sublayerTransform: sublayerTransform, layers: layers,
      fromName: fromName, toName: toName,
      presentation: presentation, dismissal: dismissal, swapsRolesOnDismissal: swaps,
      gesture: interaction.gesture, dismissalGesture: interaction.dismissalGesture,
      travelMillimetres: interaction.millimetres, percentMapping: interaction.percentMapping, rule: rule,
      completion: completion, usesDynamics: usesDynamics, sizedValues: reader.sized, warnings: warnings)
  }

  mutating func checkRoles(
    _ from: String?, _ fromNode: Node?, _ to: String?, _ toNode: Node?, _ layers: [LayerDefinition]
  ) {
    for (name, node, role) in [(from, fromNode, "from"), (to, toNode, "to")] {
      guard let name, let node else { continue }
      guard let layer = layers.first(where: { $0.name == name }) else {
        reader.report(node, "\(role) layer '\(name)' is not declared in layers")
        continue
      }
      if layer.parent != nil {
        reader.report(node, "\(role) layer '\(name)' must be a sublayer of the container")
      }
    }
  }

  // MARK: Dismissal

  mutating func parseDismissal(
    _ node: Node, defaultCurve: TimingFunction?, presentation: TransitionDefinition.Play
  )
    -> (TransitionDefinition.Dismissal, Bool)
  {
    guard let d = reader.fields(node, "dismissal", known: ["roles", "play", "set", "animations"]) else {
      return (.same, false)
    }
    let swaps = d["roles"].flatMap { reader.choice($0, "roles", ["same", "swap"]) } == "swap"
    let play = d["play"].flatMap { reader.choice($0, "play", ["same", "reverse"]) }
    if d["set"] != nil || d["animations"] != nil {
      if let playNode = d["play"] {
        reader.report(playNode, "play must be left out when the dismissal has its own set and animations")
      }
      let set = d["set"].map { parseChanges($0, allowFrom: false) } ?? []
      let animations = d["animations"].map { parseAnimations($0, defaultCurve: defaultCurve, set: set) } ?? []
      return (.own(.init(set: set, animations: animations)), swaps)
    }
    if play == "reverse" {
      if presentation.animations.contains(where: { $0.repeatCount == .infinity }) {
        reader.report(d["play"], "play: reverse cannot mirror a block that repeats forever (repeat: true)")
      }
      return (.reverse, swaps)
    }
    return (.same, swaps)
  }

  // MARK: Release and completion

  mutating func parseRelease(_ node: Node, into completion: inout CompletionDefinition) -> DecisionRule? {
    let keys = ["rule", "threshold", "horizon", "velocityWins", "flickVelocity"]
    guard let r = reader.fields(node, "release", known: keys) else { return nil }
    let kind =
      r["rule"].flatMap { reader.choice($0, "rule", ["threshold", "projected", "direction"]) } ?? "threshold"
    let threshold = r["threshold"].flatMap { reader.number($0, "threshold", in: 0...1, "[0, 1]") }
    if let w = r["velocityWins"] { completion.velocityWins = reader.bool(w, "velocityWins") }
    if let f = r["flickVelocity"] { completion.flickVelocity = reader.positive(f, "flickVelocity") }
    switch kind {
    case "projected":
      let horizon = r["horizon"].flatMap { reader.positive($0, "horizon") }
      if r["horizon"] == nil { reader.report(node, "rule: projected needs horizon (seconds ahead)") }
      guard let horizon else { return nil }
      return .projectedAhead(horizon: horizon, threshold: threshold ?? 0.5)
    case "direction":
      if let t = r["threshold"] { reader.report(t, "rule: direction has no threshold") }
      return .releaseDirection
    default:
      if let h = r["horizon"] { reader.report(h, "horizon belongs to rule: projected") }
      return .threshold(threshold ?? 0.5)
    }
  }

  mutating func parseCompletion(_ node: Node, into completion: inout CompletionDefinition) {
    guard let c = reader.fields(node, "completion", known: ["mode", "curve", "speed", "spring"]) else {
      return
    }
    if let m = c["mode"],
      let mode = reader.choice(m, "mode", CompletionAnimation.Mode.allCases.map(\.rawValue))
    {
      completion.mode = CompletionAnimation.Mode(rawValue: mode)
    }
    if let n = c["curve"] { completion.curve = reader.curve(n) }
    // At least 0.01 (100× slower): a slower completion would last hours of frames, or ages.
    if let n = c["speed"] {
      completion.speed = reader.number(
        n, "completion speed", in: CompletionAnimation.slowestSpeed...Double.greatestFiniteMagnitude,
        "0.01 or more")
    }
    if let n = c["spring"] { completion.spring = parseSpring(n) }
  }

  /// `{mass, stiffness, damping}` or `{duration, bounce}`.
  mutating func parseSpring(_ node: Node) -> Spring? {
    guard
      let s = reader.fields(node, "spring", known: ["mass", "stiffness", "damping", "duration", "bounce"])
    else {
      return nil
    }
    if s["duration"] != nil || s["bounce"] != nil {
      if let extra = s["mass"] ?? s["stiffness"] ?? s["damping"] {
        reader.report(extra, "a spring is either mass/stiffness/damping or duration/bounce, not both")
        return nil
      }
      guard let dn = s["duration"] else {
        reader.report(node, "a spring with bounce needs duration")
        return nil
      }
      guard let d = reader.positive(dn, "spring duration") else { return nil }
      let bounce = s["bounce"].flatMap { reader.number($0, "bounce", in: -0.999_999...1, "(-1, 1]") } ?? 0
      return try? Spring(duration: d, bounce: bounce)
    }
    let mass = s["mass"].flatMap { reader.positive($0, "mass") } ?? 1
    let stiffness = s["stiffness"].flatMap { reader.positive($0, "stiffness") } ?? 100
    let damping =
      s["damping"].flatMap { reader.number($0, "damping", in: 0...Double.greatestFiniteMagnitude, "[0, ∞)") }
      ?? 10
    return try? Spring(mass: mass, stiffness: stiffness, damping: damping)
  }
}

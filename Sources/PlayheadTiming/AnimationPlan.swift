/// A layer tree's animations as `LayerTree.presentation(at:into:)` reads them every frame: one step
/// per animation in the order added, each pointing into an array of its own kind.
///
/// Measured hot path (issue 26): sampling switched on `LayerAnimation`, and Swift copied the enum and
/// its payload out (a keyframe animation's arrays retained and released) for every animation on
/// every frame; an element of a typed array is read in place. Built when the animations change,
/// shared by copies of the tree (`LayerTree.assign(from:)` allocates nothing).
@usableFromInline struct AnimationPlan: Sendable, Hashable {
  @usableFromInline enum Kind: UInt8, Sendable {
    case basic, keyframe, spring
  }

  /// One animation to apply: its layer, where it lives, and what its value does to the property.
  @usableFromInline struct Step: Sendable {
    @usableFromInline let layer: Int
    @usableFromInline let kind: Kind
    @usableFromInline let index: Int
    @usableFromInline let property: LayerProperty
    @usableFromInline let isAdditive: Bool
  }

  /// The animations as attached (what `LayerTree.animations` reads).
  @usableFromInline let entries: [AnimationEntry]
  @usableFromInline private(set) var steps: [Step] = []
  @usableFromInline private(set) var basics: [BasicAnimation] = []
  @usableFromInline private(set) var keyframes: [KeyframeAnimation] = []
  @usableFromInline private(set) var springs: [SpringAnimation] = []

  init(_ entries: [AnimationEntry]) {
    self.entries = entries
    for entry in entries {
      let animation = entry.animation
      let kind: Kind
      let index: Int
      switch animation {
      case .basic(let a):
        (kind, index) = (.basic, basics.count)
        basics.append(a)
      case .keyframe(let a):
        (kind, index) = (.keyframe, keyframes.count)
        keyframes.append(a)
      case .spring(let a):
        (kind, index) = (.spring, springs.count)
        springs.append(a)
      }
      steps.append(
        Step(
          layer: entry.layer.index, kind: kind, index: index, property: animation.property,
          isAdditive: animation.isAdditive))
    }
  }

  /// Applies every step to `buffer` at each layer's local time (`local`, NaN: the layer shows its model).
  @inlinable func apply(
    at local: UnsafeMutableBufferPointer<Double>, into buffer: UnsafeMutableBufferPointer<LayerValues>
  ) {
    // Through buffer pointers: an element read through `Array`'s subscript was still copied (retained).
    basics.withUnsafeBufferPointer { basics in
      keyframes.withUnsafeBufferPointer { keyframes in
        springs.withUnsafeBufferPointer { springs in
          for step in steps {
            let layerTime = local[step.layer]
            if layerTime.isNaN { continue }
            let sampled: Double?
            switch step.kind {
            case .basic: sampled = basics[step.index].value(atLayerTime: layerTime)
            case .keyframe:
              sampled = KeyframeAnimation.value(
                of: keyframes.baseAddress.unsafelyUnwrapped + step.index, atLayerTime: layerTime)
            case .spring: sampled = springs[step.index].value(atLayerTime: layerTime)
            }
            guard let value = sampled, value.isFinite else { continue }
            let property = step.property
            if step.isAdditive {
              buffer[step.layer][property] += value
            } else {
              buffer[step.layer][property] = property.isBoolean ? (value >= 0.5 ? 1 : 0) : value
            }
          }
        }
      }
    }
  }

  // The steps and typed copies follow from the entries.
  @usableFromInline static func == (a: AnimationPlan, b: AnimationPlan) -> Bool { a.entries == b.entries }

  @usableFromInline func hash(into hasher: inout Hasher) { hasher.combine(entries) }
}

/// The length of one unaccelerated gesture unit, which depends on the libinput that produced it.
///
/// libinput ≤ 1.17 normalised touchpad gesture deltas to 1000 dpi (`tp_normalize_delta`): 0.0254 mm.
/// Commit 60d5172e15728cc25db889a7a6bcf37a06a15a3a ("gestures: Filter unaccelerated deltas for
/// gestures", first in 1.17.901, released in 1.18.0) passes them through the touchpad's constant filter
/// instead, which also applies `TP_MAGIC_SLOWDOWN` (0.2968) × the 0.9 baseline: 0.0254 / 0.267 ≈ 0.095
/// mm, as measured here on three emulated pads. See docs/libinput.md "Units by libinput era".
public struct LibinputUnit: Sendable, Hashable, CustomStringConvertible {
  /// Millimetres of finger travel per unaccelerated unit.
  public var millimetres: Double
  /// Where the unit came from, for the one line `replay` prints.
  public var source: Source

  public enum Source: Sendable, Hashable {
    /// A version named in the input ("libinput version: 1.22.1", a recording header's "libinput").
    case version(String)
    /// The layout of the transcript's lines (docs/transcripts.md, "The eras").
    case layout(TranscriptLayout)
    /// A Playhead recording's header `mmPerUnit`: the unit it was recorded with.
    case recording
    /// `--libinput-version X.Y` or `--mm-per-unit` on the command line.
    case commandLine
    /// Nothing told: the unit of the libinput Playhead runs on (≥ 1.22).
    case assumed
  }

  public init(millimetres: Double, source: Source) {
    self.millimetres = millimetres
    self.source = source
  }

  /// libinput ≤ 1.17: deltas normalised to 1000 dpi.
  public static let normalisedMillimetres = 0.0254
  /// libinput ≥ 1.18: normalised, then slowed by TP_MAGIC_SLOWDOWN × 0.9 (0.0254 / 0.267 = 0.0951;
  /// 0.095 as measured through libinput 1.22.1 on three emulated pads, docs/testbed.md "Calibration").
  public static let filteredMillimetres = 0.095
  /// The first libinput whose gesture deltas are filtered (commit 60d5172e).
  public static let filteredSince = (major: 1, minor: 18)

  /// The unit of libinput `major.minor`.
  public static func millimetres(major: Int, minor: Int) -> Double {
    (major, minor) >= filteredSince ? filteredMillimetres : normalisedMillimetres
  }

  /// `X.Y` or `X.Y.Z` (a 1.17.901 pre-release counts as 1.17, before the change was released), nil
  /// for anything else.
  public static func version(_ text: String) -> (major: Int, minor: Int)? {
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count >= 2, parts.count <= 3, let major = Int(parts[0]), let minor = Int(parts[1]),
      major >= 0, minor >= 0, parts.count == 2 || Int(parts[2]) != nil
    else { return nil }
    return (major, minor)
  }

  /// The unit of a version text, nil when it is not one.
  public static func forVersion(_ text: String, source: Source? = nil) -> LibinputUnit? {
    guard let (major, minor) = version(text) else { return nil }
    return LibinputUnit(
      millimetres: millimetres(major: major, minor: minor), source: source ?? .version(text))
  }

  public var description: String {
    let mm =
      millimetres == LibinputUnit.filteredMillimetres
      ? "0.095" : millimetres == LibinputUnit.normalisedMillimetres ? "0.0254" : "\(millimetres)"
    switch source {
    case .version(let text): return "\(mm) mm per unit (libinput \(text))"
    case .layout(let layout): return "\(mm) mm per unit (\(layout.description))"
    case .recording: return "\(mm) mm per unit (the recording's own)"
    case .commandLine: return "\(mm) mm per unit (from the command line)"
    case .assumed: return "\(mm) mm per unit (libinput ≥ 1.18 assumed)"
    }
  }
}

/// What the layout of `libinput debug-events` lines tells of the libinput that printed them
/// (FORMATS.md's version table, summarised in docs/transcripts.md "The eras").
public enum TranscriptLayout: Sendable, Hashable, CustomStringConvertible {
  /// A 2-decimal time: libinput ≤ 1.14.
  case twoDecimals
  /// A `%-16s` type column and 3-decimal times: 1.15–1.18, read as ≤ 1.17 (1.18 was the only release
  /// of that layout with filtered deltas).
  case narrowTypeColumn
  /// A `%-23s` type column (or the 1.27+ repeat count): libinput ≥ 1.19.
  case wideTypeColumn

  public var unit: Double {
    switch self {
    case .twoDecimals, .narrowTypeColumn: return LibinputUnit.normalisedMillimetres
    case .wideTypeColumn: return LibinputUnit.filteredMillimetres
    }
  }

  public var description: String {
    switch self {
    case .twoDecimals: return "2-decimal times: libinput ≤ 1.14"
    case .narrowTypeColumn:
      return
        "the 16-column type layout of libinput 1.15–1.18, read as ≤ 1.17; --libinput-version 1.18 if it was 1.18"
    case .wideTypeColumn: return "the 23-column type layout: libinput ≥ 1.19"
    }
  }
}

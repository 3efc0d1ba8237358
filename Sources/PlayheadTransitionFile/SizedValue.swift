import PlayheadTransitions

/// A value of a transition file that names `width` or `height`, with where it is written: checked
/// again in the container a command builds the transition in, so a value that overflows there is
/// refused at its line and column (EX_DATAERR) instead of reaching an output as infinity.
public struct SizedValue: Sendable, Hashable {
  public var expression: ValueExpression
  public var line: Int
  public var column: Int
  /// What the value is, as the file's messages name it (`to.positionX`, `bounds`).
  public var what: String
}

extension TransitionDefinition {
  /// The problems of this file's values in a container of `size`: one per value that is not finite
  /// there, `FILE:LINE:COLUMN` where it is written; nil when every value is finite.
  public func problems(in size: ContainerSize, file: String) -> TransitionFileError? {
    var problems: [TransitionFileError.Problem] = []
    for value in sizedValues where !value.expression.value(width: size.width, height: size.height).isFinite {
      problems.append(
        .init(
          line: value.line, column: value.column,
          reason:
            "\(value.what) must be a finite number, got \(value.expression) in a \(size.width.short) × \(size.height.short) container"
        ))
    }
    return problems.isEmpty ? nil : TransitionFileError(file: file, problems: problems)
  }
}

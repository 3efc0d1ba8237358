/// Why a number could not be read.
enum NumberProblem: Error {
  case missing
  case notFinite
  case tooLong
}

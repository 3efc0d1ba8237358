/// Why allocations could not be counted (one line for the report's notes).
struct ProbeFailure: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}

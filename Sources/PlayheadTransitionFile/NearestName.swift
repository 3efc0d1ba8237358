/// The known name closest to a misspelt one, for "did you mean" (Levenshtein distance, at most a
/// third of the name's length): a handful of short keys, so the plain O(n·m) table is plenty.
enum NearestName {
  static func suggestion(for word: String, among names: [String]) -> String? {
    let lowered = word.lowercased()
    var best: (name: String, distance: Int)?
    for name in names {
      let d = distance(Array(lowered), Array(name.lowercased()))
      if d < (best?.distance ?? Int.max) { best = (name, d) }
    }
    guard let best, best.distance <= max(2, word.count / 3) else { return nil }
    return best.name
  }

  static func distance(_ a: [Character], _ b: [Character]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous = Array(0...b.count)
    var current = previous
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        current[j] = min(
          previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
      }
      swap(&previous, &current)
    }
    return previous[b.count]
  }

  /// `'x'; did you mean 'y'?` or `'x'; the keys are a, b, c`.
  static func unknown(_ what: String, _ word: String, among names: [String]) -> String {
    if let near = suggestion(for: word, among: names) {
      return "unknown \(what) '\(word)'; did you mean '\(near)'?"
    }
    return "unknown \(what) '\(word)'; expected one of \(names.joined(separator: ", "))"
  }
}

import PlayheadSystem

extension TouchpadInfo {
  /// `playhead devices --json`: the touchpads as a JSON array, one object each with its keys sorted
  /// and two-space indents (the layout Foundation's pretty, sorted encoder had), written by the one
  /// JSON writer: strings escaped as every Playhead JSON escapes them (`/` as it is), sizes at
  /// `JSONBytes.libinputDecimals`, `null` for what libinput could not say; `[]` when there is none.
  public static func json(_ touchpads: [TouchpadInfo]) -> String {
    guard !touchpads.isEmpty else { return "[]" }
    return JSONBytes.text { out in
      JSONBytes.literal("[\n", &out)
      for (index, info) in touchpads.enumerated() {
        JSONBytes.literal(index == 0 ? "  {\n" : ",\n  {\n", &out)
        JSONBytes.literal("    \"canOpen\" : ", &out)
        JSONBytes.appendBool(info.canOpen, to: &out)
        JSONBytes.literal(",\n    \"gestures\" : ", &out)
        JSONBytes.appendBool(info.hasGestures, to: &out)
        JSONBytes.literal(",\n    \"heightMM\" : ", &out)
        JSONBytes.appendNumber(info.heightMM, decimals: JSONBytes.libinputDecimals, to: &out)
        JSONBytes.literal(",\n    \"name\" : ", &out)
        JSONBytes.appendString(info.name, to: &out)
        JSONBytes.literal(",\n    \"node\" : ", &out)
        JSONBytes.appendString(info.node, to: &out)
        JSONBytes.literal(",\n    \"widthMM\" : ", &out)
        JSONBytes.appendNumber(info.widthMM, decimals: JSONBytes.libinputDecimals, to: &out)
        JSONBytes.literal("\n  }", &out)
      }
      JSONBytes.literal("\n]", &out)
    }
  }
}

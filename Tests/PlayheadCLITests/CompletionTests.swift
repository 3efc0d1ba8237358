import Foundation
import PlayheadTestSupport
import Testing

/// The shell completions offer option values, not only subcommands and flags: the catalogue's
/// transitions, the policies, the draw styles, the touchpads, files of the right kind. The expected
/// lists are read here independently of the code: the catalogue from its folder, the rest from the
/// README's and the docs' own lists written out below.
@Suite struct CompletionTests {
  /// The built-in catalogue: one YAML file per transition (Sources/PlayheadTransitionFile/Catalogue).
  static func catalogue() throws -> Set<String> {
    let folder = Fixtures.packageRoot.appendingPathComponent("Sources/PlayheadTransitionFile/Catalogue")
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    return Set(files.filter { $0.hasSuffix(".yaml") }.map { String($0.dropLast(".yaml".count)) })
  }

  static let policies: Set = [
    "uikit", "gnome", "libadwaita", "niri", "kwin", "hyprland", "flutter", "androidx",
  ]
  static let styles: Set = ["braille", "blocks", "ascii"]
  static let touchpads: Set = ["synaptics-ps2", "precision-i2c", "apple-trackpad"]

  static func script(_ shell: String) async throws -> String {
    let r = try await Launcher.run(["--generate-completion-script", shell])
    #expect(r.status == 0)
    return r.stdout
  }

  /// What bash completes after `line` (which ends in a space: a new word), in `directory`.
  static func bashCompletes(_ line: String, script: URL, in directory: URL) async throws -> Set<String> {
    // bash-completion turns extglob on before it loads a completion; argument-parser's script needs it.
    let probe = """
      shopt -s extglob
      source "$1"
      cd "$2"
      COMP_LINE="$3"
      read -ra COMP_WORDS <<< "$COMP_LINE"
      COMP_WORDS+=("")
      COMP_CWORD=$((${#COMP_WORDS[@]} - 1))
      COMP_POINT=${#COMP_LINE}
      COMPREPLY=()
      _playhead playhead "" "${COMP_WORDS[COMP_CWORD - 1]}"
      printf '%s\\n' "${COMPREPLY[@]}"
      """
    let r = try await Launcher.run(
      "/bin/bash", ["-c", probe, "probe", script.path, directory.path, line], timeout: 30)
    #expect(r.status == 0, "\(line): \(r.stderr)")
    return Set(r.stdout.split(separator: "\n").map(String.init))
  }

  @Test("bash completes each option's values: names from the catalogue and the docs, files by kind")
  func bashCompletesValues() async throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "playhead-completion-\(ProcessInfo.processInfo.processIdentifier)")
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("sub"), withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    for file in ["mine.yaml", "notes.txt", "plot.svg"] {
      _ = FileManager.default.createFile(atPath: folder.appendingPathComponent(file).path, contents: Data())
    }
    let script = folder.appendingPathComponent("sub/playhead.bash")
    let text = try await Self.script("bash")
    try text.write(to: script, atomically: true, encoding: .utf8)
    let catalogue = try Self.catalogue()
    #expect(catalogue.count >= 9)
    let expected: [(String, Set<String>)] = [
      ("playhead live --transition ", catalogue),
      ("playhead sample ", catalogue),
      ("playhead transitions --export ", catalogue),
      ("playhead bench --replay x --transition ", catalogue),
      ("playhead replay x --policy ", Self.policies),
      ("playhead compare x --policies ", Self.policies),
      ("playhead sample flip --percent 0.5 --draw 40x20 --style ", Self.styles),
      ("playhead bench --testbed ", Self.touchpads),
      ("playhead simulate --touchpad ", Self.touchpads),
      ("playhead demo --completion ", ["curve", "velocity", "spring"]),
      ("playhead demo --frames ", ["grid", "immediate"]),
      // Transition files are YAML: the .yaml file and folders to walk into, not the .txt.
      ("playhead check ", ["mine.yaml", "sub"]),
      ("playhead live --transition-file ", ["mine.yaml", "sub"]),
      ("playhead plot log -o ", ["plot.svg", "sub"]),
    ]
    for (line, values) in expected {
      #expect(try await Self.bashCompletes(line, script: script, in: folder) == values, "\(line)")
    }
  }

  /// The words of the first `pattern` match's capture, unquoted.
  static func words(_ text: String, _ pattern: Regex<(Substring, Substring)>) -> Set<String> {
    guard let match = text.firstMatch(of: pattern) else { return [] }
    return Set(
      match.output.1.split(separator: " ").map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "'")) })
  }

  @Test("zsh and fish carry the same value lists")
  func zshAndFishCarryValues() async throws {
    let zsh = try await Self.script("zsh")
    let fish = try await Self.script("fish")
    let catalogue = try Self.catalogue()
    #expect(Self.words(zsh, #/local -ar ___transition=\(([^)]*)\)/#) == catalogue)
    #expect(Self.words(zsh, #/local -ar ___policy=\(([^)]*)\)/#) == Self.policies)
    #expect(Self.words(zsh, #/local -ar ___style=\(([^)]*)\)/#) == Self.styles)
    #expect(Self.words(zsh, #/local -ar ___touchpad=\(([^)]*)\)/#) == Self.touchpads)
    #expect(Self.words(fish, #/-l 'transition' [^\n]*-rfka '([^']*)'/#) == catalogue)
    #expect(Self.words(fish, #/-l 'policy' [^\n]*-rfka '([^']*)'/#) == Self.policies)
    #expect(Self.words(fish, #/-l 'style' [^\n]*-rfka '([^']*)'/#) == Self.styles)
    #expect(Self.words(fish, #/-l 'touchpad' [^\n]*-rfka '([^']*)'/#) == Self.touchpads)
    #expect(zsh.contains(#"_files -g '\''*.yaml *.yml'\''"#))
  }
}

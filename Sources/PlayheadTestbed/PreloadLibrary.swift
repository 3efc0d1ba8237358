import Foundation

/// The testbed's preload library (`playhead_preload.c`): fixes `fstat` on umockdev's fake nodes, stamps
/// every `read()` of `/dev/input/*` into `PLAYHEAD_READ_STAMPS`, and can make the device vanish
/// (`PLAYHEAD_VANISH_AT_US`).
///
/// Located, in order: `$PLAYHEAD_PRELOAD_LIBRARY`; a copy built earlier in the cache directory
/// (`$XDG_CACHE_HOME/playhead`, else `~/.cache/playhead`, else `/tmp/playhead-UID`), named by a hash of
/// the embedded source, so it always matches this build; else compiled there now with `$CC` or `cc`
/// (`-shared -fPIC -O2 -ldl`), so an installed binary works without its build directory; only when no
/// compiler exists, `libPlayheadPreload.so` beside the running executable (SwiftPM's build of the
/// `CPlayheadPreload` target, which may be older than this binary).
public enum PreloadLibrary {
  /// Environment variable naming a prebuilt library.
  public static let overrideVariable = "PLAYHEAD_PRELOAD_LIBRARY"
  /// Environment variable the library appends read stamps to.
  public static let readStampsVariable = "PLAYHEAD_READ_STAMPS"
  /// Environment variable (µs on CLOCK_MONOTONIC) after which reads of input nodes fail with ENODEV.
  public static let vanishVariable = "PLAYHEAD_VANISH_AT_US"

  /// The C source compiled at run time.
  public static var source: String { PreloadSource.text + "\n" }

  /// The compiler the library is built with, nil if none is on PATH.
  public static var compiler: String? {
    if let cc = ProcessInfo.processInfo.environment["CC"], !cc.isEmpty, Executables.find(cc) != nil {
      return cc
    }
    return Executables.find("cc") ?? Executables.find("gcc") ?? Executables.find("clang")
  }

  static var cacheDirectory: String {
    let env = ProcessInfo.processInfo.environment
    // Only a home the user can write to (nobody's is /nonexistent).
    if let xdg = env["XDG_CACHE_HOME"], xdg.hasPrefix("/"), access(xdg, W_OK) == 0 {
      return xdg + "/playhead"
    }
    if let home = env["HOME"], home.hasPrefix("/"), home != "/", access(home, W_OK) == 0 {
      return home + "/.cache/playhead"
    }
    return "/tmp/playhead-\(getuid())"
  }

  /// FNV-1a of the source, so an edited source builds a new library.
  static var sourceHash: String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in source.utf8 {
      hash ^= UInt64(byte)
      hash = hash &* 0x100_0000_01b3
    }
    return String(hash, radix: 16)
  }

  /// `libPlayheadPreload.so` in the directory of the running executable, if SwiftPM built it there.
  public static var builtBySwiftPM: String? {
    guard let executable = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") else {
      return nil
    }
    let candidate = URL(fileURLWithPath: executable).deletingLastPathComponent()
      .appendingPathComponent("libPlayheadPreload.so").path
    return FileManager.default.isReadableFile(atPath: candidate) ? candidate : nil
  }

  /// The path of a loadable library, building it if needed.
  public static func path() throws(TestbedError) -> String {
    let fm = FileManager.default
    if let given = ProcessInfo.processInfo.environment[overrideVariable], !given.isEmpty {
      guard fm.isReadableFile(atPath: given) else {
        throw .setup("\(overrideVariable)=\(given) does not name a readable file")
      }
      return given
    }
    let directory = cacheDirectory
    let library = "\(directory)/libplayhead-preload-\(sourceHash).so"
    if fm.isReadableFile(atPath: library) { return library }
    guard let cc = compiler else {
      if let built = builtBySwiftPM { return built }
      throw .unavailable(
        "no C compiler (cc) to build the preload library; install the Debian packages gcc and libc6-dev "
          + "(apt-get install gcc libc6-dev) or set \(overrideVariable)")
    }
    do {
      try fm.createDirectory(atPath: directory, withIntermediateDirectories: true)
      let unique = "\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
      let sourcePath = "\(directory)/playhead-preload-\(unique).c"
      let temporary = "\(directory)/libplayhead-preload-\(unique).so"
      try source.write(toFile: sourcePath, atomically: true, encoding: .utf8)
      defer { try? fm.removeItem(atPath: sourcePath) }
      let result = try ChildProcess.run(
        [cc, "-shared", "-fPIC", "-O2", "-Wall", "-o", temporary, sourcePath, "-ldl"], timeout: 60)
      guard result.status == 0 else {
        throw TestbedError.setup("\(cc) failed to build the preload library: \(result.stderr.prefix(400))")
      }
      // rename(2) is atomic: concurrent builders leave one complete library.
      guard rename(temporary, library) == 0 else {
        throw TestbedError.setup(
          "cannot move the preload library into \(directory): \(String(cString: strerror(errno)))")
      }
      return library
    } catch let error as TestbedError {
      throw error
    } catch {
      throw .setup("cannot build the preload library in \(directory): \(error)")
    }
  }
}

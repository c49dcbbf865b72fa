#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A child process started with `posix_spawn` and reaped with `wait4`, so that its own peak RSS
/// comes back with its exit status.
///
/// Foundation's `Process` reaps its children itself, and `getrusage(RUSAGE_CHILDREN)` gives the
/// largest of all children ever reaped (make-recordings, gzip, …), so neither can say what one
/// command used.
struct ChildProcess {
  /// What one run measured.
  struct Outcome {
    /// Nanoseconds from spawning to reaping.
    var nanoseconds: Double
    /// The child's peak resident set in kilobytes (`ru_maxrss`; on Linux it includes the
    /// children it waited for, such as a shell's pipeline, as their maximum).
    var peakKilobytes: Int
  }

  /// The executable's absolute path.
  let executable: String
  let arguments: [String]

  /// Runs the command with standard output, and standard error if given, going to existing
  /// files (such as `/dev/null`), and waits for it.
  ///
  /// - Throws: ``BenchmarkError/system(operation:path:code:)`` when it cannot start,
  ///   ``BenchmarkError/tool(command:status:)`` when it exits other than with status 0.
  func run(standardOutput: String, standardError: String? = nil) throws(BenchmarkError)
    -> Outcome
  {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, standardOutput, O_WRONLY | O_TRUNC, 0)
    if let standardError {
      posix_spawn_file_actions_addopen(&actions, 2, standardError, O_WRONLY | O_TRUNC, 0)
    }
    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var pid = pid_t()
    let stopwatch = Stopwatch()
    let started = posix_spawn(&pid, executable, &actions, nil, argv, environ)
    guard started == 0 else {
      throw .system(operation: "posix_spawn", path: executable, code: started)
    }
    var status: Int32 = 0
    var usage = rusage()
    while wait4(pid, &status, 0, &usage) < 0 {
      guard errno == EINTR else { throw .system(operation: "wait4", path: executable, code: errno) }
    }
    let elapsed = stopwatch.elapsedNanoseconds
    // WIFEXITED and WEXITSTATUS are macros: exited when the low 7 bits are 0.
    guard status & 0x7F == 0, (status >> 8) & 0xFF == 0 else {
      throw .tool(
        command: ([executable] + arguments).joined(separator: " "),
        status: status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + status & 0x7F)
    }
    #if canImport(Darwin)
    let kilobytes = Int(usage.ru_maxrss) / 1024  // bytes on Darwin
    #else
    let kilobytes = Int(usage.ru_maxrss)
    #endif
    return Outcome(nanoseconds: elapsed, peakKilobytes: kilobytes)
  }
}

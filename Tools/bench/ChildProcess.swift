import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A command run as a child process with `posix_spawn` and reaped with `waitpid`, its time from
/// spawning to reaping; and, separately, its peak RSS through `/usr/bin/time`.
///
/// The peak RSS cannot come from the benchmark's own `wait4` or `getrusage(RUSAGE_CHILDREN)`:
/// glibc's `posix_spawn` starts the child with `CLONE_VFORK` on the benchmark's memory, and
/// Linux carries that memory's high-water mark (tens of MB) into the child's `ru_maxrss` at
/// `exec`. `/usr/bin/time` forks from its own small image, so the mark it reads is the command's.
struct ChildProcess {
  /// The executable's absolute path.
  let executable: String
  let arguments: [String]

  /// Runs the command with standard output, and standard error if given, going to existing
  /// files (such as `/dev/null`), and returns the nanoseconds until it was reaped.
  ///
  /// - Throws: ``BenchmarkError/system(operation:path:code:)`` when it cannot start,
  ///   ``BenchmarkError/tool(command:status:)`` when it exits other than with status 0.
  func run(standardOutput: String, standardError: String? = nil) throws(BenchmarkError)
    -> Double
  {
    try Self.spawn(
      [executable] + arguments, standardOutput: standardOutput, standardError: standardError)
  }

  /// The command's peak resident set, from one more run under `/usr/bin/time`.
  ///
  /// For a shell pipeline, the largest of its processes.
  ///
  /// - Parameter directory: Where `time` writes its figure.
  /// - Returns: Kilobytes, or `nil` when there is no `/usr/bin/time`.
  /// - Throws: ``BenchmarkError`` when the command fails or `time` reports nothing.
  func peakKilobytes(in directory: String) throws(BenchmarkError) -> Int? {
    let time = "/usr/bin/time"
    guard access(time, X_OK) == 0 else { return nil }
    let report = "\(directory)/peak-rss.txt"
    _ = try Self.spawn(
      [time, "-f", "%M", "-o", report, executable] + arguments, standardOutput: "/dev/null",
      standardError: nil)
    guard let text = try? String(contentsOfFile: report, encoding: .utf8),
      let kilobytes = text.split(separator: "\n").last.flatMap({ Int($0) })
    else { throw .check("\(time) wrote no peak RSS to \(report)") }
    return kilobytes
  }

  private static func spawn(
    _ command: [String], standardOutput: String, standardError: String?
  ) throws(BenchmarkError) -> Double {
    #if canImport(Glibc)
    var actions = posix_spawn_file_actions_t()
    #else
    // Darwin's is an opaque pointer, which posix_spawn_file_actions_init allocates.
    var actions: posix_spawn_file_actions_t? = nil
    #endif
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, standardOutput, O_WRONLY | O_TRUNC, 0)
    if let standardError {
      posix_spawn_file_actions_addopen(&actions, 2, standardError, O_WRONLY | O_TRUNC, 0)
    }
    let argv = command.map { strdup($0) } + [nil]
    defer { for argument in argv { free(argument) } }
    var pid = pid_t()
    let stopwatch = Stopwatch()
    let started = posix_spawn(&pid, command[0], &actions, nil, argv, environ)
    guard started == 0 else {
      throw .system(operation: "posix_spawn", path: command[0], code: started)
    }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 {
      guard errno == EINTR else {
        throw .system(operation: "waitpid", path: command[0], code: errno)
      }
    }
    let elapsed = stopwatch.elapsedNanoseconds
    // WIFEXITED and WEXITSTATUS are macros: exited when the low 7 bits are 0.
    guard status & 0x7F == 0, (status >> 8) & 0xFF == 0 else {
      throw .tool(
        command: command.joined(separator: " "),
        status: status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + status & 0x7F)
    }
    return elapsed
  }
}

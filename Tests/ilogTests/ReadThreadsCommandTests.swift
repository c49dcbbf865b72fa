import Foundation
import InteractionTestSupport
import Testing

/// `ILOG_READ_THREADS`: the built `ilog` prints the same, reports the same damage and exits the
/// same whether it reads on one thread or reads blocks ahead on others.
@Suite struct ReadThreadsCommandTests {
  /// A session of two logs of 60 sealed blocks of 10 notes each, composed here and compressed by
  /// zlib; a byte of block 30 of the first file flipped.
  static func damagedSession(in directory: TemporaryDirectory) throws {
    for file in 0..<2 {
      var bytes = try HostileLogs.block(HostileLogs.header, first: 1)
      var starts: [Int] = []
      var sequence = 2
      for _ in 0..<60 {
        let lines = (sequence..<sequence + 10).flatMap {
          HostileLogs.event(seq: $0, extra: #""text":"file \#(file) event \#($0)""#)
        }
        starts.append(bytes.count)
        bytes += try HostileLogs.block(lines, first: UInt64(sequence))
        sequence += 10
      }
      if file == 0 { bytes[starts[30] + 60] ^= 0xFF }
      try Data(bytes).write(to: URL(fileURLWithPath: directory.file("process-\(file).ilog")))
    }
  }

  static func run(threads: Int, _ arguments: [String]) throws -> ProgramResult {
    try ILogBinary.run(
      "/usr/bin/env", ["ILOG_READ_THREADS=\(threads)", try ILogBinary.path()] + arguments)
  }

  @Test(arguments: [
    ["events", "--json", "--policy", "salvage"], ["events", "--policy", "point-in-time"],
    ["events", "--policy", "strict"], ["inspect", "--policy", "salvage"],
    ["verify"],
  ])
  func oneThreadAndFourPrintTheSame(command: [String]) throws {
    let directory = TemporaryDirectory()
    try Self.damagedSession(in: directory)
    let one = try Self.run(threads: 1, command + [directory.path])
    let four = try Self.run(threads: 4, command + [directory.path])
    #expect(one.status == 1, "\(one.error)")
    #expect((one.output + one.error).contains("corrupt-block"))
    #expect(four.status == one.status)
    #expect(four.output == one.output)
    #expect(four.error == one.error)
  }

  @Test(arguments: ["abc", "0", "-1", "257", "", "2 "])
  func aValueThatIsNotAThreadCountIsAUsageError(value: String) throws {
    let outcome = try ILogBinary.run(
      "/usr/bin/env",
      [
        "ILOG_READ_THREADS=\(value)", try ILogBinary.path(), "stats",
        "\(packageRoot)/Recordings/start-workout",
      ])
    #expect(outcome.status == 2)
    #expect(
      outcome.error
        == "ilog: ILOG_READ_THREADS must be a whole number from 1 to 256, not '\(value)'\n")
    #expect(outcome.output.isEmpty)
  }
}

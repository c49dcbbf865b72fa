import ArgumentParser
import InteractionFuzzing

/// `ilog-fuzz fuzz <harness> [libFuzzer arguments]`: hands the process to libFuzzer.
struct FuzzCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "fuzz",
    abstract: "Run a harness under libFuzzer (a build of Tools/fuzz/build.sh only).",
    discussion: """
      Everything after the harness goes to libFuzzer as it is, for example \
      `ilog-fuzz fuzz event-parser -max_total_time=600 Tools/fuzz/corpus/event-parser`; \
      `-help=1` lists libFuzzer's flags.
      """
  )

  @Argument(help: "The harness: \(FuzzHarness.allCases.map(\.rawValue).joined(separator: ", ")).")
  var harness: FuzzHarness

  @Argument(parsing: .captureForPassthrough, help: "libFuzzer's flags and corpus directories.")
  var libFuzzerArguments: [String] = []

  func run() throws {
    guard FuzzerDriver.isAvailable else {
      throw ValidationError(
        "this ilog-fuzz was built without libFuzzer: build it with Tools/fuzz/build.sh, "
          + "or use `ilog-fuzz replay`")
    }
    let status = FuzzerDriver.run(harness, arguments: libFuzzerArguments)
    throw ExitCode(status)
  }
}

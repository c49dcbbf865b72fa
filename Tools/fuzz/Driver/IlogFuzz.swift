import ArgumentParser
import InteractionFuzzing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `ilog-fuzz`: the libFuzzer harnesses of `Tools/fuzz`, their replay and their seed corpus.
@main
struct IlogFuzz: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "ilog-fuzz",
    abstract: "Fuzz the log reader, the event parser and the inspector's fold with libFuzzer.",
    discussion: """
      Harnesses: block-reader (the bytes are a log file), event-parser (one line of a log), \
      event-scanner (one line, through the line scanner and the JSON tree it replaced), \
      inspector-fold (the JSON Lines of a session). `Tools/fuzz/build.sh` builds ilog-fuzz with \
      -sanitize=fuzzer,address and FUZZING_BUILD_MODE_UNSAFE_FOR_PRODUCTION (the block reader \
      then skips its CRC-32 check); `Tools/fuzz/run.sh` runs each harness on its corpus. The \
      `replay` subcommand works in any build.
      """,
    subcommands: [FuzzCommand.self, ReplayCommand.self, SeedCommand.self],
    defaultSubcommand: FuzzCommand.self
  )

  /// Runs the command line, unless libFuzzer started this process for a harness.
  ///
  /// libFuzzer starts copies of itself (`-jobs`, `-fork`, `-merge`) with the flags it was given
  /// and none of ours: ``FuzzCommand`` names its harness in ``FuzzerDriver/harnessVariable``,
  /// which those copies inherit, and they go straight to the driver.
  static func main() {
    if let name = getenv(FuzzerDriver.harnessVariable).map({ String(cString: $0) }),
      let harness = FuzzHarness(rawValue: name)
    {
      let status = FuzzerDriver.run(harness, arguments: Array(CommandLine.arguments.dropFirst()))
      Self.exit(withError: ExitCode(status))
    }
    main(nil)
  }
}

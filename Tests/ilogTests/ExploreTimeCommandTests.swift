import Foundation
import InteractionTestSupport
import Testing

/// `ilog explore` and the user's time: a recorded silence not waited for, `--deadline`, Ctrl-C
/// reporting what was found so far, an unwritable `-o` refused before exploring, and printed
/// commands that carry every option of the run.
@Suite struct ExploreTimeCommandTests {
  static func run(_ arguments: [String]) throws -> ProgramResult {
    try ILogBinary.run(["explore"] + arguments, in: PackageRoot.path)
  }

  /// A completion the recording shows never came costs no timeout under any plan.
  ///
  /// The forgetful controller never calls it, as recorded: 16 plans replayed twice each, with no
  /// 5 s wait for any of them. The example of `explore --help`, as it is written there.
  @Test func aCompletionTheRecordingShowsNeverCameIsNotWaitedFor() throws {
    let start = Date()
    let outcome = try Self.run([
      "Recordings/completion-missing", "--sample", "forgetful", "--deadline", "30",
    ])
    let elapsed = Date().timeIntervalSince(start)
    #expect(outcome.status == 1, "\(outcome.error)")
    #expect(
      outcome.output.hasPrefix(
        "✘ Exploration found 1 failure in Recordings/completion-missing: 16 of 16 plans failed "
          + "(1 interaction, every plan there is); shrinking took 0 more replays.\n"),
      "\(outcome.output)")
    #expect(outcome.output.contains("completion-missing"))
    // Waited for, 32 silent calls would take 160 s; a loaded machine still does it in far less.
    #expect(elapsed < 60, "took \(elapsed) s")
    // Not waited for: no hint to shorten the timeout.
    #expect(!outcome.output.contains("Hint:"), "\(outcome.output)")
  }

  /// A silence the recording does not show (the recorded controller answered) is still waited
  /// for: the controller may answer late.
  @Test func aCompletionTheRecordingShowsStillWaitsTheTimeout() throws {
    let start = Date()
    let outcome = try Self.run([
      "Recordings/start-workout", "--sample", "forgetful", "--timeout", "0.5", "--budget", "1",
      "--once",
    ])
    #expect(outcome.status == 1, "\(outcome.error)")
    // One plan, its first call waited for.
    #expect(Date().timeIntervalSince(start) >= 0.5)
    #expect(outcome.output.contains("Hint: 1 of the 1 failing plans waited 0.5 s (--timeout)"))
  }

  @Test func aDeadlineReportsWhatWasFoundAndThePlansNotTried() throws {
    let outcome = try Self.run([
      "Recordings/start-workout", "--sample", "forgetful", "--timeout", "0.2", "--deadline", "1",
    ])
    // 16 plans of at least 2 calls, each waited for 0.2 s twice: far longer than 1 s.
    #expect(outcome.status == 1, "\(outcome.error)")
    let lines = outcome.outputLines
    #expect(
      lines.first?.hasPrefix("✘ Exploration found 1 failure in Recordings/start-workout: ") == true)
    #expect(lines.first?.contains("(1 interaction, cut short)") == true, "\(outcome.output)")
    let cut = try #require(lines.dropFirst().first, "\(outcome.output)")
    #expect(cut.hasPrefix("Cut short by the deadline of 1 s (--deadline): "), "\(cut)")
    #expect(
      cut.hasSuffix(
        " of 16 planned plans replayed; each failure is shrunk as far as the time allowed."))
    let notTried = try #require(lines.dropFirst(2).first)
    #expect(notTried.hasPrefix("Not explored: S1 ("), "\(notTried)")
    #expect(notTried.hasSuffix(" of 16 plans)."), "\(notTried)")
    // The failure's count is of the plans its interaction replayed, not 16.
    let replayed = try #require(
      Int(
        cut.dropFirst("Cut short by the deadline of 1 s (--deadline): ".count).prefix {
          $0.isNumber
        }))
    #expect(replayed < 16)
    #expect(outcome.output.contains(" of \(replayed) plans failed\n"), "\(outcome.output)")
  }

  /// A deadline with nothing found is no failure: the plans tried passed, the rest are named.
  @Test func aDeadlineWithNoFailureExitsZeroAndSaysSo() throws {
    let outcome = try Self.run([
      "Recordings/empty-set-last", "--sample", "adaptive-header", "--deadline", "0.000001",
    ])
    #expect(outcome.status == 0, "\(outcome.error)")
    let lines = outcome.outputLines
    #expect(
      lines.first?.hasPrefix("✔ Every plan tried passed in Recordings/empty-set-last: ") == true,
      "\(outcome.output)")
    #expect(lines.first?.hasSuffix(" (1 interaction, cut short).") == true)
    #expect(
      lines.dropFirst().first?.hasPrefix("Cut short by the deadline of 1e-06 s (--deadline): ")
        == true, "\(outcome.output)")
    #expect(lines.last?.hasPrefix("Not explored: S2 (") == true, "\(outcome.output)")
  }

  @Test(arguments: ["0", "-1", "nan", "inf"])
  func aDeadlineThatIsNoTimeIsRefused(deadline: String) throws {
    let outcome = try Self.run([
      "Recordings/empty-set-last", "--sample", "adaptive-header", "--deadline=\(deadline)",
    ])
    #expect(outcome.status == 2)
    #expect(
      outcome.error.contains("--deadline: a number of seconds greater than 0."), "\(outcome.error)")
    #expect(outcome.output == "")
  }

  /// SIGINT, as Ctrl-C sends it: the report of what was found so far, marked as interrupted,
  /// then exit 130.
  ///
  /// One SIGINT, sent once the command handles it. A second one, sent after the command has
  /// stopped watching for it (while it prints the report), would end it as Ctrl-C twice does.
  ///
  /// The wait for the command to catch SIGINT holds its thread, so that the signal comes early
  /// in the exploration however busy the parallel suite keeps the pool's threads.
  @Test func anInterruptionPrintsTheReportSoFarAndExits130() async throws {
    // Started as a shell starts it, SIGINT neither ignored nor blocked: the test runner's own
    // disposition and mask, which a child inherits, may be either.
    let python = try #require(ILogBinary.tool("python3"), "python3 resets the signals")
    let explore = try ILogBinary.start(
      python,
      [
        "-c",
        "import os, signal, sys; signal.signal(signal.SIGINT, signal.SIG_DFL); "
          + "signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGINT}); "
          + "os.execv(sys.argv[1], sys.argv[1:])",
        try ILogBinary.path(), "explore", "\(PackageRoot.path)/Recordings/start-workout",
        "--sample", "forgetful", "--timeout", "0.3",
      ])
    let handling = explore.waitUntilHandlingInterrupts(named: "ilog")
    try #require(
      handling,
      "ilog explore never caught SIGINT:\n\(explore.lastSignalState)\n\(explore.output)\(explore.error)"
    )
    // 16 plans, each waiting at least 4 × 0.3 s: just started, it is far from done.
    explore.interrupt()
    let outcome = try await explore.wait(timeout: 60)
    #expect(outcome.exitedNormally, "\(outcome.error)")
    #expect(outcome.status == 130, "\(outcome.error)")
    #expect(outcome.error == "")
    let lines = outcome.outputLines
    #expect(
      lines.contains { $0.hasPrefix("Cut short by an interruption (Ctrl-C): ") },
      "\(outcome.output)")
    #expect(lines.contains { $0.hasPrefix("Not explored: S1 (") }, "\(outcome.output)")
  }

  @Test(arguments: [
    ("/nonexistent/dir/Pinned.swift", false, "no directory /nonexistent/dir"),
    ("Recordings", true, "it is a directory"),
  ])
  func anUnwritableOutputIsRefusedBeforeExploring(output: String, force: Bool, reason: String)
    throws
  {
    let start = Date()
    let outcome = try Self.run(
      ["Recordings/completion-missing", "--sample", "forgetful", "-o", output]
        + (force ? ["--force"] : []))
    #expect(outcome.status == 2)
    #expect(outcome.output.isEmpty, "explored anyway:\n\(outcome.output)")
    #expect(outcome.error == "explore: cannot write (\(reason)): \(output)\n", "\(outcome.error)")
    #expect(Date().timeIntervalSince(start) < 20)
  }

  /// The step-through command of a failure carries the run's interaction, comparisons, size
  /// tolerance, timeout and second run, and run as printed shows the same failure.
  @Test func thePrintedCommandCarriesEveryOptionAndReproducesTheFailure() throws {
    let explored = try Self.run([
      "Recordings/start-workout", "--sample", "forgetful", "--timeout", "0.25", "--budget", "1",
      "--once", "--size-tolerance", "2", "--compare-answers", "--no-check-findings",
      "--interaction", "S1",
    ])
    #expect(explored.status == 1, "\(explored.error)")
    let line = try #require(
      explored.outputLines.first { $0.hasPrefix("   step through it: ") }, "\(explored.output)")
    let printed = [
      "replay", "Recordings/start-workout", "--sample", "forgetful", "--mode", "chaos",
      "--order", "[] [INStartWorkoutIntent.intentDescription]", "--interaction", "S1",
      "--compare-answers", "--no-check-findings", "--size-tolerance", "2.0", "--timeout", "0.25",
      "--once",
    ]
    #expect(
      line
        == "   step through it: ilog "
        + printed.map { $0.contains(" ") ? "'\($0)'" : $0 }.joined(separator: " ") + " --step")
    // Run as printed, without the quotes a shell takes away and without stepping: the same
    // failure, in the same time.
    let start = Date()
    let replay = try ILogBinary.run(printed, in: PackageRoot.path)
    #expect(replay.status == 1)
    #expect(Date().timeIntervalSince(start) < 4.5, "waited the default timeout")
    #expect(replay.output.contains("completion-missing"), "\(replay.output)")
    #expect(!replay.output.contains("replayed twice"), "\(replay.output)")
  }
}

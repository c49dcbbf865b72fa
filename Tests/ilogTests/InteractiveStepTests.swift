import Foundation
import InteractionTestSupport
import Testing

/// `ilog replay --step` on a terminal: run under `script` (``PseudoTerminalCommand``), which
/// gives it a pseudo-terminal, with commands typed one at a time once the prompt asks for them,
/// and the screen read back.
@Suite struct InteractiveStepTests {
  static let hasTerminal = PseudoTerminalCommand.installed != nil
  static let noTerminal = Comment(rawValue: PseudoTerminalCommand.unavailableReason)

  /// A replay under a pseudo-terminal: what is typed goes to its standard input, what it
  /// prints (the terminal's echo included) to a file read as it grows.
  final class Session: @unchecked Sendable {
    let process = Process()
    private let input = Pipe()
    private let scratch = TemporaryDirectory("pty")
    var screenPath: String { scratch.file("screen") }

    /// Starts `ilog` with `arguments` under `script`.
    ///
    /// - Parameters:
    ///   - arguments: `ilog`'s arguments.
    ///   - history: The prompt's history file (`ILOG_HISTORY`); one of the session's own when
    ///     `nil`, so that no test reads or writes the user's `~/.ilog_history`.
    /// - Throws: When `ilog` is not built or `script` cannot start.
    init(_ arguments: [String], history: String? = nil) throws {
      let ilog = try ILogBinary.path()
      // `exec`: `script` runs the command through `$SHELL -c`, and a shell that stays between
      // them (dash does) would take the terminal's Ctrl-C as its own and die of it.
      let command =
        "exec " + ([ilog] + arguments).map(PseudoTerminalCommand.quoted).joined(separator: " ")
      let script = try #require(PseudoTerminalCommand(command))
      _ = FileManager.default.createFile(atPath: screenPath, contents: nil)
      let screen = try FileHandle(forWritingTo: URL(fileURLWithPath: screenPath))
      process.executableURL = URL(fileURLWithPath: script.executable)
      process.arguments = script.arguments
      process.currentDirectoryURL = URL(fileURLWithPath: PackageRoot.path)
      var environment = ProcessInfo.processInfo.environment
      environment["ILOG_HISTORY"] = history ?? scratch.file("history")
      process.environment = environment
      process.standardInput = input
      process.standardOutput = screen
      process.standardError = screen
      try process.run()
      try screen.close()
    }

    var screen: String { (try? String(contentsOfFile: screenPath, encoding: .utf8)) ?? "" }

    /// The prompts shown so far: the line editor's redraws of the line (ESC [K, then the
    /// prompt and the line again) are not new prompts.
    func prompts() -> Int {
      screen.components(separatedBy: "(ilog) ").count
        - screen.components(separatedBy: "\u{1B}[K(ilog) ").count
    }

    /// Waits for the next prompt, then types `text` and Enter.
    func type(_ text: String, afterPrompt count: Int) async -> Bool {
      guard await Polling.until(timeout: 20, { self.prompts() >= count }) else { return false }
      input.fileHandleForWriting.write(Data((text + "\r").utf8))
      return true
    }

    /// Waits until the screen shows `text`, then sends `bytes` as they are (Ctrl-C is 0x03).
    func send(_ bytes: String, after text: String) async -> Bool {
      guard await Polling.until(timeout: 20, { self.screen.contains(text) }) else { return false }
      input.fileHandleForWriting.write(Data(bytes.utf8))
      return true
    }

    func finish() async -> Int32 {
      if await !Polling.until(timeout: 30, { !self.process.isRunning }) {
        process.terminate()
      }
      process.waitUntilExit()
      try? input.fileHandleForWriting.close()
      return process.terminationStatus
    }
  }

  static let chaos = [
    "replay", "Recordings/start-workout", "--sample", "header-first", "--mode", "chaos",
    "--delivery", "empty-set-last", "--step",
  ]

  @Test(.enabled(if: Self.hasTerminal, Self.noTerminal))
  func stepsBreaksPrintsRecallsAndQuits() async throws {
    let session = try Session(Self.chaos)
    var prompt = 1
    for command in [
      "print", "break divergence", "continue", "p", "history", "\u{1B}[A\u{1B}[A", "bogus", "q",
    ] {
      #expect(
        await session.type(command, afterPrompt: prompt), "no prompt \(prompt):\n\(session.screen)")
      prompt += 1
    }
    let status = await session.finish()
    let screen = session.screen.replacingOccurrences(of: "\r\n", with: "\n")
    // `quit` after differences the report lists as not failures: the report's verdict, a pass.
    #expect(status == 0, "\(screen)")
    // Stopped before the first call, which the host makes for the recorded dispatch.
    #expect(screen.hasPrefix("▶ step 1 · interaction S1: dispatch on SampleIntentsExtension\n"))
    #expect(screen.contains("(ilog) print\ncall:          handler(for: INStartWorkoutIntent) on "))
    #expect(screen.contains("breakpoint 1: divergence, at each divergence"))
    // Continued to the step after the first divergence, which it names.
    #expect(
      screen.contains(
        "▶ step 12 · seq 3 · interaction S1: configureView on AdaptiveHeaderViewController#2\n"))
    // The report's words: a view's answer under another order is listed, not a failure.
    #expect(screen.contains("  ≠ divergence 1: answer-differs at step 11 · seq 5: configureView("))
    #expect(screen.contains("(a view's answer under another order: listed, not a failure)"))
    // The snippet so far: the workout view, with the header drawn on top.
    #expect(
      screen.contains(
        "snippet:       top to bottom\n  1. [INStartWorkoutIntent.intentDescription]  320×224\n"))
    #expect(
      screen.contains("recorded:      success: true, claimed: [], size: 320×44\n"))
    #expect(screen.contains("1  print\n2  break divergence\n3  continue\n4  p\n5  history\n"))
    // ↑ ↑ recalled `p`: the snippet once more.
    #expect(screen.components(separatedBy: "snippet:       top to bottom").count == 3)
    #expect(screen.contains("unknown command 'bogus'; type help for the commands\n"))
    #expect(screen.contains("quit: the replay stops here, without a report\n"))
    #expect(!screen.contains("Replay diverged"))
  }

  /// Ctrl-C during a `continue` that waits for a completion which never comes ends the wait and
  /// brings the prompt back; at the prompt it drops the line typed and prompts again.
  @Test(.enabled(if: Self.hasTerminal, Self.noTerminal))
  func ctrlCStopsAWaitingContinueAndReturnsToThePrompt() async throws {
    let session = try Session([
      "replay", "Recordings/start-workout", "--sample", "forgetful", "--timeout", "60", "--step",
    ])
    #expect(await session.type("continue", afterPrompt: 1))
    #expect(
      await session.send("\u{03}", after: "waiting for a completion, 60 s at most"),
      "\(session.screen)")
    // The wait was the last call's: the replay stops at its end.
    #expect(await session.send("wher\u{03}", after: "interrupted: stopped at the end"))
    #expect(await session.type("where", afterPrompt: 3), "\(session.screen)")
    #expect(await session.type("quit", afterPrompt: 4))
    let status = await session.finish()
    let screen = session.screen.replacingOccurrences(of: "\r\n", with: "\n")
    // `quit` after a divergence that fails the replay: its verdict.
    #expect(status == 1, "\(screen)")
    #expect(
      screen.contains("interrupted: no longer waiting; the completion counts as missing\n"))
    #expect(
      screen.contains("(ilog) wher^C\n(ilog) where\nthe end of the replay, after step 12;"),
      "\(screen)")
    #expect(screen.contains("quit: the replay stops here, without a report\n"))
  }

  @Test(.enabled(if: Self.hasTerminal, Self.noTerminal))
  func nextGoesToTheNextInteractionAndContinueToTheReport() async throws {
    let session = try Session([
      "replay", "Recordings/two-process", "--sample", "workout", "--step",
    ])
    #expect(await session.type("next", afterPrompt: 1))
    #expect(await session.type("where", afterPrompt: 2))
    #expect(await session.type("c", afterPrompt: 3))
    let status = await session.finish()
    let screen = session.screen.replacingOccurrences(of: "\r\n", with: "\n")
    let stops = screen.components(separatedBy: "\n").filter { $0.hasPrefix("▶ step") }
    #expect(stops.count == 2, "\(screen)")
    #expect(stops.last?.contains(" · interaction S4") == true, "\(stops)")
    #expect(screen.contains("recorded call: seq "))
    #expect(screen.contains("Replay diverged from the recording"))
    #expect(status == 1)
  }

  @Test(.enabled(if: Self.hasTerminal, Self.noTerminal))
  func exploreDrawsItsProgressOnATerminalAndClearsIt() async throws {
    let session = try Session([
      "explore", "Recordings/killed-mid-interaction", "--sample", "workout", "--budget", "20",
    ])
    let status = await session.finish()
    let screen = session.screen
    #expect(status == 1, "\(screen)")
    // The progress line, redrawn in place and cleared before the report.
    #expect(screen.contains("\r\u{1B}[Kexplore S1-1 ["), "\(screen.prefix(300))")
    #expect(screen.contains(" plans · "))
    #expect(screen.contains("\r\u{1B}[K✘ Exploration found "))
  }
}

/// The debugger's breakpoints and watches typed at a terminal, as a user types them.
@Suite struct InteractiveBreakpointTests {
  @Test(.enabled(if: InteractiveStepTests.hasTerminal, InteractiveStepTests.noTerminal))
  func breakpointsAndWatchesStopWhereTheyShouldAtATerminal() async throws {
    let session = try InteractiveStepTests.Session(InteractiveStepTests.chaos)
    var prompt = 1
    for command in [
      "break NoSuchController",
      "break configureView if offered == [] and claimed contains intentDescription",
      "watch claimed", "continue", "q",
    ] {
      #expect(
        await session.type(command, afterPrompt: prompt), "no prompt \(prompt):\n\(session.screen)")
      prompt += 1
    }
    _ = await session.finish()
    let screen = session.screen.replacingOccurrences(of: "\r\n", with: "\n")
    // Refused when set, with what there is; the prompt comes back at a terminal.
    #expect(
      screen.contains("break instance NoSuchController: no location: no call of this replay "),
      "\(screen)")
    #expect(screen.contains("breakpoint 1: kind configureView if offered == [] and claimed "))
    #expect(screen.contains("watch 1: claimed = []"))
    // The watch and the breakpoint both stop before step 12, each named, the breakpoint's hit
    // counted.
    #expect(screen.contains("● breakpoint 1 (kind configureView if offered == [] and claimed "))
    #expect(screen.contains("intentDescription), hit 1\n"))
    #expect(
      screen.contains("● watch 1: claimed: [] → [INStartWorkoutIntent.intentDescription]\n"))
    #expect(screen.contains("▶ step 12 · seq 3 · interaction S1: configureView on "))
  }
}

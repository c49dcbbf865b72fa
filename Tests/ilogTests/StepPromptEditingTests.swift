import Foundation
import InteractionTestSupport
import Testing

/// The `--step` prompt's line editor on a terminal: `ilog replay --step` under a pseudo-terminal
/// (``InteractiveStepTests/Session``), keys typed as a terminal sends them, and what the commands
/// the edited lines make print read back.
@Suite struct StepPromptEditingTests {
  static let left = "\u{1B}[D"
  static let up = "\u{1B}[A"
  static let ctrlA = "\u{01}"

  /// Replays `Recordings/empty-set-last` under `--step`, typing each line (and Enter) at the
  /// prompt after the one before.
  ///
  /// - Parameters:
  ///   - lines: What is typed at each prompt, keys as the terminal sends them.
  ///   - history: The history file, or `nil` for one of the session's own.
  /// - Returns: The exit status, and the screen with `\r\n` read as `\n`.
  /// - Throws: When the session cannot start.
  static func replay(typing lines: [String], history: String? = nil) async throws
    -> (status: Int32, screen: String)
  {
    let session = try InteractiveStepTests.Session(
      ["replay", "Recordings/empty-set-last", "--sample", "workout", "--step"], history: history)
    for (index, line) in lines.enumerated() {
      #expect(
        await session.type(line, afterPrompt: index + 1),
        "no prompt \(index + 1):\n\(session.screen)")
    }
    let status = await session.finish()
    return (status, session.screen.replacingOccurrences(of: "\r\n", with: "\n"))
  }

  @Test(.enabled(if: InteractiveStepTests.hasTerminal, InteractiveStepTests.noTerminal))
  func anEditedLineRunsAsEdited() async throws {
    // `prnt`, ← ←, `i`: `print`; `ere`, Ctrl-A, `wh`: `where`. Unedited, `prnti` and `erewh`.
    let (status, screen) = try await Self.replay(typing: [
      "prnt\(Self.left)\(Self.left)i", "ere\(Self.ctrlA)wh", "history", "q",
    ])
    #expect(status == 0, "\(screen)")
    #expect(screen.contains("\ncall:          handler(for: INStartWorkoutIntent) on "), "\(screen)")
    #expect(
      screen.contains(
        "step 1 of the replay, interaction S2\nrecorded call: seq 2 in Recordings/empty-set-last/"
      ), "\(screen)")
    #expect(screen.contains("1  print\n2  where\n3  history\n"), "\(screen)")
    #expect(!screen.contains("unknown command"), "\(screen)")
  }

  @Test(.enabled(if: InteractiveStepTests.hasTerminal, InteractiveStepTests.noTerminal))
  func tabCompletesACommandAndAParameterName() async throws {
    // `brea` is `break` or `breakpoints`: Tab goes as far as they agree; the parameter's prefix
    // is the recording's alone, and Tab completes it with a space after it.
    let (status, screen) = try await Self.replay(typing: [
      "brea\t INStartWorkoutIntent.intentD\t", "continue", "q",
    ])
    #expect(status == 0, "\(screen)")
    #expect(
      screen.contains(
        "breakpoint 1: parameter INStartWorkoutIntent.intentDescription, 1 location: step 11\n"),
      "\(screen)")
    #expect(
      screen.contains(
        "▶ step 11 · seq 3 · interaction S2: configureView on WorkoutViewController#1\n"
          + "  offered:     [INStartWorkoutIntent.intentDescription]\n"), "\(screen)")
  }

  @Test(.enabled(if: InteractiveStepTests.hasTerminal, InteractiveStepTests.noTerminal))
  func theHistoryIsKeptForTheNextRun() async throws {
    let scratch = TemporaryDirectory()
    let history = scratch.file("history")
    let first = try await Self.replay(typing: ["where", "q"], history: history)
    #expect(first.status == 0, "\(first.screen)")
    #expect(try String(contentsOfFile: history, encoding: .utf8) == "where\nq\n")

    // ↑ ↑ in the next run: `where`, the command before the last.
    let second = try await Self.replay(typing: [Self.up + Self.up, "quit"], history: history)
    #expect(second.status == 0, "\(second.screen)")
    #expect(second.screen.contains("\nstep 1 of the replay, interaction S2\n"), "\(second.screen)")
    #expect(try String(contentsOfFile: history, encoding: .utf8) == "where\nq\nwhere\nquit\n")
  }
}

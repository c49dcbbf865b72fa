import Foundation
import InteractionReplay
import InteractionTestSupport
import Testing

@testable import InteractionReplayCommand

/// The stepper prompt's line editor without a terminal: the bytes a terminal sends for each key,
/// read into keys and applied to the line, and what is sent back to draw it.
@Suite struct StepLineEditorTests {
  static let left = "\u{1B}[D"
  static let right = "\u{1B}[C"
  static let up = "\u{1B}[A"
  static let down = "\u{1B}[B"

  /// What typing `bytes` gives: the line Enter ends (`nil` for Ctrl-D on an empty line, or no
  /// Enter), and everything sent to the terminal.
  static func edit(
    _ bytes: String, recall: [String] = [], completion: StepCompletion? = nil
  ) -> (line: String?, output: String) {
    var editor = LineEditor(prompt: "(ilog) ", recall: recall, completion: completion)
    var input = Array(bytes.utf8)[...]
    var output = ""
    while let key = LineKey.read({ input.popFirst() }) {
      let (text, outcome) = editor.handle(key)
      output += text
      switch outcome {
      case .editing: continue
      case .line(let line): return (line, output)
      case .endOfInput: return (nil, output)
      }
    }
    return (nil, output)
  }

  @Test func arrowsAndCtrlAEditInsideTheLine() {
    // The issue's keys: with no editing they gave `whrZX`.
    #expect(Self.edit("whr\(Self.left)\(Self.left)Z\u{01}X\r").line == "XwZhr")
    #expect(Self.edit("ere\u{01}wh\r").line == "where")
    #expect(Self.edit("wher\(Self.left)\(Self.left)\(Self.right)\(Self.right)e\r").line == "where")
    // Ctrl-B, Ctrl-F and Ctrl-E; the application-mode arrows (ESC O D) of some terminals.
    #expect(Self.edit("pint\u{02}\u{02}\u{02}r\u{05}!\r").line == "print!")
    #expect(Self.edit("pint\u{1B}OD\u{1B}OD\u{1B}ODr\u{06}\u{06}\r").line == "print")
    // Home and End as xterm (ESC [ H, ESC [ F) and the editing pad (ESC [ 1~, ESC [ 4~) send them.
    #expect(Self.edit("tep\u{1B}[Hs\u{1B}[F 2\r").line == "step 2")
    #expect(Self.edit("tep\u{1B}[1~s\u{1B}[4~ 2\r").line == "step 2")
    // A word at a time: Alt-B and Alt-F, Ctrl-← and Ctrl-→ (xterm's ESC [ 1;5 D and C).
    #expect(Self.edit("b  Workout 2\u{1B}b\u{1B}bX\u{1B}f\u{1B}fY\r").line == "b  XWorkout 2Y")
    #expect(Self.edit("goto 12\u{1B}[1;5D\u{1B}[1;5D-\u{1B}[1;5C+\r").line == "-goto+ 12")
    // ← at the start and → at the end go nowhere.
    #expect(Self.edit("\(Self.left)ab\(Self.right)\(Self.right)c\r").line == "abc")
  }

  @Test func deletingKeys() {
    #expect(Self.edit("break foo bar\u{17}\r").line == "break foo ")
    #expect(Self.edit("break foo  \u{17}\r").line == "break ")
    #expect(Self.edit("break foo\(Self.left)\(Self.left)\u{17}\r").line == "break oo")
    #expect(Self.edit("goto 12\(Self.left)\u{15}\r").line == "2")
    #expect(Self.edit("goto 12\u{01}\(Self.right)\(Self.right)\u{0B}\r").line == "go")
    #expect(Self.edit("xstep\u{01}\u{1B}[3~\r").line == "step")
    #expect(Self.edit("steps\u{7F}\r").line == "step")
    #expect(Self.edit("stxep\(Self.left)\(Self.left)\u{7F}\r").line == "step")
    // Ctrl-D inside a line deletes the character under the cursor; on an empty line it ends.
    #expect(Self.edit("stepx\(Self.left)\u{04}\r").line == "step")
    let ended = Self.edit("\u{04}")
    #expect(ended.line == nil && ended.output == "\n")
  }

  @Test func charactersOfMoreThanOneByte() {
    #expect(Self.edit("b café\r").line == "b café")
    #expect(Self.edit("b caféx\(Self.left)\u{7F}\r").line == "b cafx")
    #expect(Self.edit("b caféx\(Self.left)\(Self.left)\u{7F}\r").line == "b caéx")
  }

  @Test func theLineIsRedrawnWithTheCursorPutBack() {
    let typed = Self.edit("whr\(Self.left)\(Self.left)e\r")
    #expect(typed.line == "wehr")
    // Typed at the end, a character is echoed alone; inside, the line is drawn again.
    #expect(typed.output.hasPrefix("whr\r\u{1B}[K(ilog) whr\u{1B}[1D\r\u{1B}[K(ilog) whr\u{1B}[2D"))
    #expect(typed.output.hasSuffix("\r\u{1B}[K(ilog) wehr\u{1B}[2D\u{1B}[2C\n"))
  }

  @Test func ctrlCDropsTheLine() {
    let dropped = Self.edit("wher\u{03}where\r")
    #expect(dropped.line == "where")
    #expect(dropped.output == "wher^C\n(ilog) where\n")
  }

  @Test func upAndDownGoThroughTheCommandsBefore() {
    let recall = ["break divergence", "print"]
    #expect(Self.edit("\(Self.up)\r", recall: recall).line == "print")
    #expect(Self.edit("\(Self.up)\(Self.up)\r", recall: recall).line == "break divergence")
    // ↓ past the newest command brings back the line being typed; Ctrl-P and Ctrl-N too.
    #expect(
      Self.edit("wh\(Self.up)\(Self.up)\(Self.down)\(Self.down)ere\r", recall: recall).line
        == "where")
    #expect(Self.edit("\u{10}\u{10}\u{0E}\r", recall: recall).line == "print")
    // A recalled command edits like a typed one.
    #expect(Self.edit("\(Self.up)\u{17}3\r", recall: ["goto 12"]).line == "goto 3")
  }

  static let completion = StepCompletion(
    commands: StepCompletion.commandWords(StepCommand.commandList),
    arguments: [
      "INStartWorkoutIntent.intentDescription", "intentDescription",
      "INStartWorkoutIntent.workoutName", "workoutName", "WorkoutViewController#1",
      "WorkoutViewController#2", "configureView", "configure", "header-not-on-top",
    ])

  @Test func tabCompletesAUniqueWordAndASpace() {
    #expect(Self.edit("wh\t\r", completion: Self.completion).line == "where ")
    #expect(
      Self.edit("break INStartWorkoutIntent.intentD\t\r", completion: Self.completion).line
        == "break INStartWorkoutIntent.intentDescription ")
    #expect(Self.edit("b head\t\r", completion: Self.completion).line == "b header-not-on-top ")
    // The word before the cursor, with the rest of the line kept.
    #expect(
      Self.edit("b wo 2\(Self.left)\(Self.left)\t\r", completion: Self.completion).line
        == "b workoutName 2")
    // A command word is completed only as the first word, an argument only after it.
    #expect(Self.edit("b wh\t\r", completion: Self.completion).line == "b wh")
    #expect(Self.edit("work\t\r", completion: Self.completion).line == "work")
  }

  @Test func tabCompletesWhatCandidatesShareAndListsThemOnTheSecondTab() {
    let shared = Self.edit("b Work\t\r", completion: Self.completion)
    #expect(shared.line == "b WorkoutViewController#")
    let listed = Self.edit("b Work\t\t\t2\r", completion: Self.completion)
    #expect(listed.line == "b WorkoutViewController#2")
    // The first Tab after the shared part rings the bell; the second lists, then redraws.
    #expect(
      listed.output.contains(
        "\u{07}\nWorkoutViewController#1  WorkoutViewController#2\n\r\u{1B}[K(ilog) b WorkoutViewController#"
      ), "\(listed.output.debugDescription)")
    let commands = Self.edit("b\t\t\r", completion: Self.completion)
    #expect(commands.line == "b")
    #expect(commands.output.contains("back  "), "\(commands.output.debugDescription)")
    #expect(commands.output.contains("break"))
    #expect(Self.edit("nosuch\t\r", completion: Self.completion).output.contains("\u{07}"))
    // Without a completion, Tab does nothing to the line.
    #expect(Self.edit("wh\t\r").line == "wh")
  }

  @Test func theCandidatesAreLaidOutInColumnsDownward() {
    let words = (1...30).map { "word\($0)" }
    let rows = LineEditor.columns(words).split(separator: "\n")
    // 10 columns of 8 characters fit in 80; 30 words in 3 rows, read down each column.
    #expect(rows.count == 3)
    #expect(rows.first?.hasPrefix("word1   word4   word7   word10  ") == true, "\(rows)")
    #expect(rows.last?.hasSuffix("word27  word30") == true, "\(rows)")
  }

  @Test func theCommandWordsComeFromTheHelpList() {
    let words = Set(StepCompletion.commandWords(StepCommand.commandList))
    for command in [
      "step", "next", "continue", "goto", "back", "run", "break", "watch", "delete", "disable",
      "enable", "unwatch", "breakpoints", "print", "where", "history", "help", "quit",
    ] {
      #expect(words.contains(command), "\(command) missing from \(words.sorted())")
    }
    // Single letters and the words of the explanations are not commands to complete.
    #expect(!words.contains("s") && !words.contains("the") && !words.contains("Enter"))
    #expect(!words.contains("all") && !words.contains("CONDITION") && !words.contains("key"))
  }

  @Test func aRecordingGivesItsNamesInEverySpelling() throws {
    let recording = try Recording(contentsOf: PackageRoot.path + "/Recordings/start-workout")
    let completion = StepCompletion(recording: recording)
    for word in [
      "INStartWorkoutIntent.intentDescription", "intentDescription", "workoutName",
      "INStartWorkoutIntent.workoutName", "S1", "WorkoutViewController#1", "WorkoutViewController",
      "configureView", "divergence", "finding", "header-not-on-top", "empty-set-not-first",
      "answer.size.height", "claimed",
    ] {
      #expect(completion.arguments.contains(word), "\(word) missing from \(completion.arguments)")
    }
    #expect(completion.commands.contains("break") && completion.commands.contains("info"))
  }
}

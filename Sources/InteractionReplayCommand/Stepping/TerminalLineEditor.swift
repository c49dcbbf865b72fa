#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads command lines from the terminal on standard input as lldb's prompt does: the line is
/// edited in place with the Emacs keys of libedit and readline (``LineEditor``), ↑ and ↓ go
/// through the commands of this run and the runs before (``StepHistoryFile``), Tab completes
/// commands and the recording's names (``StepCompletion``), Ctrl-C drops the line and prompts
/// again, as a shell does, and Ctrl-D on an empty line ends the input.
///
/// The terminal is in non-canonical mode without echo only while a line is read, and is put
/// back as it was after each line, so the replay's own output and a crash leave it usable.
struct TerminalLineEditor: StepInput {
  private(set) var history: [String] = []
  /// What ↑ goes back through: the history file's commands, then this run's.
  private var recall: [String]
  private let historyFile: StepHistoryFile?
  private let completion: StepCompletion?

  /// - Parameters:
  ///   - historyFile: Where the commands are kept between runs; `nil` for this run only.
  ///   - completion: What Tab completes; `nil` for nothing.
  init(historyFile: StepHistoryFile? = StepHistoryFile(), completion: StepCompletion? = nil) {
    self.historyFile = historyFile
    self.completion = completion
    recall = historyFile?.load() ?? []
  }

  mutating func readLine(prompt: String) -> String? {
    var original = termios()
    guard tcgetattr(STDIN_FILENO, &original) == 0 else { return plainLine(prompt: prompt) }
    var raw = original
    // Without ISIG, Ctrl-C is read as a byte here rather than sent as SIGINT; without IEXTEN,
    // Ctrl-V and (on macOS) Ctrl-O reach the editor too; without IXON, Ctrl-S and Ctrl-Q.
    raw.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG | IEXTEN)
    raw.c_iflag &= ~tcflag_t(IXON | ICRNL)
    tcsetattr(STDIN_FILENO, TCSANOW, &raw)
    defer { tcsetattr(STDIN_FILENO, TCSANOW, &original) }

    var editor = LineEditor(prompt: prompt, recall: recall, completion: completion)
    emit(prompt)
    while let key = LineKey.read(readByte) {
      let (output, outcome) = editor.handle(key)
      emit(output)
      switch outcome {
      case .editing: continue
      case .line(let text):
        remember(text)
        return text
      case .endOfInput: return nil
      }
    }
    return nil
  }

  /// A line read without editing, when standard input is not a terminal after all.
  private mutating func plainLine(prompt: String) -> String? {
    emit(prompt)
    guard let text = Swift.readLine() else { return nil }
    remember(text)
    return text
  }

  /// Keeps a line that is not empty in the history, and in the history file; a line the same
  /// as the one before is recalled once.
  private mutating func remember(_ text: String) {
    guard !text.allSatisfy(\.isWhitespace) else { return }
    history.append(text)
    guard recall.last != text else { return }
    recall.append(text)
    historyFile?.append(text)
  }

  private func readByte() -> UInt8? {
    var byte: UInt8 = 0
    while true {
      let count = read(STDIN_FILENO, &byte, 1)
      if count == 1 { return byte }
      if count < 0, errno == EINTR { continue }
      return nil
    }
  }

  private func emit(_ text: String) {
    guard !text.isEmpty else { return }
    print(text, terminator: "")
    fflush(nil)
  }
}

/// The editing of one line at the prompt, apart from the terminal: each key changes the line
/// and gives the text that shows the change, so that the keys are tested without a terminal.
///
/// The keys are libedit's and readline's Emacs keys: ←/→ (Ctrl-B/F), a word left or right
/// (Alt-B/F, Ctrl-←/→), Home/End (Ctrl-A/E), Backspace, Delete, Ctrl-W, Ctrl-U, Ctrl-K, ↑/↓
/// (Ctrl-P/N) through the commands typed before, Tab to complete the word before the cursor, Ctrl-L to clear the screen, Ctrl-C to drop the
/// line and Ctrl-D on an empty line to end the input.
struct LineEditor {
  /// What a key did to the line.
  enum Outcome: Equatable {
    /// The line is still being edited.
    case editing
    /// Enter: the line is done.
    case line(String)
    /// Ctrl-D on an empty line: the input ends.
    case endOfInput
  }

  /// The width the candidates of a completion are laid out in.
  static let listWidth = 80

  let prompt: String
  private(set) var buffer = LineBuffer()
  /// The commands ↑ goes back through, oldest first.
  private let recall: [String]
  /// The entry of `recall` shown, `recall.count` for the line being typed.
  private var shown: Int
  /// The line being typed, kept while ↑ shows older ones.
  private var typed = LineBuffer()
  private let completion: StepCompletion?
  /// Whether the last key was a Tab that completed nothing more: the next lists the candidates.
  private var listsOnTab = false

  /// - Parameters:
  ///   - prompt: The prompt, drawn before the line.
  ///   - recall: The commands ↑ goes back through, oldest first.
  ///   - completion: What Tab completes; `nil` for nothing.
  init(prompt: String, recall: [String] = [], completion: StepCompletion? = nil) {
    self.prompt = prompt
    self.recall = recall
    self.completion = completion
    shown = recall.count
  }

  /// Applies a key to the line.
  ///
  /// - Parameter key: The key read.
  /// - Returns: The text to send the terminal, and whether the line is done.
  mutating func handle(_ key: LineKey) -> (output: String, outcome: Outcome) {
    let wasListing = listsOnTab
    listsOnTab = false
    switch key {
    case .character(let character):
      let atEnd = buffer.columnsFromEnd == 0
      buffer.insert(String(character))
      // At the end of the line the character alone; inside it, the rest moves right.
      return (atEnd ? String(character) : redraw(), .editing)
    case .enter:
      return (toEnd() + "\n", .line(buffer.text))
    case .interrupt:
      let output = toEnd() + "^C\n" + prompt
      buffer = LineBuffer()
      shown = recall.count
      return (output, .editing)
    case .endOfInput:
      if buffer.characters.isEmpty { return ("\n", .endOfInput) }
      buffer.deleteForward()
    case .backspace: buffer.deleteBackward()
    case .delete: buffer.deleteForward()
    case .left: buffer.moveLeft()
    case .right: buffer.moveRight()
    case .wordLeft: buffer.moveWordLeft()
    case .wordRight: buffer.moveWordRight()
    case .home: buffer.moveToStart()
    case .end: buffer.moveToEnd()
    case .deleteWord: buffer.deleteWordBackward()
    case .deleteToStart: buffer.deleteToStart()
    case .deleteToEnd: buffer.deleteToEnd()
    case .up:
      guard shown > 0 else { return ("\u{07}", .editing) }
      if shown == recall.count { typed = buffer }
      shown -= 1
      buffer = LineBuffer(recall[shown])
    case .down:
      guard shown < recall.count else { return ("\u{07}", .editing) }
      shown += 1
      buffer = shown == recall.count ? typed : LineBuffer(recall[shown])
    case .tab:
      return (complete(listing: wasListing), .editing)
    case .clearScreen:
      return ("\u{1B}[H\u{1B}[2J" + redraw(), .editing)
    case .ignored:
      return ("", .editing)
    }
    return (redraw(), .editing)
  }

  /// The line drawn again on its row, the cursor put back where it is.
  private func redraw() -> String {
    let back = buffer.columnsFromEnd
    return "\r\u{1B}[K" + prompt + buffer.text + (back > 0 ? "\u{1B}[\(back)D" : "")
  }

  /// The cursor moved to the end of the line, before a newline.
  private func toEnd() -> String {
    let ahead = buffer.columnsFromEnd
    return ahead > 0 ? "\u{1B}[\(ahead)C" : ""
  }

  /// Tab: a word with one candidate is completed, and a space put after it; with several, as
  /// much as they share, and a second Tab lists them below the line, as bash and lldb do.
  private mutating func complete(listing: Bool) -> String {
    guard let completion else { return "\u{07}" }
    let start = buffer.wordStart
    let before = Array(buffer.characters[..<buffer.cursor])
    let word = String(before[start...])
    let isFirst = before[..<start].allSatisfy { $0 == " " }
    let candidates = completion.candidates(for: word, isFirst: isFirst)
    switch candidates.count {
    case 0:
      return "\u{07}"
    case 1:
      let spaced = buffer.columnsFromEnd == 0 || buffer.characters[buffer.cursor] != " "
      buffer.replaceBeforeCursor(from: start, with: candidates[0] + (spaced ? " " : ""))
      if !spaced { buffer.moveRight() }
      return redraw()
    default:
      let shared = StepCompletion.commonPrefix(candidates)
      if shared.count > word.count {
        buffer.replaceBeforeCursor(from: start, with: shared)
        return redraw()
      }
      guard listing else {
        listsOnTab = true
        return "\u{07}"
      }
      return toEnd() + "\n" + Self.columns(candidates) + redraw()
    }
  }

  /// Candidates laid out in columns across ``listWidth``, each row ending in a newline.
  static func columns(_ candidates: [String]) -> String {
    let width = (candidates.map(\.count).max() ?? 0) + 2
    let perRow = max(1, listWidth / width)
    let rows = (candidates.count + perRow - 1) / perRow
    return (0..<rows).map { row in
      // Down the columns, as ls and bash list them.
      let cells = stride(from: row, to: candidates.count, by: rows).map { candidates[$0] }
      let padded = cells.dropLast().map { $0.padding(width) } + cells.suffix(1)
      return padded.joined() + "\n"
    }.joined()
  }
}

extension String {
  /// The text followed by spaces up to `width` characters.
  fileprivate func padding(_ width: Int) -> String {
    self + String(repeating: " ", count: max(0, width - count))
  }
}

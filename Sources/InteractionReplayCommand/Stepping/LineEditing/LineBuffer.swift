/// The line being typed at a prompt and the cursor in it, with the edits of a shell's line
/// editor (Emacs keys, as libedit and readline bind them by default).
///
/// A character is one column on the screen: the stepper's commands and the recording's names
/// are ASCII, and a wider character only puts the cursor a column off.
struct LineBuffer: Equatable {
  /// The line's characters.
  private(set) var characters: [Character]
  /// Where the next character goes: from 0 (before the first) to `characters.count` (at the end).
  private(set) var cursor: Int

  /// A line holding `text`, with the cursor at its end.
  init(_ text: String = "") {
    characters = Array(text)
    cursor = characters.count
  }

  /// The line's text.
  var text: String { String(characters) }

  /// The text before the cursor.
  var beforeCursor: String { String(characters[..<cursor]) }

  /// How many columns the cursor stands left of the end of the line.
  var columnsFromEnd: Int { characters.count - cursor }

  /// Inserts `text` at the cursor and moves the cursor past it.
  mutating func insert(_ text: String) {
    let inserted = Array(text)
    characters.insert(contentsOf: inserted, at: cursor)
    cursor += inserted.count
  }

  /// Backspace: deletes the character before the cursor.
  mutating func deleteBackward() {
    guard cursor > 0 else { return }
    cursor -= 1
    characters.remove(at: cursor)
  }

  /// Delete (and Ctrl-D on a line that is not empty): deletes the character under the cursor.
  mutating func deleteForward() {
    guard cursor < characters.count else { return }
    characters.remove(at: cursor)
  }

  /// ← and Ctrl-B.
  mutating func moveLeft() { cursor = max(cursor - 1, 0) }

  /// → and Ctrl-F.
  mutating func moveRight() { cursor = min(cursor + 1, characters.count) }

  /// Home and Ctrl-A.
  mutating func moveToStart() { cursor = 0 }

  /// End and Ctrl-E.
  mutating func moveToEnd() { cursor = characters.count }

  /// Alt-B and Ctrl-←: to the start of the word before the cursor.
  mutating func moveWordLeft() {
    while cursor > 0, characters[cursor - 1] == " " { cursor -= 1 }
    while cursor > 0, characters[cursor - 1] != " " { cursor -= 1 }
  }

  /// Alt-F and Ctrl-→: to the end of the word after the cursor.
  mutating func moveWordRight() {
    while cursor < characters.count, characters[cursor] == " " { cursor += 1 }
    while cursor < characters.count, characters[cursor] != " " { cursor += 1 }
  }

  /// Ctrl-W: deletes the word before the cursor and the spaces after it, as libedit does.
  mutating func deleteWordBackward() {
    var start = cursor
    while start > 0, characters[start - 1] == " " { start -= 1 }
    while start > 0, characters[start - 1] != " " { start -= 1 }
    characters.removeSubrange(start..<cursor)
    cursor = start
  }

  /// Ctrl-U: deletes from the start of the line to the cursor.
  mutating func deleteToStart() {
    characters.removeSubrange(0..<cursor)
    cursor = 0
  }

  /// Ctrl-K: deletes from the cursor to the end of the line.
  mutating func deleteToEnd() {
    characters.removeSubrange(cursor...)
  }

  /// Where the word the cursor ends starts: after the last space before the cursor.
  var wordStart: Int {
    var start = cursor
    while start > 0, characters[start - 1] != " " { start -= 1 }
    return start
  }

  /// Replaces the text from `start` to the cursor with `text`, the cursor after it: a word
  /// completed.
  mutating func replaceBeforeCursor(from start: Int, with text: String) {
    let replacement = Array(text)
    characters.replaceSubrange(start..<cursor, with: replacement)
    cursor = start + replacement.count
  }
}

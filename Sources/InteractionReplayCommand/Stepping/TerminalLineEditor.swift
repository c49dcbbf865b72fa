#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads command lines from the terminal on standard input as a shell does: the line is edited
/// in place (Backspace, Ctrl-U), ↑ and ↓ go through the history, Ctrl-C drops the line and
/// prompts again, as a shell does, and Ctrl-D on an empty line ends the input.
///
/// The terminal is in non-canonical mode without echo only while a line is read, and is put
/// back as it was after each line, so the replay's own output and a crash leave it usable.
struct TerminalLineEditor: StepInput {
  private(set) var history: [String] = []

  mutating func readLine(prompt: String) -> String? {
    var original = termios()
    guard tcgetattr(STDIN_FILENO, &original) == 0 else { return plainLine(prompt: prompt) }
    var raw = original
    // Without ISIG, Ctrl-C is read as a byte here rather than sent as SIGINT.
    raw.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG)
    tcsetattr(STDIN_FILENO, TCSANOW, &raw)
    defer { tcsetattr(STDIN_FILENO, TCSANOW, &original) }

    var line: [UInt8] = []
    // The history entry shown, `history.count` for the line being typed, which ↑ keeps.
    var shown = history.count
    var typed: [UInt8] = []
    func redraw() { emit("\r\u{1B}[K" + prompt + String(decoding: line, as: UTF8.self)) }
    emit(prompt)
    while let byte = readByte() {
      switch byte {
      case 0x0D, 0x0A:
        emit("\n")
        let text = String(decoding: line, as: UTF8.self)
        if !text.allSatisfy(\.isWhitespace) { history.append(text) }
        return text
      case 0x7F, 0x08:
        // One character back: a UTF-8 lead byte and its continuation bytes.
        while let last = line.popLast(), last & 0xC0 == 0x80 {}
        redraw()
      case 0x15:
        line.removeAll()
        redraw()
      case 0x03:
        emit("^C\n" + prompt)
        line.removeAll()
        shown = history.count
      case 0x04:
        guard line.isEmpty else { continue }
        emit("\n")
        return nil
      case 0x1B:
        // An arrow key: ESC [ A (up) or ESC [ B (down); other sequences are ignored.
        guard readByte() == UInt8(ascii: "["), let key = readByte() else { continue }
        if key == UInt8(ascii: "A"), shown > 0 {
          if shown == history.count { typed = line }
          shown -= 1
          line = Array(history[shown].utf8)
          redraw()
        } else if key == UInt8(ascii: "B"), shown < history.count {
          shown += 1
          line = shown == history.count ? typed : Array(history[shown].utf8)
          redraw()
        }
      case 0x20...:
        line.append(byte)
        // Raw, so that the bytes of one character written one at a time make it up.
        fflush(nil)
        _ = withUnsafePointer(to: byte) { write(STDOUT_FILENO, $0, 1) }
      default:
        continue
      }
    }
    return nil
  }

  /// A line read without editing, when standard input is not a terminal after all.
  private mutating func plainLine(prompt: String) -> String? {
    emit(prompt)
    guard let text = Swift.readLine() else { return nil }
    if !text.allSatisfy(\.isWhitespace) { history.append(text) }
    return text
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
    print(text, terminator: "")
    fflush(nil)
  }
}

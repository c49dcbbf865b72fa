/// A key read at the prompt: a character typed, or an editing key as a terminal sends it (a
/// control character, or an escape sequence for the arrows, Home, End, Delete and Alt with a
/// letter).
enum LineKey: Equatable {
  case character(Character)
  case enter
  case backspace
  case delete
  case left
  case right
  /// Alt-B, Ctrl-←.
  case wordLeft
  /// Alt-F, Ctrl-→.
  case wordRight
  case home
  case end
  case up
  case down
  case tab
  /// Ctrl-C: drops the line.
  case interrupt
  /// Ctrl-D: ends the input on an empty line, else deletes the character under the cursor.
  case endOfInput
  /// Ctrl-W.
  case deleteWord
  /// Ctrl-U.
  case deleteToStart
  /// Ctrl-K.
  case deleteToEnd
  /// Ctrl-L: clears the screen.
  case clearScreen
  /// A key with nothing bound to it, or a sequence not known.
  case ignored

  /// Reads one key from the bytes a terminal sends.
  ///
  /// - Parameter next: The next byte, or `nil` at the end of the input.
  /// - Returns: The key, or `nil` at the end of the input.
  static func read(_ next: () -> UInt8?) -> LineKey? {
    guard let byte = next() else { return nil }
    switch byte {
    case 0x0D, 0x0A: return .enter
    case 0x7F, 0x08: return .backspace
    case 0x09: return .tab
    case 0x01: return .home
    case 0x02: return .left
    case 0x03: return .interrupt
    case 0x04: return .endOfInput
    case 0x05: return .end
    case 0x06: return .right
    case 0x0B: return .deleteToEnd
    case 0x0C: return .clearScreen
    case 0x0E: return .down
    case 0x10: return .up
    case 0x15: return .deleteToStart
    case 0x17: return .deleteWord
    case 0x1B: return escapeSequence(next)
    case 0x20..<0x7F: return .character(Character(Unicode.Scalar(byte)))
    case 0xC0...0xF7: return utf8Character(lead: byte, next)
    default: return .ignored
    }
  }

  /// The key an escape sequence sends: `ESC [` (CSI) or `ESC O` (SS3) and a final letter, or
  /// `ESC [ n ~` for the keys of the editing pad.
  private static func escapeSequence(_ next: () -> UInt8?) -> LineKey {
    guard let introducer = next() else { return .ignored }
    switch introducer {
    case UInt8(ascii: "["), UInt8(ascii: "O"): break
    // Alt with a letter, as a terminal sends it: ESC and the letter.
    case UInt8(ascii: "b"): return .wordLeft
    case UInt8(ascii: "f"): return .wordRight
    default: return .ignored
    }
    // Parameters (digits and `;`) up to the final byte, from `@` to `~`.
    var parameters = ""
    while let byte = next() {
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: ";"):
        parameters.append(Character(Unicode.Scalar(byte)))
      case UInt8(ascii: "~"):
        switch parameters {
        case "1", "7": return .home
        case "4", "8": return .end
        case "3": return .delete
        default: return .ignored
        }
      case 0x40...0x7E:
        // `1;5` (Ctrl) or `1;3` (Alt) before an arrow's letter: a word at a time.
        let byWord = parameters.hasSuffix(";5") || parameters.hasSuffix(";3")
        switch Character(Unicode.Scalar(byte)) {
        case "A": return .up
        case "B": return .down
        case "C": return byWord ? .wordRight : .right
        case "D": return byWord ? .wordLeft : .left
        case "H": return .home
        case "F": return .end
        default: return .ignored
        }
      default:
        return .ignored
      }
    }
    return .ignored
  }

  /// A character of more than one byte in UTF-8, from its lead byte and its continuation bytes.
  private static func utf8Character(lead: UInt8, _ next: () -> UInt8?) -> LineKey {
    let count = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
    var bytes = [lead]
    while bytes.count < count, let byte = next() {
      guard byte & 0xC0 == 0x80 else { return .ignored }
      bytes.append(byte)
    }
    guard let character = String(decoding: bytes, as: UTF8.self).first, character != "\u{FFFD}"
    else { return .ignored }
    return .character(character)
  }
}

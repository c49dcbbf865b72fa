/// The bytes that JSON's grammar is made of, named.
enum JSONByte {
  static let tab: UInt8 = 0x09
  static let lineFeed: UInt8 = 0x0A
  static let carriageReturn: UInt8 = 0x0D
  static let space: UInt8 = 0x20
  static let quote: UInt8 = 0x22
  static let plus: UInt8 = 0x2B
  static let comma: UInt8 = 0x2C
  static let minus: UInt8 = 0x2D
  static let period: UInt8 = 0x2E
  static let slash: UInt8 = 0x2F
  static let zero: UInt8 = 0x30
  static let nine: UInt8 = 0x39
  static let colon: UInt8 = 0x3A
  static let upperE: UInt8 = 0x45
  static let openBracket: UInt8 = 0x5B
  static let backslash: UInt8 = 0x5C
  static let closeBracket: UInt8 = 0x5D
  static let lowerE: UInt8 = 0x65
  static let lowerF: UInt8 = 0x66
  static let lowerN: UInt8 = 0x6E
  static let lowerT: UInt8 = 0x74
  static let lowerU: UInt8 = 0x75
  static let openBrace: UInt8 = 0x7B
  static let closeBrace: UInt8 = 0x7D

  /// Whether `byte` is one of the four whitespace bytes JSON allows between tokens.
  @inline(__always)
  static func isWhitespace(_ byte: UInt8) -> Bool {
    byte == space || byte == lineFeed || byte == carriageReturn || byte == tab
  }

  /// Whether `byte` is an ASCII decimal digit.
  @inline(__always)
  static func isDigit(_ byte: UInt8) -> Bool {
    byte &- zero < 10
  }
}

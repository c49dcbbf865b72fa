/// Reads a key path written with subscripts (`rideStatus.waypoints[1].name`) into its components
/// and the index recorded for each sub-key path a subscript closes.
///
/// Kept apart from ``Parameter`` so the key-path form and the text form share one grammar:
/// components are non-empty runs of any characters but `.`, `[` and `]`, each followed by at most
/// one subscript of decimal digits, separated by single dots.
struct KeyPathParser {
  /// The components, without subscripts.
  var components: [String] = []
  /// The index for each sub-key path (components joined by `.`) that a subscript closes.
  var indexes: [String: Int] = [:]

  /// Parses a key path.
  ///
  /// - Parameters:
  ///   - keyPath: The key path to read.
  ///   - text: The text that errors quote; `keyPath` is a suffix of it.
  ///   - offset: How many characters of `text` come before `keyPath`, so errors point into `text`.
  /// - Throws: A ``ParameterError`` naming the first problem and its character in `text`.
  init(_ keyPath: Substring, in text: String, offset: Int) throws(ParameterError) {
    let characters = Array(keyPath)
    var position = 0

    func fail(_ reason: ParameterError.Reason, at index: Int) -> ParameterError {
      ParameterError(reason, in: text, at: offset + index + 1)
    }

    while true {
      let start = position
      while position < characters.count, !".[]".contains(characters[position]) {
        position += 1
      }
      guard position > start else {
        if position < characters.count, characters[position] == "]" {
          throw fail(.unexpectedCharacter("]"), at: position)
        }
        throw fail(.emptyComponent, at: position)
      }
      components.append(String(characters[start..<position]))

      if position < characters.count, characters[position] == "[" {
        let open = position
        guard let close = characters[open...].firstIndex(of: "]") else {
          throw fail(.unterminatedSubscript, at: open)
        }
        let digits = String(characters[(open + 1)..<close])
        indexes[components.joined(separator: ".")] = try Self.index(
          digits, fail: { reason in fail(reason, at: digits.isEmpty ? close : open + 1) })
        position = close + 1
        if position < characters.count, characters[position] == "[" {
          throw fail(.repeatedSubscript, at: position)
        }
      }

      guard position < characters.count else { return }
      guard characters[position] == "." else {
        throw fail(.unexpectedCharacter(characters[position]), at: position)
      }
      position += 1
    }
  }

  private static func index(
    _ digits: String, fail: (ParameterError.Reason) -> ParameterError
  ) throws(ParameterError) -> Int {
    guard !digits.isEmpty else { throw fail(.emptySubscript) }
    let isDecimal = { (text: Substring) in
      !text.isEmpty && text.allSatisfy { $0.isASCII && $0.isWholeNumber }
    }
    if digits.first == "-", isDecimal(digits.dropFirst()) {
      throw fail(.negativeSubscript(digits))
    }
    guard isDecimal(digits[...]) else { throw fail(.nonNumericSubscript(digits)) }
    guard let index = Int(digits) else { throw fail(.subscriptTooLarge(digits)) }
    return index
  }
}

extension String {
  /// Runs of spaces by length, up to 64, built once: padding with one is a copy of bytes (a run
  /// up to 15 long is stored inline), where `String(repeating:count:)` would build a string
  /// each time.
  private static let spaceRuns = (0...64).map { String(repeating: " ", count: $0) }

  /// `count` spaces (none when `count` is not positive).
  package static func spaces(_ count: Int) -> String {
    guard count >= spaceRuns.count else { return spaceRuns[Swift.max(0, count)] }
    var text = ""
    text.appendSpaces(count)
    return text
  }

  /// Appends `count` spaces (none when `count` is not positive).
  package mutating func appendSpaces(_ count: Int) {
    var left = count
    while left > 0 {
      let run = Swift.min(left, Self.spaceRuns.count - 1)
      append(Self.spaceRuns[run])
      left -= run
    }
  }
}

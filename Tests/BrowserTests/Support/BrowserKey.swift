/// A key the tests press, as WebDriver's actions name it: a character, or a code point of the
/// W3C specification's table of special keys.
enum BrowserKey: Sendable {
  case arrowLeft, arrowRight, home, end
  /// A key that types this character, such as `n`.
  case character(Character)

  /// The `value` of WebDriver's `keyDown` and `keyUp` actions.
  var value: String {
    switch self {
    case .end: "\u{E010}"
    case .home: "\u{E011}"
    case .arrowLeft: "\u{E012}"
    case .arrowRight: "\u{E014}"
    case .character(let character): String(character)
    }
  }
}

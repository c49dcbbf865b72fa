/// A failure of the browser harness, saying what it was doing.
struct WebDriverError: Error, CustomStringConvertible {
  var description: String

  init(_ description: String) {
    self.description = description
  }

  /// A command the driver refused, with the error code and message it answered.
  static func command(_ method: String, _ path: String, status: Int, answer: String) -> Self {
    Self("WebDriver \(method) \(path): HTTP \(status): \(answer.prefix(2_000))")
  }
}

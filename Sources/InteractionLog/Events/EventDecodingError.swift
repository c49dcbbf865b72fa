/// Why a line is not a valid event: the byte in the line where it was found, and what was expected.
package struct EventDecodingError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The byte offset within the line, when the problem is in the JSON text.
  package var column: Int?
  package var message: String

  package init(_ message: String, column: Int? = nil) {
    self.message = message
    self.column = column
  }

  package var description: String {
    column.map { "\(message) (at byte \($0) of the line)" } ?? message
  }
}

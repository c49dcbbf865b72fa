/// Why a line is not a valid event: the field and what was expected of it, or, for a line that is
/// not JSON, the parser's error with its byte offset in the line.
package struct EventDecodingError: Error, Hashable, Sendable, CustomStringConvertible {
  package var message: String

  package init(_ message: String) {
    self.message = message
  }

  package var description: String { message }
}

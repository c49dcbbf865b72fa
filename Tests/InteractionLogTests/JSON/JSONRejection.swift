import InteractionLog
import Testing

/// A document ``JSONParser`` must reject, and the description of the error it must give.
struct JSONRejection: Sendable, CustomTestStringConvertible {
  /// The document's bytes.
  let input: [UInt8]
  /// The error's description.
  let message: String
  /// The error's byte offset.
  let offset: Int

  /// A rejection of UTF-8 text.
  init(_ text: String, _ message: String, at offset: Int) {
    self.init(bytes: Array(text.utf8), message, at: offset)
  }

  /// A rejection of raw bytes, for invalid UTF-8.
  init(bytes: [UInt8], _ message: String, at offset: Int) {
    self.input = bytes
    self.message = message
    self.offset = offset
  }

  var testDescription: String {
    String(decoding: input.prefix(40), as: UTF8.self)
  }
}

extension Parameter: ExpressibleByStringLiteral {
  /// Creates a parameter from its text form written as a literal, without `try`:
  /// `let payee: Parameter = "INSendPaymentIntent.payee"`.
  ///
  /// A literal is the programmer's own text, so a malformed one is a bug in the program rather
  /// than bad input: it traps with the ``ParameterError``, which quotes the text and points at the
  /// character, as `URL` and `FilePath` literals do. `Parameter("…")` with a literal argument
  /// is this initializer too (a literal coerces to the type it initializes), so it needs no
  /// `try`; text that comes from outside, a `String` value, goes through the throwing
  /// ``init(_:)``.
  ///
  /// - Parameter value: The text form, such as `INSearchForAccountsIntentResponse.accounts[1]`.
  public init(stringLiteral value: StaticString) {
    do {
      try self.init(value.description)
    } catch {
      preconditionFailure("invalid Parameter literal: \(error)")
    }
  }
}

extension Parameter: CustomStringConvertible {
  /// The text form, such as `INSearchForAccountsIntentResponse.accounts[1]`.
  ///
  /// It is the class name, a dot, and ``subscriptedKeyPath``; ``init(_:)`` reads it back exactly.
  public var description: String {
    "\(className).\(subscriptedKeyPath)"
  }

  /// Reads a parameter from its text form, the inverse of ``description``.
  ///
  /// The first component is the class name; the rest is the key path with subscripts. Unlike
  /// ``init(for:keyPath:)``, a key-path component equal to the class name is kept, since in the
  /// text form the class name is always present: `A.A.b` has the key path `A.b`.
  ///
  /// - Parameter text: Text such as `INRequestRideIntentResponse.rideStatus.waypoints[1].name`.
  /// - Throws: A ``ParameterError`` for a missing or invalid class name, a missing key path, or a
  ///   malformed key path, with the character position in `text`.
  public init(_ text: String) throws(ParameterError) {
    // The text our logs hold is printable ASCII: read as bytes, not Characters.
    if let parsed = Parameter(printableASCII: text) {
      self = parsed
      return
    }
    try self.init(parsingCharacters: text)
  }

  /// Reads the text form Character by Character: what ``init(_:)`` does for text that is not
  /// printable ASCII, and for malformed text, whose error it names.
  package init(parsingCharacters text: String) throws(ParameterError) {
    guard let dot = text.firstIndex(of: ".") else {
      try Self.validate(className: text, in: text, offset: 0)
      throw ParameterError(.missingKeyPath, in: text, at: text.count + 1)
    }
    let className = String(text[..<dot])
    try Self.validate(className: className, in: text, offset: 0)
    let keyPathStart = text.index(after: dot)
    let parsed = try KeyPathParser(
      text[keyPathStart...], in: text, offset: className.count + 1)
    self.init(className: className, parsed: parsed)
  }
}

/// A property of an intent or intent response that an Intents UI view can show, mirroring
/// `INParameter`.
///
/// A parameter is a class name, a key path without subscripts, and an index for each sub-key path
/// that reaches into an array: SiriKit offers `accounts[0]` and `accounts[1]` as parameters with
/// the key path `accounts` and the index 0 or 1 for the sub-key path `accounts`. Equality and
/// hashing include the indexes, as SiriKit's do, so `accounts[0]`, `accounts[1]` and `accounts`
/// are three different parameters.
///
/// Its text form, ``description``, is the class name followed by the key path with its subscripts
/// (`INSearchForAccountsIntentResponse.accounts[1]`), and ``init(_:)`` reads it back.
public struct Parameter: Hashable, Sendable {
  /// The Objective-C class name of the intent or response the key path applies to.
  public let className: String
  /// The key path, without subscripts and without a leading class name, such as
  /// `rideStatus.pickupLocation`.
  public let keyPath: String
  /// The index recorded for each sub-key path, such as `["accounts": 1]`.
  ///
  /// A sub-key path is a prefix of ``keyPath`` that ends at a component boundary.
  public internal(set) var indexes: [String: Int]

  /// Creates a parameter as `INParameter(for:keyPath:)` does.
  ///
  /// A leading component equal to the class name is dropped (`INSendMessageIntent.content` becomes
  /// `content`), and each subscript is removed from the key path and recorded as the index for the
  /// sub-key path it closes: `rideStatus.waypoints[1].name` has the key path
  /// `rideStatus.waypoints.name` and the index 1 for `rideStatus.waypoints`.
  ///
  /// SiriKit raises an exception for a malformed subscript; this initializer throws instead.
  ///
  /// - Parameters:
  ///   - className: The Objective-C class name of the intent or response, such as
  ///     `INSendMessageIntent`. It may not be empty or contain `.`, `[` or `]`, which SiriKit's
  ///     generated class names never do, so that the text form stays unambiguous.
  ///   - keyPath: The key path, optionally starting with the class name and optionally with
  ///     subscripts.
  /// - Throws: A ``ParameterError`` for an invalid class name, an empty component, or a subscript
  ///   that is empty, non-numeric, negative, repeated or not closed.
  public init(for className: String, keyPath: String) throws(ParameterError) {
    try Self.validate(className: className, in: className, offset: 0)
    let classPrefix = className + "."
    var path = keyPath[...]
    if keyPath.hasPrefix(classPrefix) {
      path = keyPath.dropFirst(classPrefix.count)
    }
    let parsed = try KeyPathParser(path, in: keyPath, offset: keyPath.count - path.count)
    self.init(className: className, parsed: parsed)
  }

  /// Creates a parameter from a class name and a key path already parsed, without stripping.
  ///
  /// - Parameters:
  ///   - className: A valid class name.
  ///   - parsed: The parsed key path.
  init(className: String, parsed: KeyPathParser) {
    self.className = className
    self.keyPath = parsed.components.joined(separator: ".")
    self.indexes = parsed.indexes
  }

  /// Checks that a class name can appear in the text form.
  ///
  /// - Parameters:
  ///   - className: The class name to check.
  ///   - text: The text that errors quote, which starts with `className` after `offset` characters.
  ///   - offset: How many characters of `text` come before `className`.
  /// - Throws: A ``ParameterError`` if the class name is empty or contains `.`, `[` or `]`.
  static func validate(
    className: String, in text: String, offset: Int
  ) throws(ParameterError) {
    guard !className.isEmpty else {
      throw ParameterError(.emptyClassName, in: text, at: offset + 1)
    }
    if let position = className.firstIndex(where: { ".[]".contains($0) }) {
      throw ParameterError(
        .invalidClassNameCharacter(className[position]), in: text,
        at: offset + className.distance(from: className.startIndex, to: position) + 1)
    }
  }
}

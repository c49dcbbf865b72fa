/// The stable code of an exception the inspector flags (Docs/SiriKit.md); CI scripts match on it.
public struct FindingCode: RawRepresentable, Hashable, Comparable, Codable, Sendable,
  CustomStringConvertible
{
  /// The code, such as `empty-set-not-first`.
  public var rawValue: String

  /// Creates a code; rules of one's own may add codes beyond the catalogue.
  ///
  /// - Parameter rawValue: A lowercase, hyphenated code.
  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// The code, such as `empty-set-not-first`.
  public var description: String { rawValue }

  /// Orders codes by their text.
  ///
  /// - Parameters:
  ///   - lhs: A code.
  ///   - rhs: Another code.
  /// - Returns: Whether `lhs` sorts before `rhs`.
  public static func < (lhs: FindingCode, rhs: FindingCode) -> Bool { lhs.rawValue < rhs.rawValue }

  /// Reads the code from a single string.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: `DecodingError` if the value is not a string.
  public init(from decoder: any Decoder) throws {
    rawValue = try decoder.singleValueContainer().decode(String.self)
  }

  /// Writes the code as a single string.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: What the encoder throws.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(rawValue)
  }

  /// The empty-set `configureView` call was not the first call of the interaction, or never came.
  public static let emptySetNotFirst = FindingCode(rawValue: "empty-set-not-first")
  /// A parameter was offered after an earlier completion had claimed it.
  public static let reaskedClaimed = FindingCode(rawValue: "reasked-claimed")
  /// A controller claimed a parameter that belongs to neither the intent nor the response.
  public static let foreignClaim = FindingCode(rawValue: "foreign-claim")
  /// Both `configure` and `configureView` were called for one interaction.
  public static let mixedAPI = FindingCode(rawValue: "mixed-api")
  /// A call's completion never came.
  public static let completionMissing = FindingCode(rawValue: "completion-missing")
  /// A call's completion came more than once.
  public static let completionRepeated = FindingCode(rawValue: "completion-repeated")
  /// `configureView` was called twice on one controller instance.
  public static let instanceReused = FindingCode(rawValue: "instance-reused")
  /// The parameter order differs from the expected order (a catalog's, or another recording's).
  public static let orderDiffers = FindingCode(rawValue: "order-differs")
  /// One handler instance received calls for more than one method.
  public static let handlerReused = FindingCode(rawValue: "handler-reused")
  /// Resolve after confirm or handle, handle after a declined confirm, and the like.
  public static let phaseOrder = FindingCode(rawValue: "phase-order")
  /// A visible empty-set view came below another view that takes room: the header the user
  /// sees lower down, as a footer when nothing follows it.
  public static let headerNotOnTop = FindingCode(rawValue: "header-not-on-top")
  /// One parameter is displayed by two views of one interaction.
  public static let parameterShownTwice = FindingCode(rawValue: "parameter-shown-twice")
  /// A completion asked for a size no host allows: a negative, infinite or undefined width or
  /// height.
  public static let sizeNotAllowed = FindingCode(rawValue: "size-not-allowed")

  /// The codes of Docs/SiriKit.md#exceptions-the-inspector-flags, in its order.
  public static let catalogue: [FindingCode] = [
    .emptySetNotFirst, .reaskedClaimed, .foreignClaim, .mixedAPI, .completionMissing,
    .completionRepeated, .instanceReused, .orderDiffers, .handlerReused, .phaseOrder,
    .headerNotOnTop, .parameterShownTwice, .sizeNotAllowed,
  ]

  /// The codes of the catalogue about what SiriKit did; every other code, a rule of one's own
  /// included, is about what the extension's code did.
  ///
  /// `mixed-api` and `instance-reused` are SiriKit's: the host decides which method it calls and
  /// on which instance (the chaos faults of those names make them on purpose).
  public static let siriKitCodes: Set<FindingCode> = [
    .emptySetNotFirst, .reaskedClaimed, .mixedAPI, .instanceReused, .orderDiffers,
    .handlerReused, .phaseOrder,
  ]

  /// Whether the code is about what SiriKit did or what the extension's code did.
  public var origin: FindingOrigin {
    Self.siriKitCodes.contains(self) ? .siriKit : .extensionCode
  }
}

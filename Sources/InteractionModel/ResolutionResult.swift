/// A handler's answer when SiriKit asks it to resolve one parameter, mirroring the kinds of
/// `INIntentResolutionResult`.
public enum ResolutionResult: Hashable, Sendable {
  /// Why a value is unsupported: the top-level ``InteractionModel/UnsupportedReason``, spelled
  /// either way.
  public typealias UnsupportedReason = InteractionModel.UnsupportedReason

  /// The value is resolved.
  case success(Value)
  /// The user must choose one of these values.
  case disambiguation([Value])
  /// The user must confirm this value.
  case confirmationRequired(Value)
  /// The handler needs a value and has none.
  case needsValue
  /// The parameter does not apply to this intent.
  case notRequired
  /// The handler cannot use the value, optionally saying why.
  case unsupported(reason: UnsupportedReason?)

  /// A stable name for the case: `success`, `disambiguation`, `confirmationRequired`,
  /// `needsValue`, `notRequired` or `unsupported`.
  public var kindName: String {
    switch self {
    case .success: "success"
    case .disambiguation: "disambiguation"
    case .confirmationRequired: "confirmationRequired"
    case .needsValue: "needsValue"
    case .notRequired: "notRequired"
    case .unsupported: "unsupported"
    }
  }
}

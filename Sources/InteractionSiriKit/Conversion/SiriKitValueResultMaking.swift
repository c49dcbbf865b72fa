package import InteractionModel

#if os(iOS) || os(watchOS)
import Intents
#else
import SiriKitStandIn
#endif

/// A result class whose value is one SiriKit type, with the three factory methods that carry it:
/// `success(with:)`, `disambiguation(with:)` and `confirmationRequired(with:)`.
///
/// Its conversion from the model's result is this one; a conformance names only the value type.
///
/// Its factory methods are the public ones ``SiriKitResolution`` calls.
package protocol SiriKitValueResultMaking: SiriKitResolutionResultMaking,
  SiriKitDisambiguatingResult, SiriKitConfirmingResult
where ResolvedValue == Resolved, ValueToConfirm == Resolved? {
  /// The type of the value the result carries.
  associatedtype Resolved: ModelValueConvertible
}

extension SiriKitValueResultMaking {
  /// The result made with the factory method for the model result's outcome.
  package static func converted(from result: ResolutionResult) throws(SiriKitConversionError)
    -> Self
  {
    if let valueless = valuelessResult(result) { return valueless }
    switch result {
    case .success(let value): return success(with: try Self.value(value, as: Resolved.self))
    case .disambiguation(let values):
      return disambiguation(with: try candidates(values, as: Resolved.self))
    case .confirmationRequired(let value):
      return confirmationRequired(with: try toConfirm(value, as: Resolved.self))
    default: throw noFactory(result)
    }
  }
}

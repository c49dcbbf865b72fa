package import Foundation
package import InteractionModel

#if os(iOS) || os(watchOS)
import Intents
#else
import SiriKitStandIn
#endif

/// A result class of an enum or option set: `success(with:)` and `confirmationRequired(with:)`
/// carry its value, and no result disambiguates.
///
/// Its conversion from the model's result is this one; a generated conformance names only the
/// value type.
///
/// Its factory methods are the public ones ``SiriKitResolution`` calls.
package protocol SiriKitNamedResultMaking: SiriKitResolutionResultMaking, SiriKitSucceedingResult,
  SiriKitConfirmingResult
where ResolvedValue == Resolved, ValueToConfirm == Resolved {
  /// The enum or option set.
  associatedtype Resolved: SiriKitNamedNumber
}

extension SiriKitNamedResultMaking {
  /// The result made with the factory method for the model result's outcome.
  package static func converted(from result: ResolutionResult) throws(SiriKitConversionError)
    -> Self
  {
    if let valueless = valuelessResult(result) { return valueless }
    switch result {
    case .success(let value): return success(with: try Self.value(value, as: Resolved.self))
    case .confirmationRequired(let value):
      return confirmationRequired(with: try Self.value(value, as: Resolved.self))
    default: throw noFactory(result)
    }
  }

  /// The case or members of the raw value Objective-C keeps.
  package static func modelValue(ofNumber number: NSNumber) -> Value? {
    Resolved.modelValue(ofNumber: number)
  }
}

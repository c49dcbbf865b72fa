import Foundation
package import InteractionModel

#if os(iOS) || os(watchOS)
public import Intents
#else
public import SiriKitStandIn
#endif
#if os(iOS) || os(watchOS)
import CoreLocation
#endif

// The hand-written result classes: those whose value is one SiriKit type name it, and
// SiriKitValueResultMaking makes them; the number classes convert outcome by outcome. The
// generated code adds the catalog's enum and intent-specific result classes.

extension INStringResolutionResult: SiriKitValueResultMaking {
  package typealias Resolved = String
}

extension INSpeakableStringResolutionResult: SiriKitValueResultMaking {
  package typealias Resolved = INSpeakableString
}

extension INIntegerResolutionResult: SiriKitResolutionResultMaking, SiriKitSucceedingResult,
  SiriKitConfirmingResult
{
  public typealias ResolvedValue = Int
  public typealias ValueToConfirm = Int?

  package static func converted(from result: ResolutionResult) throws(SiriKitConversionError)
    -> Self
  {
    if let valueless = valuelessResult(result) { return valueless }
    switch result {
    case .success(let value): return success(with: try Self.value(value, as: Int.self))
    case .confirmationRequired(let value):
      return confirmationRequired(with: try toConfirm(value, as: Int.self))
    default: throw noFactory(result)
    }
  }
}

extension INDoubleResolutionResult: SiriKitResolutionResultMaking, SiriKitSucceedingResult,
  SiriKitConfirmingResult
{
  public typealias ResolvedValue = Double
  public typealias ValueToConfirm = Double?

  package static func converted(from result: ResolutionResult) throws(SiriKitConversionError)
    -> Self
  {
    if let valueless = valuelessResult(result) { return valueless }
    switch result {
    case .success(let value): return success(with: try Self.value(value, as: Double.self))
    case .confirmationRequired(let value):
      return confirmationRequired(with: try toConfirm(value, as: Double.self))
    default: throw noFactory(result)
    }
  }
}

extension INBooleanResolutionResult: SiriKitResolutionResultMaking, SiriKitSucceedingResult,
  SiriKitConfirmingResult
{
  public typealias ResolvedValue = Bool
  public typealias ValueToConfirm = Bool?

  package static func converted(from result: ResolutionResult) throws(SiriKitConversionError)
    -> Self
  {
    if let valueless = valuelessResult(result) { return valueless }
    switch result {
    case .success(let value): return success(with: try Self.value(value, as: Bool.self))
    case .confirmationRequired(let value):
      return confirmationRequired(with: try toConfirm(value, as: Bool.self))
    default: throw noFactory(result)
    }
  }
}

extension INPersonResolutionResult: SiriKitValueResultMaking {
  package typealias Resolved = INPerson
}

extension INPlacemarkResolutionResult: SiriKitValueResultMaking {
  package typealias Resolved = CLPlacemark
}

extension INDateComponentsRangeResolutionResult: SiriKitValueResultMaking {
  package typealias Resolved = INDateComponentsRange
}

extension INCurrencyAmountResolutionResult: SiriKitValueResultMaking {
  package typealias Resolved = INCurrencyAmount
}

extension INPaymentAccountResolutionResult: SiriKitValueResultMaking {
  package typealias Resolved = INPaymentAccount
}

extension INTaskResolutionResult: SiriKitValueResultMaking {
  package typealias Resolved = INTask
}

extension INTaskListResolutionResult: SiriKitValueResultMaking {
  package typealias Resolved = INTaskList
}

extension INTemporalEventTriggerResolutionResult: SiriKitValueResultMaking {
  package typealias Resolved = INTemporalEventTrigger
}

extension INSpatialEventTriggerResolutionResult: SiriKitValueResultMaking {
  package typealias Resolved = INSpatialEventTrigger
}

extension INPaymentAmountResolutionResult: SiriKitValueResultMaking {
  package typealias Resolved = INPaymentAmount
}

// Deprecated as Intents deprecates the class in iOS 15, with no replacement.
@available(iOS, deprecated: 15.0)
extension INBillPayeeResolutionResult: SiriKitValueResultMaking {
  package typealias Resolved = INBillPayee
}

extension INNoteResolutionResult: SiriKitValueResultMaking {
  package typealias Resolved = INNote
}

extension INNoteContentResolutionResult: SiriKitValueResultMaking {
  package typealias Resolved = INNoteContent
}

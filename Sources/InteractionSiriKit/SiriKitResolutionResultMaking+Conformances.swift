import Foundation
package import InteractionModel

#if canImport(Intents)
package import Intents
#else
package import SiriKitStandIn
#endif
#if canImport(CoreLocation)
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

extension INIntegerResolutionResult: SiriKitResolutionResultMaking {
  package static func converted(from result: ResolutionResult) throws(SiriKitConversionError)
    -> Self
  {
    if let valueless = valuelessResult(result) { return valueless }
    switch result {
    case .success(let value): return success(with: try Self.value(value, as: Int.self))
    case .confirmationRequired(let value):
      return confirmationRequired(with: confirmable(try toConfirm(value, as: Int.self)))
    default: throw noFactory(result)
    }
  }
}

extension INDoubleResolutionResult: SiriKitResolutionResultMaking {
  package static func converted(from result: ResolutionResult) throws(SiriKitConversionError)
    -> Self
  {
    if let valueless = valuelessResult(result) { return valueless }
    switch result {
    case .success(let value): return success(with: try Self.value(value, as: Double.self))
    case .confirmationRequired(let value):
      return confirmationRequired(with: confirmable(try toConfirm(value, as: Double.self)))
    default: throw noFactory(result)
    }
  }
}

extension INBooleanResolutionResult: SiriKitResolutionResultMaking {
  package static func converted(from result: ResolutionResult) throws(SiriKitConversionError)
    -> Self
  {
    if let valueless = valuelessResult(result) { return valueless }
    switch result {
    case .success(let value): return success(with: try Self.value(value, as: Bool.self))
    case .confirmationRequired(let value):
      return confirmationRequired(with: confirmable(try toConfirm(value, as: Bool.self)))
    default: throw noFactory(result)
    }
  }
}

#if canImport(Intents)
/// The value to confirm as Intents' Swift overlay takes it: the number classes' Objective-C
/// `NSNumber` is refined into an `Int?`, `Double?` or `Bool?`.
private func confirmable<Number>(_ number: Number?) -> Number? { number }
#else
/// The value to confirm as the stand-in takes it: Objective-C's `NSNumber`.
private func confirmable(_ number: Int?) -> NSNumber? { number.map { NSNumber(value: $0) } }
/// The value to confirm as the stand-in takes it: Objective-C's `NSNumber`.
private func confirmable(_ number: Double?) -> NSNumber? { number.map { NSNumber(value: $0) } }
/// The value to confirm as the stand-in takes it: Objective-C's `NSNumber`.
private func confirmable(_ number: Bool?) -> NSNumber? { number.map { NSNumber(value: $0) } }
#endif

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

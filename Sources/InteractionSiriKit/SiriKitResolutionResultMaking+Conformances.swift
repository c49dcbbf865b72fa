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

// The hand-written result classes' factory methods, outcome by outcome; the generated code adds
// the catalog's enum and intent-specific result classes in the same way.

extension INStringResolutionResult: SiriKitResolutionResultMaking {
  package static func converted(from result: ResolutionResult) throws(SiriKitConversionError)
    -> Self
  {
    if let valueless = valuelessResult(result) { return valueless }
    switch result {
    case .success(let value): return success(with: try Self.value(value, as: String.self))
    case .disambiguation(let values):
      return disambiguation(with: try candidates(values, as: String.self))
    case .confirmationRequired(let value):
      return confirmationRequired(with: try toConfirm(value, as: String.self))
    default: throw noFactory(result)
    }
  }
}

extension INSpeakableStringResolutionResult: SiriKitResolutionResultMaking {
  package static func converted(from result: ResolutionResult) throws(SiriKitConversionError)
    -> Self
  {
    if let valueless = valuelessResult(result) { return valueless }
    switch result {
    case .success(let value):
      return success(with: try Self.value(value, as: INSpeakableString.self))
    case .disambiguation(let values):
      return disambiguation(with: try candidates(values, as: INSpeakableString.self))
    case .confirmationRequired(let value):
      return confirmationRequired(with: try toConfirm(value, as: INSpeakableString.self))
    default: throw noFactory(result)
    }
  }
}

extension INIntegerResolutionResult: SiriKitResolutionResultMaking {
  package static func converted(from result: ResolutionResult) throws(SiriKitConversionError)
    -> Self
  {
    if let valueless = valuelessResult(result) { return valueless }
    switch result {
    case .success(let value): return success(with: try Self.value(value, as: Int.self))
    case .confirmationRequired(let value):
      return confirmationRequired(
        with: try toConfirm(value, as: Int.self).map { Int($0) as NSNumber })
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
      return confirmationRequired(
        with: try toConfirm(value, as: Double.self).map { Double($0) as NSNumber })
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
      return confirmationRequired(
        with: try toConfirm(value, as: Bool.self).map { Bool($0) as NSNumber })
    default: throw noFactory(result)
    }
  }
}

extension INPersonResolutionResult: SiriKitResolutionResultMaking {
  package static func converted(from result: ResolutionResult) throws(SiriKitConversionError)
    -> Self
  {
    if let valueless = valuelessResult(result) { return valueless }
    switch result {
    case .success(let value): return success(with: try Self.value(value, as: INPerson.self))
    case .disambiguation(let values):
      return disambiguation(with: try candidates(values, as: INPerson.self))
    case .confirmationRequired(let value):
      return confirmationRequired(with: try toConfirm(value, as: INPerson.self))
    default: throw noFactory(result)
    }
  }
}

extension INPlacemarkResolutionResult: SiriKitResolutionResultMaking {
  package static func converted(from result: ResolutionResult) throws(SiriKitConversionError)
    -> Self
  {
    if let valueless = valuelessResult(result) { return valueless }
    switch result {
    case .success(let value): return success(with: try Self.value(value, as: CLPlacemark.self))
    case .disambiguation(let values):
      return disambiguation(with: try candidates(values, as: CLPlacemark.self))
    case .confirmationRequired(let value):
      return confirmationRequired(with: try toConfirm(value, as: CLPlacemark.self))
    default: throw noFactory(result)
    }
  }
}

extension INDateComponentsRangeResolutionResult: SiriKitResolutionResultMaking {
  package static func converted(from result: ResolutionResult) throws(SiriKitConversionError)
    -> Self
  {
    if let valueless = valuelessResult(result) { return valueless }
    switch result {
    case .success(let value):
      return success(with: try Self.value(value, as: INDateComponentsRange.self))
    case .disambiguation(let values):
      return disambiguation(with: try candidates(values, as: INDateComponentsRange.self))
    case .confirmationRequired(let value):
      return confirmationRequired(with: try toConfirm(value, as: INDateComponentsRange.self))
    default: throw noFactory(result)
    }
  }
}

extension INCurrencyAmountResolutionResult: SiriKitResolutionResultMaking {
  package static func converted(from result: ResolutionResult) throws(SiriKitConversionError)
    -> Self
  {
    if let valueless = valuelessResult(result) { return valueless }
    switch result {
    case .success(let value): return success(with: try Self.value(value, as: INCurrencyAmount.self))
    case .disambiguation(let values):
      return disambiguation(with: try candidates(values, as: INCurrencyAmount.self))
    case .confirmationRequired(let value):
      return confirmationRequired(with: try toConfirm(value, as: INCurrencyAmount.self))
    default: throw noFactory(result)
    }
  }
}

extension INPaymentAccountResolutionResult: SiriKitResolutionResultMaking {
  package static func converted(from result: ResolutionResult) throws(SiriKitConversionError)
    -> Self
  {
    if let valueless = valuelessResult(result) { return valueless }
    switch result {
    case .success(let value): return success(with: try Self.value(value, as: INPaymentAccount.self))
    case .disambiguation(let values):
      return disambiguation(with: try candidates(values, as: INPaymentAccount.self))
    case .confirmationRequired(let value):
      return confirmationRequired(with: try toConfirm(value, as: INPaymentAccount.self))
    default: throw noFactory(result)
    }
  }
}

extension INTaskResolutionResult: SiriKitResolutionResultMaking {
  package static func converted(from result: ResolutionResult) throws(SiriKitConversionError)
    -> Self
  {
    if let valueless = valuelessResult(result) { return valueless }
    switch result {
    case .success(let value): return success(with: try Self.value(value, as: INTask.self))
    case .disambiguation(let values):
      return disambiguation(with: try candidates(values, as: INTask.self))
    case .confirmationRequired(let value):
      return confirmationRequired(with: try toConfirm(value, as: INTask.self))
    default: throw noFactory(result)
    }
  }
}

extension INTaskListResolutionResult: SiriKitResolutionResultMaking {
  package static func converted(from result: ResolutionResult) throws(SiriKitConversionError)
    -> Self
  {
    if let valueless = valuelessResult(result) { return valueless }
    switch result {
    case .success(let value): return success(with: try Self.value(value, as: INTaskList.self))
    case .disambiguation(let values):
      return disambiguation(with: try candidates(values, as: INTaskList.self))
    case .confirmationRequired(let value):
      return confirmationRequired(with: try toConfirm(value, as: INTaskList.self))
    default: throw noFactory(result)
    }
  }
}

extension INTemporalEventTriggerResolutionResult: SiriKitResolutionResultMaking {
  package static func converted(from result: ResolutionResult) throws(SiriKitConversionError)
    -> Self
  {
    if let valueless = valuelessResult(result) { return valueless }
    switch result {
    case .success(let value):
      return success(with: try Self.value(value, as: INTemporalEventTrigger.self))
    case .disambiguation(let values):
      return disambiguation(with: try candidates(values, as: INTemporalEventTrigger.self))
    case .confirmationRequired(let value):
      return confirmationRequired(with: try toConfirm(value, as: INTemporalEventTrigger.self))
    default: throw noFactory(result)
    }
  }
}

extension INSpatialEventTriggerResolutionResult: SiriKitResolutionResultMaking {
  package static func converted(from result: ResolutionResult) throws(SiriKitConversionError)
    -> Self
  {
    if let valueless = valuelessResult(result) { return valueless }
    switch result {
    case .success(let value):
      return success(with: try Self.value(value, as: INSpatialEventTrigger.self))
    case .disambiguation(let values):
      return disambiguation(with: try candidates(values, as: INSpatialEventTrigger.self))
    case .confirmationRequired(let value):
      return confirmationRequired(with: try toConfirm(value, as: INSpatialEventTrigger.self))
    default: throw noFactory(result)
    }
  }
}

extension INPaymentAmountResolutionResult: SiriKitResolutionResultMaking {
  package static func converted(from result: ResolutionResult) throws(SiriKitConversionError)
    -> Self
  {
    if let valueless = valuelessResult(result) { return valueless }
    switch result {
    case .success(let value): return success(with: try Self.value(value, as: INPaymentAmount.self))
    case .disambiguation(let values):
      return disambiguation(with: try candidates(values, as: INPaymentAmount.self))
    case .confirmationRequired(let value):
      return confirmationRequired(with: try toConfirm(value, as: INPaymentAmount.self))
    default: throw noFactory(result)
    }
  }
}

extension INBillPayeeResolutionResult: SiriKitResolutionResultMaking {
  package static func converted(from result: ResolutionResult) throws(SiriKitConversionError)
    -> Self
  {
    if let valueless = valuelessResult(result) { return valueless }
    switch result {
    case .success(let value): return success(with: try Self.value(value, as: INBillPayee.self))
    case .disambiguation(let values):
      return disambiguation(with: try candidates(values, as: INBillPayee.self))
    case .confirmationRequired(let value):
      return confirmationRequired(with: try toConfirm(value, as: INBillPayee.self))
    default: throw noFactory(result)
    }
  }
}

extension INNoteResolutionResult: SiriKitResolutionResultMaking {
  package static func converted(from result: ResolutionResult) throws(SiriKitConversionError)
    -> Self
  {
    if let valueless = valuelessResult(result) { return valueless }
    switch result {
    case .success(let value): return success(with: try Self.value(value, as: INNote.self))
    case .disambiguation(let values):
      return disambiguation(with: try candidates(values, as: INNote.self))
    case .confirmationRequired(let value):
      return confirmationRequired(with: try toConfirm(value, as: INNote.self))
    default: throw noFactory(result)
    }
  }
}

extension INNoteContentResolutionResult: SiriKitResolutionResultMaking {
  package static func converted(from result: ResolutionResult) throws(SiriKitConversionError)
    -> Self
  {
    if let valueless = valuelessResult(result) { return valueless }
    switch result {
    case .success(let value): return success(with: try Self.value(value, as: INNoteContent.self))
    case .disambiguation(let values):
      return disambiguation(with: try candidates(values, as: INNoteContent.self))
    case .confirmationRequired(let value):
      return confirmationRequired(with: try toConfirm(value, as: INNoteContent.self))
    default: throw noFactory(result)
    }
  }
}

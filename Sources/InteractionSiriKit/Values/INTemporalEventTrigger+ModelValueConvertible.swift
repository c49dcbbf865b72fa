import Foundation
package import InteractionModel

#if os(iOS) || os(watchOS)
package import Intents
#else
package import SiriKitStandIn
#endif

extension INTemporalEventTrigger: ModelValueConvertible {
  /// `{"dateComponentsRange": {"start": …, "end": …}}`.
  package var modelValue: Value {
    .object(["dateComponentsRange": dateComponentsRange.modelValue])
  }

  package static func converted(fromModelValue modelValue: Value) throws(SiriKitConversionError)
    -> Self
  {
    let members = try modelValue.members(of: "INTemporalEventTrigger")
    let range = try members.required("dateComponentsRange", as: INDateComponentsRange.self)
    return try exactly(INTemporalEventTrigger(dateComponentsRange: range))
  }
}

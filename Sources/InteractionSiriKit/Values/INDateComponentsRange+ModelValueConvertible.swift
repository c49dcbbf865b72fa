import Foundation
package import InteractionModel

#if os(iOS) || os(watchOS)
package import Intents
#else
package import SiriKitStandIn
#endif

extension INDateComponentsRange: ModelValueConvertible {
  /// `{"start": …, "end": …}`, each date components in their own shape, or null.
  package var modelValue: Value {
    .object(["start": startDateComponents.modelValue, "end": endDateComponents.modelValue])
  }

  package static func converted(fromModelValue modelValue: Value) throws(SiriKitConversionError)
    -> Self
  {
    let members = try modelValue.members(of: "INDateComponentsRange")
    let start: DateComponents?
    let end: DateComponents?
    do {
      start = try DateComponents?(modelValue: members["start"] ?? .null)
    } catch {
      throw error.within("start")
    }
    do {
      end = try DateComponents?(modelValue: members["end"] ?? .null)
    } catch {
      throw error.within("end")
    }
    return try exactly(INDateComponentsRange(start: start, end: end))
  }
}

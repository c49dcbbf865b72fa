package import Foundation
package import InteractionModel

#if os(iOS) || os(watchOS)
import Intents
#else
import SiriKitStandIn
#endif

extension NSNumber: ModelValueConvertible {
  /// A Boolean, a double or an integer, as the number's own type says: what a number means
  /// where nothing else says so, such as a photo search's count of results.
  package var modelValue: Value {
    #if os(iOS) || os(watchOS)
    if CFGetTypeID(self) == CFBooleanGetTypeID() { return .bool(boolValue) }
    #endif
    switch String(cString: objCType) {
    case "f", "d": return .double(doubleValue)
    case "B": return .bool(boolValue)
    default: return .integer(int64Value)
    }
  }

  package static func converted(fromModelValue modelValue: Value) throws(SiriKitConversionError)
    -> Self
  {
    let number: NSNumber
    switch modelValue {
    case .integer(let value): number = NSNumber(value: value)
    case .double(let value): number = NSNumber(value: value)
    case .bool(let value): number = NSNumber(value: value)
    default: throw modelValue.mismatch("number")
    }
    return try exactly(number)
  }
}

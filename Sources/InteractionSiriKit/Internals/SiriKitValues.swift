import Foundation
import InteractionModel

#if canImport(Intents)
import Intents
#else
import SiriKitStandIn
#endif

/// Converts SiriKit values whose static type is lost (`Any`, as in resolution results and
/// declared properties) to model values.
enum SiriKitValues {
  /// The model value of a SiriKit value: `null` for `nil`, a convertible type's shape, a number
  /// as the result class or the number itself says, an array element by element.
  ///
  /// - Parameters:
  ///   - value: The value.
  ///   - resultClass: The resolution result class it came from, which says what a number means
  ///     (`INBooleanResolutionResult` holds Booleans); `nil` outside results.
  /// - Returns: The value in the recordings' shape.
  /// - Throws: A ``SiriKitConversionError`` naming the type that could not be converted.
  static func modelValue(of value: Any?, in resultClass: AnyClass? = nil)
    throws(SiriKitConversionError) -> Value
  {
    guard let value, let unwrapped = SiriKitRuntime.unwrapped(value) else { return .null }
    if let number = unwrapped as? NSNumber, !(unwrapped is any ModelValueConvertible) {
      return modelValue(of: number, in: resultClass)
    }
    if let convertible = unwrapped as? any ModelValueConvertible {
      return convertible.modelValue
    }
    if let elements = unwrapped as? [Any] {
      var converted: [Value] = []
      for (position, element) in elements.enumerated() {
        do {
          converted.append(try modelValue(of: element, in: resultClass))
        } catch {
          throw error.within("[\(position)]")
        }
      }
      return .array(converted)
    }
    throw SiriKitConversionError(.unsupportedClass(String(describing: type(of: unwrapped))))
  }

  /// A number as a Boolean, an integer or a double: what the result class says, else what the
  /// number's own type says.
  private static func modelValue(of number: NSNumber, in resultClass: AnyClass?) -> Value {
    if let resultClass {
      if resultClass is INBooleanResolutionResult.Type { return .bool(number.boolValue) }
      if resultClass is INIntegerResolutionResult.Type { return .integer(number.int64Value) }
      if resultClass is INDoubleResolutionResult.Type { return .double(number.doubleValue) }
    }
    #if canImport(ObjectiveC)
    if CFGetTypeID(number) == CFBooleanGetTypeID() { return .bool(number.boolValue) }
    #endif
    switch String(cString: number.objCType) {
    case "f", "d": return .double(number.doubleValue)
    case "B": return .bool(number.boolValue)
    default: return .integer(number.int64Value)
    }
  }
}

import Foundation
import InteractionModel

#if os(iOS) || os(watchOS)
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
    guard let value else { return .null }
    switch conversion(of: value) {
    case .optional:
      guard let wrapped = SiriKitRuntime.unwrapped(value) else { return .null }
      return try modelValue(of: wrapped, in: resultClass)
    case .number:
      if let number = value as? NSNumber { return modelValue(of: number, in: resultClass) }
    case .convertible(let convert):
      if let converted = convert.modelValue(of: value) { return converted }
    case .other:
      break
    }
    if let elements = value as? [Any] {
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
    throw SiriKitConversionError(.unsupportedClass(String(describing: type(of: value))))
  }

  /// How a value of a dynamic type converts.
  private enum Conversion: Sendable {
    /// An `Optional`, to unwrap first.
    case optional
    /// An `NSNumber` object: its meaning comes from the result class, else from its own type.
    case number
    /// A ``ModelValueConvertible``, converted by its concrete type, `nil` for another type.
    case convertible(any ConcreteConversion)
    /// Anything else: an array, or a type that does not convert.
    case other
  }

  /// The conversions found so far, by dynamic type: casting to a protocol costs microseconds on
  /// every recorded result, a cast to a concrete type little, and types live as long as the
  /// process.
  private static let conversions = Locked<[ObjectIdentifier: Conversion]>([:])

  /// How `value` converts, asked of the runtime once per dynamic type.
  private static func conversion(of value: Any) -> Conversion {
    let key = ObjectIdentifier(type(of: value))
    if let known = conversions.withLock({ $0[key] }) { return known }
    let conversion: Conversion
    if SiriKitRuntime.isOptional(value) {
      conversion = .optional
    } else if type(of: value) is NSNumber.Type {
      // An object of Foundation's (not a Swift number, which bridges to one): its meaning may
      // come from the result class, so it does not convert as its own type says.
      conversion = .number
    } else if let convertible = value as? any ModelValueConvertible {
      conversion = .convertible(converter(for: convertible))
    } else {
      conversion = .other
    }
    conversions.withLock { $0[key] = conversion }
    return conversion
  }

  /// The conversion of `value`'s concrete type.
  private static func converter<Convertible: ModelValueConvertible>(
    for value: Convertible
  ) -> any ConcreteConversion {
    ConcreteConverter<Convertible>()
  }

  /// A number as a Boolean, an integer, a double, or the enum case or option set members it
  /// stands for: what the result class says, else what the number's own type says.
  private static func modelValue(of number: NSNumber, in resultClass: AnyClass?) -> Value {
    if let resultClass {
      if resultClass is INBooleanResolutionResult.Type { return .bool(number.boolValue) }
      if resultClass is INIntegerResolutionResult.Type { return .integer(number.int64Value) }
      if resultClass is INDoubleResolutionResult.Type { return .double(number.doubleValue) }
      if let typed = resultClass as? any SiriKitResolutionResultMaking.Type,
        let value = typed.modelValue(ofNumber: number)
      {
        return value
      }
    }
    return number.modelValue
  }
}

/// Converts values of one concrete type, found once; a call casts to that type only.
private protocol ConcreteConversion: Sendable {
  /// The value's model value, `nil` if it is of another type.
  func modelValue(of value: Any) -> Value?
}

/// The ``ConcreteConversion`` of a ``ModelValueConvertible`` type.
private struct ConcreteConverter<Convertible: ModelValueConvertible>: ConcreteConversion {
  func modelValue(of value: Any) -> Value? {
    (value as? Convertible)?.modelValue
  }
}

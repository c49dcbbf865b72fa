package import Foundation
package import InteractionModel

#if os(iOS) || os(watchOS)
package import Intents
#else
package import SiriKitStandIn
#endif

/// A typed resolution result class that can be made from the model's result: what replay hands
/// back to SiriKit's completion for a recorded result.
package protocol SiriKitResolutionResultMaking: INIntentResolutionResult {
  /// A result of this class with the model result's outcome and value.
  ///
  /// - Parameter result: The model's result.
  /// - Returns: The result, made with the class's factory method for the outcome.
  /// - Throws: A ``SiriKitConversionError`` when the value does not convert to the class's value
  ///   type.
  static func converted(from result: ResolutionResult) throws(SiriKitConversionError) -> Self

  /// What a number held by a result of this class stands for: an enum's case, an option set's
  /// members; `nil` where a number means itself.
  ///
  /// On Apple platforms a result's value is read back through Objective-C, which keeps an enum
  /// or option set as an `NSNumber`: only the class knows what the number names.
  ///
  /// - Parameter number: The value the result holds.
  /// - Returns: The value in the recordings' shape, or `nil`.
  static func modelValue(ofNumber number: NSNumber) -> Value?
}

extension SiriKitResolutionResultMaking {
  /// A number means itself: the classes of enums and option sets say otherwise.
  package static func modelValue(ofNumber number: NSNumber) -> Value? { nil }

  /// Converts a model value to `Wrapped`, the error placed at `place` (`[2]` for a candidate).
  package static func value<Wrapped: ModelValueConvertible>(
    _ value: Value, as type: Wrapped.Type, at place: String? = nil
  ) throws(SiriKitConversionError) -> Wrapped {
    do {
      return try Wrapped(modelValue: value)
    } catch {
      throw place.map { error.within($0) } ?? error
    }
  }

  /// Converts the model's candidates to `Wrapped`, each error placed at its position.
  package static func candidates<Wrapped: ModelValueConvertible>(
    _ values: [Value], as type: Wrapped.Type
  ) throws(SiriKitConversionError) -> [Wrapped] {
    var converted: [Wrapped] = []
    for (position, value) in values.enumerated() {
      converted.append(try Self.value(value, as: type, at: "[\(position)]"))
    }
    return converted
  }

  /// Converts a value to confirm, `nil` for `null`.
  package static func toConfirm<Wrapped: ModelValueConvertible>(
    _ value: Value, as type: Wrapped.Type
  ) throws(SiriKitConversionError) -> Wrapped? {
    value.isNull ? nil : try Self.value(value, as: type)
  }

  /// The error for an outcome the class has no factory method for.
  package static func noFactory(_ result: ResolutionResult) -> SiriKitConversionError {
    SiriKitConversionError(
      .invalid(
        "\(SiriKitNames.className(of: self)) has no factory method for \(result.kindName)"))
  }
}

import Foundation
package import InteractionModel

/// A SiriKit property type that converts to a model ``Value`` and back, in the shape the
/// recordings use.
///
/// Value types implement ``init(modelValue:)``. SiriKit's object types are non-final Objective-C
/// classes, which cannot add a required initializer in an extension; they implement
/// ``converted(fromModelValue:)`` instead, and ``init(modelValue:)`` comes from it. Each type
/// implements one of the two; the other has a default that calls it.
package protocol ModelValueConvertible {
  /// The value as the model and the log hold it.
  var modelValue: Value { get }

  /// Converts back from the model.
  ///
  /// - Parameter modelValue: A value in this type's shape.
  /// - Throws: A ``SiriKitConversionError`` saying what did not fit, and where.
  init(modelValue: Value) throws(SiriKitConversionError)

  /// Converts back from the model; what object types implement.
  ///
  /// - Parameter modelValue: A value in this type's shape.
  /// - Returns: The SiriKit value.
  /// - Throws: A ``SiriKitConversionError`` saying what did not fit, and where.
  static func converted(fromModelValue modelValue: Value) throws(SiriKitConversionError) -> Self
}

extension ModelValueConvertible {
  package init(modelValue: Value) throws(SiriKitConversionError) {
    self = try Self.converted(fromModelValue: modelValue)
  }

  package static func converted(fromModelValue modelValue: Value) throws(SiriKitConversionError)
    -> Self
  {
    try Self(modelValue: modelValue)
  }
}

extension Value {
  /// The error for a value of the wrong kind, naming the kind wanted and the kind found.
  package func mismatch(_ expected: String) -> SiriKitConversionError {
    SiriKitConversionError(.expected(kind: expected, found: kindName))
  }

  /// The members of an object, or an error naming what was wanted.
  package func members(of type: String) throws(SiriKitConversionError) -> [String: Value] {
    guard let members = objectValue else { throw mismatch("object (\(type))") }
    return members
  }
}

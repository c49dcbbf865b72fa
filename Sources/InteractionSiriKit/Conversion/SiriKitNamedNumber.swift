package import Foundation
package import InteractionModel

/// A SiriKit value Objective-C keeps as a number: an enum's case or an option set's members.
///
/// A resolution result read back on Apple platforms holds such a value as an `NSNumber`; the
/// value's type says what the number names.
package protocol SiriKitNamedNumber: ModelValueConvertible {
  /// The model value of the number Objective-C keeps for a value of this type; `nil` for a raw
  /// value the type cannot hold.
  static func modelValue(ofNumber number: NSNumber) -> Value?
}

extension SiriKitNamedCases {
  /// The case of the raw value.
  package static func modelValue(ofNumber number: NSNumber) -> Value? {
    Self(rawValue: number.intValue)?.modelValue
  }
}

extension SiriKitNamedOptions {
  /// The members of the raw value.
  package static func modelValue(ofNumber number: NSNumber) -> Value? {
    Self(rawValue: number.uintValue).modelValue
  }
}

import Foundation
import InteractionModel

extension Dictionary where Key == String, Value == InteractionModel.Value {
  /// The string member of an object, `nil` when absent or null, or an error naming the member.
  func optionalString(_ name: String) throws(SiriKitConversionError) -> String? {
    guard let member = self[name], !member.isNull else { return nil }
    guard let string = member.stringValue else { throw member.mismatch("string").within(name) }
    return string
  }

  /// The number member of an object as a double, or an error naming the member.
  func requiredDouble(_ name: String) throws(SiriKitConversionError) -> Double {
    guard let member = self[name] else {
      throw SiriKitConversionError(.missingMember(name))
    }
    do {
      return try Double(modelValue: member)
    } catch {
      throw error.within(name)
    }
  }

  /// A member converted to a SiriKit type, `nil` when absent or null, or an error at the
  /// member's name.
  func optional<Converted: ModelValueConvertible>(_ name: String, as type: Converted.Type)
    throws(SiriKitConversionError) -> Converted?
  {
    guard let member = self[name], !member.isNull else { return nil }
    do {
      return try Converted(modelValue: member)
    } catch {
      throw error.within(name)
    }
  }

  /// A member converted to a SiriKit type, or an error naming the member when it is absent,
  /// null or of another shape.
  func required<Converted: ModelValueConvertible>(_ name: String, as type: Converted.Type)
    throws(SiriKitConversionError) -> Converted
  {
    guard let converted = try optional(name, as: type) else {
      throw SiriKitConversionError(.missingMember(name))
    }
    return converted
  }

  /// The number member of an object as a decimal, read through the number's shortest spelling
  /// so that 12.5 stays exactly 12.5; a decimal string is taken too.
  func requiredDecimal(_ name: String) throws(SiriKitConversionError) -> NSDecimalNumber {
    let text: String
    switch self[name] {
    case .integer(let value)?: text = String(value)
    case .double(let value)?: text = String(value)
    case .string(let value)?: text = value
    case nil, .null?: throw SiriKitConversionError(.missingMember(name))
    case let other?: throw other.mismatch("number").within(name)
    }
    let decimal = NSDecimalNumber(string: text, locale: nil)
    guard decimal != NSDecimalNumber.notANumber else {
      throw SiriKitConversionError(.invalid("\"\(text)\" is not a decimal number"), at: name)
    }
    return decimal
  }
}

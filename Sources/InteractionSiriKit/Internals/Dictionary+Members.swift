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
}

import Foundation
package import InteractionModel

/// An enum of SiriKit's (`NS_ENUM`, such as `INTaskStatus`) whose model value is its case's
/// name: `"completed"`.
///
/// The generated code gives each enum of the catalog its cases' names; the conversion both ways
/// is this one, as ``SiriKitNamedOptions`` is for option sets.
package protocol SiriKitNamedCases: RawRepresentable, SiriKitNamedNumber where RawValue == Int {
  /// Each case's name by raw value, as the recordings spell them (Apple's Swift name).
  static var caseNames: [Int: String] { get }
}

extension SiriKitNamedCases {
  /// The case's name; a raw value without a name (a case newer than the table) as its number.
  package var modelValue: Value {
    Self.caseNames[rawValue].map(Value.string) ?? .integer(Int64(rawValue))
  }

  /// Reads a case's name, or a raw value the table has no name for.
  package init(modelValue: Value) throws(SiriKitConversionError) {
    let typeName = String(describing: Self.self)
    let rawValue: Int?
    switch modelValue {
    case .string(let name): rawValue = Self.caseNames.first { $0.value == name }?.key
    case .integer(let number): rawValue = Int(exactly: number)
    default: throw modelValue.mismatch("string (a case of \(typeName))")
    }
    guard let rawValue, let value = Self(rawValue: rawValue) else {
      throw SiriKitConversionError(
        .unknownCase(type: typeName, name: modelValue.stringValue ?? "\(modelValue)"))
    }
    self = value
  }
}

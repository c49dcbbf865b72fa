import Foundation
package import InteractionModel

/// An option set of SiriKit's (`NS_OPTIONS`, such as `INMessageAttributeOptions`) whose model
/// value lists the names of the members it holds: `["read", "flagged"]`.
///
/// The generated code gives each option set of the catalog its members' names; the conversion
/// both ways is this one.
package protocol SiriKitNamedOptions: OptionSet, SiriKitNamedNumber where RawValue == UInt {
  /// Each member's bit and name as the recordings spell them (Apple's Swift name), in the bits'
  /// order.
  static var memberNames: [(bit: UInt, name: String)] { get }
}

extension SiriKitNamedOptions {
  /// The names of the members set, in the bits' order; bits the table has no name for (members
  /// newer than it) follow as one number, so that nothing set is lost (its 64 bits as a signed
  /// integer, which reads back to the same bits).
  package var modelValue: Value {
    var names: [Value] = []
    var unnamed = rawValue
    for (bit, name) in Self.memberNames where rawValue & bit != 0 {
      names.append(.string(name))
      unnamed &= ~bit
    }
    if unnamed != 0 { names.append(.integer(Int64(truncatingIfNeeded: unnamed))) }
    return .array(names)
  }

  /// Reads a list of members' names, and numbers for bits without a name.
  package init(modelValue: Value) throws(SiriKitConversionError) {
    guard case .array(let elements) = modelValue else {
      throw modelValue.mismatch("array (members of \(String(describing: Self.self)))")
    }
    var bits: UInt = 0
    for (position, element) in elements.enumerated() {
      switch element {
      case .string(let name):
        guard let bit = Self.memberNames.first(where: { $0.name == name })?.bit else {
          throw SiriKitConversionError(
            .unknownCase(type: String(describing: Self.self), name: name)
          ).within("[\(position)]")
        }
        bits |= bit
      case .integer(let number):
        bits |= UInt(truncatingIfNeeded: number)
      default:
        throw element.mismatch("string (a member's name)").within("[\(position)]")
      }
    }
    self.init(rawValue: bits)
  }
}

import Foundation
package import InteractionModel

#if os(iOS) || os(watchOS)
package import Intents
#else
package import SiriKitStandIn
#endif

extension INObject: ModelValueConvertible {
  /// `{"identifier": …, "displayString": …}`, with `pronunciationHint` when set.
  package var modelValue: Value {
    var members: [String: Value] = [
      "identifier": identifier.map(Value.string) ?? .null,
      "displayString": .string(displayString),
    ]
    if let pronunciationHint { members["pronunciationHint"] = .string(pronunciationHint) }
    return .object(members)
  }

  package static func converted(fromModelValue modelValue: Value) throws(SiriKitConversionError)
    -> Self
  {
    let members = try modelValue.members(of: "INObject")
    guard let display = try members.optionalString("displayString") else {
      throw SiriKitConversionError(.missingMember("displayString"))
    }
    let object = INObject(
      identifier: try members.optionalString("identifier"), display: display,
      pronunciationHint: try members.optionalString("pronunciationHint"))
    return try exactly(object)
  }
}

import Foundation
package import InteractionModel

#if os(iOS) || os(watchOS)
package import Intents
#else
package import SiriKitStandIn
#endif

extension INPaymentMethod: ModelValueConvertible {
  /// `{"type": "credit", "name": "Visa", "identificationHint": "4242"}`, the name and hint when
  /// set; the icon, an image, is not recorded.
  package var modelValue: Value {
    var members: [String: Value] = ["type": type.modelValue]
    if let name { members["name"] = .string(name) }
    if let identificationHint { members["identificationHint"] = .string(identificationHint) }
    return .object(members)
  }

  package static func converted(fromModelValue modelValue: Value) throws(SiriKitConversionError)
    -> Self
  {
    let members = try modelValue.members(of: "INPaymentMethod")
    let method = INPaymentMethod(
      type: try members.optional("type", as: INPaymentMethodType.self) ?? .unknown,
      name: try members.optionalString("name"),
      identificationHint: try members.optionalString("identificationHint"), icon: nil)
    return try exactly(method)
  }
}

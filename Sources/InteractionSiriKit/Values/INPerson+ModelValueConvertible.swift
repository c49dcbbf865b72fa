import Foundation
package import InteractionModel

#if os(iOS) || os(watchOS)
package import Intents
#else
package import SiriKitStandIn
#endif

extension INPerson: ModelValueConvertible {
  /// `{"displayName": …, "handle": …}`, the handle being the person handle's value; with
  /// `handleType` (`emailAddress`, `phoneNumber`), `contactIdentifier` and `customIdentifier`
  /// only when set, so that the common case keeps the recordings' shape.
  package var modelValue: Value {
    var members: [String: Value] = ["displayName": .string(displayName)]
    members["handle"] = personHandle?.value.map(Value.string) ?? .null
    switch personHandle?.type {
    case .emailAddress: members["handleType"] = "emailAddress"
    case .phoneNumber: members["handleType"] = "phoneNumber"
    default: break
    }
    if let contactIdentifier { members["contactIdentifier"] = .string(contactIdentifier) }
    if let customIdentifier { members["customIdentifier"] = .string(customIdentifier) }
    return .object(members)
  }

  package static func converted(fromModelValue modelValue: Value) throws(SiriKitConversionError)
    -> Self
  {
    let members = try modelValue.members(of: "INPerson")
    let displayName = try members.optionalString("displayName")
    let handle = try members.optionalString("handle")
    let type: INPersonHandleType
    switch try members.optionalString("handleType") {
    case nil, "unknown": type = .unknown
    case "emailAddress": type = .emailAddress
    case "phoneNumber": type = .phoneNumber
    case let other?:
      throw SiriKitConversionError(
        .unknownCase(type: "INPersonHandleType", name: other), at: "handleType")
    }
    let person = INPerson(
      personHandle: INPersonHandle(value: handle, type: type), nameComponents: nil,
      displayName: displayName, image: nil,
      contactIdentifier: try members.optionalString("contactIdentifier"),
      customIdentifier: try members.optionalString("customIdentifier"))
    return try exactly(person)
  }
}

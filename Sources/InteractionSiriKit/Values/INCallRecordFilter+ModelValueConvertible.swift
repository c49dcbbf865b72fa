import Foundation
package import InteractionModel

#if os(iOS) || os(watchOS)
package import Intents
#else
package import SiriKitStandIn
#endif

extension INCallRecordFilter: ModelValueConvertible {
  /// `{"callTypes": ["missed"], "callCapability": "audioCall", "participants": [{…}]}`, each
  /// when set (the capability unless unknown).
  package var modelValue: Value {
    var members: [String: Value] = [:]
    if let participants { members["participants"] = participants.modelValue }
    if !callTypes.isEmpty { members["callTypes"] = callTypes.modelValue }
    if callCapability != .unknown { members["callCapability"] = callCapability.modelValue }
    return .object(members)
  }

  package static func converted(fromModelValue modelValue: Value) throws(SiriKitConversionError)
    -> Self
  {
    let members = try modelValue.members(of: "INCallRecordFilter")
    let filter = INCallRecordFilter(
      participants: try members.optional("participants", as: [INPerson].self),
      callTypes: try members.optional("callTypes", as: INCallRecordTypeOptions.self) ?? [],
      callCapability: try members.optional("callCapability", as: INCallCapability.self)
        ?? .unknown)
    return try exactly(filter)
  }
}

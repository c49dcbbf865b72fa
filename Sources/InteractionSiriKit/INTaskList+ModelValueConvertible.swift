import Foundation
package import InteractionModel

#if canImport(Intents)
package import Intents
#else
package import SiriKitStandIn
#endif

extension INTaskList: ModelValueConvertible {
  /// `{"title": "Groceries", "tasks": [{…}]}`, each task in its own shape, with `groupName`,
  /// `identifier` and the created and modified date components when set.
  package var modelValue: Value {
    var members: [String: Value] = ["title": title.modelValue, "tasks": tasks.modelValue]
    if let groupName { members["groupName"] = groupName.modelValue }
    if let identifier { members["identifier"] = .string(identifier) }
    if let createdDateComponents {
      members["createdDateComponents"] = createdDateComponents.modelValue
    }
    if let modifiedDateComponents {
      members["modifiedDateComponents"] = modifiedDateComponents.modelValue
    }
    return .object(members)
  }

  package static func converted(fromModelValue modelValue: Value) throws(SiriKitConversionError)
    -> Self
  {
    let members = try modelValue.members(of: "INTaskList")
    let list = INTaskList(
      title: try members.optional("title", as: INSpeakableString.self)
        ?? INSpeakableString(spokenPhrase: ""),
      tasks: try members.optional("tasks", as: [INTask].self) ?? [],
      groupName: try members.optional("groupName", as: INSpeakableString.self),
      createdDateComponents: try members.optional("createdDateComponents", as: DateComponents.self),
      modifiedDateComponents: try members.optional(
        "modifiedDateComponents", as: DateComponents.self),
      identifier: try members.optionalString("identifier"))
    return try exactly(list)
  }
}

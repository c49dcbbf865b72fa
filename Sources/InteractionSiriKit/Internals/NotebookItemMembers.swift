import Foundation
import InteractionModel

#if os(iOS) || os(watchOS)
import Intents
#else
import SiriKitStandIn
#endif

/// The members SiriKit's notebook items (notes and task lists) share, in the model's shape:
/// `title`, and `groupName`, `identifier` and the created and modified date components when set.
struct NotebookItemMembers {
  var title: INSpeakableString
  var groupName: INSpeakableString?
  var createdDateComponents: DateComponents?
  var modifiedDateComponents: DateComponents?
  var identifier: String?

  init(
    title: INSpeakableString, groupName: INSpeakableString?,
    createdDateComponents: DateComponents?, modifiedDateComponents: DateComponents?,
    identifier: String?
  ) {
    self.title = title
    self.groupName = groupName
    self.createdDateComponents = createdDateComponents
    self.modifiedDateComponents = modifiedDateComponents
    self.identifier = identifier
  }

  /// Reads the shared members of a model object; a missing title is an empty one.
  init(reading members: [String: Value]) throws(SiriKitConversionError) {
    title =
      try members.optional("title", as: INSpeakableString.self)
      ?? INSpeakableString(spokenPhrase: "")
    groupName = try members.optional("groupName", as: INSpeakableString.self)
    createdDateComponents = try members.optional("createdDateComponents", as: DateComponents.self)
    modifiedDateComponents = try members.optional(
      "modifiedDateComponents", as: DateComponents.self)
    identifier = try members.optionalString("identifier")
  }

  /// A model object of the shared members and `others`, the item's own.
  func modelValue(with others: [String: Value]) -> Value {
    var members = others
    members["title"] = title.modelValue
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
}

import Foundation
package import InteractionModel

#if os(iOS) || os(watchOS)
package import Intents
#else
package import SiriKitStandIn
#endif

extension INNote: ModelValueConvertible {
  /// `{"title": "Ideas", "contents": [{"text": …}]}`, each content in its own shape, with
  /// `groupName`, `identifier` and the created and modified date components when set.
  package var modelValue: Value {
    shared.modelValue(with: ["contents": contents.modelValue])
  }

  package static func converted(fromModelValue modelValue: Value) throws(SiriKitConversionError)
    -> Self
  {
    let members = try modelValue.members(of: "INNote")
    let shared = try NotebookItemMembers(reading: members)
    let item = INNote(
      title: shared.title,
      contents: try members.optional("contents", as: [INNoteContent].self) ?? [],
      groupName: shared.groupName, createdDateComponents: shared.createdDateComponents,
      modifiedDateComponents: shared.modifiedDateComponents, identifier: shared.identifier)
    return try exactly(item)
  }

  /// The members it shares with the other notebook items.
  private var shared: NotebookItemMembers {
    NotebookItemMembers(
      title: title, groupName: groupName, createdDateComponents: createdDateComponents,
      modifiedDateComponents: modifiedDateComponents, identifier: identifier)
  }
}

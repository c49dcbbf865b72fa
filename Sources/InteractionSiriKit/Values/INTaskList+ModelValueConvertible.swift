import Foundation
package import InteractionModel

#if os(iOS) || os(watchOS)
package import Intents
#else
package import SiriKitStandIn
#endif

extension INTaskList: ModelValueConvertible {
  /// `{"title": "Groceries", "tasks": [{…}]}`, each task in its own shape, with `groupName`,
  /// `identifier` and the created and modified date components when set.
  package var modelValue: Value {
    shared.modelValue(with: ["tasks": tasks.modelValue])
  }

  package static func converted(fromModelValue modelValue: Value) throws(SiriKitConversionError)
    -> Self
  {
    let members = try modelValue.members(of: "INTaskList")
    let shared = try NotebookItemMembers(reading: members)
    let item = INTaskList(
      title: shared.title, tasks: try members.optional("tasks", as: [INTask].self) ?? [],
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

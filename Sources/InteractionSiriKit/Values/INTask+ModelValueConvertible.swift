import Foundation
package import InteractionModel

#if os(iOS) || os(watchOS)
package import Intents
#else
package import SiriKitStandIn
#endif

extension INTask: ModelValueConvertible {
  /// `{"status": "notCompleted", "taskType": "completable", "title": "Milk"}`, with
  /// `identifier`, `priority` (unless unknown), the created and modified date components and the
  /// spatial and temporal event triggers when set.
  package var modelValue: Value {
    var members: [String: Value] = [
      "title": title.modelValue, "status": status.modelValue, "taskType": taskType.modelValue,
    ]
    if let identifier { members["identifier"] = .string(identifier) }
    if priority != .unknown { members["priority"] = priority.modelValue }
    if let createdDateComponents {
      members["createdDateComponents"] = createdDateComponents.modelValue
    }
    if let modifiedDateComponents {
      members["modifiedDateComponents"] = modifiedDateComponents.modelValue
    }
    if let spatialEventTrigger { members["spatialEventTrigger"] = spatialEventTrigger.modelValue }
    if let temporalEventTrigger {
      members["temporalEventTrigger"] = temporalEventTrigger.modelValue
    }
    return .object(members)
  }

  package static func converted(fromModelValue modelValue: Value) throws(SiriKitConversionError)
    -> Self
  {
    let members = try modelValue.members(of: "INTask")
    let task = INTask(
      title: try members.optional("title", as: INSpeakableString.self)
        ?? INSpeakableString(spokenPhrase: ""),
      status: try members.optional("status", as: INTaskStatus.self) ?? .unknown,
      taskType: try members.optional("taskType", as: INTaskType.self) ?? .unknown,
      spatialEventTrigger: try members.optional(
        "spatialEventTrigger", as: INSpatialEventTrigger.self),
      temporalEventTrigger: try members.optional(
        "temporalEventTrigger", as: INTemporalEventTrigger.self),
      createdDateComponents: try members.optional("createdDateComponents", as: DateComponents.self),
      modifiedDateComponents: try members.optional(
        "modifiedDateComponents", as: DateComponents.self),
      identifier: try members.optionalString("identifier"),
      priority: try members.optional("priority", as: INTaskPriority.self) ?? .unknown)
    return try exactly(task)
  }
}

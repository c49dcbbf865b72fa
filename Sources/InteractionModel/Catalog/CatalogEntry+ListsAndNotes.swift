// Entries for the lists-and-notes domain beyond the samples'. Apple documents no order for
// resolving or for the default interface's rows (D2, R13 in Docs/SiriKit.md): each entry uses the
// SDK's declaration order, the handling protocol's resolve methods for one and the intent's then
// the response's properties for the other, and says so in its `orderSource`.

extension CatalogEntry {
  /// `INCreateNoteIntent`.
  ///
  /// - Resolve: the SDK's declaration order of `INCreateNoteIntentHandling`'s resolve methods:
  ///   title, content, groupName. Apple documents no order.
  /// - Rows: the intent's properties, then the response's, in the SDK's declaration order; an
  ///   array of results gets one row per element. Apple documents no order.
  public static let createNote = CatalogEntry(
    intentClass: "INCreateNoteIntent",
    responseClass: "INCreateNoteIntentResponse",
    resolvableParameters: ["title", "content", "groupName"],
    rows: [
      .shipped("INCreateNoteIntent.title"),
      .shipped("INCreateNoteIntent.content"),
      .shipped("INCreateNoteIntent.groupName"),
      .shipped("INCreateNoteIntentResponse.createdNote"),
    ],
    orderSource: sdkDeclarationOrder("INCreateNoteIntent"))

  /// `INAppendToNoteIntent`.
  ///
  /// - Resolve: the SDK's declaration order of `INAppendToNoteIntentHandling`'s resolve methods:
  ///   targetNote, content. Apple documents no order.
  /// - Rows: the intent's properties, then the response's, in the SDK's declaration order; an
  ///   array of results gets one row per element. Apple documents no order.
  public static let appendToNote = CatalogEntry(
    intentClass: "INAppendToNoteIntent",
    responseClass: "INAppendToNoteIntentResponse",
    resolvableParameters: ["targetNote", "content"],
    rows: [
      .shipped("INAppendToNoteIntent.targetNote"),
      .shipped("INAppendToNoteIntent.content"),
      .shipped("INAppendToNoteIntentResponse.note"),
    ],
    orderSource: sdkDeclarationOrder("INAppendToNoteIntent"))

  /// `INAddTasksIntent`.
  ///
  /// - Resolve: the SDK's declaration order of `INAddTasksIntentHandling`'s resolve methods:
  ///   targetTaskList, taskTitles, spatialEventTrigger, temporalEventTrigger, priority. Apple
  ///   documents no order.
  /// - Rows: the intent's properties, then the response's, in the SDK's declaration order; an
  ///   array of results gets one row per element. Apple documents no order.
  public static let addTasks = CatalogEntry(
    intentClass: "INAddTasksIntent",
    responseClass: "INAddTasksIntentResponse",
    resolvableParameters: [
      "targetTaskList", "taskTitles", "spatialEventTrigger", "temporalEventTrigger", "priority",
    ],
    rows: [
      .shipped("INAddTasksIntent.targetTaskList"),
      .shipped("INAddTasksIntent.taskTitles"),
      .shipped("INAddTasksIntent.spatialEventTrigger"),
      .shipped("INAddTasksIntent.temporalEventTrigger"),
      .shipped("INAddTasksIntent.priority"),
      .shipped("INAddTasksIntentResponse.modifiedTaskList"),
      .shipped("INAddTasksIntentResponse.addedTasks[]"),
    ],
    orderSource: sdkDeclarationOrder("INAddTasksIntent"))

  /// `INCreateTaskListIntent`.
  ///
  /// - Resolve: the SDK's declaration order of `INCreateTaskListIntentHandling`'s resolve methods:
  ///   title, taskTitles, groupName. Apple documents no order.
  /// - Rows: the intent's properties, then the response's, in the SDK's declaration order; an
  ///   array of results gets one row per element. Apple documents no order.
  public static let createTaskList = CatalogEntry(
    intentClass: "INCreateTaskListIntent",
    responseClass: "INCreateTaskListIntentResponse",
    resolvableParameters: ["title", "taskTitles", "groupName"],
    rows: [
      .shipped("INCreateTaskListIntent.title"),
      .shipped("INCreateTaskListIntent.taskTitles"),
      .shipped("INCreateTaskListIntent.groupName"),
      .shipped("INCreateTaskListIntentResponse.createdTaskList"),
    ],
    orderSource: sdkDeclarationOrder("INCreateTaskListIntent"))

  /// `INSetTaskAttributeIntent`.
  ///
  /// - Resolve: the SDK's declaration order of `INSetTaskAttributeIntentHandling`'s resolve
  ///   methods: targetTask, taskTitle, status, priority, spatialEventTrigger, temporalEventTrigger.
  ///   Apple documents no order.
  /// - Rows: the intent's properties, then the response's, in the SDK's declaration order; an
  ///   array of results gets one row per element. Apple documents no order.
  public static let setTaskAttribute = CatalogEntry(
    intentClass: "INSetTaskAttributeIntent",
    responseClass: "INSetTaskAttributeIntentResponse",
    resolvableParameters: [
      "targetTask", "taskTitle", "status", "priority", "spatialEventTrigger",
      "temporalEventTrigger",
    ],
    rows: [
      .shipped("INSetTaskAttributeIntent.targetTask"),
      .shipped("INSetTaskAttributeIntent.taskTitle"),
      .shipped("INSetTaskAttributeIntent.status"),
      .shipped("INSetTaskAttributeIntent.priority"),
      .shipped("INSetTaskAttributeIntent.spatialEventTrigger"),
      .shipped("INSetTaskAttributeIntent.temporalEventTrigger"),
      .shipped("INSetTaskAttributeIntentResponse.modifiedTask"),
    ],
    orderSource: sdkDeclarationOrder("INSetTaskAttributeIntent"))

  /// `INDeleteTasksIntent`.
  ///
  /// - Resolve: the SDK's declaration order of `INDeleteTasksIntentHandling`'s resolve methods:
  ///   taskList, tasks. Apple documents no order.
  /// - Rows: the intent's properties, then the response's, in the SDK's declaration order; an
  ///   array of results gets one row per element. Apple documents no order.
  public static let deleteTasks = CatalogEntry(
    intentClass: "INDeleteTasksIntent",
    responseClass: "INDeleteTasksIntentResponse",
    resolvableParameters: ["taskList", "tasks"],
    rows: [
      .shipped("INDeleteTasksIntent.taskList"),
      .shipped("INDeleteTasksIntent.tasks"),
      .shipped("INDeleteTasksIntent.all"),
      .shipped("INDeleteTasksIntentResponse.deletedTasks[]"),
    ],
    orderSource: sdkDeclarationOrder("INDeleteTasksIntent"))

  /// `INSnoozeTasksIntent`.
  ///
  /// - Resolve: the SDK's declaration order of `INSnoozeTasksIntentHandling`'s resolve methods:
  ///   tasks, nextTriggerTime. Apple documents no order.
  /// - Rows: the intent's properties, then the response's, in the SDK's declaration order; an
  ///   array of results gets one row per element. Apple documents no order.
  public static let snoozeTasks = CatalogEntry(
    intentClass: "INSnoozeTasksIntent",
    responseClass: "INSnoozeTasksIntentResponse",
    resolvableParameters: ["tasks", "nextTriggerTime"],
    rows: [
      .shipped("INSnoozeTasksIntent.tasks"),
      .shipped("INSnoozeTasksIntent.nextTriggerTime"),
      .shipped("INSnoozeTasksIntent.all"),
      .shipped("INSnoozeTasksIntentResponse.snoozedTasks[]"),
    ],
    orderSource: sdkDeclarationOrder("INSnoozeTasksIntent"))
}

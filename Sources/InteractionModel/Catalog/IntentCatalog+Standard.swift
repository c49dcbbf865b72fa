extension IntentCatalog {
  /// The entries the host ships: every system intent of a domain whose interface an Intents UI
  /// extension can customize (messages, payments, ride booking, workouts, lists and notes, VoIP
  /// calling, photos).
  ///
  /// ``CatalogEntry/sendMessage``, the workouts', rides', ``CatalogEntry/searchForAccounts`` and
  /// ``CatalogEntry/searchForNotebookItems`` take their orders from public code where it says
  /// more than the SDK; the others use the SDK's declaration order. Each says which in its
  /// ``CatalogEntry/orderSource``.
  public static let standard = IntentCatalog([
    // Messages.
    .sendMessage, .searchForMessages, .setMessageAttribute,
    // Payments.
    .sendPayment, .requestPayment, .searchForBills, .payBill, .transferMoney, .searchForAccounts,
    // Ride booking.
    .listRideOptions, .requestRide, .getRideStatus, .cancelRide, .sendRideFeedback,
    // Workouts.
    .startWorkout, .pauseWorkout, .resumeWorkout, .endWorkout, .cancelWorkout,
    // Lists and notes.
    .createNote, .appendToNote, .addTasks, .createTaskList, .setTaskAttribute,
    .searchForNotebookItems, .deleteTasks, .snoozeTasks,
    // VoIP calling.
    .startCall, .startAudioCall, .startVideoCall, .searchCallHistory,
    // Photos.
    .searchForPhotos, .startPhotoPlayback,
  ])
}

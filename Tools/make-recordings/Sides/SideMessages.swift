import InteractionModel

/// Which extension a side plays.
enum SideRole: String, Codable, Hashable, Sendable, CaseIterable {
  /// The Intents extension: dispatch, resolve, confirm, handle.
  case intents
  /// The Intents UI extension: configure and configureView.
  case ui
}

/// Everything a side needs to record its file of a session, fixed by the parent.
struct SideConfiguration: Codable, Hashable, Sendable {
  var role: SideRole
  /// The directory that holds session directories.
  var directory: String
  /// The session id, which names the session directory.
  var session: String
  /// The process id written in every event.
  var processID: Int32
  var writer: RecordingPlan.Writer
  var clock: RecordingClock.Settings
  /// The platform the header names.
  var platform: String
  /// The header's metadata.
  var metadata: [String: String]
}

/// What the session driver asks of a side, one JSON line each on a child's standard input.
enum SideRequest: Codable, Hashable, Sendable {
  /// Sets the side up; the first request a child receives.
  case start(SideConfiguration)
  /// Runs the Intents extension through an interaction's intent, from a wall-clock time on.
  case runIntents(PlannedInteraction, at: Int64)
  /// Shows an interaction in the Intents UI extension, from a wall-clock time on.
  case showInterface(PlannedInteraction, Interaction, at: Int64)
  /// Closes the side's log, at a wall-clock time or later.
  case close(at: Int64)
}

/// What a side answers, one JSON line each on a child's standard output.
enum SideReply: Codable, Hashable, Sendable {
  /// Set up.
  case started
  /// The Intents extension's run ended: the interaction built from its last response, whether
  /// it completed (so that the interface is shown), and the side's time when it ended.
  case intentsRan(interaction: Interaction?, completed: Bool, now: Int64)
  /// The interface run ended at this time.
  case interfaceShown(now: Int64)
  /// The log is closed; a child exits after this.
  case closed
  /// The request could not be carried out.
  case failed(String)
  /// The side's process died by `SIGKILL` before it answered; made by the parent, never sent.
  case killed
}

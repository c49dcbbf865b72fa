package import InteractionModel

/// An interaction as the projection assembled it from both processes' events: its snapshots,
/// the Intents extension's run that handled it, and the Intents UI extension's calls.
///
/// The inspector's reports and the replayer's recordings are views of this value, so that the
/// two always group a recording's calls the same way.
package struct ProjectedInteraction: Sendable {
  /// How the handling run was joined to the interaction.
  package enum Link: Sendable {
    /// The run's events carry the interaction's identifier.
    case interactionIdentifier
    /// By the intent: the snapshot's intent has the run's class and identifier.
    case intent
  }

  /// The interaction's place in the session, from 1, in the order interactions began.
  package var position: Int
  /// The intent's class, from the snapshot or the run.
  package var intentClass: String?
  /// Its place among the session's interactions of the same class, from 1.
  package var classOrdinal: Int
  /// The interaction's identifier; `nil` for a run no interaction claimed, or for UI calls
  /// that named none.
  package var identifier: String?
  /// Every version the recorder wrote, oldest first: one unless the response, status or
  /// intent changed under the same identifier.
  package var snapshots: [ProjectedSnapshot] = []
  /// How the run was joined, if there is one.
  package var link: Link?
  /// The Intents extension's calls.
  package var handling: ProjectedRun?
  /// The Intents UI extension's calls, in the order they were made.
  package var interface: [ProjectedCall] = []
  /// The log may have stopped inside the interaction: a file it has events in never had its
  /// `end` event, and a call of it got no completion, or it was that file's newest interaction
  /// or run.
  package var isTruncated = false

  package init(position: Int, intentClass: String?, classOrdinal: Int, identifier: String?) {
    self.position = position
    self.intentClass = intentClass
    self.classOrdinal = classOrdinal
    self.identifier = identifier
  }

  /// Whether a call of either process got no completion because the log stopped under it.
  package var hasCutOffCall: Bool {
    interface.contains(where: \.isCutOff) || handling?.calls.contains(where: \.isCutOff) == true
  }

  /// The first version of the interaction.
  package var snapshot: Interaction? { snapshots.first?.interaction }

  /// The version current when the event at `sequence` of `file` was written: the newest one
  /// written before it in the same file, else the first.
  package func snapshot(before sequence: UInt64, in file: String) -> Interaction? {
    snapshots.last { $0.file == file && $0.sequence < sequence }?.interaction ?? snapshot
  }
}

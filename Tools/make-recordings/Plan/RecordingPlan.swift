/// One recording of the corpus: a session directory `Recordings/<name>/` and the interactions
/// recorded into it.
struct RecordingPlan: Sendable {
  /// Where each side of the session runs.
  enum Processes: Sendable {
    /// Both sides in the tool's own process, with the recorders' fixed process ids.
    case inProcess
    /// Each side in a child process of its own (`make-recordings --side …`), as on a device.
    case children
  }

  /// How the recorders write.
  enum Writer: String, Codable, Hashable, Sendable {
    /// Every event compressed and written before the call goes on (the recorder's default).
    case writeThrough
    /// Whole blocks compressed off the caller's thread; never drops an event (the generator can
    /// wait, and a dropped event would make the file depend on thread timing).
    case buffered
  }

  /// The session directory's name, which is also the session id in every event.
  var name: String
  /// What the recording shows, in a line (`make-recordings --list`).
  var summary: String
  var interactions: [PlannedInteraction]
  var processes: Processes = .inProcess
  var writer: Writer = .writeThrough

  /// Whether the recording ends with a process killed mid-interaction (a torn tail).
  var endsInAKill: Bool { interactions.contains(where: \.killsItsProcess) }

  /// The platform the headers name.
  var platformName: String {
    interactions.allSatisfy { $0.platform == .iOS10 }
      ? "iOS 10.3 (InteractionHost)" : "iOS 17.5 (InteractionHost)"
  }

  /// The scenarios played, sorted, such as `S1,S3,S4`.
  var scenarioList: String {
    var seen = Set<String>()
    return interactions.map(\.scenario).filter { seen.insert($0).inserted }.sorted()
      .joined(separator: ",")
  }
}

import Foundation
import InteractionModel

/// Records one ``RecordingPlan`` into a session directory: plays SiriKit's part between the two
/// extensions, as a device does, handing the interaction the Intents extension built to the
/// Intents UI extension.
///
/// The driver holds the session's timeline: it tells each side when its next run starts and
/// learns when it ended, so that the two files' times interleave as on a device, whichever
/// process each side runs in.
@MainActor
struct SessionDriver {
  /// What recording a plan produced.
  struct Outcome {
    /// The session directory.
    var directory: String
    /// The log files, by name, with their sizes in bytes.
    var files: [(name: String, size: Int)]
    /// The real process ids of the child processes, when the sides ran in children.
    var childProcesses: [(role: SideRole, processIdentifier: Int32)]
  }

  /// This tool's executable, for child processes.
  var executable: String
  /// Records plans made for child processes in this process instead, unless a process must be
  /// killed.
  var forceInProcess = false

  /// Records a plan into `<root>/<plan.name>/`, replacing the `.ilog` files there.
  ///
  /// - Parameters:
  ///   - plan: The recording.
  ///   - root: The directory that holds the recordings.
  /// - Returns: The files written.
  /// - Throws: ``RecordingError`` when a side fails or a kill does not go as planned.
  func record(_ plan: RecordingPlan, into root: String) async throws(RecordingError)
    -> Outcome
  {
    let directory = root.hasSuffix("/") ? root + plan.name : root + "/" + plan.name
    try SessionFiles.removeLogs(in: directory)
    let inChildren = plan.processes == .children && (!forceInProcess || plan.endsInAKill)
    var sides: [SideRole: any RecordingSide] = [:]
    var children: [(role: SideRole, processIdentifier: Int32)] = []
    for role in SideRole.allCases {
      let configuration = SideConfiguration(
        role: role, directory: root, session: plan.name,
        processID: role == .intents
          ? SessionTimeline.intentsProcessID : SessionTimeline.interfaceProcessID,
        writer: plan.writer, clock: SessionTimeline.clock, platform: plan.platformName,
        metadata: ["recording": plan.name, "scenarios": plan.scenarioList])
      if inChildren {
        let child = try await ChildSide(executable: executable, configuration: configuration)
        children.append((role, child.processIdentifier))
        sides[role] = child
      } else {
        let local = LocalSide()
        _ = try await local.send(.start(configuration))
        sides[role] = local
      }
    }
    guard let intents = sides[.intents], let interface = sides[.ui] else {
      throw .sideFailed(role: .intents, message: "no sides")
    }
    let killed = try await play(plan, intents: intents, interface: interface)
    guard killed == plan.endsInAKill else {
      throw .kill(recording: plan.name, expected: plan.endsInAKill)
    }
    return Outcome(
      directory: directory, files: try SessionFiles.logs(in: directory),
      childProcesses: children)
  }

  /// Plays every interaction, then closes both logs.
  ///
  /// - Returns: Whether the Intents UI extension's process was killed.
  private func play(
    _ plan: RecordingPlan, intents: any RecordingSide, interface: any RecordingSide
  ) async throws(RecordingError) -> Bool {
    var now = SessionTimeline.start
    var killed = false
    for (position, planned) in plan.interactions.enumerated() {
      if position > 0 { now += SessionTimeline.pause }
      let ran = try await intents.send(.runIntents(planned, at: now))
      guard case .intentsRan(let interaction, let completed, let ended) = ran else {
        throw Self.unexpected(ran, to: "runIntents", role: .intents)
      }
      now = ended + SessionTimeline.handOff
      if completed, let interaction {
        let shown = try await interface.send(.showInterface(planned, interaction, at: now))
        if shown == .killed {
          killed = true
          break
        }
        guard case .interfaceShown(let ended) = shown else {
          throw Self.unexpected(shown, to: "showInterface", role: .ui)
        }
        now = ended
      }
    }
    for (role, side) in [(SideRole.intents, intents), (.ui, interface)]
    where !(killed && role == .ui) {
      let reply = try await side.send(.close(at: now))
      guard reply == .closed else { throw Self.unexpected(reply, to: "close", role: role) }
    }
    return killed
  }

  private static func unexpected(
    _ reply: SideReply, to request: String, role: SideRole
  ) -> RecordingError {
    if case .failed(let message) = reply { return .sideFailed(role: role, message: message) }
    if reply == .killed { return .child(role: role, message: "killed by SIGKILL") }
    return .unexpectedReply(request: request, reply: "\(reply)")
  }
}

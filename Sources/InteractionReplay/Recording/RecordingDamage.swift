public import InteractionLog

/// What is wrong with a recording's logs, as `ilog inspect` reports it: damage with its file and
/// byte offset, files that end without their `end` event, the interactions the end of a log cut
/// off, and the logs a session directory lacks for the subjects replayed.
///
/// A replay of a damaged recording never passes (``ReplayReport/passed``): what the damage hid
/// was not checked, and a recording that stops in a crash replays as if the extension had
/// stopped answering. `ilog recover` writes a clean copy of what is readable, to replay instead.
public struct RecordingDamage: Hashable, Sendable, CustomStringConvertible {
  /// Damage met while reading, a torn tail included, each with its file and byte offset.
  public var damages: [LogDamage]
  /// The files that end without their `end` event and with no damage: their writer stopped (a
  /// crash, a kill) or has not finished yet.
  public var unclosedFiles: [String]
  /// The interactions the log stops inside (a crash, a torn tail), by identifier, or by intent
  /// class for handling no UI call showed: replayed only up to the cut.
  public var cutOffInteractions: [String]
  /// The roles of the processes a session directory has no log of, though the subjects
  /// replayed expect one: a controller and no `ui-extension` log, a handler provider and no
  /// `intents-extension` log.
  public var missingRoles: [ProcessRole]
  /// The session directory, for the missing roles' lines.
  public var session: String?

  /// Creates a description of damage from its parts, each the property of the same name.
  public init(
    damages: [LogDamage] = [], unclosedFiles: [String] = [], cutOffInteractions: [String] = [],
    missingRoles: [ProcessRole] = [], session: String? = nil
  ) {
    self.damages = damages
    self.unclosedFiles = unclosedFiles
    self.cutOffInteractions = cutOffInteractions
    self.missingRoles = missingRoles
    self.session = session
  }

  /// Whether the recording is whole: nothing damaged, cut off or missing.
  public var isEmpty: Bool {
    damages.isEmpty && unclosedFiles.isEmpty && cutOffInteractions.isEmpty
      && missingRoles.isEmpty
  }

  /// One line per problem, in the words `ilog inspect` uses: `damage: file: byte N: kind:
  /// message`, `file: not closed cleanly (no end event)`, `interaction ID cut off: …` and
  /// `session: no ROLE log: …`.
  public var lines: [String] {
    var lines = damages.map { "damage: \($0)" }
    lines += unclosedFiles.map { "\($0): not closed cleanly (no end event)" }
    lines += cutOffInteractions.map {
      "interaction \($0) cut off: the log stops inside it; replayed up to the cut"
    }
    lines += missingRoles.map { role in
      "\(session ?? "the session"): no \(role) log: nothing of the "
        + (role == .uiExtension ? "controller" : "handler provider")
        + " is replayed (give a log file itself to replay one process alone)"
    }
    return lines
  }

  /// ``lines``, one per line.
  public var description: String { lines.joined(separator: "\n") }
}

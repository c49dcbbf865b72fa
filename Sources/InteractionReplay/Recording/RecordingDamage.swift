public import InteractionLog

/// What is wrong with a recording's logs, as `ilog inspect` and `ilog verify` report it: damage
/// with its file and byte offset, files that end without their `end` event, the interactions the
/// end of a log cut off, what the logs say they lost (``LogLoss``: gaps, drops, recorder errors,
/// sequence jumps, broken links, unsealed blocks, a file of another session), and the logs a
/// session directory lacks for the subjects replayed.
///
/// A replay of a damaged recording never passes (``ReplayReport/passed``): what the damage hid
/// was not checked, and a recording that stops in a crash replays as if the extension had
/// stopped answering. `ilog recover` writes a clean copy of what is readable, to replay instead;
/// the copy still records what it lost, so it passes only where the user accepts those losses
/// by name (``ReplayOptions/acceptedLosses``).
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
  /// What the logs say they lost, not accepted: each fails a verdict.
  public var losses: [LogLoss]
  /// What the logs say they lost, of a kind the user accepted (``ReplayOptions/acceptedLosses``):
  /// listed in the report, never failing it.
  public var acceptedLosses: [LogLoss]

  /// Creates a description of damage from its parts, each the property of the same name.
  public init(
    damages: [LogDamage] = [], unclosedFiles: [String] = [], cutOffInteractions: [String] = [],
    missingRoles: [ProcessRole] = [], session: String? = nil, losses: [LogLoss] = [],
    acceptedLosses: [LogLoss] = []
  ) {
    self.damages = damages
    self.unclosedFiles = unclosedFiles
    self.cutOffInteractions = cutOffInteractions
    self.missingRoles = missingRoles
    self.session = session
    self.losses = losses
    self.acceptedLosses = acceptedLosses
  }

  /// Whether the recording is whole: nothing damaged, cut off, lost or missing, but what the
  /// user accepted.
  public var isEmpty: Bool {
    damages.isEmpty && unclosedFiles.isEmpty && cutOffInteractions.isEmpty
      && missingRoles.isEmpty && losses.isEmpty
  }

  /// The damage with the losses of the `accepted` kinds moved to ``acceptedLosses``.
  ///
  /// - Parameter accepted: The kinds the user accepts; ``LogLoss/Kind/otherSession`` is never
  ///   accepted.
  /// - Returns: The same damage, split.
  public func accepting(_ accepted: Set<LogLoss.Kind>) -> RecordingDamage {
    var damage = self
    let all = losses + acceptedLosses
    let isAccepted = { (loss: LogLoss) in loss.kind.isAcceptable && accepted.contains(loss.kind) }
    damage.losses = all.filter { !isAccepted($0) }
    damage.acceptedLosses = all.filter(isAccepted)
    return damage
  }

  /// One line per problem, in the words `ilog inspect` uses: `damage: file: byte N: kind:
  /// message`, `file: not closed cleanly (no end event)`, `interaction ID cut off: …`,
  /// `loss: file: byte N, line L (seq S): kind: message` and `session: no ROLE log: …`; the
  /// accepted losses are not among them (``acceptedLines``).
  public var lines: [String] {
    var lines = damages.map { "damage: \($0)" }
    lines += unclosedFiles.map { "\($0): not closed cleanly (no end event)" }
    lines += cutOffInteractions.map {
      "interaction \($0) cut off: the log stops inside it; replayed up to the cut"
    }
    lines += losses.map { "loss: \($0)" }
    lines += missingRoles.map { role in
      "\(session ?? "the session"): no \(role) log: nothing of the "
        + (role == .uiExtension ? "controller" : "handler provider")
        + " is replayed (give a log file itself to replay one process alone)"
    }
    return lines
  }

  /// One line per accepted loss: `accepted loss: file: …`.
  public var acceptedLines: [String] { acceptedLosses.map { "accepted loss: \($0)" } }

  /// ``lines``, one per line.
  public var description: String { lines.joined(separator: "\n") }
}

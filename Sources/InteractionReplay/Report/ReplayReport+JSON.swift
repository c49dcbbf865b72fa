public import InteractionLog

#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif

extension ReplayReport {
  /// The report as data: what `ilog replay --format json` prints.
  ///
  /// One object with sorted keys: `schema` (`ilog-replay/3`), `recording`, `mode` (`name`,
  /// `description`, and a chaos permutation's `seed`), `passed`, `interactions`, `steps` (the
  /// count), `stoppedAt`, `replayedTwice`, `acceptedKinds` (sorted), `divergences` (those that
  /// fail the replay) and `accepted` (those of an accepted kind), each divergence with its
  /// `kind`, place (`step`, `sequence`, `file`, `interaction`, `instance`), `call`, first
  /// differing `field`, and the `expected` and `actual` lines; `answerDifferences`, the
  /// answers that differ from the recording where they are not failures (version 3); and for
  /// a damaged recording `damage`: `damages` (`kind`, `file`, `offset`, `line`, `message`),
  /// `unclosedFiles`, `cutOffInteractions`, `missingRoles`, `losses` (`kind`, `file`,
  /// `sequence`, `offset`, `line`, `message`) and `lines`, as the text report prints them; and
  /// `acceptedLosses`, the losses of a kind the replay accepted, in the same form.
  ///
  /// - Returns: UTF-8 JSON, indented.
  /// - Throws: ``JSONEncodeError`` naming the member JSON has no text for (a step's timeout
  ///   that is not finite).
  public func jsonData() throws(JSONEncodeError) -> Data {
    let bytes = try ReportJSONEncoder(layout: .indentedAsFoundation).encode(
      Document(
        recording: recording,
        mode: Document.Mode(name: mode.name, description: mode.description, seed: seed),
        passed: passed, interactions: interactions, steps: steps.count, stoppedAt: stoppedAt,
        replayedTwice: invocation.replaysTwice,
        acceptedKinds: invocation.acceptedDivergences.map(\.rawValue).sorted(),
        divergences: divergences,
        accepted: accepted, answerDifferences: answerDifferences,
        damage: damage.isEmpty ? nil : Document.Damage(damage),
        acceptedLosses: damage.acceptedLosses.map(Document.Loss.init)))
    return Data(bytes)
  }

  /// The schema name and version in ``jsonData()``.
  public static let jsonSchema = "ilog-replay/3"

  private var seed: UInt64? {
    guard case .chaos(let plan) = mode else { return nil }
    return plan.seed
  }

  private struct Document: Encodable {
    struct Mode: Encodable {
      var name: String
      var description: String
      var seed: UInt64?
    }

    var schema = ReplayReport.jsonSchema
    var recording: String
    var mode: Mode
    var passed: Bool
    var interactions: [String?]
    var steps: Int
    var stoppedAt: UInt64?
    var replayedTwice: Bool
    var acceptedKinds: [String]
    var divergences: [Divergence]
    var accepted: [Divergence]
    var answerDifferences: [Divergence]
    var damage: Damage?
    var acceptedLosses: [Loss]

    /// A loss the logs record, as data.
    struct Loss: Encodable {
      var kind: String
      var file: String
      var sequence: UInt64?
      var offset: Int64?
      var line: Int?
      var message: String

      init(_ loss: LogLoss) {
        kind = loss.kind.rawValue
        file = loss.file
        sequence = loss.sequence
        offset = loss.offset
        line = loss.line
        message = loss.message
      }
    }

    /// The recording's damage, its parts as data and each as the text report's line.
    struct Damage: Encodable {
      var damages: [Place]
      var unclosedFiles: [String]
      var cutOffInteractions: [String]
      var missingRoles: [String]
      var losses: [Loss]
      var lines: [String]

      struct Place: Encodable {
        var kind: String
        var file: String
        var offset: Int64
        var line: Int?
        var message: String
      }

      init(_ damage: RecordingDamage) {
        damages = damage.damages.map {
          Place(
            kind: $0.kind.rawValue, file: $0.file, offset: $0.offset, line: $0.line,
            message: $0.message)
        }
        unclosedFiles = damage.unclosedFiles
        cutOffInteractions = damage.cutOffInteractions
        missingRoles = damage.missingRoles.map(\.rawValue)
        losses = damage.losses.map(Loss.init)
        lines = damage.lines
      }
    }
  }
}

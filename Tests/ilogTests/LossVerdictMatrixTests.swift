import Foundation
import InteractionLog
import InteractionTestSupport
import Testing

/// Every verdict `ilog` gives on a recording whose logs record a loss is non-green and names the
/// loss: replay in exact and host mode, explore, make-test and `watch --until-end`, each on a
/// real copy of a sample recording that lost something (``LossyRecording``).
@Suite struct LossVerdictMatrixTests {
  /// A command that gives a verdict on a recording.
  enum Verdict: String, CaseIterable, CustomStringConvertible {
    case replayExact, replayHost, explore, makeTest, watchUntilEnd

    var description: String { rawValue }

    func arguments(_ recording: String, _ loss: LossyRecording.Loss, output: String) -> [String] {
      // The cut-off interaction of killed-mid-interaction is a start workout, as is start-workout's.
      let subject =
        ["--sample", "workout"]
        + (loss == .recoveredCopy ? ["--interaction", "S1-killed"] : [])
      switch self {
      case .replayExact: return ["replay", recording] + subject
      case .replayHost: return ["replay", recording] + subject + ["--mode", "host"]
      case .explore: return ["explore", recording] + subject
      case .makeTest: return ["make-test", recording, "-o", output]
      case .watchUntilEnd: return ["watch", recording, "--until-end", "--idle-limit", "5"]
      }
    }
  }

  @Test(arguments: LossyRecording.Loss.allCases, Verdict.allCases)
  func everyVerdictFailsOnALossAndNamesIt(loss: LossyRecording.Loss, verdict: Verdict) throws {
    let copy = try LossyRecording(loss)
    let outcome = try ILogBinary.run(
      verdict.arguments(copy.path, loss, output: copy.directory.file("Pinned.swift")),
      in: PackageRoot.path)
    #expect(outcome.status == 1, "\(verdict) on \(loss): \(outcome.output)\(outcome.error)")
    let printed = outcome.output + outcome.error
    #expect(
      printed.contains(": \(loss.kind.rawValue): "),
      "\(verdict) on \(loss) does not name the loss \(loss.kind.rawValue):\n\(printed)")
    #expect(!printed.contains("✔"), "\(verdict) on \(loss) prints a green mark:\n\(printed)")
  }

  /// A loss accepted by name no longer fails the replay, and the report still lists it.
  @Test func anAcceptedLossIsListedAndPasses() throws {
    let copy = try LossyRecording(.endDropped)
    let arguments = ["replay", copy.path, "--sample", "workout"]
    let refused = try ILogBinary.run(arguments, in: PackageRoot.path)
    #expect(refused.status == 1)
    #expect(refused.output.contains("To judge what is left on purpose: --accept-loss dropped"))
    let accepted = try ILogBinary.run(
      arguments + ["--accept-loss", "dropped"], in: PackageRoot.path)
    #expect(accepted.status == 0, "\(accepted.output)\(accepted.error)")
    #expect(accepted.output.hasPrefix("✔ Replay matched the recording"))
    #expect(accepted.output.contains("Accepted losses (dropped): what they lost was not checked."))
    #expect(accepted.output.contains("accepted loss: "))
  }

  /// Two sessions are never merged, not even on request.
  @Test func anotherSessionCannotBeAccepted() throws {
    let copy = try LossyRecording(.otherSession)
    let outcome = try ILogBinary.run(
      ["replay", copy.path, "--sample", "workout", "--accept-loss", "other-session"],
      in: PackageRoot.path)
    #expect(outcome.status == 2)
    #expect(outcome.error.contains("--accept-loss other-session: logs of two recording sessions"))
  }

  /// The session ids of both files are named.
  @Test func anotherSessionNamesBothSessions() throws {
    let copy = try LossyRecording(.otherSession)
    let outcome = try ILogBinary.run(
      ["replay", copy.path, "--sample", "workout"], in: PackageRoot.path)
    #expect(outcome.status == 1)
    #expect(outcome.output.contains("\"start-workout\""))
    #expect(outcome.output.contains("\"another-session\""))
    #expect(outcome.output.contains("two recording sessions in one place are never merged"))
  }

  /// `ilog verify` prints the same facts the verdicts consult, each loss on a line.
  ///
  /// Broken links and open blocks are in the lines verify always had, which fail it (exit 1). The other
  /// losses leave the bytes sound and the exit status 0: `ilog recover`'s copies record theirs.
  @Test(arguments: LossyRecording.Loss.allCases)
  func verifyNamesEveryLoss(loss: LossyRecording.Loss) throws {
    let copy = try LossyRecording(loss)
    let outcome = try ILogBinary.run(["verify", copy.path], in: PackageRoot.path)
    let failsTheBytes = loss.kind == .brokenLink || loss.kind == .unsealedBlock
    #expect(outcome.status == (failsTheBytes ? 1 : 0), "\(outcome.output)")
    if !failsTheBytes {
      #expect(outcome.output.contains("recording a loss"), "\(outcome.output)")
    }
    let expected: String =
      switch loss.kind {
      case .brokenLink: ": link: "
      case .unsealedBlock: "not closed cleanly (1 open block)"
      default: ": loss: \(loss.kind.rawValue): "
      }
    #expect(outcome.output.contains(expected), "\(outcome.output)")
  }

  /// `inspect` (and every command that reads sessions as it does) refuses the files of two
  /// sessions read as one, naming both ids, rather than joining their interactions.
  @Test func inspectRefusesTwoSessionsReadAsOne() throws {
    let copy = try LossyRecording(.otherSession)
    let outcome = try ILogBinary.run(["inspect", copy.path], in: PackageRoot.path)
    #expect(outcome.status == 2, "\(outcome.output)")
    #expect(outcome.output.isEmpty)
    #expect(outcome.error.contains("logs of 2 recording sessions, never merged: "))
    #expect(outcome.error.contains("is session \"another-session\""))
    #expect(outcome.error.contains("is session \"start-workout\""))
  }

  /// An exploration that accepted a loss pins its failures with the same acceptance: the test
  /// fails on the bug, not on the loss, so that it can pass once the controller is fixed.
  @Test func aPinnedTestCarriesTheAcceptedLosses() throws {
    let copy = try LossyRecording(.endDropped)
    let output = copy.directory.file("Pinned.swift")
    let outcome = try ILogBinary.run(
      ["explore", copy.path, "--sample", "workout", "--accept-loss", "dropped", "-o", output],
      in: PackageRoot.path)
    #expect(outcome.status == 1, "\(outcome.output)\(outcome.error)")
    #expect(outcome.output.contains("header-not-on-top"))
    #expect(outcome.output.contains("Accepted losses (dropped): what they lost was not checked."))
    let pinned = try String(contentsOfFile: output, encoding: .utf8)
    #expect(pinned.contains("import InteractionLog\n"))
    #expect(pinned.contains("acceptedLosses: [.dropped]"), "\(pinned)")
  }
}

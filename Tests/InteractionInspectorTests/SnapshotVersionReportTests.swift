import Foundation
import InteractionInspector
import InteractionLog
import InteractionModel
import InteractionTestSupport
import SampleSessionSupport
import Testing

/// An interaction whose snapshot was written again under the same identifier keeps every
/// version, and `inspect` says what changed and where.
@Suite(.enabled(if: which("gzip") != nil)) struct SnapshotVersionReportTests {
  @Test func aStatusThatChangesIsAVersionAndTheTextSaysWhatChanged() throws {
    let ride = ForeignIntent.workout("W-1")
    var session = ForeignSession()
    session.ui.snapshot("I-1", of: ride, status: "inProgress")
    session.handlingRun(ride, handlers: "H")
    session.ui.configureView([], of: "I-1", on: "I-1-View#1")
    let changedAt = session.ui.nextSequence
    session.ui.snapshot("I-1", of: ride, status: "success")
    // The same version again is not another one.
    session.ui.snapshot("I-1", of: ride, status: "success")
    let directory = TemporaryDirectory()
    let (report, _) = try session.inspect(in: directory)
    let interaction = try #require(report.interactions.first)
    #expect(report.interactionCount == 1)
    #expect(interaction.snapshot?.handlingStatus == .inProgress)
    #expect(interaction.laterVersions?.map(\.snapshot.handlingStatus) == [.success])
    #expect(
      interaction.laterVersions?.first?.event
        == EventReference(
          file: directory.file(session.ui.fileName), sequence: UInt64(changedAt)))

    var renderer = InspectionRenderer(format: .text)
    var text = ""
    _ = try renderer.render([try InspectedSession(paths: [directory.path])], with: Inspector()) {
      text += $0
    }
    #expect(
      text.contains("  then ui-extension-802.ilog#\(changedAt): status inProgress → success\n"))
  }

  @Test func oneVersionLeavesTheReportAsItWas() throws {
    var session = ForeignSession()
    session.interface("I-1", of: .workout("W-1"))
    let directory = TemporaryDirectory()
    let (report, _) = try session.inspect(in: directory)
    #expect(report.interactions.first?.laterVersions == nil)
  }
}

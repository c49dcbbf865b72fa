import Foundation
import InteractionModel
import InteractionReplay
import InteractionSamples
import InteractionTestSupport
import InteractionTesting
import Testing

/// The record modes record through a host with the catalog the test passes.
@MainActor
@Suite struct RecordingCatalogTests {
  static let coffee = Intent(className: "OrderCoffeeIntent", properties: ["size": "large"])
  static func entry() throws -> CatalogEntry {
    CatalogEntry(
      intentClass: "OrderCoffeeIntent", responseClass: "OrderCoffeeIntentResponse",
      resolvableParameters: ["size"], rows: [try ParameterRow("OrderCoffeeIntent.size")],
      orderSource: "our own intent definition")
  }
  static let controller = ReplaySubjects.types(controller: { WorkoutViewController() })

  func expectation(at path: String, catalog: IntentCatalog) -> ReplayExpectation {
    ReplayExpectation(
      path: path, interaction: nil, subjects: Self.controller, recordingIntent: Self.coffee,
      options: ReplayOptions(), recordMode: .missing, catalog: catalog)
  }

  @Test func anIntentWithoutAnEntryIsNotRecordedAndTheMessageShowsTheEntryToAdd() async {
    let directory = TemporaryDirectory()
    let path = directory.path + "/coffee"
    let failures = await expectation(at: path, catalog: .standard).evaluate()
    #expect(failures.count == 1)
    let failure = failures.first
    #expect(failure?.hasPrefix("Nothing recorded at \(path): ") == true)
    #expect(failure?.contains("no entry for OrderCoffeeIntent") == true)
    #expect(failure?.contains(#"intentClass: "OrderCoffeeIntent""#) == true)
    #expect(!FileManager.default.fileExists(atPath: path))
  }

  @Test func theCatalogPassedIsTheHostsWhenItRecords() async throws {
    let directory = TemporaryDirectory()
    let path = directory.path + "/coffee"
    let failure = await expectation(
      at: path, catalog: IntentCatalog.standard.adding(try Self.entry())
    )
    .evaluate().first
    #expect(failure?.hasPrefix("Recorded the missing session at \(path)") == true)
    let recording = try Recording(contentsOf: path)
    #expect(recording.interactions.count == 1)
    // Replayed with the same catalog's rows: the empty set, then the size row.
    #expect(await expectation(at: path, catalog: .standard).evaluate().isEmpty)
  }
}

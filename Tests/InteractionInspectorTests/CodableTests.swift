import Foundation
import InteractionHost
import InteractionInspector
import InteractionSamples
import Testing

/// The values the CLI emits as JSON encode and decode without loss, in a readable form.
@MainActor
@Suite struct CodableTests {
  @Test func anInspectionRoundTripsThroughJSON() async throws {
    let inspection = try await Recording.inspect([
      Run(SampleScenarios.sendMessage),
      Run(SampleScenarios.requestRide, options: .init(faults: .reaskClaimed)),
      Run(SampleScenarios.startWorkoutEmptySetLast),
    ])
    #expect(inspection.report.findingCount == 4)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let data = try encoder.encode(inspection)
    let decoded = try JSONDecoder().decode(Inspection.self, from: data)
    #expect(decoded == inspection)
    let text = String(decoding: data, as: UTF8.self)
    #expect(text.contains(#""context":"siriSnippet""#))
    #expect(text.contains(#""interactiveBehavior":"none""#))
    #expect(text.contains(#""code":"completion-repeated""#))
    #expect(text.contains(#""method":"configureView""#))
  }
}

import Foundation
import InteractionLog
import InteractionModel
import InteractionTestSupport
import Testing

@testable import InteractionSiriKit

#if os(iOS) || os(watchOS)
import Intents
#else
import SiriKitStandIn
#endif

/// The responses of the committed recordings that carry properties (a ride's status, a search's
/// accounts and tasks) become SiriKit's objects and come back as the recordings hold them.
@Suite struct RecordedResponseConversionTests {
  /// Every response snapshot of a recording's logs.
  static func responses(in recording: String) throws -> [IntentResponse] {
    let directory = "\(packageRoot)/Recordings/\(recording)"
    var responses: [IntentResponse] = []
    for file in try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
    where file.hasSuffix(".ilog") {
      let reader = try LogReader(path: "\(directory)/\(file)")
      while let record = try reader.next() {
        if case .interaction(let snapshot) = record.event.payload, let response = snapshot.response
        {
          responses.append(response)
        }
      }
    }
    return responses
  }

  @Test(arguments: [
    ("maps-ride-card", "rideStatus"), ("superset-claim", "rideStatus"),
    ("reasked-claimed", "rideStatus"), ("indexed-accounts", "accounts"),
    ("notebook-grouping", "tasks"),
  ])
  func theRecordedPropertiesCrossTheBridge(_ recording: String, _ property: String) throws {
    let converter = SiriKitConverter.catalog
    let withProperty = try Self.responses(in: recording).filter { $0.properties[property] != nil }
    #expect(!withProperty.isEmpty, "\(recording) has no response with \(property)")
    for response in withProperty {
      let made = try converter.siriKitResponse(response)
      let back = converter.response(made)
      #expect(back.notes.isEmpty, "\(back.notes)")
      #expect(back.value == response)
    }
  }

  @Test func aRideStatusIsSiriKitsObject() throws {
    let response = try #require(
      try Self.responses(in: "maps-ride-card").first { $0.properties["rideStatus"] != nil })
    let made = try SiriKitConverter.catalog.siriKitResponse(response)
    let status = try #require((made as? INRequestRideIntentResponse)?.rideStatus)
    #expect(status.phase == .confirmed)
    #expect(status.rideIdentifier == "ride-1")
    #expect(status.driver?.displayName == "Sam")
    #expect(status.driver?.rating == "4.9")
    #expect(status.pickupLocation?.name == "Home")
  }
}

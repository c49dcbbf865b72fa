import Foundation
import InteractionModel
import Testing

@Suite struct ResolutionResultTests {
  static let kinds: [(ResolutionResult, String, String)] = [
    (.success("run"), "success", #"{"kind":"success","value":{"string":"run"}}"#),
    (
      .disambiguation(["walk", "run"]), "disambiguation",
      #"{"kind":"disambiguation","values":[{"string":"walk"},{"string":"run"}]}"#
    ),
    (
      .confirmationRequired(3), "confirmationRequired",
      #"{"kind":"confirmationRequired","value":{"integer":3}}"#
    ),
    (.needsValue, "needsValue", #"{"kind":"needsValue"}"#),
    (.notRequired, "notRequired", #"{"kind":"notRequired"}"#),
    (.unsupported(reason: nil), "unsupported", #"{"kind":"unsupported"}"#),
    (
      .unsupported(reason: UnsupportedReason(rawValue: 1, name: "noAccount")), "unsupported",
      #"{"kind":"unsupported","reason":{"name":"noAccount","rawValue":1}}"#
    ),
  ]

  @Test(arguments: kinds)
  func kindNameAndCodableFormAreStable(result: ResolutionResult, kindName: String, json: String)
    throws
  {
    #expect(result.kindName == kindName)
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    #expect(String(decoding: try encoder.encode(result), as: UTF8.self) == json)
    #expect(try JSONDecoder().decode(ResolutionResult.self, from: Data(json.utf8)) == result)
  }

  @Test func reasonWithoutNameIsAnotherReason() {
    #expect(
      ResolutionResult.unsupported(reason: UnsupportedReason(rawValue: 1))
        != .unsupported(reason: UnsupportedReason(rawValue: 1, name: "noAccount")))
    #expect(ResolutionResult.unsupported(reason: nil) != .unsupported(reason: .init(rawValue: 0)))
  }

  @Test func nestedSpellingOfUnsupportedReasonIsTheSameType() {
    let reason: ResolutionResult.UnsupportedReason = UnsupportedReason(rawValue: 2, name: "offline")
    #expect(ResolutionResult.unsupported(reason: reason).kindName == "unsupported")
  }

  @Test(arguments: [#"{"kind":"maybe"}"#, #"{"kind":"success"}"#, #"{"value":{"null":true}}"#])
  func decodingRejectsUnknownKindsAndMissingPayloads(json: String) {
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(ResolutionResult.self, from: Data(json.utf8))
    }
  }
}

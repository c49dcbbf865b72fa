import Foundation
import InteractionLog
import InteractionTestSupport
import Testing

@testable import InteractionInspector

/// ReportJSONEncoder writes what Foundation's JSONEncoder writes with sorted keys and slashes as
/// they are, on every committed recording's reports and on values that reach each corner.
@Suite struct ReportJSONEncoderTests {
  static func foundation(_ value: some Encodable, pretty: Bool = false) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting =
      pretty
      ? [.sortedKeys, .withoutEscapingSlashes, .prettyPrinted]
      : [.sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(value), as: UTF8.self)
  }

  static func ours(_ value: some Encodable, pretty: Bool = false) throws -> String {
    String(decoding: try ReportJSONEncoder(isPretty: pretty).encode(value), as: UTF8.self)
  }

  @Test func everyRecordingIsFound() {
    #expect(sampleRecordingPaths.count >= 16)
  }

  @Test(arguments: sampleRecordingPaths)
  func everyReportOfARecordingIsWrittenAsFoundationWritesIt(recording: String) throws {
    let inspection = try Inspector().inspect(paths: [recording])
    #expect(!inspection.report.interactions.isEmpty)
    for interaction in inspection.report.interactions {
      #expect(try Self.ours(interaction) == Self.foundation(interaction))
    }
    let report = InspectionJSON.Report(inspection.report)
    #expect(try Self.ours(report) == Self.foundation(report))
    #expect(try Self.ours(inspection.stats) == Self.foundation(inspection.stats))
  }

  struct Corners: Encodable {
    var text = "quote \" backslash \\ slash / newline \n tab \t bell \u{7} nul \u{0} é 🦉"
    var doubles: [Double] = [3, 0.25, 0.1, 1e-05, 1e16, 123_456.789, -2]
    var float: Float = 0.1
    var integers: [Int32] = [-7, 0, .max]
    var unsigned: [UInt8] = [0, 255]
    var large: UInt64 = .max
    var small: Int64 = .min
    var flag = true
    var absent: String? = nil
    var present: String? = "here"
    var empty: [String] = []
    var emptyObject: [String: Int] = [:]
    var dictionary = ["b": 2, "a": 1, "B": 3, "aa": 4]
    var nested = [["x": [1, 2]], [:]]
  }

  @Test func cornersAreWrittenAsFoundationWritesThem() throws {
    #expect(try Self.ours(Corners()) == Self.foundation(Corners()))
  }

  @Test func prettyIndentsAsFoundationDoesButForEmptyArrays() throws {
    let ours = try Self.ours(Corners(), pretty: true)
    #expect(ours.contains("\n  \"flag\" : true,\n"))
    #expect(ours.contains("\"empty\" : [],"))
    // The same value, as read back.
    let reread = try JSONSerialization.jsonObject(with: Data(ours.utf8)) as? NSDictionary
    let expected =
      try JSONSerialization.jsonObject(with: Data(Self.foundation(Corners()).utf8)) as? NSDictionary
    #expect(reread == expected)
  }

  struct NestedContainers: Encodable {
    enum Keys: String, CodingKey { case outer, list, zeta, alpha }
    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: Keys.self)
      try container.encode(1, forKey: .zeta)
      var outer = container.nestedContainer(keyedBy: Keys.self, forKey: .outer)
      try outer.encode("inside", forKey: .alpha)
      var list = container.nestedUnkeyedContainer(forKey: .list)
      try list.encode(true)
      var element = list.nestedContainer(keyedBy: Keys.self)
      try element.encode(2.5, forKey: .zeta)
      try container.encode(2, forKey: .zeta)  // set again: the last value stays
    }
  }

  @Test func nestedContainersAndAKeySetTwice() throws {
    #expect(try Self.ours(NestedContainers()) == Self.foundation(NestedContainers()))
    #expect(
      try Self.ours(NestedContainers())
        == #"{"list":[true,{"zeta":2.5}],"outer":{"alpha":"inside"},"zeta":2}"#)
  }

  @Test func aDoubleJSONCannotWriteIsAnErrorWithItsPath() throws {
    struct Holder: Encodable { var values: [Double] }
    let error = #expect(throws: EncodingError.self) {
      try ReportJSONEncoder().encode(Holder(values: [1, .nan]))
    }
    guard case .invalidValue(_, let context) = error else {
      Issue.record("\(String(describing: error))")
      return
    }
    #expect(context.codingPath.map(\.stringValue) == ["values", "Index 1"])
  }
}

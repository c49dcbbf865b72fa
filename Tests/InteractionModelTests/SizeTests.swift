import Foundation
import InteractionModel
import Testing

/// A size keeps whatever a controller answered, NaN and the infinities included: it equals
/// itself, and every Codable encoder writes it, the non-finite sides by name.
@Suite struct SizeTests {
  static let nonFinite: [Double] = [.nan, .infinity, -.infinity]

  @Test(arguments: nonFinite)
  func aSizeEqualsItselfAndHashesAlike(length: Double) {
    let size = Size(width: 320, height: length)
    #expect(size == Size(width: 320, height: length))
    #expect(size.hashValue == Size(width: 320, height: length).hashValue)
    #expect(Set([size, size]).count == 1)
    #expect(size != Size(width: 320, height: 0))
    #expect(size != Size(width: length, height: 320))
  }

  @Test func everyNaNIsTheSameAnswer() {
    let quiet = Size(width: .nan, height: 1)
    let signaling = Size(width: .signalingNaN, height: 1)
    let payload = Size(width: Double(nan: 7, signaling: false), height: 1)
    #expect(quiet == signaling && quiet == payload)
    #expect(Set([quiet, signaling, payload]).count == 1)
  }

  @Test func zeroAndNegativeZeroAreEqualAsBefore() {
    #expect(Size(width: 0, height: -0.0) == .zero)
    #expect(Size(width: 0, height: -0.0).hashValue == Size.zero.hashValue)
  }

  @Test func jsonEncoderWritesTheNonFiniteSidesByName() throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let data = try encoder.encode([
      Size(width: .nan, height: .infinity), Size(width: -.infinity, height: 2.5),
    ])
    #expect(
      String(decoding: data, as: UTF8.self)
        == #"[{"height":"Infinity","width":"NaN"},{"height":2.5,"width":"-Infinity"}]"#)
    let decoded = try JSONDecoder().decode([Size].self, from: data)
    #expect(
      decoded == [Size(width: .nan, height: .infinity), Size(width: -.infinity, height: 2.5)])
  }

  @Test(arguments: [
    #"{"width":"nan","height":1}"#, #"{"width":null,"height":1}"#, #"{"height":1}"#,
  ])
  func anyOtherSideIsAnError(json: String) {
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(Size.self, from: Data(json.utf8))
    }
  }
}

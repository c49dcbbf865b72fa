import Testing

@testable import InteractionLog

/// Reading a validated line's numbers at once (``JSONLine/number(at:)``) gives the value the
/// scanner's full reading gives, bit for bit, on either side of every limit of the quick way.
@Suite struct JSONLineNumberTests {
  /// The value as the quick reading and as the scanner read `text`, with a double's sign and
  /// bits kept apart from its equality (`-0.0 == 0.0`).
  private func readings(_ text: String) throws -> (quick: String, scanned: String) {
    func spelled(_ value: JSONValue) -> String {
      switch value {
      case .integer(let integer): "integer \(integer)"
      case .double(let double): "double \(double) bits \(double.bitPattern)"
      default: "\(value)"
      }
    }
    let bytes = Array(text.utf8) + Array(",".utf8)
    return try bytes.withUnsafeBytes { raw in
      var scanner = JSONScanner(raw, maximumDepth: 0)
      let scanned = try scanner.readNumber()
      #expect(scanner.position == text.utf8.count)
      return (spelled(JSONLine(input: raw).number(at: 0)), spelled(scanned))
    }
  }

  @Test(arguments: [
    "0", "-0", "7", "-7", "100000", "999999999999999999", "1000000000000000000",
    "-999999999999999999", "9223372036854775807", "-9223372036854775808", "0.0", "-0.0",
    "0.1", "0.3", "-0.3", "3.0", "320.0", "44.5", "0.000001", "123456789012345",
    "12345678901234.5", "123456789012345.6", "1.23456789012345", "1.234567890123456",
    "9007199254740993", "9007199254740993.0", "0.1e1", "1E2", "-2.5e-3", "1.7976931348623157e308",
    "4.35", "0.07", "1.005",
  ])
  func aNumberReadsAsTheScannerReadsIt(text: String) throws {
    let (quick, scanned) = try readings(text)
    #expect(quick == scanned, "\(text)")
  }

  /// Random decimals of every length of integer and fraction, with and without a sign or an
  /// exponent.
  @Test func randomNumbersReadAsTheScannerReadsThem() throws {
    var generator = RandomJSON.SplitMix64(seed: 24)
    func digits(_ count: Int, leadingZero: Bool) -> String {
      var text = ""
      for position in 0..<count {
        let low = position == 0 && !leadingZero ? 1 : 0
        text += String(low + Int(generator.next() % UInt64(10 - low)))
      }
      return text
    }
    for _ in 0..<20_000 {
      var text = generator.next() % 3 == 0 ? "-" : ""
      let integerDigits = Int(generator.next() % 20)
      text += integerDigits == 0 ? "0" : digits(integerDigits, leadingZero: false)
      if generator.next() % 4 != 0 {
        text += "." + digits(1 + Int(generator.next() % 20), leadingZero: true)
      }
      if generator.next() % 10 == 0 {
        text += "e" + (generator.next() % 2 == 0 ? "-" : "") + digits(1, leadingZero: false)
      }
      let (quick, scanned) = try readings(text)
      #expect(quick == scanned, "\(text)")
    }
  }
}

extension Parameter {
  /// Reads the text form from its UTF-8 bytes, when it is printable ASCII and well formed.
  ///
  /// In printable ASCII one byte is one `Character`, so this reads what ``init(_:)`` reads, a
  /// few times faster than splitting the text into Characters; for any other text, and for
  /// any malformed text, it returns `nil` and ``init(_:)`` reads it (and names the error).
  ///
  /// - Parameter text: Text such as `INSearchForAccountsIntentResponse.accounts[1]`.
  package init?(printableASCII text: String) {
    var text = text
    let parsed: (className: String, components: [String], indexes: [String: Int])? =
      text.withUTF8 { Self.parse(printableASCII: $0) }
    guard let parsed else { return nil }
    className = parsed.className
    keyPath = parsed.components.joined(separator: ".")
    indexes = parsed.indexes
  }

  private static func parse(printableASCII bytes: UnsafeBufferPointer<UInt8>)
    -> (className: String, components: [String], indexes: [String: Int])?
  {
    let dot: UInt8 = 0x2E
    let open: UInt8 = 0x5B
    let close: UInt8 = 0x5D
    guard bytes.allSatisfy({ (0x20...0x7E).contains($0) }),
      let firstDot = bytes.firstIndex(of: dot), firstDot > 0,
      !bytes[..<firstDot].contains(open), !bytes[..<firstDot].contains(close)
    else { return nil }
    func string(_ range: Range<Int>) -> String {
      String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }
    var components: [String] = []
    var indexes: [String: Int] = [:]
    var position = firstDot + 1
    while true {
      let start = position
      while position < bytes.count, bytes[position] != dot, bytes[position] != open,
        bytes[position] != close
      {
        position += 1
      }
      guard position > start else { return nil }
      components.append(string(start..<position))
      if position < bytes.count, bytes[position] == open {
        var index = 0
        position += 1
        let digitsStart = position
        while position < bytes.count, (0x30...0x39).contains(bytes[position]) {
          let (times10, overflow) = index.multipliedReportingOverflow(by: 10)
          let (sum, carry) = times10.addingReportingOverflow(Int(bytes[position] - 0x30))
          guard !overflow, !carry else { return nil }
          index = sum
          position += 1
        }
        guard position > digitsStart, position < bytes.count, bytes[position] == close else {
          return nil
        }
        indexes[components.joined(separator: ".")] = index
        position += 1
        if position < bytes.count, bytes[position] == open { return nil }
      }
      guard position < bytes.count else {
        return (string(0..<firstDot), components, indexes)
      }
      guard bytes[position] == dot else { return nil }
      position += 1
    }
  }
}

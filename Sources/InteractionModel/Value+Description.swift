#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension Value: CustomStringConvertible {
  /// The value as JSON-like text: objects with their keys sorted, strings quoted and escaped as in
  /// JSON, doubles always with a fraction or exponent (`3.0`, not `3`) so they read apart from
  /// integers, and dates as `date(2024-05-01T10:00:00Z)` in UTC.
  public var description: String {
    var text = ""
    write(to: &text)
    return text
  }

  private func write(to text: inout String) {
    switch self {
    case .null:
      text += "null"
    case .bool(let value):
      text += value ? "true" : "false"
    case .integer(let value):
      text += String(value)
    case .double(let value):
      // Swift's shortest round-tripping form, which keeps ".0" on whole numbers.
      text += value.description
    case .string(let value):
      Value.writeQuoted(value, to: &text)
    case .date(let value):
      text += "date(\(Value.iso8601(value)))"
    case .array(let elements):
      text += "["
      for (position, element) in elements.enumerated() {
        if position > 0 { text += ", " }
        element.write(to: &text)
      }
      text += "]"
    case .object(let members):
      text += "{"
      // Sorted so that equal objects always print alike.
      for (position, key) in members.keys.sorted().enumerated() {
        if position > 0 { text += ", " }
        Value.writeQuoted(key, to: &text)
        text += ": "
        members[key]?.write(to: &text)
      }
      text += "}"
    }
  }

  private static func writeQuoted(_ string: String, to text: inout String) {
    text += "\""
    for scalar in string.unicodeScalars {
      switch scalar {
      case "\"": text += "\\\""
      case "\\": text += "\\\\"
      case "\n": text += "\\n"
      case "\r": text += "\\r"
      case "\t": text += "\\t"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16, uppercase: true)
        text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default:
        text.unicodeScalars.append(scalar)
      }
    }
    text += "\""
  }

  private static func iso8601(_ date: Date) -> String {
    let seconds = date.timeIntervalSince1970
    let fractional = seconds.rounded(.down) != seconds
    return date.formatted(Date.ISO8601FormatStyle(includingFractionalSeconds: fractional))
  }
}

import Foundation

/// Number formatting for the table: digits grouped by spaces, as FORMAT.md writes them.
enum Format {
  /// `200 000`.
  static func grouped(_ value: Int64) -> String {
    let digits = String(value.magnitude)
    var result = ""
    for (index, digit) in digits.enumerated() {
      if index > 0, (digits.count - index) % 3 == 0 { result.append(" ") }
      result.append(digit)
    }
    return value < 0 ? "-" + result : result
  }

  static func grouped(_ value: Int) -> String { grouped(Int64(value)) }

  /// A rate or time rounded to a whole number, grouped; `—` when not a number.
  static func whole(_ value: Double?) -> String {
    guard let value, value.isFinite else { return "—" }
    return grouped(Int64(value.rounded()))
  }

  /// `value` with `digits` decimals.
  static func fixed(_ value: Double?, _ digits: Int) -> String {
    guard let value, value.isFinite else { return "—" }
    return String(format: "%.\(digits)f", value)
  }

  /// Eight lowercase hexadecimal digits.
  static func hex32(_ value: UInt32) -> String {
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: 8 - digits.count) + digits
  }
}

/// A wall-clock time in microseconds since 1970-01-01T00:00:00Z, written as RFC 3339 UTC.
///
/// Microseconds keep logs exact through a text round trip, which `Date`'s double does not.
public struct WallTime: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// Microseconds since the Unix epoch.
  public var microsecondsSinceEpoch: Int64

  /// Creates the time `microsecondsSinceEpoch` microseconds after the Unix epoch.
  ///
  /// - Parameter microsecondsSinceEpoch: Microseconds since 1970-01-01T00:00:00Z; negative for
  ///   earlier times.
  public init(microsecondsSinceEpoch: Int64) {
    self.microsecondsSinceEpoch = microsecondsSinceEpoch
  }

  /// Orders times from earlier to later.
  ///
  /// - Parameters:
  ///   - lhs: A time.
  ///   - rhs: Another time.
  /// - Returns: Whether `lhs` is earlier than `rhs`.
  public static func < (lhs: WallTime, rhs: WallTime) -> Bool {
    lhs.microsecondsSinceEpoch < rhs.microsecondsSinceEpoch
  }

  /// `2026-11-21T19:38:00.123456Z`.
  public var description: String {
    var bytes: [UInt8] = []
    append(to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// How many bytes the RFC 3339 text takes: `2026-11-21T19:38:00.123456Z`.
  static let textCount = 27

  /// The times whose text is plain ASCII that needs no JSON escaping: years 0000 to 9999.
  static let fourDigitYears: Range<Int64> =
    days(fromCivil: 0, 1, 1) * 86_400_000_000..<days(fromCivil: 10_000, 1, 1) * 86_400_000_000

  /// Appends the RFC 3339 text to `bytes` without allocating.
  func append(to bytes: inout [UInt8]) {
    bytes.append(addingCapacity: Self.textCount) { span in
      span.withUnsafeMutableBufferPointer { buffer, initializedCount in
        guard let start = buffer.baseAddress else { return }
        initializedCount = write(to: start) - start
      }
    }
  }

  /// Writes the RFC 3339 text, ``textCount`` bytes, at `start`; returns the pointer after it.
  func write(to start: UnsafeMutablePointer<UInt8>) -> UnsafeMutablePointer<UInt8> {
    let micros = microsecondsSinceEpoch
    let seconds = micros >= 0 ? micros / 1_000_000 : (micros - 999_999) / 1_000_000
    let fraction = Int(micros - seconds * 1_000_000)
    let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
    let secondOfDay = Int(seconds - days * 86_400)
    let (year, month, day) = WallTime.civil(fromDays: days)
    var cursor = start
    func digits(_ value: Int, _ count: Int) {
      var divisor = 1
      for _ in 1..<count { divisor *= 10 }
      var rest = value
      while divisor > 0 {
        cursor.pointee = UInt8(truncatingIfNeeded: 0x30 + rest / divisor)
        cursor += 1
        rest %= divisor
        divisor /= 10
      }
    }
    func byte(_ value: UInt8) {
      cursor.pointee = value
      cursor += 1
    }
    digits(Int(year), 4)
    byte(0x2D)
    digits(month, 2)
    byte(0x2D)
    digits(day, 2)
    byte(0x54)
    digits(secondOfDay / 3600, 2)
    byte(0x3A)
    digits(secondOfDay / 60 % 60, 2)
    byte(0x3A)
    digits(secondOfDay % 60, 2)
    byte(0x2E)
    digits(fraction, 6)
    byte(0x5A)
    return cursor
  }

  /// Parses RFC 3339 text in UTC or with an offset, with up to 9 fraction digits
  /// (beyond microseconds they are cut); `nil` when it is not such a time.
  ///
  /// The fraction is optional; `T` and `Z` may also be lowercase. A time with an offset is
  /// converted to UTC.
  ///
  /// - Parameter text: A time such as `2026-11-21T19:38:00.123456Z` or
  ///   `2026-11-21T20:38:00+01:00`.
  public init?(_ text: some StringProtocol) {
    var text = String(text)
    guard let time = text.withUTF8({ WallTime(utf8: UnsafeRawBufferPointer($0)) }) else {
      return nil
    }
    self = time
  }

  /// Parses RFC 3339 text from its UTF-8 bytes, as ``init(_:)`` does.
  init?(utf8 bytes: UnsafeRawBufferPointer) {
    guard bytes.count >= 20 else { return nil }
    func number(_ range: Range<Int>) -> Int? {
      var value = 0
      for index in range {
        guard index < bytes.count, (0x30...0x39).contains(bytes[index]) else { return nil }
        value = value * 10 + Int(bytes[index] - 0x30)
      }
      return value
    }
    guard let year = number(0..<4), bytes[4] == 0x2D, let month = number(5..<7), bytes[7] == 0x2D,
      let day = number(8..<10), bytes[10] == 0x54 || bytes[10] == 0x74,
      let hour = number(11..<13), bytes[13] == 0x3A, let minute = number(14..<16),
      bytes[16] == 0x3A, let second = number(17..<19),
      (1...12).contains(month), (1...31).contains(day), hour < 24, minute < 60, second < 61
    else { return nil }
    var index = 19
    var micros = 0
    if bytes[index] == 0x2E {
      index += 1
      var digitCount = 0
      while index < bytes.count, (0x30...0x39).contains(bytes[index]) {
        if digitCount < 6 { micros = micros * 10 + Int(bytes[index] - 0x30) }
        digitCount += 1
        index += 1
      }
      guard digitCount > 0 else { return nil }
      for _ in digitCount..<max(digitCount, 6) { micros *= 10 }
    }
    guard index < bytes.count else { return nil }
    var offsetSeconds = 0
    switch bytes[index] {
    case 0x5A, 0x7A:
      index += 1
    case 0x2B, 0x2D:
      guard let offsetHours = number(index + 1..<index + 3), index + 3 < bytes.count,
        bytes[index + 3] == 0x3A, let offsetMinutes = number(index + 4..<index + 6)
      else { return nil }
      offsetSeconds = (offsetHours * 3600 + offsetMinutes * 60) * (bytes[index] == 0x2D ? -1 : 1)
      index += 6
    default:
      return nil
    }
    guard index == bytes.count else { return nil }
    let days = WallTime.days(fromCivil: Int64(year), month, day)
    let seconds =
      days * 86_400 + Int64(hour * 3600 + minute * 60 + second) - Int64(offsetSeconds)
    microsecondsSinceEpoch = seconds * 1_000_000 + Int64(micros)
  }

  // Howard Hinnant's days-from-civil algorithms (proleptic Gregorian calendar).
  static func days(fromCivil year: Int64, _ month: Int, _ day: Int) -> Int64 {
    let y = month <= 2 ? year - 1 : year
    let era = (y >= 0 ? y : y - 399) / 400
    let yearOfEra = y - era * 400
    let m = Int64(month)
    let dayOfYear = (153 * (m + (m > 2 ? -3 : 9)) + 2) / 5 + Int64(day) - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }

  static func civil(fromDays days: Int64) -> (year: Int64, month: Int, day: Int) {
    let z = days + 719_468
    let era = (z >= 0 ? z : z - 146_096) / 146_097
    let dayOfEra = z - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let mp = (5 * dayOfYear + 2) / 153
    let day = Int(dayOfYear - (153 * mp + 2) / 5 + 1)
    let month = Int(mp < 10 ? mp + 3 : mp - 9)
    return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
  }
}

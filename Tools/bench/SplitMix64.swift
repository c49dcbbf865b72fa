import InteractionHost

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The host's seeded SplitMix64 generator, with the few draws the event generator needs.
///
/// The draws are computed here rather than with the standard library's `random(in:using:)`,
/// whose algorithm may change between toolchains: the same seed gives the same events, and so
/// the same bytes and sizes, on every Swift version.
typealias SplitMix64 = SeededGenerator

extension SeededGenerator {
  /// A number in `range`, by multiply-shift (the bias is far below anything a benchmark sees).
  mutating func int(in range: ClosedRange<Int>) -> Int {
    let span = UInt64(range.upperBound - range.lowerBound) + 1
    return range.lowerBound + Int(next().multipliedFullWidth(by: span).high)
  }

  /// A double in `range`, uniformly.
  mutating func double(in range: ClosedRange<Double>) -> Double {
    let unit = Double(next() >> 11) / Double(1 << 53)
    return range.lowerBound + unit * (range.upperBound - range.lowerBound)
  }

  /// A number between `range`'s bounds (both above 0) spread evenly over orders of magnitude,
  /// as latencies and gaps between events are: most are short, a few are long.
  mutating func logUniform(in range: ClosedRange<Double>) -> Double {
    exp(double(in: log(range.lowerBound)...log(range.upperBound)))
  }

  /// `true` with probability `probability`.
  mutating func chance(_ probability: Double) -> Bool {
    double(in: 0...1) < probability
  }

  /// One element of `choices`, which must not be empty.
  mutating func pick<Element>(_ choices: [Element]) -> Element {
    choices[int(in: 0...(choices.count - 1))]
  }

  /// An index into `weights`, each chosen in proportion to its weight.
  mutating func weightedIndex(_ weights: [Int]) -> Int {
    var draw = int(in: 0...(weights.reduce(0, +) - 1))
    for (index, weight) in weights.enumerated() {
      if draw < weight { return index }
      draw -= weight
    }
    return weights.count - 1
  }

  /// `count` lowercase hexadecimal digits, as in identifiers.
  mutating func hex(_ count: Int) -> String {
    let digits = Array("0123456789abcdef".utf8)
    var bytes: [UInt8] = []
    bytes.reserveCapacity(count)
    for _ in 0..<count { bytes.append(digits[Int(next() & 15)]) }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// An uppercase UUID string, as `NSUUID().uuidString` gives interaction identifiers.
  mutating func uuid() -> String {
    [hex(8), hex(4), hex(4), hex(4), hex(12)].joined(separator: "-").uppercased()
  }
}

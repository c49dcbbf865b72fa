import InteractionLog

/// Deterministic random JSON values and strings for property tests, biased toward the edges:
/// extreme integers, awkward doubles, escapes and Unicode boundaries.
struct RandomJSON {
  /// Scalars that have broken JSON code before: escapes, line terminators, the ends of the
  /// UTF-8 length classes, the surrogate boundaries and the last code point.
  static let edgeScalars: [Unicode.Scalar] = [
    0x00, 0x08, 0x09, 0x0A, 0x0C, 0x0D, 0x1F, 0x20, 0x22, 0x2F, 0x5C, 0x7F, 0x80, 0x7FF, 0x800,
    0x2027, 0x2028, 0x2029, 0x20AC, 0xD7FF, 0xE000, 0xFEFF, 0xFFFD, 0xFFFF, 0x1_0000, 0x1_F600,
    0x10_FFFF,
  ].compactMap(Unicode.Scalar.init(_:))

  /// The source of randomness.
  private var random: SplitMix64

  /// Creates a generator whose values are fixed by `seed`.
  ///
  /// - Parameter seed: Any value.
  init(seed: UInt64) {
    random = SplitMix64(seed: seed)
  }

  /// A random value nested at most `depth` containers deep.
  ///
  /// - Parameter depth: The most containers that may enclose one another.
  /// - Returns: The value.
  mutating func value(depth: Int) -> JSONValue {
    let kinds = depth > 0 ? 7 : 5
    switch Int.random(in: 0..<kinds, using: &random) {
    case 0: return Bool.random(using: &random) ? .null : .bool(Bool.random(using: &random))
    case 1: return .integer(integer())
    case 2: return .double(double())
    case 3, 4: return .string(string())
    case 5:
      let count = Int.random(in: 0...4, using: &random)
      return .array((0..<count).map { _ in value(depth: depth - 1) })
    default:
      var object = JSONObject()
      for _ in 0..<Int.random(in: 0...5, using: &random) {
        object[string()] = value(depth: depth - 1)
      }
      return .object(object)
    }
  }

  /// A random integer, often one at an edge of a decimal length or of `Int64`.
  mutating func integer() -> Int64 {
    switch Int.random(in: 0..<4, using: &random) {
    case 0:
      [0, -1, 9, 10, 99, 100, Int64.max, Int64.min, Int64.min + 1].randomElement(using: &random)
        ?? 0
    case 1: Int64.random(in: -1000...1000, using: &random)
    default: Int64(bitPattern: random.next()) >> UInt64.random(in: 0..<63, using: &random)
    }
  }

  /// A random finite double: special values, integral ones, and arbitrary bit patterns.
  mutating func double() -> Double {
    switch Int.random(in: 0..<4, using: &random) {
    case 0:
      return [
        0.0, -0.0, 3.0, 1e16, 1e-5, 0.1, .leastNonzeroMagnitude, .greatestFiniteMagnitude,
        -.leastNormalMagnitude,
      ]
      .randomElement(using: &random) ?? 0
    case 1:
      return Double(Int32.random(in: .min ... .max, using: &random))
    case 2:
      return Double.random(in: -1e6...1e6, using: &random)
    default:
      while true {
        let double = Double(bitPattern: random.next())
        if double.isFinite { return double }
      }
    }
  }

  /// A random string of up to 12 scalars, mixing ASCII letters, edge scalars and any scalar.
  mutating func string() -> String {
    var scalars = String.UnicodeScalarView()
    for _ in 0..<Int.random(in: 0...12, using: &random) {
      switch Int.random(in: 0..<3, using: &random) {
      case 0:
        scalars.append(Unicode.Scalar(UInt8.random(in: 0x61...0x7A, using: &random)))
      case 1:
        scalars.append(Self.edgeScalars.randomElement(using: &random) ?? "a")
      default:
        let value = UInt32.random(in: 0...0x10_FFFF, using: &random)
        scalars.append(Unicode.Scalar(value) ?? "\u{FFFD}")
      }
    }
    return String(scalars)
  }

  /// A random integer in `range`, for callers that mutate bytes.
  mutating func int(in range: Range<Int>) -> Int {
    Int.random(in: range, using: &random)
  }

  /// A random byte.
  mutating func byte() -> UInt8 {
    UInt8.random(in: .min ... .max, using: &random)
  }
}

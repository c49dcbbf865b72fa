/// A pseudo-random generator that gives the same numbers for the same seed on every run, platform
/// and Swift version: SplitMix64 (Steele, Lea and Flood, 2014).
///
/// The host draws its seeded permutations from it, and a replayer that wants the host's orders
/// uses the same generator and ``permuted(_:)``.
public struct SeededGenerator: RandomNumberGenerator, Hashable, Sendable {
  private var state: UInt64

  /// A generator whose sequence `seed` fixes: equal seeds give equal sequences, on every
  /// platform.
  public init(seed: UInt64) {
    state = seed
  }

  /// The next 64 random bits.
  ///
  /// - Returns: The next value of the sequence.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var mixed = state
    mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
    mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
    return mixed ^ (mixed >> 31)
  }

  /// The elements in an order drawn from this generator, by a Fisher–Yates shuffle.
  ///
  /// Written out rather than `shuffled(using:)`, whose algorithm the standard library does not
  /// promise to keep, so that a seed's order never changes. The modulo's bias is negligible for
  /// the few rows an interface has.
  ///
  /// - Parameter elements: The elements to permute.
  /// - Returns: A permutation of `elements`.
  public func permuted<Element>(_ elements: [Element]) -> [Element] {
    var generator = self
    var result = elements
    for position in result.indices.reversed().dropLast() {
      let other = Int(generator.next() % UInt64(position + 1))
      result.swapAt(position, other)
    }
    return result
  }
}

extension RandomJSON {
  /// Vigna's SplitMix64: a tiny, fast generator whose sequence depends on the seed alone, so a
  /// failing case can be reproduced from its seed.
  struct SplitMix64: RandomNumberGenerator {
    /// The generator's whole state.
    private var state: UInt64

    /// Creates a generator whose sequence is fixed by `seed`.
    ///
    /// - Parameter seed: Any value.
    init(seed: UInt64) {
      state = seed
    }

    /// The next value of the sequence.
    ///
    /// - Returns: 64 pseudo-random bits.
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
  }
}

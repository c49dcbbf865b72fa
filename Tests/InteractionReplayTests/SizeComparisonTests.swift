import InteractionModel
import InteractionReplay
import Testing

/// A recorded NaN or infinite size matches the same answer replayed, under every tolerance: the
/// difference of two is NaN, which passes none.
@Suite struct SizeComparisonTests {
  @Test(arguments: [Double.nan, .infinity, -.infinity])
  func aNonFiniteSideMatchesItselfAlone(length: Double) {
    let recorded = Size(width: 320, height: length)
    for comparison in [SizeComparison.exact, .within(2)] {
      #expect(comparison.matches(recorded, Size(width: 320, height: length)))
      #expect(!comparison.matches(recorded, Size(width: 320, height: 120)))
      #expect(!comparison.matches(Size(width: 320, height: 120), recorded))
    }
    #expect(!SizeComparison.exact.matches(recorded, Size(width: 321, height: length)))
  }

  @Test func finiteSidesStillMatchWithinTheTolerance() {
    #expect(
      SizeComparison.within(2).matches(Size(width: 320, height: 120), Size(width: 321, height: 118))
    )
    #expect(
      !SizeComparison.within(2).matches(
        Size(width: 320, height: 120), Size(width: 323, height: 120)))
    #expect(
      !SizeComparison.exact.matches(
        Size(width: .infinity, height: 1), Size(width: -.infinity, height: 1)))
  }
}

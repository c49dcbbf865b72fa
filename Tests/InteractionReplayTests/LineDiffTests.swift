import Testing

@testable import InteractionReplay

/// The −/+ body of a divergence: a shortest diff, removals first, long unchanged runs collapsed.
@Suite struct LineDiffTests {
  @Test func swappedLinesShowTheFirstRemovedAndAddedBelow() {
    let diff = LineDiff(["view: []", "view: [a]"], ["view: [a]", "view: []"])
    #expect(diff.lines == [.removed("view: []"), .same("view: [a]"), .added("view: []")])
  }

  @Test func aChangedLineIsRemovedThenAdded() {
    let diff = LineDiff(["success: true", "size: 320×40"], ["success: true", "size: 320×0"])
    #expect(
      diff.rendered(indent: "") == ["  success: true", "− size: 320×40", "+ size: 320×0"])
  }

  @Test func longUnchangedRunsCollapseToAMarker() {
    let same = (1...6).map { "line \($0)" }
    let diff = LineDiff(["a"] + same + ["b"], ["x"] + same + ["y"])
    #expect(
      diff.rendered(indent: "> ") == [
        "> − a", "> + x", ">   line 1", ">   ⋯ 4 unchanged", ">   line 6", "> − b", "> + y",
      ])
  }

  @Test func oneEmptySideIsAllAddedOrAllRemoved() {
    #expect(LineDiff([], ["a", "b"]).lines == [.added("a"), .added("b")])
    #expect(LineDiff(["a"], []).lines == [.removed("a")])
  }
}

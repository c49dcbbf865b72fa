import Dispatch
import Foundation
import Testing

@testable import InteractionInspector

/// The bounded hand-off between the inspector's threads: first in first out, bounded, and
/// stopped for good by a cancel.
@Suite struct HandOffTests {
  @Test func valuesPutOnAnotherThreadAreTakenInOrder() {
    let handOff = HandOff<Int>(capacity: 3)
    DispatchQueue.global().async {
      for value in 0..<1000 { handOff.put(value) }
      handOff.cancel()
    }
    var taken: [Int] = []
    while let value = handOff.take() { taken.append(value) }
    #expect(taken == Array(0..<1000))
  }

  /// With nothing taken, the puts beyond the capacity wait until the cancel, which drops them.
  @Test func aPutBeyondTheCapacityWaitsAndIsDroppedByACancel() {
    let handOff = HandOff<Int>(capacity: 4)
    let answers = HandOff<Bool>(capacity: 8)
    DispatchQueue.global().async {
      for value in 0..<6 { answers.put(handOff.put(value)) }
    }
    // The first four puts return at once; the fifth waits for room that never comes.
    var first: [Bool] = []
    for _ in 0..<4 { first.append(answers.take() ?? false) }
    #expect(first == [true, true, true, true])
    handOff.cancel()
    #expect(answers.take() == false)
    #expect(answers.take() == false)
    var left: [Int] = []
    while let value = handOff.take() { left.append(value) }
    #expect(left == [0, 1, 2, 3])
    #expect(handOff.isCancelled)
  }

  /// A producer held back by a full hand-off goes on once half of it is taken, not at each
  /// take: it is woken once per half a queue.
  @Test func aPutThatFoundTheHandOffFullWaitsUntilHalfIsTaken() {
    let handOff = HandOff<Int>(capacity: 4)
    let answers = HandOff<Bool>(capacity: 8)
    DispatchQueue.global().async {
      for value in 0..<5 { answers.put(handOff.put(value)) }
    }
    for _ in 0..<4 { #expect(answers.take() == true) }
    // The fifth put waits for room: taking before it found the queue full would let it in.
    while !handOff.isHoldingBackPuts { usleep(1000) }
    // One take leaves 3 of 4: it goes on waiting.
    #expect(handOff.take() == 0)
    #expect(handOff.isHoldingBackPuts)
    let stillWaiting = HandOff<Bool>(capacity: 1)
    DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(100)) {
      stillWaiting.put(true)
    }
    _ = stillWaiting.take()
    answers.cancel()
    #expect(answers.take() == nil)
    // A second take leaves 2 of 4, half: the fifth value is put.
    #expect(handOff.take() == 1)
    var left: [Int] = []
    for _ in 0..<3 { left.append(handOff.take() ?? -1) }
    #expect(left == [2, 3, 4])
  }

  @Test func aTakeWaitingOnAnEmptyHandOffReturnsNilWhenCancelled() {
    let handOff = HandOff<Int>(capacity: 1)
    DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(20)) { handOff.cancel() }
    #expect(handOff.take() == nil)
  }
}

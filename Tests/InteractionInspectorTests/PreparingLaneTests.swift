import Dispatch
import Foundation
import Testing

@testable import InteractionInspector

/// The second lane of the inspector's rendering: values prepared on a thread of their own come
/// back in order, and the lane ends when closed or cancelled.
@Suite struct PreparingLaneTests {
  @Test func valuesComeBackInOrderWithWhatWasPreparedForThem() {
    let lane = PreparingLane(capacity: 3) { (number: Int) in "#\(number)" }
    DispatchQueue.global().async {
      for number in 0..<500 { lane.submit(number) }
      lane.close()
    }
    var numbers: [Int] = []
    var texts: [String] = []
    while let (number, text) = lane.next() {
      numbers.append(number)
      texts.append(text)
    }
    lane.join()
    #expect(numbers == Array(0..<500))
    #expect(texts == (0..<500).map { "#\($0)" })
  }

  /// Closed with values still waiting: they are prepared and taken before `next()` ends.
  @Test func aCloseLetsTheLaneFinishWhatItWasGiven() {
    let lane = PreparingLane(capacity: 8) { (number: Int) in number * 2 }
    for number in 1...5 { #expect(lane.submit(number)) }
    lane.close()
    #expect(lane.submit(6) == false)
    var prepared: [Int] = []
    while let (_, doubled) = lane.next() { prepared.append(doubled) }
    lane.join()
    #expect(prepared == [2, 4, 6, 8, 10])
  }

  /// Nothing taken: a submit beyond what the lane holds waits, and a cancel wakes it with
  /// `false`; the lane's thread ends.
  @Test func aCancelWakesASubmitThatWaitsAndEndsTheLane() {
    let lane = PreparingLane(capacity: 1) { (number: Int) in number }
    let answers = HandOff<Bool>(capacity: 8)
    DispatchQueue.global().async {
      // One prepared and waiting to be taken, one being handed over, one waiting to be
      // prepared: the fourth waits for room that never comes.
      for number in 0..<4 { answers.put(lane.submit(number)) }
    }
    var first: [Bool] = []
    for _ in 0..<3 { first.append(answers.take() ?? false) }
    #expect(first == [true, true, true])
    lane.cancel()
    #expect(answers.take() == false)
    let ended = DispatchSemaphore(value: 0)
    DispatchQueue.global().async {
      lane.join()
      ended.signal()
    }
    #expect(ended.wait(timeout: .now() + 10) == .success)
  }
}

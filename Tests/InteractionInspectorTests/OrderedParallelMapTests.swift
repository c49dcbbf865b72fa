import Dispatch
import Foundation
import InteractionModel
import Testing

@testable import InteractionInspector

/// The inspector's parallel map: results in the values' order, at most `width` transforms and
/// `bound` values in flight, and nothing left running once the run stops.
@Suite struct OrderedParallelMapTests {
  struct Stop: Error, Equatable {
    var index: Int
  }

  /// What the feeder and the transforms did, shared by them and the test.
  final class Tally: Sendable {
    let state = Locked(State())

    struct State {
      var submitted = 0
      var running = 0
      var mostRunning = 0
      var started: [Int] = []
      var sawStop: [Int] = []
    }

    func submitted(_ count: Int) {
      state.withLock { $0.submitted = count }
    }

    func start(_ index: Int) {
      state.withLock { state in
        state.running += 1
        state.mostRunning = max(state.mostRunning, state.running)
        state.started.append(index)
      }
    }

    func end(_ index: Int, stopped: Bool) {
      state.withLock { state in
        state.running -= 1
        if stopped { state.sawStop.append(index) }
      }
    }

    var snapshot: State { state.withLock { $0 } }
  }

  /// A map whose transforms of values after `last` work until the run stops.
  static func mapStoppedAfter<Failure>(
    _ last: Int, width: Int, bound: Int, tally: Tally
  ) -> OrderedParallelMap<Int, Int, Failure> {
    OrderedParallelMap(width: width, bound: bound) { (index, feed) throws(Failure) in
      tally.start(index)
      let stopped = index > last && waitForTheStop(feed)
      tally.end(index, stopped: stopped)
      return index
    }
  }

  /// A transform that works until the run stops (or for ten seconds, which fails the test).
  static func waitForTheStop<Input, Output, Failure>(
    _ feed: OrderedParallelMap<Input, Output, Failure>.Feed
  ) -> Bool {
    let deadline = Date().addingTimeInterval(10)
    while !feed.isStopped, Date() < deadline { usleep(1000) }
    return feed.isStopped
  }

  @Test(arguments: [(1, 1), (2, 2), (2, 5), (3, 4), (8, 8)])
  func resultsComeInOrderWithinTheWidthAndTheBound(width: Int, bound: Int) {
    let tally = Tally()
    let map = OrderedParallelMap<Int, Int, Never>(width: width, bound: bound) { index, _ in
      tally.start(index)
      // Later values finish first, and every third is slow: results come out of order.
      usleep(UInt32((60 - index) * 40 + (index % 3 == 0 ? 2000 : 0)))
      tally.end(index, stopped: false)
      return index * 10
    }
    var handed: [Int] = []
    map.run(
      feed: { feed in
        for index in 0..<60 {
          guard feed.submit(index) else { return }
          tally.submitted(index + 1)
        }
      },
      each: { index, result in
        #expect(result == index * 10)
        // Received are the values up to this one; the rest of those submitted are in flight.
        let now = tally.snapshot
        #expect(now.submitted - (index + 1) <= bound)
        #expect(now.started.allSatisfy { $0 <= index + bound })
        handed.append(index)
        // A slow caller now and then, so that the feeder runs into the bound.
        if index % 7 == 0 { usleep(3000) }
        return true
      })
    let done = tally.snapshot
    #expect(handed == Array(0..<60))
    #expect(done.mostRunning <= width)
    #expect(done.running == 0)
    #expect(done.started.sorted() == Array(0..<60))
  }

  /// The caller stops early on an endless feed: the feeder stops, transforms under way are told
  /// to, and the run returns with every thread ended.
  @Test func aCallerThatStopsEndsTheFeedAndTheTransforms() {
    let tally = Tally()
    let map: OrderedParallelMap<Int, Int, Never> = Self.mapStoppedAfter(
      5, width: 3, bound: 6, tally: tally)
    var handed: [Int] = []
    map.run(over: 0...) { index, _ in
      handed.append(index)
      return index < 5
    }
    let done = tally.snapshot
    #expect(handed == [0, 1, 2, 3, 4, 5])
    #expect(done.running == 0)
    #expect(done.started.allSatisfy { $0 < 6 + 6 })
    #expect(done.sawStop.sorted() == done.started.filter { $0 > 5 }.sorted())
  }

  /// A transform that throws: every earlier result is handed over first, then the run throws
  /// its error and stops those after it.
  @Test func aTransformErrorComesInOrderAndStopsTheRun() {
    let tally = Tally()
    let map = OrderedParallelMap<Int, Int, Stop>(width: 4, bound: 8) {
      (index, feed) throws(Stop) in
      tally.start(index)
      defer { tally.end(index, stopped: index > 3 && feed.isStopped) }
      // The failing value finishes last of the first four.
      if index < 3 { usleep(20_000) }
      if index == 3 { throw Stop(index: 3) }
      if index > 3 { _ = Self.waitForTheStop(feed) }
      return index
    }
    var handed: [Int] = []
    #expect(throws: Stop(index: 3)) {
      try map.run(over: 0..<1000) { index, _ in
        handed.append(index)
        return true
      }
    }
    let done = tally.snapshot
    #expect(handed == [0, 1, 2])
    #expect(done.running == 0)
    #expect(done.sawStop.sorted() == done.started.filter { $0 > 3 }.sorted())
  }

  /// The caller throwing: the run throws it, having stopped and waited for the transforms.
  @Test func aCallerErrorPropagatesAfterTheTransformsEnded() {
    let tally = Tally()
    let map: OrderedParallelMap<Int, Int, Stop> = Self.mapStoppedAfter(
      2, width: 4, bound: 4, tally: tally)
    var handed: [Int] = []
    #expect(throws: Stop(index: 2)) {
      try map.run(over: 0..<50) { (index, _) throws(Stop) in
        handed.append(index)
        if index == 2 { throw Stop(index: index) }
        return true
      }
    }
    let done = tally.snapshot
    #expect(handed == [0, 1, 2])
    #expect(done.running == 0)
    #expect(done.started.allSatisfy { $0 < 3 + 4 })
    #expect(done.sawStop.sorted() == done.started.filter { $0 > 2 }.sorted())
  }

  /// The calling task cancelled: the run stops before the next result and returns.
  @Test func aCancelledTaskStopsTheRun() async {
    let map = OrderedParallelMap<Int, Int, Never>(width: 2, bound: 4) { index, _ in index }
    let handed = await Task {
      var handed: [Int] = []
      map.run(over: 0...) { index, _ in
        handed.append(index)
        if index == 3 { withUnsafeCurrentTask { $0?.cancel() } }
        return true
      }
      return handed
    }.value
    #expect(handed == [0, 1, 2, 3])
  }

  /// No values: the run returns at once; one value: it comes back.
  @Test func aShortFeedEndsTheRun() {
    let map = OrderedParallelMap<Int, String, Never>(width: 8, bound: 2) { index, _ in
      "#\(index)"
    }
    var handed: [String] = []
    map.run(over: 0..<0) { _, text in
      handed.append(text)
      return true
    }
    #expect(handed.isEmpty)
    map.run(over: [7]) { _, text in
      handed.append(text)
      return true
    }
    #expect(handed == ["#7"])
  }
}

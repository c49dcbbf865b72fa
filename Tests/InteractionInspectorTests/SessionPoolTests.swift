import Dispatch
import Foundation
import InteractionModel
import Testing

@testable import InteractionInspector

/// The pool that inspects a fleet's sessions at once: results in order, at most `width` jobs
/// under way, and none left running when a session fails.
@Suite struct SessionPoolTests {
  struct Stop: Error, Equatable {
    var index: Int
  }

  /// What the jobs did, shared by them and the test.
  final class Tally: Sendable {
    let state = Locked(State())

    struct State {
      var running = 0
      var mostRunning = 0
      var started: [Int] = []
      var sawCancellation: [Int] = []
    }

    func start(_ index: Int) {
      state.withLock { state in
        state.running += 1
        state.mostRunning = max(state.mostRunning, state.running)
        state.started.append(index)
      }
    }

    func end(_ index: Int, cancelled: Bool) {
      state.withLock { state in
        state.running -= 1
        if cancelled { state.sawCancellation.append(index) }
      }
    }

    var snapshot: State { state.withLock { $0 } }
  }

  @Test(arguments: [1, 2, 3, 8])
  func resultsComeInOrderWithAtMostTheWidthUnderWay(width: Int) {
    let tally = Tally()
    var handed: [Int] = []
    SessionPool(width: width).run(
      count: 40,
      job: { turn in
        tally.start(turn.index)
        // Later sessions finish first, so results come back out of order.
        usleep(UInt32((40 - turn.index) * 50))
        tally.end(turn.index, cancelled: false)
        return turn.index * 10
      },
      each: { index, result in
        #expect(result == index * 10)
        // No session is started more than `width` ahead of the one handed back.
        #expect(tally.snapshot.started.allSatisfy { $0 < index + width })
        handed.append(index)
      })
    #expect(handed == Array(0..<40))
    #expect(tally.snapshot.mostRunning <= width)
    #expect(tally.snapshot.running == 0)
  }

  /// `each` throwing at one session: the run throws it, no later session is handed back, and
  /// every job started has returned, having been told to stop.
  @Test func aFailureHandedBackCancelsTheJobsStartedAndWaitsForThem() {
    let tally = Tally()
    var handed: [Int] = []
    #expect(throws: Stop(index: 2)) {
      try SessionPool(width: 4).run(
        count: 50,
        job: { turn in
          tally.start(turn.index)
          var cancelled = false
          if turn.index > 2 {
            // Works until told to stop (or for ten seconds, which fails the test).
            let deadline = Date().addingTimeInterval(10)
            while !turn.isCancelled, Date() < deadline { usleep(1000) }
            cancelled = turn.isCancelled
          }
          tally.end(turn.index, cancelled: cancelled)
          return turn.index
        },
        each: { (index: Int, _: Int) throws(Stop) in
          handed.append(index)
          if index == 2 { throw Stop(index: index) }
        })
    }
    let done = tally.snapshot
    #expect(handed == [0, 1, 2])
    #expect(done.running == 0)
    #expect(done.started.max() ?? 0 < 2 + 4)
    #expect(done.sawCancellation.sorted() == done.started.filter { $0 > 2 }.sorted())
  }

  /// A job that fails ends the run after its session, though `each` accepts its result: later
  /// sessions are neither started nor handed back, and those started stop.
  @Test func aJobThatEndsTheRunStopsTheSessionsAfterIt() {
    let tally = Tally()
    var handed: [Int] = []
    SessionPool(width: 3).run(
      count: 30,
      job: { turn in
        tally.start(turn.index)
        var cancelled = false
        if turn.index == 1 {
          turn.endRunAfterThisSession()
        } else if turn.index > 1 {
          let deadline = Date().addingTimeInterval(10)
          while !turn.isCancelled, Date() < deadline { usleep(1000) }
          cancelled = turn.isCancelled
        }
        tally.end(turn.index, cancelled: cancelled)
        return turn.index
      },
      each: { index, _ in handed.append(index) })
    let done = tally.snapshot
    #expect(handed == [0, 1])
    #expect(done.running == 0)
    #expect(done.started.allSatisfy { $0 < 1 + 3 })
    #expect(done.sawCancellation.sorted() == done.started.filter { $0 > 1 }.sorted())
  }
}

import Foundation
import InteractionModel
import Testing

/// The package's lock: one thread at a time inside `withLock`, results and errors passed
/// through, the value shared by copies and released with the last one.
@Suite struct LockedTests {
  struct Refused: Error, Equatable {
    let seen: Int
  }

  /// Runs `body` on `count` new threads at once and returns when every one has finished.
  static func onThreads(_ count: Int, _ body: @escaping @Sendable (Int) -> Void) {
    let gate = DispatchSemaphore(value: 0)
    let group = DispatchGroup()
    for index in 0..<count {
      group.enter()
      let thread = Thread {
        gate.wait()
        body(index)
        group.leave()
      }
      thread.start()
    }
    for _ in 0..<count { gate.signal() }
    group.wait()
  }

  @Test func incrementsFromManyThreadsAreNeverLostAndEachSeesItsOwnValue() {
    let threads = 8
    let increments = 5_000
    let counter = Locked(0)
    let seen = Locked<[[Int]]>(Array(repeating: [], count: threads))
    Self.onThreads(threads) { thread in
      var mine: [Int] = []
      mine.reserveCapacity(increments)
      for _ in 0..<increments {
        // A read, some work and a write: without the lock, another thread's increment would
        // fall in between and be lost.
        let value = counter.withLock { value in
          let read = value
          value = (0..<50).reduce(read) { sum, _ in sum } + 1
          return value
        }
        mine.append(value)
      }
      seen.withLock { $0[thread] = mine }
    }
    #expect(counter.withLock { $0 } == threads * increments)
    let values = seen.withLock { $0 }.flatMap { $0 }.sorted()
    #expect(values == Array(1...(threads * increments)))
  }

  @Test func anErrorThrownInsideComesOutTypedAndReleasesTheLock() throws {
    let counter = Locked(41)
    #expect(throws: Refused(seen: 42)) {
      try counter.withLock { (value: inout Int) throws(Refused) -> Void in
        value += 1
        throw Refused(seen: value)
      }
    }
    // Another thread gets the lock, so it was released when the error left `withLock`. Asked
    // first on another thread: if the lock were kept, this one would wait for itself forever.
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
      counter.withLock { $0 += 1 }
      done.signal()
    }
    thread.start()
    try #require(done.wait(timeout: .now() + 60) == .success, "the lock was never released")
    // The change made before the throw stayed.
    #expect(counter.withLock { $0 } == 43)
  }

  @Test func aTypedErrorIsCaughtAsItsOwnType() {
    let counter = Locked(0)
    do {
      try counter.withLock { (value: inout Int) throws(Refused) -> Void in
        throw Refused(seen: value)
      }
      Issue.record("no error came out")
    } catch {
      // `error` is a `Refused` here, not `any Error`: typed throws all the way through.
      #expect(error.seen == 0)
    }
  }

  @Test func copiesShareTheValue() {
    let first = Locked("a")
    let second = first
    second.withLock { $0 += "b" }
    #expect(first.withLock { $0 } == "ab")
  }

  @Test func aNoncopyableValueIsHeldAndChangedInPlace() {
    struct Token: ~Copyable {
      var uses = 0
    }
    let token = Locked(Token())
    token.withLock { $0.uses += 1 }
    #expect(token.withLock { $0.uses } == 1)
  }

  @Test func theValueIsReleasedWithTheLastCopy() {
    final class Tracked: Sendable {}
    weak var released: Tracked?
    do {
      let tracked = Tracked()
      released = tracked
      let lock = Locked([tracked])
      #expect(lock.withLock { $0.count } == 1)
      #expect(released != nil)
    }
    #expect(released == nil)
  }
}

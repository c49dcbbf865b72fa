import Foundation

/// A bounded first-in first-out queue that hands values from worker threads to one consumer: the
/// one place where the inspector's threads meet.
///
/// ``put(_:)`` waits while ``capacity`` values wait to be taken, so a fast producer is held back
/// by a slow consumer and memory stays bounded by the capacity; once held back, it waits until
/// half of them are taken, so that it is woken once per half a queue, not once per value taken.
/// ``take()`` waits while none does. ``cancel()`` wakes both sides for good: values put after it
/// are dropped and the put answers `false`, which tells a producer to stop; a take answers `nil`
/// once nothing is left.
///
/// ```swift
/// let handOff = HandOff<Int>(capacity: 8)
/// DispatchQueue.global().async {
///   for value in 0..<100 where handOff.put(value) {}
///   handOff.cancel()
/// }
/// while let value = handOff.take() { print(value) }
/// ```
// Unchecked `Sendable`, the package's one condition box: every stored property but the
// condition is read and changed only while `condition` is locked, and the values are
// `Sendable`, so whichever thread takes one may use it.
final class HandOff<Element: Sendable>: @unchecked Sendable {
  /// How many values may wait to be taken; at least 1.
  let capacity: Int

  private let condition = NSCondition()
  private var waiting: [Element] = []
  /// The first value not taken yet; what comes before it is dropped in batches.
  private var head = 0
  private var cancelled = false
  /// A put found the queue full: puts wait until it has drained to half its capacity.
  private var isDraining = false

  /// An empty hand-off that holds at most `capacity` values (at least 1).
  init(capacity: Int) {
    self.capacity = max(1, capacity)
  }

  /// Adds `value` at the end, waiting while the queue is full.
  ///
  /// - Parameter value: What to hand over.
  /// - Returns: `false` when the hand-off was cancelled and `value` dropped: stop producing.
  @discardableResult
  func put(_ value: Element) -> Bool {
    condition.lock()
    defer { condition.unlock() }
    while !cancelled, isDraining || waiting.count - head >= capacity {
      isDraining = true
      condition.wait()
    }
    guard !cancelled else { return false }
    waiting.append(value)
    condition.broadcast()
    return true
  }

  /// Takes the first value, waiting while there is none.
  ///
  /// - Returns: The value, or `nil` once the hand-off is cancelled and empty.
  func take() -> Element? {
    condition.lock()
    defer { condition.unlock() }
    while !cancelled, head == waiting.count { condition.wait() }
    guard head < waiting.count else { return nil }
    let value = waiting[head]
    head += 1
    // Drop what was taken once it is as long as what may wait, so the buffer stays within
    // twice the capacity even when it never drains.
    if head >= capacity || head == waiting.count {
      waiting.removeFirst(head)
      head = 0
    }
    // Only puts wait for a take (there is one consumer), and only while the queue drains.
    if isDraining, waiting.count - head <= capacity / 2 {
      isDraining = false
      condition.broadcast()
    }
    return value
  }

  /// Stops the hand-off: waiting puts and takes return, later puts drop their values, takes
  /// return what is left and then `nil`.
  func cancel() {
    condition.lock()
    cancelled = true
    condition.broadcast()
    condition.unlock()
  }

  /// Whether puts wait for the queue to drain to half: a put found it full, and not enough has
  /// been taken since.
  var isHoldingBackPuts: Bool {
    condition.lock()
    defer { condition.unlock() }
    return isDraining
  }

  /// Whether ``cancel()`` was called: a producer that sees it stops early.
  var isCancelled: Bool {
    condition.lock()
    defer { condition.unlock() }
    return cancelled
  }
}

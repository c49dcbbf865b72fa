import Dispatch

/// A thread of its own that prepares the values handed to it, in the order they came: a second
/// lane for work the consumer would otherwise do alone.
///
/// ``submit(_:)`` hands a value over, waiting while ``HandOff``'s capacity of them wait to be
/// prepared; ``next()`` takes the oldest value with what was prepared for it, waiting until it
/// is ready. ``close()`` says nothing more comes: ``next()`` answers what is left, then `nil`.
/// ``cancel()`` stops the lane at once. Either way the lane's thread ends, and ``join()`` waits
/// for that.
///
/// ```swift
/// let lane = PreparingLane(capacity: 8) { (number: Int) in String(number) }
/// for number in 0..<3 { lane.submit(number) }
/// lane.close()
/// while let (number, text) = lane.next() { print(number, text) }
/// lane.join()
/// ```
final class PreparingLane<Input: Sendable, Output: Sendable>: Sendable {
  private let inputs: HandOff<Input>
  private let outputs: HandOff<(Input, Output)>
  /// Says that the lane's thread is done.
  private let stopped = HandOff<Bool>(capacity: 1)

  /// Starts the lane's thread.
  ///
  /// - Parameters:
  ///   - capacity: How many values may wait to be prepared, and how many prepared ones may wait
  ///     to be taken.
  ///   - prepare: What the lane's thread does with each value.
  init(capacity: Int, prepare: @escaping @Sendable (Input) -> Output) {
    let inputs = HandOff<Input>(capacity: capacity)
    let outputs = HandOff<(Input, Output)>(capacity: capacity)
    let stopped = stopped
    self.inputs = inputs
    self.outputs = outputs
    DispatchQueue.global(qos: .userInitiated).async {
      while let input = inputs.take() {
        guard outputs.put((input, prepare(input))) else { break }
      }
      // Closed or cancelled: what was prepared can still be taken, then `next()` ends.
      outputs.cancel()
      stopped.put(true)
    }
  }

  /// Hands `input` to the lane, waiting while the lane has enough to do.
  ///
  /// - Returns: `false` when the lane was closed or cancelled and `input` dropped.
  @discardableResult
  func submit(_ input: Input) -> Bool {
    inputs.put(input)
  }

  /// The oldest value not taken yet, with what the lane prepared for it, waiting until it is
  /// ready.
  ///
  /// - Returns: The pair, or `nil` once the lane was closed (or cancelled) and everything it
  ///   prepared was taken.
  func next() -> (Input, Output)? {
    outputs.take()
  }

  /// Says that nothing more will be submitted: the lane prepares what it has, then ends.
  func close() {
    inputs.cancel()
  }

  /// Stops the lane: a submit or a next that waits returns, and the lane's thread ends after
  /// preparing at most one more value, which is dropped.
  func cancel() {
    inputs.cancel()
    outputs.cancel()
  }

  /// Waits until the lane's thread has ended; call it once, after ``close()`` or ``cancel()``.
  func join() {
    _ = stopped.take()
  }
}

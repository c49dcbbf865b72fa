import InteractionModel

/// The answers of a call made before it is recorded, held until the call is written and then
/// passed on in the order they came.
///
/// On Linux a handler written against Apple's protocols tells whether it implements an optional
/// method only when called (see `OptionalIntentMethodProbing`). A recording wrapper therefore
/// calls first, with ``receive(_:)`` as the completion, writes the call only if the method ran,
/// and then hands the recorder's completion to ``release(to:)``: the log still shows the call
/// before its answers, even those the method gave before returning.
///
/// `@unchecked Sendable` whatever `Answer` is (SiriKit's result classes are not `Sendable`): an
/// answer crosses threads here only as it would through the `@Sendable` completion it stands in
/// for, and the state is read and changed under the lock.
package final class HeldAnswers<Answer>: @unchecked Sendable {
  // @unchecked: see the type's comment.
  private enum State: @unchecked Sendable {
    case holding([Answer])
    case released(@Sendable (Answer) -> Void)
  }

  private let state = Locked(State.holding([]))

  package init() {}

  /// Takes an answer: held until ``release(to:)``, passed on at once after it.
  @Sendable package func receive(_ answer: Answer) {
    let forward: (@Sendable (Answer) -> Void)? = state.withLock { state in
      switch state {
      case .holding(let held):
        state = .holding(held + [answer])
        return nil
      case .released(let forward):
        return forward
      }
    }
    // Outside the lock: the completion runs the recorder's and the caller's code.
    forward?(answer)
  }

  /// Passes every held answer to `completion`, in order, and every later one as it comes.
  package func release(to completion: @escaping @Sendable (Answer) -> Void) {
    while true {
      // Answers that come while a batch is passed on are held for the next batch, so none
      // overtakes an earlier one.
      let batch: [Answer] = state.withLock { state in
        guard case .holding(let held) = state else { return [] }
        state = held.isEmpty ? .released(completion) : .holding([])
        return held
      }
      guard !batch.isEmpty else { return }
      for answer in batch { completion(answer) }
    }
  }
}

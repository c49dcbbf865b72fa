import Synchronization

/// Counts the completions a run's calls received.
///
/// A row whose completions went missing is refused rather than reported. The same relaxed
/// increment is paid in every row.
final class CompletionCounter: Sendable {
  private let count = Atomic<Int>(0)

  /// Counts one completion.
  func increment() {
    count.add(1, ordering: .relaxed)
  }

  /// The completions so far.
  var value: Int { count.load(ordering: .relaxed) }
}

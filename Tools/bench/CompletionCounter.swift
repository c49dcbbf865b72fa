import InteractionModel

/// Counts the completions a run's calls received.
///
/// A row whose completions went missing is refused rather than reported. The same locked
/// increment is paid in every row.
final class CompletionCounter: Sendable {
  private let count = Locked(0)

  /// Counts one completion.
  func increment() {
    count.withLock { $0 += 1 }
  }

  /// The completions so far.
  var value: Int { count.withLock { $0 } }
}

import InteractionModel

/// The SiriKit objects a user's completion was called with, waiting for the recorder to forward
/// the model's version of the same call: SiriKit gets back the very objects the user passed,
/// even those the model could not represent.
///
/// The recorder forwards every completion exactly once and in order, so first in, first out.
final class ForwardingQueue<Item>: Sendable {
  /// The items not yet forwarded.
  private let items = Locked<[UncheckedSendable<Item>]>([])

  /// Queues an item the user's completion was called with.
  func push(_ item: Item) {
    items.withLock { $0.append(UncheckedSendable(item)) }
  }

  /// The oldest item not yet forwarded; `nil` only if the recorder forwarded a call it never got.
  func pop() -> Item? {
    items.withLock { $0.isEmpty ? nil : $0.removeFirst().value }
  }
}

/// A value passed across isolation boundaries that Swift cannot prove safe: SiriKit's completion
/// blocks and objects, which SiriKit documents as callable from any thread.
struct UncheckedSendable<Wrapped>: @unchecked Sendable {
  /// The value.
  let value: Wrapped

  /// Wraps a value.
  init(_ value: Wrapped) {
    self.value = value
  }
}

import InteractionModel
import InteractionSiriKit

/// The sample extensions rewritten as an iOS developer writes SiriKit classes.
///
/// View controllers adopting `INUIHostedViewControlling`, an `INExtension`, handlers adopting each intent's
/// `…IntentHandling` protocol. Each forwards to the sample it is named after, converting
/// SiriKit's arguments to the model and the sample's answers back, so that a replay through the
/// bridge can be compared with a replay of the samples themselves.
///
/// Each class has its sample's name (the log drops the enclosing type), so both replays label
/// the same instances the same way.
enum BridgedSamples {
  /// The conversions the forwarding uses: the generated catalog's.
  static let converter = SiriKitConverter.catalog
}

/// A value the test hands across a `@Sendable` completion: every sample completes on the
/// calling thread, so nothing is shared between threads.
struct Unchecked<Wrapped>: @unchecked Sendable {
  let value: Wrapped
  init(_ value: Wrapped) { self.value = value }
}

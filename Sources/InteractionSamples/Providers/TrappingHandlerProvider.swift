package import InteractionModel

/// An Intents extension that traps on an intent it does not know, as Apple's Xcode template does.
///
/// The template's `handler(for:)` ends in `fatalError("Unhandled intent")` where this project's
/// protocol lets a provider return `nil`. This sample keeps the trap deliberately, so that tests
/// (with exit tests) and recordings can show what a crash inside user code looks like to the host
/// and the recorder. It knows what ``SampleIntentsExtension`` knows.
package struct TrappingHandlerProvider: IntentHandlerProviding {
  private let known = SampleIntentsExtension()

  package init() {}

  /// The handler for a sample intent; traps for any other.
  ///
  /// - Returns: The handler ``SampleIntentsExtension`` gives; never `nil`.
  package func handler(for intent: Intent) -> (any IntentHandler)? {
    guard let handler = known.handler(for: intent) else {
      // Deliberate, mirroring Apple's template: an intent the extension does not declare is a bug.
      fatalError("Unhandled intent: \(intent.className)")
    }
    return handler
  }
}

import InteractionModel

/// Applies a ``RedactionPolicy`` to events already in a log, as InteractionRecorder's `Recorder`
/// with that policy would have written them: for redacting a recording after the fact (`ilog redact`).
///
/// The values are those the recorder redacts: the properties of intents and responses (dispatch,
/// confirm and handle events, their completions, interaction snapshots), the intent value of a
/// resolve call and the values of its results. Class names, identifiers, codes, parameter names,
/// sizes, notes and header metadata are kept. A resolve event does not carry its intent, so its
/// class is found through the log's links (`IntentLinker`); when no link leads to one, a key
/// path that names a class applies to it anyway, redacting more rather than less.
///
/// Events of kinds this version does not know are redacted as if their fields were an intent's
/// properties: every string under ``RedactionPolicy/redactsAllStrings``, and the fields the key
/// paths name, since nothing says they hold no user data.
public struct EventRedactor {
  private let redactor: Redactor
  /// For values whose class is unknown: every key path also without its first component.
  private let classless: Redactor
  private var linker = IntentLinker()

  /// Prepares `policy` for use.
  ///
  /// - Parameter policy: What to redact.
  public init(_ policy: RedactionPolicy) {
    redactor = Redactor(policy)
    var widened = policy
    for keyPath in policy.keyPaths {
      let components = keyPath.split(separator: ".")
      if components.count > 1 {
        widened.keyPaths.insert(components.dropFirst().joined(separator: "."))
      }
    }
    classless = Redactor(widened)
  }

  /// `event` with its values redacted; its envelope, kind and structure are kept.
  ///
  /// Feed every event of a log in order, so that resolve calls find their intent's class.
  ///
  /// - Parameter event: The event as read.
  /// - Returns: The event as the recorder would have written it under the policy.
  public mutating func redact(_ event: Event) -> Event {
    let intentClass = linker.intentClass(of: event)
    guard redactor.isActive else { return event }
    var redacted = event
    switch event.payload {
    case .interaction(let interaction):
      redacted.payload = .interaction(redactor.redact(interaction))
    case .dispatch(let intent):
      redacted.payload = .dispatch(intent: redactor.redact(intent))
    case .confirm(let intent):
      redacted.payload = .confirm(intent: redactor.redact(intent))
    case .handle(let intent):
      redacted.payload = .handle(intent: redactor.redact(intent))
    case .confirmCompletion(let response, let latency):
      redacted.payload = .confirmCompletion(response: redactor.redact(response), latency: latency)
    case .handleCompletion(let response, let latency):
      redacted.payload = .handleCompletion(response: redactor.redact(response), latency: latency)
    case .resolve(let parameter, let value):
      let applied = intentClass == nil ? classless : redactor
      redacted.payload = .resolve(
        parameter: parameter,
        value: value.map { applied.redact($0, at: parameter, of: intentClass ?? "") })
    case .resolveCompletion(let parameter, let results, let latency):
      let applied = intentClass == nil ? classless : redactor
      redacted.payload = .resolveCompletion(
        parameter: parameter,
        results: applied.redact(results, for: parameter, of: intentClass ?? ""), latency: latency)
    case .unknown(let kind, let fields):
      // The fields sit where an intent's properties would: at the root of the key paths.
      guard case .object(let redactedFields) = classless.redact(.object(fields), at: "", of: "")
      else { return event }
      redacted.payload = .unknown(kind: kind, fields: redactedFields)
    case .header, .end, .dispatchCompletion, .configure, .configureCompletion, .configureView,
      .configureViewCompletion, .note, .error, .gap, .sourceValue:
      break
    }
    return redacted
  }
}

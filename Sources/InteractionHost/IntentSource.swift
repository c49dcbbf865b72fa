/// Where the user's request came from, which decides the Intents extension's calls.
public enum IntentSource: Hashable, Sendable {
  /// Siri or Shortcuts: resolve each parameter, confirm, then handle.
  case siri
  /// Maps ride booking: handle only, with no resolve or confirm step (R14).
  case maps
}

/// Which values InteractionRecorder's `Recorder` replaces before they reach the log, so that a recording can be
/// shared without the user's data while the inspector still sees its structure.
///
/// Redaction applies to the properties of intents and responses (in dispatch, confirm and handle
/// events, their completions, and interaction snapshots), to the intent value of a resolve call
/// and to the values in its resolution results. It never touches class names, identifiers,
/// response codes, parameter names, property names (object keys), sizes, notes or header
/// metadata: these are the structure, or the user's own words.
///
/// A redacted value keeps its type and shape:
///
/// | value | becomes |
/// |---|---|
/// | string | as many ``marker`` characters as it has characters (`"Alice"` → `"•••••"`) |
/// | integer | `0` |
/// | double | `0.0` |
/// | Boolean | `false` |
/// | date | 1970-01-01T00:00:00Z |
/// | null | null |
/// | array | an array of as many elements, each redacted |
/// | object | an object with the same keys, each value redacted |
///
/// With ``redactsAllStrings``, every string value is replaced as above and other values are
/// kept. A value at one of the ``keyPaths`` is redacted whole, whatever its type.
public struct RedactionPolicy: Hashable, Sendable {
  /// The character that replaces each character of a redacted string.
  public static let marker: Character = "•"

  /// Nothing is redacted.
  public static let none = RedactionPolicy()

  /// Every string value is redacted.
  public static let allStrings = RedactionPolicy(redactsAllStrings: true)

  /// Dotted key paths into the properties of intents and responses, such as `content` or
  /// `rideStatus.driver.name`.
  ///
  /// Arrays on the way are transparent: `accounts.nickname` redacts the nickname of every
  /// account, and a subscript is ignored (`accounts[1].nickname` is read as `accounts.nickname`,
  /// redacting more rather than less). A key path may start with a class name
  /// (`INSendMessageIntent.content`) to apply to that class only; otherwise it applies to every
  /// intent and response. For a resolve call the intent's value, and the values of its results,
  /// sit at the key path that is the parameter's name.
  public var keyPaths: Set<String>

  /// Whether every string value is redacted, wherever it is.
  public var redactsAllStrings: Bool

  /// Creates a policy from its parts, each the property of the same name.
  public init(keyPaths: Set<String> = [], redactsAllStrings: Bool = false) {
    self.keyPaths = keyPaths
    self.redactsAllStrings = redactsAllStrings
  }

  /// Whether the policy redacts nothing.
  public var isEmpty: Bool { keyPaths.isEmpty && !redactsAllStrings }
}

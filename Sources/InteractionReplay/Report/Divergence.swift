/// One difference between a replay and its recording, with where it is and what differs.
public struct Divergence: Hashable, Codable, Sendable {
  /// What differs.
  public var kind: DivergenceKind
  /// The replay step it was found at, from 1; `nil` for a call the replay did not make
  /// (``DivergenceKind/callMissing``).
  public var step: Int?
  /// The sequence number of the recorded call, if there is one.
  public var sequence: UInt64?
  /// The log file of the recorded call.
  public var file: String?
  /// The interaction's identifier.
  public var interaction: String?
  /// The call, as in `configureView(for: [...], interactiveBehavior: none, context: siriSnippet)`.
  public var call: String
  /// The instance the recording names for the call, and the one the replay used.
  public var instance: String?
  /// The first field that differs, such as `claimed` or `code`.
  public var field: String?
  /// The recorded side, one field per line.
  public var expected: [String]
  /// The replayed side, one field per line.
  public var actual: [String]

  /// Creates a divergence from its parts, each the property of the same name; without a
  /// `field`, the key of the first line where `expected` and `actual` differ.
  public init(
    kind: DivergenceKind, step: Int? = nil, sequence: UInt64? = nil, file: String? = nil,
    interaction: String? = nil, call: String, instance: String? = nil, field: String? = nil,
    expected: [String] = [], actual: [String] = []
  ) {
    self.kind = kind
    self.step = step
    self.sequence = sequence
    self.file = file
    self.interaction = interaction
    self.call = call
    self.instance = instance
    self.field = field ?? Self.firstDifferingField(expected, actual)
    self.expected = expected
    self.actual = actual
  }

  /// What failed, in a word: the kind, or for a finding of what the user sees the finding's
  /// code (`header-not-on-top`) and for a property its name.
  public var failureName: String {
    kind.isAboutWhatUserSees ? field ?? kind.rawValue : kind.rawValue
  }

  /// Whether it is a failure of the kind, and for a finding or a property of the same name.
  ///
  /// - Parameters:
  ///   - kind: The kind.
  ///   - name: The finding's code or property's name, for those kinds; `nil` for any.
  /// - Returns: Whether the divergence is one of those.
  public func isFailure(of kind: DivergenceKind, named name: String? = nil) -> Bool {
    self.kind == kind && (name == nil || failureName == name)
  }

  /// Whether the call is the Intents UI extension's (`configureView` or `configure`), whose
  /// answers a controller that adapts to SiriKit's order gives otherwise under another order.
  var isAboutAView: Bool {
    call.hasPrefix("configureView(") || call.hasPrefix("configure(")
  }

  /// The key (text before `:`) of the first line that differs.
  static func firstDifferingField(_ expected: [String], _ actual: [String]) -> String? {
    for index in 0..<max(expected.count, actual.count) {
      let left = index < expected.count ? expected[index] : nil
      let right = index < actual.count ? actual[index] : nil
      if left != right {
        let line = left ?? right ?? ""
        return line.split(separator: ":", maxSplits: 1).first.map(String.init)
      }
    }
    return nil
  }
}

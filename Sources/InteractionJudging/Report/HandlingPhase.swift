public import InteractionModel

/// The Intents extension's part of one interaction: dispatch, resolve, confirm and handle, in the
/// order they were called (D1, D2).
public struct HandlingPhase: Hashable, Codable, Sendable {
  /// The intent's class name, from the dispatch, confirm or handle event; `nil` if only resolve
  /// calls to handlers of no known dispatch were seen.
  public var intentClass: String?
  /// The intent's identifier, which links the phase to the interaction the Intents UI extension
  /// received.
  public var intentIdentifier: String?
  /// The file the calls were read from (one process).
  public var file: String
  /// Every call, in event order.
  public var calls: [HandlingCall]

  /// Creates a phase with no calls.
  ///
  /// - Parameters:
  ///   - intentClass: The intent's class name.
  ///   - intentIdentifier: The intent's identifier.
  ///   - file: The log file of the Intents extension.
  public init(intentClass: String?, intentIdentifier: String?, file: String) {
    self.intentClass = intentClass
    self.intentIdentifier = intentIdentifier
    self.file = file
    calls = []
  }

  /// The resolve calls, in order.
  public var resolves: [HandlingCall] { calls.filter { $0.method == .resolve } }
  /// The first confirm call, if any.
  public var confirm: HandlingCall? { calls.first { $0.method == .confirm } }
  /// The first handle call, if any.
  public var handle: HandlingCall? { calls.first { $0.method == .handle } }

  /// The results of each resolved parameter's first completion, in the order of the resolve
  /// calls; a parameter resolved twice appears twice.
  public var resolutions: [(parameter: String, results: [ResolutionResult])] {
    resolves.map { ($0.parameter ?? "", $0.completions.first?.results ?? []) }
  }
}

import InteractionModel

/// A call's place in the fold, found from its file and call id when a completion comes.
enum CallOwner {
  /// The `index`-th (0-based) interface call of the interaction with this key.
  case interface(interaction: String, index: Int)
  /// The `index`-th (0-based) call of the handling phase with this id.
  case handling(phase: Int, index: Int)
}

/// A call id is unique within its file (FORMAT.md §3.2).
struct CallKey: Hashable {
  var file: String
  var call: UInt64
}

/// A handler instance id is stable within its process, that is its file.
struct HandlerKey: Hashable {
  var file: String
  var instance: String
}

/// What tells one intent's handling from another's in a file.
struct IntentKey: Hashable {
  var file: String
  var intentClass: String?
  var identifier: String?
}

/// An interaction whose interface calls may still come.
struct OpenInteraction {
  var report: InteractionReport
  var calls: [UICall] = []
  var phaseID: Int?
  var files: Set<String> = []
  var claimed: Set<Parameter> = []
  var openCalls = 0
  var callKeys: [CallKey] = []

  mutating func update<T>(_ body: (inout OpenInteraction) -> T) -> T { body(&self) }
}

/// An intent's handling whose calls may still come, or that waits for its interaction.
struct OpenPhase {
  var position: Int
  var classOrdinal: Int
  var phase: HandlingPhase
  var key: IntentKey
  var interactionID: String?
  var linkedTo: String?
  var openCalls = 0
  /// Handle answered, no handler returned, or the file ended: a new dispatch of the same intent
  /// starts a new phase.
  var isFinished = false
  /// The handlers dispatched for this phase, with their types.
  var handlerTypes: [String: String] = [:]
  var callKeys: [CallKey] = []

  mutating func update<T>(_ body: (inout OpenPhase) -> T) -> T { body(&self) }
}

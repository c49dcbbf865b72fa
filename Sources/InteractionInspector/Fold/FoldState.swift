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
  /// Whether the UI side is over.
  ///
  /// A newer interaction started in its file while none of its calls waited, or its file ended.
  /// It stays open while its handling may still get calls, or while
  /// it waits for a handling run that has not come.
  var isInterfaceOver = false

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
  /// No handler returned, handle answered for an intent without an identifier, or the file
  /// ended: a new call of the same intent starts a new phase.
  var isFinished = false
  /// Whether a handle call came since the phase's last run began: a later call found by its
  /// intent begins another run of the same intent.
  var handleCame = false
  /// The index in `phase.calls` where each run after the first begins.
  ///
  /// Such a run begins with a call for the intent that came after a handle. Until a second
  /// interaction of the intent claims them, they are part of this one (and `phase-order` flags
  /// them).
  var laterRuns: [Int] = []
  /// The handlers dispatched for this phase, with their types.
  var handlerTypes: [String: String] = [:]
  var callKeys: [CallKey] = []

  mutating func update<T>(_ body: (inout OpenPhase) -> T) -> T { body(&self) }
}

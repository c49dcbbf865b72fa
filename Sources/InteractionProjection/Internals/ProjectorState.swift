import InteractionModel

/// A call's place in the projection, found from its file and call id when a completion comes.
enum CallOwner {
  /// The `index`-th (0-based) interface call of the interaction with this key.
  case interface(interaction: String, index: Int)
  /// The `index`-th (0-based) call of the handling run with this id.
  case handling(run: Int, index: Int)
}

// The keys below hash everything but their file: a path is long, hashing it for every event
// cost more than the rest of the lookup, and keys that differ only by file (two processes' call
// ids, say) are told apart by equality, which compares the file.

/// A call id is unique within its file (FORMAT.md §3.2).
struct CallKey: Hashable {
  var file: String
  var call: UInt64

  func hash(into hasher: inout Hasher) {
    hasher.combine(call)
  }
}

/// A handler instance id is stable within its process, that is its file.
struct HandlerKey: Hashable {
  var file: String
  var instance: String

  func hash(into hasher: inout Hasher) {
    hasher.combine(instance)
  }
}

/// What tells one intent's handling from another's in a file.
struct IntentKey: Hashable {
  var file: String
  var intentClass: String?
  var identifier: String?

  func hash(into hasher: inout Hasher) {
    hasher.combine(intentClass)
    hasher.combine(identifier)
  }
}

/// An interaction whose calls may still come.
struct OpenInteraction {
  var projected: ProjectedInteraction
  var runID: Int?
  var files: Set<String> = []
  /// The running claimed set, by the first completion of each call.
  var claimed = ClaimedParameters()
  var openCalls = 0
  var callKeys: [CallKey] = []
  /// Whether the UI side is over: its file ended, or, for calls that name no interaction, a
  /// newer interaction started in the file while none of its calls waited.
  ///
  /// An interaction with an identifier stays open until its file ends or `window` newer ones
  /// started there: interactions shown at once (Shortcuts runs intents concurrently) interleave
  /// their calls, and each call names its interaction.
  var isInterfaceOver = false
}

/// An intent's handling whose calls may still come, or that waits for its interaction.
struct OpenRun {
  var position: Int
  var classOrdinal: Int
  var run: ProjectedRun
  var key: IntentKey
  /// How many runs had started in the file before this one: a run is settled once `window`
  /// newer ones started there.
  var startOrdinal: Int
  var interactionID: String?
  var linkedTo: String?
  var openCalls = 0
  /// No handler returned, handle answered for an intent without an identifier, or the file
  /// ended: a new call of the same intent starts a new run.
  var isFinished = false
  /// Whether a handle call came since the run's last part began: a later call found by its
  /// intent begins another part of the same intent.
  var handleCame = false
  /// The index in `run.calls` where each part after the first begins.
  ///
  /// Such a part begins with a call for the intent that came after a handle. Until a second
  /// interaction of the intent claims them, they are part of this one (and the inspector's
  /// `phase-order` flags them).
  var laterRuns: [Int] = []
  /// The handlers dispatched for this run, with their types.
  var handlerTypes: [String: String] = [:]
  var callKeys: [CallKey] = []
}

extension IntentKey {
  /// The key of calls whose intent is not known.
  init(file: String) {
    self.init(file: file, intentClass: nil, identifier: nil)
  }
}

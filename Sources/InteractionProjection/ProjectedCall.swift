package import InteractionLog
package import InteractionModel

/// One call an extension answered, or was asked and never answered: what was asked, the
/// completions that answered it, in the order the merged stream brought them, the handler it
/// was made on, and what was claimed by then.
///
/// The inspector's reports and the replayer's steps are copies of these fields: neither reads
/// the events again.
package struct ProjectedCall: Sendable {
  /// The file that holds the call and its completions (a call id is unique only in its file).
  package var file: String
  /// The call event's sequence number in its file.
  package var sequence: UInt64
  /// The call id that pairs it with its completions, if the event has one.
  package var callID: UInt64?
  /// The object the call was made on: a handler for a handling call, a view controller for a
  /// UI call.
  package var instance: String?
  /// When the call was made, on its process's clock.
  package var time: WallTime
  /// What was asked.
  package var method: Method
  /// The completions of the call; more than one is a bug of the extension.
  package var completions: [ProjectedCompletion] = []
  /// For a resolve, confirm or handle: the handler it was made on, once a dispatch before it
  /// in its run returned that instance.
  package var handler: ProjectedHandler?
  /// For a UI call, the parameters claimed in its interaction by the time the next call
  /// was made (or, for the last call, by the end): SiriKit's running set, in the order the
  /// answers came, not the order of the calls, each call's first completion alone claiming.
  package var claimedAfter = ClaimedParameters()
  /// The call got no completion and the log stopped under it: the file never had its `end`
  /// event.
  package var isCutOff = false

  /// The call an event records; `nil` for an event that is not a call.
  package init?(
    file: String, event: Event, claimedAfter: ClaimedParameters = ClaimedParameters()
  ) {
    guard let method = event.payload.call else { return nil }
    self.file = file
    sequence = event.sequence
    callID = event.call
    instance = event.instance
    time = event.time
    self.method = method
    self.claimedAfter = claimedAfter
  }

  /// The kind of the call's event.
  package var kind: EventKind { method.eventKind }

  /// The intent the call is for: the one it names, else the one its handler was dispatched
  /// for (a resolve names only its parameter).
  package var intent: Intent? { method.intent ?? handler?.intent }
}

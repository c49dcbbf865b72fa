package import InteractionLog
package import InteractionModel

/// One call an extension answered, or was asked and never answered: its event, the completions
/// that answered it, in the order the merged stream brought them, and what was claimed by then.
package struct ProjectedCall: Sendable {
  /// The file that holds the call and its completions (a call id is unique only in its file).
  package var file: String
  /// The call event: `dispatch`, `resolve`, `confirm`, `handle`, `configureView` or
  /// `configure`.
  package var event: Event
  /// The completion events of the call; more than one is a bug of the extension.
  package var completions: [Event] = []
  /// For a UI call, the parameters claimed in its interaction by the time the next call
  /// was made (or, for the last call, by the end): SiriKit's running set, in the order the
  /// answers came, not the order of the calls.
  package var claimedAfter: [Parameter] = []
  /// The call got no completion and the log stopped under it: the file never had its `end`
  /// event.
  package var isCutOff = false

  package init(file: String, event: Event, claimedAfter: [Parameter] = []) {
    self.file = file
    self.event = event
    self.claimedAfter = claimedAfter
  }
}

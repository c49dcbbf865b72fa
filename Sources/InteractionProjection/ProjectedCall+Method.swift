package import InteractionLog
package import InteractionModel

extension ProjectedCall {
  /// What a call asked, with the arguments its event recorded: the model's one vocabulary.
  package typealias Method = ExtensionCall
}

extension ExtensionCall {
  /// The kind of the call's event.
  package var eventKind: EventKind { EventKind(call: kind) }
}

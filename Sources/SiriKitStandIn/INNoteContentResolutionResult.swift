/// The outcome of resolving a parameter whose value is a note's content.
///
/// https://developer.apple.com/documentation/intents/innotecontentresolutionresult
open class INNoteContentResolutionResult: INIntentResolutionResult {
  /// A result saying the parameter resolved to a value.
  ///
  /// https://developer.apple.com/documentation/intents/innotecontentresolutionresult/success(with:)
  open class func success(with resolvedNoteContent: INNoteContent) -> Self {
    standIn(.success, value: resolvedNoteContent)
  }

  /// A result asking the user to choose among candidates.
  ///
  /// https://developer.apple.com/documentation/intents/innotecontentresolutionresult/disambiguation(with:)
  open class func disambiguation(with noteContentsToDisambiguate: [INNoteContent]) -> Self {
    standIn(.disambiguation, items: noteContentsToDisambiguate)
  }

  /// A result asking the user to confirm a value.
  ///
  /// https://developer.apple.com/documentation/intents/innotecontentresolutionresult/confirmationrequired(with:)
  open class func confirmationRequired(with noteContentToConfirm: INNoteContent?) -> Self {
    standIn(.confirmationRequired, itemToConfirm: noteContentToConfirm)
  }
}

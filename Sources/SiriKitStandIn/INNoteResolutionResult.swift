/// The outcome of resolving a parameter whose value is a note.
///
/// https://developer.apple.com/documentation/intents/innoteresolutionresult
open class INNoteResolutionResult: INIntentResolutionResult {
  /// A result saying the parameter resolved to a value.
  ///
  /// https://developer.apple.com/documentation/intents/innoteresolutionresult/success(with:)
  open class func success(with resolvedNote: INNote) -> Self {
    standIn(.success, value: resolvedNote)
  }

  /// A result asking the user to choose among candidates.
  ///
  /// https://developer.apple.com/documentation/intents/innoteresolutionresult/disambiguation(with:)
  open class func disambiguation(with notesToDisambiguate: [INNote]) -> Self {
    standIn(.disambiguation, items: notesToDisambiguate)
  }

  /// A result asking the user to confirm a value.
  ///
  /// https://developer.apple.com/documentation/intents/innoteresolutionresult/confirmationrequired(with:)
  open class func confirmationRequired(with noteToConfirm: INNote?) -> Self {
    standIn(.confirmationRequired, itemToConfirm: noteToConfirm)
  }
}

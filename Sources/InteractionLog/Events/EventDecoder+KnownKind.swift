extension EventDecoder {
  /// The kinds this version decodes, in ``EventKind/known``'s order, so that the decoder picks a
  /// kind's fields by comparing an integer rather than the kind's name with each known one's.
  enum KnownKind: Int, CaseIterable {
    case header, end, interaction, dispatch, dispatchCompletion, resolve, resolveCompletion
    case confirm, confirmCompletion, handle, handleCompletion, configure, configureCompletion
    case configureView, configureViewCompletion, note, error, gap, sourceValue

    /// The names, as ``EventKind/known`` spells them, found by their bytes.
    static let names: KnownNames = {
      let names = EventKind.known.map(\.rawValue)
      assert(
        names == allCases.map { "\($0)" },
        "EventDecoder.KnownKind: out of step with EventKind.known")
      return KnownNames(names)
    }()
  }
}

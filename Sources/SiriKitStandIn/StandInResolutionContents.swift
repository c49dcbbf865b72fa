/// What an ``INIntentResolutionResult`` holds: what SiriKit keeps in private properties.
///
/// Not part of Apple's API; `package`, for the bridge. One value rather than one property each,
/// so that the bridge reads a result, on every recorded resolve, with one access.
package struct StandInResolutionContents {
  /// Which factory method made the result.
  package var outcome: StandInResolutionOutcome = .needsValue
  /// The resolved value of a success, as handed to the factory method.
  package var resolvedValue: Any?
  /// The candidates of a disambiguation.
  package var disambiguationItems: [Any] = []
  /// The value of a confirmation request; `nil` if the caller passed none.
  package var itemToConfirm: Any?
  /// The reason of an unsupported or confirmation-required result, if one was given.
  package var reason: Int?
}

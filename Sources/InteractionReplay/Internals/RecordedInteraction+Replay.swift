import InteractionHost
import InteractionModel

extension RecordedInteraction {
  /// Whether the UI extension was asked through `configureView` (iOS 11 and later) rather than
  /// `configure` alone.
  var offersParameters: Bool {
    interface.contains { $0.step.call.offeredParameters != nil }
  }

  /// The interaction to hand a call: the recorded snapshot, or one built from the intent when
  /// the snapshot is missing (a log cut before it).
  var shown: Interaction {
    interaction
      ?? Interaction(intent: intent, identifier: identifier ?? "replayed-interaction")
  }

  /// The host's rows from the recording: each offered set in order, the empty set where it came,
  /// and each parameter an answer claimed that was never offered (SiriKit suppressed its row)
  /// as a row of its own right after that answer, if the interaction has a value for it.
  var recordedPlan: [Set<Parameter>] {
    let views = interface.filter { $0.step.call.offeredParameters != nil }
    let offered = views.reduce(into: Set<Parameter>()) {
      $0.formUnion($1.step.call.offeredParameters ?? [])
    }
    var plan: [Set<Parameter>] = []
    var planned = Set<Parameter>()
    for view in views {
      let set = view.step.call.offeredParameters ?? []
      plan.append(set)
      planned.formUnion(set)
      let hidden = (view.step.answer?.view?.claimed ?? [])
        .subtracting(offered).subtracting(planned)
        .filter { shown.parameterValue(for: $0) != nil }
      for parameter in hidden.sorted() {
        plan.append([parameter])
        planned.insert(parameter)
      }
    }
    return plan
  }
}

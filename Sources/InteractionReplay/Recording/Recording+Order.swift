public import InteractionModel

extension Recording {
  /// Reads a delivery order from its text, as `ilog explore` prints it and `--order` takes it,
  /// and checks it against each selected interaction that offered parameters.
  ///
  /// Every parameter must be qualified (`INStartWorkoutIntent.intentDescription`, not
  /// `intentDescription`) and offered by the interaction; the order must hold each recorded set
  /// as many times as it was offered, and the empty set once, in any order.
  ///
  /// - Parameters:
  ///   - text: The sets in brackets, their parameters apart by commas, such as
  ///     `[INStartWorkoutIntent.intentDescription] []`.
  ///   - selection: The interactions the order is to replay.
  /// - Returns: The order's sets.
  /// - Throws: ``ReplayError/orderMismatch(_:)`` naming the first interaction it does not fit,
  ///   every problem and the recorded sets; ``ReplayError/nothingSelected(path:selection:)``
  ///   when no selected interaction offered parameters.
  public func order(fromText text: String, selection: InteractionSelection) throws(ReplayError)
    -> [Set<Parameter>]
  {
    let interactions = self.interactions(selection).filter(\.offersParameters)
    guard !interactions.isEmpty else {
      throw .nothingSelected(
        path: path, selection: selection.description + " with configureView calls")
    }
    var unreadable: [String] = []
    var sets: [Set<Parameter>] = []
    // Only the sets read whole are compared: a set with a name left out is not the one meant.
    var readSets: [Set<Parameter>] = []
    for names in OrderText.names(text) ?? [] {
      var set = Set<Parameter>()
      for name in names {
        if !name.contains(".") {
          unreadable.append("\(name) is not qualified: give it as Class.keyPath")
        } else if let parameter = try? Parameter(name) {
          set.insert(parameter)
        } else {
          unreadable.append("\(name) is not a parameter")
        }
      }
      sets.append(set)
      if set.count == names.count { readSets.append(set) }
    }
    for interaction in interactions {
      let recorded = [[]] + interaction.recordedPlan.filter { !$0.isEmpty }
      var problems = Self.problems(of: readSets, against: recorded)
      if !unreadable.isEmpty {
        // What is missing may be what an unreadable name meant: name those alone.
        problems = unreadable + problems.filter { !$0.hasSuffix(" is missing") }
      }
      if !problems.isEmpty {
        throw .orderMismatch(
          OrderMismatch(
            interaction: interaction.identifier ?? interaction.intent.className, order: text,
            problems: problems, recordedSets: recorded))
      }
    }
    return sets
  }

  /// What keeps `order` from being an order of the `recorded` sets: parameters never offered,
  /// sets never offered, sets missing, and sets given another number of times than recorded.
  private static func problems(of order: [Set<Parameter>], against recorded: [Set<Parameter>])
    -> [String]
  {
    let offered = recorded.reduce(into: Set<Parameter>()) { $0.formUnion($1) }
    let named = order.reduce(into: Set<Parameter>()) { $0.formUnion($1) }
    var problems = named.subtracting(offered).sorted().map {
      "\($0) was never offered in this interaction"
    }
    var distinct: [Set<Parameter>] = []
    for set in order + recorded where !distinct.contains(set) { distinct.append(set) }
    for set in distinct {
      let given = order.filter { $0 == set }.count
      let expected = recorded.filter { $0 == set }.count
      // A set with a parameter never offered is reported by that parameter already.
      if expected == 0, set.isSubset(of: offered) {
        problems.append("\(StepText.set(set)) is no set the recording offered")
      } else if expected > 0, given == 0 {
        problems.append("\(StepText.set(set)) is missing")
      } else if expected > 0, given != expected {
        problems.append("\(StepText.set(set)) is given \(given) times, recorded \(expected)")
      }
    }
    return problems
  }
}

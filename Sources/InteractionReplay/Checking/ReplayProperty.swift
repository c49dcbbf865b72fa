public import InteractionInspector

/// Something that must hold of every replayed interaction whatever order SiriKit uses: a
/// property of what the user sees (the snippet's views) or of the calls, checked on every run
/// of a replay, a chaos plan and an exploration (``ReplayOptions/properties``).
///
/// A property looks at the replayed interaction as the inspector reports a recorded one: its
/// interface calls with their completions, the views they stacked
/// (``InterfacePhase/shownViews``), and its handling calls.
///
/// ```swift
/// let compact = ReplayProperty("the snippet is at most 400 points high") { interaction in
///   let views = interaction.interface?.shownViews ?? []
///   return views.reduce(0) { $0 + $1.height } <= 400
/// }
/// var options = ReplayOptions(mode: .chaos(ChaosPlan(delivery: .emptySetLast)))
/// options.properties = [compact]
/// ```
///
/// A property that fails is a ``DivergenceKind/propertyFailed`` divergence named after it, at the
/// replayed interaction's last interface step.
public struct ReplayProperty: Sendable {
  /// What must hold, in words: the divergence's field and the failure's first line.
  public var name: String
  /// Checks one replayed interaction: `nil` when the property holds, else what is wrong.
  public var check: @Sendable (InteractionReport) -> String?

  /// A property that says what is wrong when it fails.
  ///
  /// - Parameters:
  ///   - name: What must hold, in words.
  ///   - check: `nil` when the property holds for the interaction, else what is wrong.
  public init(_ name: String, check: @escaping @Sendable (InteractionReport) -> String?) {
    self.name = name
    self.check = check
  }

  /// A property that holds or does not.
  ///
  /// - Parameters:
  ///   - name: What must hold, in words.
  ///   - holds: Whether it holds for the interaction.
  public init(_ name: String, holds: @escaping @Sendable (InteractionReport) -> Bool) {
    self.init(name) { interaction in holds(interaction) ? nil : "does not hold" }
  }
}

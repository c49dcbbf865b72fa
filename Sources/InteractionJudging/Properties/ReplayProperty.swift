/// Something that must hold of every replayed interaction whatever order SiriKit uses: a
/// property of what the user sees (the snippet's views) or of the calls, checked on every run
/// of a replay, a chaos plan and an exploration (`ReplayOptions/properties`).
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
/// A property that fails is a `DivergenceKind/propertyFailed` divergence named after it, at the
/// replayed interaction's last interface step.
///
/// A test generated from a failure (`explore -o`, the test `expectEveryPlanPasses` prints,
/// `make-test --property`) names the property as Swift code does: declare it as a static member
/// of `ReplayProperty`, with that member's name as ``member``, in a module the tests import (or
/// in the test target itself), and the generated test says `properties: [.headerOnTop]`.
/// Register it with the subjects (`ReplaySubjects/properties`) and every replay of them checks
/// it, a `ReplayCommand`'s and an `ExploreCommand`'s too.
///
/// ```swift
/// extension ReplayProperty {
///   static let headerOnTop = ReplayProperty(
///     "the header is on top", member: "headerOnTop"
///   ) { interaction in
///     (interaction.interface?.shownViews ?? []).first(where: \.takesRoom)?.isEmptySet ?? true
///   }
/// }
/// ```
public struct ReplayProperty: Sendable {
  /// What must hold, in words: the divergence's field and the failure's first line.
  public var name: String
  /// The name of the static member of `ReplayProperty` that declares this property, such as
  /// `headerOnTop`: how a generated test names it (`.headerOnTop`), and what
  /// `make-test --property` takes; `nil` for a property declared otherwise, which a generated
  /// test names with an editor placeholder that does not compile until it is filled in.
  public var member: String?
  /// Checks one replayed interaction: `nil` when the property holds, else what is wrong.
  public var check: @Sendable (InteractionReport) -> String?

  /// A property that says what is wrong when it fails.
  ///
  /// - Parameters:
  ///   - name: What must hold, in words.
  ///   - member: The static member that declares it, for generated tests.
  ///   - check: `nil` when the property holds for the interaction, else what is wrong.
  public init(
    _ name: String, member: String? = nil,
    check: @escaping @Sendable (InteractionReport) -> String?
  ) {
    self.name = name
    self.member = member
    self.check = check
  }

  /// A property that holds or does not.
  ///
  /// - Parameters:
  ///   - name: What must hold, in words.
  ///   - member: The static member that declares it, for generated tests.
  ///   - holds: Whether it holds for the interaction.
  public init(
    _ name: String, member: String? = nil,
    holds: @escaping @Sendable (InteractionReport) -> Bool
  ) {
    self.init(name, member: member) { interaction in holds(interaction) ? nil : "does not hold" }
  }
}

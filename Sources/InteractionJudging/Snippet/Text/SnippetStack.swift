package import InteractionModel

/// An interaction's interface as the user saw it: the views its controllers answered, stacked top
/// to bottom in the order they came, each as tall as it asked (D4, R8, R9); and, when that order
/// is not the documented one, the same views in the documented order.
///
/// The documented order is the empty set first (R4), then the default interface's rows in the
/// catalog's order (Apple documents none, R13), leaving out a view whose parameters the views
/// above it had all claimed (R7). Views no row of the catalog offers keep their delivery order
/// after the rows, and `configure` views (D5) come last. The documented stack reuses the answers
/// that were recorded: it assumes a controller answers a set the same wherever it comes.
package struct SnippetStack {
  /// One interface call's view.
  package struct View: Hashable {
    package typealias Kind = ShownView.Kind

    /// The call's 1-based position among the interaction's interface calls.
    package var index: Int
    package var instance: String?
    /// The offered parameters' names, sorted; `nil` for `configure`.
    package var offered: [String]?
    /// What the call claimed (its first completion, `UICall.claimed`): what was offered, then
    /// what was not, each sorted.
    package var claimed: [String]
    /// The claimed names that were not offered: a claim beyond the offer (R7).
    package var claimedBeyondOffer: Set<String>
    /// The offered names that calls before it had claimed: a row shown twice (R7).
    package var reasked: Set<String>
    /// The first completion's size, the one SiriKit acts on.
    package var size: Size?
    package var kind: Kind
    /// The points the view takes on screen, top to bottom; 0 for a view that takes no room.
    package var height: Double
    /// Where this view is the empty-set view drawn below others: the header shown lower down.
    package var lowHeader: LowHeader?

    fileprivate var offeredParameters: Set<Parameter>?
    fileprivate var claimedParameters: Set<Parameter>

    package var takesRoom: Bool { height > 0 }
    package var isEmptySet: Bool { offered?.isEmpty == true }
  }

  /// An empty-set view below views that take room: a header that the user saw lower down.
  package struct LowHeader: Hashable {
    /// How many views that take room are above it.
    package var below: Int
    /// Whether no view that takes room follows it: the header shown as a footer.
    package var isAtBottom: Bool
  }

  /// The views in the order the calls came.
  package var delivered: [View]
  /// The views in the documented order, when it differs from ``delivered``.
  package var documented: [View]?
  /// The calls the documented order would not have made, their parameters all claimed above
  /// (R7), by their index.
  package var leftOut: [Int]
  /// Whether the catalog placed the rows; without it only the empty set's place is known (R4).
  package var hasCatalogRows: Bool

  /// Stacks an interaction's interface calls.
  ///
  /// - Parameters:
  ///   - interaction: The interaction; without interface calls the stack is empty.
  ///   - names: How parameters are named.
  ///   - catalog: Where the rows' order comes from.
  package init(
    _ interaction: InteractionReport, names: ParameterNames, catalog: IntentCatalog = .standard
  ) {
    let calls = interaction.interface?.calls ?? []
    delivered = calls.map { call in
      let before = interaction.interface.map { Set($0.claimedBefore(call)) } ?? []
      return Self.view(of: call, claimedBefore: before, names: names)
    }
    for header in ShownView.lowHeaders(in: interaction.interface?.shownViews ?? []) {
      delivered[header.position].lowHeader = LowHeader(
        below: header.above.count, isAtBottom: header.isAtBottom)
    }
    let rows = interaction.snapshot.map { catalog.rows(for: $0) } ?? []
    hasCatalogRows = !rows.isEmpty
    let (kept, leftOut) = Self.documentedOrder(delivered, rows: rows)
    self.leftOut = leftOut
    documented = kept.map(\.index) == delivered.map(\.index) ? nil : kept
  }

  package var isEmpty: Bool { delivered.isEmpty }

  private static func view(
    of call: UICall, claimedBefore: Set<Parameter>, names: ParameterNames
  ) -> View {
    let claimed = Set(call.claimed)
    let offered = call.offered.map(Set.init)
    let beyond = claimed.subtracting(offered ?? [])
    let shown = ShownView(call)
    return View(
      index: call.index, instance: call.instance,
      offered: call.offered.map { names.names($0) },
      claimed: names.names(Array(claimed.subtracting(beyond))) + names.names(Array(beyond)),
      claimedBeyondOffer: Set(beyond.map(names.name)),
      reasked: Set((offered ?? []).intersection(claimedBefore).map(names.name)),
      size: shown.size, kind: shown.kind,
      height: shown.height, lowHeader: nil, offeredParameters: offered, claimedParameters: claimed)
  }

  /// The documented order of the `configureView` views, then the `configure` views; and the
  /// views R7 leaves out.
  private static func documentedOrder(_ views: [View], rows: [Set<Parameter>]) -> (
    [View], [Int]
  ) {
    func rank(_ view: View) -> Int {
      guard let offered = view.offeredParameters, !offered.isEmpty else { return -1 }
      return rows.firstIndex { !$0.isDisjoint(with: offered) } ?? rows.count
    }
    // Ranked once each, not in every comparison of the sort.
    let ranked = views.filter { $0.offered != nil }.enumerated()
      .map { (rank: rank($0.element), offset: $0.offset, view: $0.element) }
      .sorted { ($0.rank, $0.offset) < ($1.rank, $1.offset) }
    var kept: [View] = []
    var leftOut: [Int] = []
    var claimed = ClaimedParameters()
    for (_, _, view) in ranked {
      if let offered = view.offeredParameters, !offered.isEmpty,
        offered.isSubset(of: claimed.parameters)
      {
        leftOut.append(view.index)
        continue
      }
      var view = view
      view.lowHeader = nil
      view.reasked = []
      kept.append(view)
      claimed.noteCompletion(ofCall: view.index, claiming: view.claimedParameters)
    }
    kept += views.filter { $0.offered == nil }
    return (kept, leftOut.sorted())
  }
}

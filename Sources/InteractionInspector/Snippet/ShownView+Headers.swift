extension ShownView {
  /// An empty-set view that takes room below views that do: the header the user sees lower down.
  struct LowHeader {
    /// Its position among the views.
    var position: Int
    /// The positions of the views above it that take room.
    var above: [Int]
    /// Whether no view that takes room follows it: the header shown as a footer.
    var isAtBottom: Bool
  }

  /// The empty-set views of `views`, top to bottom, that take room below another view that does:
  /// what `header-not-on-top` flags and the snippet marks.
  static func lowHeaders(in views: [ShownView]) -> [LowHeader] {
    views.indices.compactMap { position in
      let view = views[position]
      guard view.isEmptySet, view.takesRoom else { return nil }
      let above = views[..<position].indices.filter { views[$0].takesRoom }
      guard !above.isEmpty else { return nil }
      return LowHeader(
        position: position, above: above,
        isAtBottom: !views[(position + 1)...].contains(where: \.takesRoom))
    }
  }
}

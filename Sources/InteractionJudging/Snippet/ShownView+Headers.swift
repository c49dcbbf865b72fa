extension ShownView {
  /// An empty-set view that takes room below views that do: the header the user sees lower down.
  package struct LowHeader {
    /// Its position among the views.
    package var position: Int
    /// The positions of the views above it that take room.
    package var above: [Int]
    /// Whether no view that takes room follows it: the header shown as a footer.
    package var isAtBottom: Bool
  }

  /// The empty-set views of `views`, top to bottom, that take room below another view that does:
  /// what `header-not-on-top` flags and the snippet marks.
  package static func lowHeaders(in views: [ShownView]) -> [LowHeader] {
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

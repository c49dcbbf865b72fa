/// An element of an array or a member's value in the tree: a scalar's text, kept inline so
/// that a scalar costs no object of its own, or a node.
enum JSONChild {
  /// Where the scalar's text is in ``JSONTreeStorage/scalars``.
  case scalar(Range<Int>)
  /// An object, an array, or a value that encoded itself through a single-value container.
  case node(JSONNode)
}

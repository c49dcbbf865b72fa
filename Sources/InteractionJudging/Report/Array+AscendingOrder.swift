extension Array where Element: Comparable {
  /// The elements in ascending order: the array itself when they already are, without the copy
  /// that `sorted()` always makes.
  ///
  /// A report sorts every call's parameter sets, which most often come sorted and hold one or
  /// two parameters.
  var inAscendingOrder: [Element] {
    zip(self, dropFirst()).allSatisfy { $0 <= $1 } ? self : sorted()
  }
}

package import InteractionModel

/// A delivery order as text: each parameter set in brackets, the sets apart by spaces, such as
/// `[INStartWorkoutIntent.intentDescription] []`; what `ilog explore` prints and `--order` reads.
package enum OrderText {
  /// The order's text.
  package static func text(_ order: [Set<Parameter>]) -> String {
    order.map(StepText.set).joined(separator: " ")
  }

  /// Reads an order's text: bracketed sets, their parameters apart by commas.
  ///
  /// - Returns: The sets, or `nil` when the text is not bracketed sets of parameters' text forms.
  package static func sets(_ text: String) -> [Set<Parameter>]? {
    var sets: [Set<Parameter>] = []
    for names in self.names(text) ?? [] {
      let parameters = names.compactMap { try? Parameter($0) }
      guard parameters.count == names.count else { return nil }
      sets.append(Set(parameters))
    }
    return sets.isEmpty ? nil : sets
  }

  /// Reads an order's text as bracketed lists of names, without reading the names as
  /// parameters, so that a name that is not one can be reported with the recording's sets.
  ///
  /// - Returns: Each set's names (none for `[]`), or `nil` when the text is not bracketed sets.
  package static func names(_ text: String) -> [[String]]? {
    var sets: [[String]] = []
    var rest = Substring(text)
    while true {
      rest = rest.drop { $0 == " " }
      guard let first = rest.first else { break }
      guard first == "[", let close = rest.firstIndex(of: "]") else { return nil }
      let inside = rest[rest.index(after: rest.startIndex)..<close]
      let names = inside.split(separator: ",", omittingEmptySubsequences: false)
        .map { $0.trimmingSpaces }
      sets.append(names == [""] ? [] : names)
      rest = rest[rest.index(after: close)...]
    }
    return sets.isEmpty ? nil : sets
  }
}

extension Substring {
  /// The text without the spaces it starts and ends with.
  fileprivate var trimmingSpaces: String {
    String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
  }
}

/// The order an interaction's parameters were expected in: the rows of the default interface and
/// the resolve order, from a catalog or from another recording.
public struct ExpectedOrder: Hashable, Codable, Sendable {
  /// The parameter sets of the default interface's rows, top to bottom, in text form, without
  /// the empty set (whose place ``EmptySetNotFirst`` checks); `nil` if not known.
  public var interfaceRows: [[String]]?
  /// The parameter names in the order they are expected to be resolved; `nil` if not known.
  public var resolveOrder: [String]?
  /// Where the order comes from, in a phrase the finding quotes, such as "the catalog (Apple
  /// documents no order; …)" or "the reference recording's interaction 2".
  public var source: String

  /// Creates an expected order from its parts, each the property of the same name.
  public init(interfaceRows: [[String]]?, resolveOrder: [String]?, source: String) {
    self.interfaceRows = interfaceRows
    self.resolveOrder = resolveOrder
    self.source = source
  }
}

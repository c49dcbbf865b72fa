/// One row of SiriKit's default interface: the parameter that one `configureView` call offers, or a
/// pattern that becomes one row per element of an array.
///
/// A row is written in `Parameter`'s text form, class name first:
/// `INSendMessageIntent.content` or `INRequestRideIntentResponse.rideStatus.driver`. One `[]`
/// marks an array whose elements each get a row, as SiriKit offers a search's results:
/// `INSearchForAccountsIntentResponse.accounts[]` becomes `accounts[0]`, `accounts[1]`… for as many
/// accounts as the response holds. With ``groupsElements`` the elements are offered together in one
/// call instead, the "grouped set of parameters" Apple's article mentions.
///
/// A row is offered only where the interaction has a value for it: the default interface has no
/// row for a property that is `nil`, and a row whose class is neither the intent's nor the
/// response's is never offered.
public struct ParameterRow: Hashable, Sendable {
  /// The row as written, such as `INSearchForAccountsIntentResponse.accounts[]`.
  public let text: String
  /// Whether the elements of a `[]` row are offered in one call rather than one call each.
  public let groupsElements: Bool
  /// The parameter the row offers; for a `[]` row, its first element.
  private let template: Parameter
  /// For a `[]` row, the array the elements come from, without an index where `[]` stood.
  private let array: Parameter?

  /// Reads a row from its text form.
  ///
  /// - Parameters:
  ///   - text: A parameter's text form, optionally with one `[]` in place of an index, such as
  ///     `INSearchForNotebookItemsIntentResponse.tasks[]`.
  ///   - groupsElements: Whether the elements of a `[]` row are offered in one call.
  /// - Throws: A `ParameterError` pointing into `text` if it is not a parameter's text form
  ///   (a second `[]` is an empty subscript).
  public init(_ text: String, groupsElements: Bool = false) throws(ParameterError) {
    self.text = text
    self.groupsElements = groupsElements
    // Not `text.firstRange(of: "[]")`: that is _StringProcessing's, from iOS 16 and macOS 13.
    guard let open = text.indices.first(where: { text[$0...].hasPrefix("[]") }) else {
      template = try Parameter(text)
      array = nil
      return
    }
    let prefix = String(text[..<open])
    do {
      array = try Parameter(prefix)
    } catch {
      // The prefix is where the error is, but the caller wrote the whole text.
      throw ParameterError(error.reason, in: text, at: error.column)
    }
    do {
      template = try Parameter(prefix + "[0]" + text[text.index(open, offsetBy: 2)...])
    } catch {
      // Past the "0" put in for the parse, columns are one further on than in `text`.
      let zeroColumn = prefix.count + 2
      throw ParameterError(
        error.reason, in: text, at: error.column > zeroColumn ? error.column - 1 : error.column)
    }
  }

  /// The parameter sets this row offers for an interaction, one per call, in order.
  ///
  /// - Parameter interaction: The interaction whose intent or response the row names.
  /// - Returns: No set if the interaction has no value for the row; one set for a plain row; for
  ///   a `[]` row, one set per element that has a value, or a single set of them all if
  ///   ``groupsElements`` is set.
  public func offers(in interaction: Interaction) -> [Set<Parameter>] {
    guard let array else {
      return interaction.parameterValue(for: template) == nil ? [] : [[template]]
    }
    guard let count = interaction.parameterValue(for: array)?.arrayValue?.count else { return [] }
    let elements = (0..<count).compactMap { index -> Parameter? in
      var element = template
      element.setIndex(index, forSubKeyPath: array.keyPath)
      return interaction.parameterValue(for: element) == nil ? nil : element
    }
    guard !elements.isEmpty else { return [] }
    return groupsElements ? [Set(elements)] : elements.map { [$0] }
  }
}

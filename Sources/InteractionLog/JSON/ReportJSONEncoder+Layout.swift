extension ReportJSONEncoder {
  /// Where ``ReportJSONEncoder`` breaks lines and puts blanks.
  package enum Layout: Sendable {
    /// One line without blanks: each record of a JSON Lines report.
    case compact
    /// Two spaces of indent per level and a blank after each colon, as Foundation's
    /// `.prettyPrinted` writes JSON, but an empty array or object on one line (`[]`, `{}`):
    /// `ilog inspect --pretty`.
    case indented
    /// Exactly as Foundation's `.prettyPrinted` writes JSON, an empty array or object over
    /// three lines, the middle one blank: the stats, diff and replay documents, which
    /// `JSONEncoder` wrote before this encoder and whose bytes stay as they were.
    case indentedAsFoundation
  }
}

/// How text output marks what matters: plain, or with ANSI colours for a terminal.
///
/// Renderers tag spans with a ``Role``; the style decides what a role looks like. Widths are
/// always measured on the plain text, so tables stay aligned in colour.
public struct TextStyle: Hashable, Sendable {
  /// What a span of text is.
  public enum Role: Hashable, Sendable {
    /// A heading: an interaction's first line, a section's name.
    case heading
    /// Something to read first: a finding's code, a count that is not zero.
    case strong
    /// Context the eye may skip: hints, parameters carried forward, column titles.
    case dim
    /// All is well: no findings, closed cleanly.
    case good
    /// An exception or damage.
    case bad
    /// Worth a look, not wrong in itself: a truncated interaction, a failed configureView.
    case warning
  }

  /// Whether spans are wrapped in ANSI escape sequences.
  public var usesColor: Bool

  /// A style that colours spans with ANSI escape sequences if `usesColor`, or leaves them
  /// plain.
  public init(usesColor: Bool) {
    self.usesColor = usesColor
  }

  /// No escape sequences: for pipes, files, golden files and `NO_COLOR`.
  public static let plain = TextStyle(usesColor: false)
  /// ANSI colours, for a terminal.
  public static let ansi = TextStyle(usesColor: true)

  /// The text, marked as `role` if the style colours.
  ///
  /// - Parameters:
  ///   - role: What it is; `nil` leaves it as it is.
  ///   - text: The text, without escape sequences of its own.
  /// - Returns: The text, wrapped in escape sequences when the style uses colour.
  public func apply(_ role: Role?, to text: String) -> String {
    guard usesColor, let role, !text.isEmpty else { return text }
    let code =
      switch role {
      case .heading: "1"
      case .strong: "1"
      case .dim: "2"
      case .good: "32"
      case .bad: "1;31"
      case .warning: "33"
      }
    return "\u{1B}[\(code)m\(text)\u{1B}[0m"
  }
}

/// A run of text with the role it plays.
package struct Span: Hashable {
  package let text: String
  package let role: TextStyle.Role?
  /// How many columns the text takes, escape sequences aside: measured once, since tables and
  /// boxes ask it of a span several times.
  package let width: Int

  package init(_ text: String, _ role: TextStyle.Role? = nil) {
    self.text = text
    self.role = role
    width = text.columnCount
  }
}

/// A line of spans.
package struct StyledLine: Hashable, ExpressibleByStringLiteral {
  // The first span is kept apart from the others: most lines have one, and an array for it
  // would be an allocation per line. A line without a first span has no others.
  private var first: Span?
  private var rest: [Span] = []
  /// How many columns the line takes: the sum of its spans' widths.
  package private(set) var width = 0

  package init(_ spans: [Span] = []) {
    for span in spans { append(span) }
  }

  package init(_ text: String, _ role: TextStyle.Role? = nil) {
    if !text.isEmpty { append(Span(text, role)) }
  }

  package init(stringLiteral value: String) {
    self.init(value)
  }

  /// The spans, in order.
  package var spans: [Span] { first.map { [$0] + rest } ?? [] }
  /// Whether the line has no span.
  package var isEmpty: Bool { first == nil }
  package var plain: String { spans.map(\.text).joined() }

  package func rendered(_ style: TextStyle) -> String {
    var text = ""
    append(to: &text, style: style)
    return text
  }

  /// Appends the line as ``rendered(_:)`` gives it, without building it apart first.
  package func append(to text: inout String, style: TextStyle) {
    guard let first else { return }
    text += style.apply(first.role, to: first.text)
    for span in rest { text += style.apply(span.role, to: span.text) }
  }

  private mutating func append(_ span: Span) {
    if first == nil { first = span } else { rest.append(span) }
    width += span.width
  }

  package static func + (lhs: StyledLine, rhs: StyledLine) -> StyledLine {
    var line = lhs
    line += rhs
    return line
  }

  package static func += (lhs: inout StyledLine, rhs: StyledLine) {
    guard let first = rhs.first else { return }
    guard lhs.first != nil else {
      lhs = rhs
      return
    }
    lhs.rest.append(first)
    lhs.rest += rhs.rest
    lhs.width += rhs.width
  }
}

/// Why a ``Parameter`` could not be made from a class name and key path, or from its text form.
///
/// The error names the text it was reading and the character where the problem is, so a message
/// such as `subscript "x" is not a number at character 7 of "tasks[x]"` points at the mistake.
public struct ParameterError: Error, Hashable, Sendable {
  /// What is wrong.
  public enum Reason: Hashable, Sendable {
    /// The class name is empty.
    case emptyClassName
    /// The class name contains this character (`.`, `[` or `]`), which the text form cannot carry.
    case invalidClassNameCharacter(Character)
    /// The text form has a class name but no `.` and key path after it.
    case missingKeyPath
    /// A key path component is empty, as in `a..b`, `.a`, `a.` or an empty key path.
    case emptyComponent
    /// A subscript has nothing between its brackets: `tasks[]`.
    case emptySubscript
    /// A subscript is not a decimal number: `tasks[x]`.
    case nonNumericSubscript(String)
    /// A subscript is a negative number: `tasks[-1]`.
    case negativeSubscript(String)
    /// A subscript is a number too large for `Int`.
    case subscriptTooLarge(String)
    /// A `[` has no matching `]`: `tasks[2`.
    case unterminatedSubscript
    /// A component has a second subscript, as in `grid[1][2]`; SiriKit keeps one index per sub-key
    /// path.
    case repeatedSubscript
    /// A character that cannot appear here, such as a `]` without `[` or a name right after `]`.
    case unexpectedCharacter(Character)
  }

  /// What is wrong.
  public var reason: Reason
  /// The text that was being read: the key path, the class name, or the whole text form.
  public var text: String
  /// The 1-based position, in characters of ``text``, where the problem is; one past the end when
  /// something is missing at the end.
  public var column: Int

  /// Creates an error from its parts, each the property of the same name.
  public init(_ reason: Reason, in text: String, at column: Int) {
    self.reason = reason
    self.text = text
    self.column = column
  }
}

extension ParameterError: CustomStringConvertible {
  /// The problem, where it is and in what text, such as
  /// `subscript "-1" is negative at character 7 of "tasks[-1]"`.
  public var description: String {
    "\(problem) at character \(column) of \"\(text)\""
  }

  private var problem: String {
    switch reason {
    case .emptyClassName: "class name is empty"
    case .invalidClassNameCharacter(let character): "class name contains \"\(character)\""
    case .missingKeyPath: "expected \".\" and a key path after the class name"
    case .emptyComponent: "key path component is empty"
    case .emptySubscript: "subscript is empty"
    case .nonNumericSubscript(let text): "subscript \"\(text)\" is not a number"
    case .negativeSubscript(let text): "subscript \"\(text)\" is negative"
    case .subscriptTooLarge(let text): "subscript \"\(text)\" is too large"
    case .unterminatedSubscript: "subscript has no closing \"]\""
    case .repeatedSubscript: "second subscript on one component"
    case .unexpectedCharacter(let character): "unexpected \"\(character)\""
    }
  }
}

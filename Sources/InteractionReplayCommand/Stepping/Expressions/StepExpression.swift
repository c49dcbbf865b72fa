/// A condition of `break … if` or the expression of `watch`: key paths of ``StepFacts``
/// compared with values, joined by `and`. Not a general interpreter, on purpose: a debugger
/// condition that can run code can change the run it watches.
///
/// ```
/// claimed contains workoutName
/// answer.size.height > 200 and kind == configureView
/// offered == []
/// not answer.success
/// ```
struct StepExpression: Hashable, CustomStringConvertible {
  /// A comparison operator.
  enum Comparison: String, CaseIterable {
    case equal = "=="
    case notEqual = "!="
    case lessOrEqual = "<="
    case greaterOrEqual = ">="
    case less = "<"
    case greater = ">"
    case contains
  }

  /// One side of a comparison.
  enum Operand: Hashable {
    case keyPath(String)
    case literal(StepValue)
  }

  /// One clause: a key path alone (it holds when true, not zero or not empty), or compared.
  struct Clause: Hashable {
    var negated: Bool
    var keyPath: String
    var comparison: (Comparison, Operand)?

    static func == (left: Clause, right: Clause) -> Bool {
      left.negated == right.negated && left.keyPath == right.keyPath
        && left.comparison?.0 == right.comparison?.0 && left.comparison?.1 == right.comparison?.1
    }

    func hash(into hasher: inout Hasher) {
      hasher.combine(negated)
      hasher.combine(keyPath)
      hasher.combine(comparison?.0.rawValue)
      hasher.combine(comparison?.1)
    }
  }

  /// The text as typed.
  let text: String
  let clauses: [Clause]

  var description: String { text }

  /// Whether the expression is one key path, whose value `watch` shows.
  var isKeyPath: Bool { clauses.count == 1 && clauses[0].comparison == nil && !clauses[0].negated }

  /// Reads an expression.
  ///
  /// - Throws: ``StepExpressionError`` saying what is wrong and where.
  init(_ text: String) throws(StepExpressionError) {
    self.text = text
    var tokens = try Self.tokens(text)
    var clauses: [Clause] = []
    while !tokens.isEmpty {
      var negated = false
      if tokens.first == "not" || tokens.first == "!" {
        negated = true
        tokens.removeFirst()
      }
      guard let first = tokens.first else { throw .expected("a key path", after: text) }
      tokens.removeFirst()
      guard StepFacts.keyPaths.contains(first) else { throw .unknownKeyPath(first) }
      var clause = Clause(negated: negated, keyPath: first, comparison: nil)
      if let word = tokens.first, let comparison = Comparison(rawValue: word) {
        tokens.removeFirst()
        guard let operand = tokens.first else {
          throw .expected("a value", after: "\(first) \(word)")
        }
        tokens.removeFirst()
        clause.comparison = (comparison, Self.operand(operand))
      }
      clauses.append(clause)
      guard let next = tokens.first else { break }
      guard next == "and" || next == "&&" else { throw .expected("and", after: first) }
      tokens.removeFirst()
      if tokens.isEmpty { throw .expected("a key path", after: next) }
    }
    guard !clauses.isEmpty else { throw .expected("a key path", after: "") }
    self.clauses = clauses
  }

  /// The value of a single key path; `nil` for an expression with comparisons.
  func value(_ facts: StepFacts) -> StepValue? {
    guard isKeyPath else { return nil }
    return facts.value(at: clauses[0].keyPath)
  }

  /// Whether every clause holds at a stop.
  func holds(_ facts: StepFacts) -> Bool {
    clauses.allSatisfy { clause in
      let value = facts.value(at: clause.keyPath) ?? .none
      let holds: Bool
      if let (comparison, operand) = clause.comparison {
        let other: StepValue =
          switch operand {
          case .keyPath(let keyPath): facts.value(at: keyPath) ?? .none
          case .literal(let literal): literal
          }
        holds = Self.compare(value, comparison, other)
      } else {
        holds = value.holds
      }
      return holds != clause.negated
    }
  }

  /// What `watch` shows: the key path's value, or whether the comparison holds.
  func shown(_ facts: StepFacts) -> String {
    value(facts)?.description ?? String(holds(facts))
  }

  private static func compare(_ left: StepValue, _ comparison: Comparison, _ right: StepValue)
    -> Bool
  {
    switch comparison {
    case .equal: return left.equals(right)
    case .notEqual: return !left.equals(right)
    case .contains: return left.contains(right)
    case .less, .lessOrEqual, .greater, .greaterOrEqual:
      guard case .number(let a) = left, case .number(let b) = right else { return false }
      switch comparison {
      case .less: return a < b
      case .lessOrEqual: return a <= b
      case .greater: return a > b
      default: return a >= b
      }
    }
  }

  private static func operand(_ token: String) -> Operand {
    if StepFacts.keyPaths.contains(token) { return .keyPath(token) }
    if let number = Double(token) { return .literal(.number(number)) }
    switch token {
    case "true": return .literal(.flag(true))
    case "false": return .literal(.flag(false))
    case "none": return .literal(.none)
    default: break
    }
    if token.hasPrefix("\""), token.hasSuffix("\""), token.count >= 2 {
      return .literal(.text(String(token.dropFirst().dropLast())))
    }
    if token.hasPrefix("["), token.hasSuffix("]") {
      let members = token.dropFirst().dropLast().split(separator: ",").map {
        String($0.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
      }.filter { !$0.isEmpty }
      return .literal(.parameters(members))
    }
    return .literal(.text(token))
  }

  /// Splits the text into key paths, values and operators: spaces apart, operators with or
  /// without spaces around them, `"…"` and `[…]` whole.
  private static func tokens(_ text: String) throws(StepExpressionError) -> [String] {
    var tokens: [String] = []
    var current = ""
    var closing: Character?
    func flush() {
      if !current.isEmpty { tokens.append(current) }
      current = ""
    }
    var characters = Array(text)[...]
    while let character = characters.popFirst() {
      if let expected = closing {
        current.append(character)
        if character == expected { closing = nil }
        continue
      }
      switch character {
      case "\"", "[":
        current.append(character)
        closing = character == "[" ? "]" : "\""
      case " ", "\t":
        flush()
      case "=", "!", "<", ">":
        flush()
        var symbol = String(character)
        if characters.first == "=" { symbol.append(characters.removeFirst()) }
        guard symbol != "=" else { throw .expected("==", after: tokens.last ?? "") }
        tokens.append(symbol)
      case "&" where characters.first == "&":
        characters.removeFirst()
        flush()
        tokens.append("&&")
      default:
        current.append(character)
      }
    }
    if let closing { throw .unclosed(closing) }
    flush()
    return tokens
  }
}

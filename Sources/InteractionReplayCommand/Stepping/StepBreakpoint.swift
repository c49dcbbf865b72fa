import InteractionModel
import InteractionReplay

/// Where an interactive `--step` stops while it continues: before a call of a kind, one that
/// offers or resolves a parameter, one to an instance (or any instance of a type), at the next
/// divergence, or where a finding becomes provable; only when its condition holds, if it has one.
struct StepBreakpoint: Hashable, CustomStringConvertible {
  /// What the breakpoint stops at.
  enum Target: Hashable, CustomStringConvertible {
    case kind(String)
    /// A parameter in any spelling (``ParameterSpelling``).
    case parameter(String)
    case instance(String)
    case divergence
    /// A finding code, such as `header-not-on-top`.
    case finding(String)

    var description: String {
      switch self {
      case .kind(let kind): "kind \(kind)"
      case .parameter(let parameter): "parameter \(parameter)"
      case .instance(let instance): "instance \(instance)"
      case .divergence: "divergence"
      case .finding(let code): "finding \(code)"
      }
    }
  }

  var target: Target
  /// `break … if CONDITION`'s condition.
  var condition: StepExpression?
  /// `disable N` keeps a breakpoint without stopping at it.
  var isEnabled = true

  /// The call kinds a `kind` breakpoint names.
  static let kinds = CallKind.allCases.map(\.rawValue)

  /// Reads `break`'s words before any `if`: `kind K`, `parameter P`, `instance I`,
  /// `divergence`, `finding CODE`, or one word that says which it is: a call kind, an instance
  /// (`Type#2`, or a type name starting with a capital letter and no dot), or else a parameter.
  init?(words: [Substring], condition: StepExpression? = nil) {
    self.condition = condition
    switch (words.first, words.count) {
    case ("kind", 2): target = .kind(String(words[1]))
    case ("parameter", 2): target = .parameter(String(words[1]))
    case ("instance", 2): target = .instance(String(words[1]))
    case ("finding", 2): target = .finding(String(words[1]))
    case ("divergence", 1): target = .divergence
    case (let word?, 1):
      if Self.kinds.contains(String(word)) {
        target = .kind(String(word))
      } else if word.contains("#") || (word.first?.isUppercase == true && !word.contains(".")) {
        target = .instance(String(word))
      } else {
        target = .parameter(String(word))
      }
    default: return nil
    }
  }

  init(_ target: Target, condition: StepExpression? = nil) {
    self.target = target
    self.condition = condition
  }

  /// Whether the call before `context` is one the target names (its condition aside):
  /// `divergence` once a divergence more than `seen` was found, `finding` at the steps where an
  /// earlier run of the replay proved it.
  func targets(
    _ context: ReplayStepContext, seenDivergences seen: Int, findingSteps: [String: Set<Int>]
  ) -> Bool {
    switch target {
    case .kind(let kind): context.matches(kind: kind)
    case .parameter(let parameter): context.matches(parameter: parameter)
    case .instance(let instance): context.matches(instance: instance)
    case .divergence: context.divergences.count > seen
    case .finding(let code): findingSteps[code]?.contains(context.index) == true
    }
  }

  var description: String {
    target.description + (condition.map { " if \($0)" } ?? "")
  }
}

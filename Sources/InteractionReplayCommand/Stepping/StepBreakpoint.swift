import InteractionModel
import InteractionReplay

/// Where an interactive `--step` stops while it continues: before a call of a kind, one that
/// offers or resolves a parameter, one to an instance (or any instance of a type), or at the
/// next divergence.
enum StepBreakpoint: Hashable, CustomStringConvertible {
  case kind(String)
  case parameter(String)
  case instance(String)
  case divergence

  /// The call kinds a `kind` breakpoint names.
  static let kinds = CallKind.allCases.map(\.rawValue)

  /// Reads `break`'s words: `kind K`, `parameter P`, `instance I`, `divergence`, or one word
  /// that says which it is: a call kind, an instance (`Type#2`, or a type name starting with a
  /// capital letter and no dot), or else a parameter.
  init?(words: [Substring]) {
    switch (words.first, words.count) {
    case ("kind", 2): self = .kind(String(words[1]))
    case ("parameter", 2): self = .parameter(String(words[1]))
    case ("instance", 2): self = .instance(String(words[1]))
    case ("divergence", 1): self = .divergence
    case (let word?, 1):
      if Self.kinds.contains(String(word)) {
        self = .kind(String(word))
      } else if word.contains("#") || (word.first?.isUppercase == true && !word.contains(".")) {
        self = .instance(String(word))
      } else {
        self = .parameter(String(word))
      }
    default: return nil
    }
  }

  /// Whether the replay stops before the step; `divergence` stops once a divergence more than
  /// `seen` was found.
  func matches(_ context: ReplayStepContext, seenDivergences seen: Int) -> Bool {
    switch self {
    case .kind(let kind): context.matches(kind: kind)
    case .parameter(let parameter): context.matches(parameter: parameter)
    case .instance(let instance): context.matches(instance: instance)
    case .divergence: context.divergences.count > seen
    }
  }

  var description: String {
    switch self {
    case .kind(let kind): "kind \(kind)"
    case .parameter(let parameter): "parameter \(parameter)"
    case .instance(let instance): "instance \(instance)"
    case .divergence: "divergence"
    }
  }
}

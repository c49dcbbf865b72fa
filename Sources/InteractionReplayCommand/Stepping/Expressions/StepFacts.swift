import InteractionModel
import InteractionReplay

/// What `break … if` and `watch` read at a stop, by key path: the call about to be issued, the
/// answer of the step just issued, the claimed set so far and the snippet so far.
///
/// The key paths (Docs/ilog.md, "Conditions and watches", lists them):
/// - `step`, `interaction`, `instance`, `kind` (also `call.kind`), `call.parameter` (a
///   resolve's, qualified by its intent's class), `offered` (also `call.offered`), `divergences`;
/// - `claimed`: the parameters claimed before the call;
/// - `answer.kind`, `answer.success`, `answer.claimed`, `answer.size.width`,
///   `answer.size.height`: the previous step's first answer (`none` before any);
/// - `snippet.count`, `snippet.height`: the views the interaction shows so far, and their
///   heights added up.
struct StepFacts {
  var step: Int
  var interaction: String?
  var instance: String
  var call: ExtensionCall
  var intentClass: String?
  var claimed: Set<Parameter>
  /// The previous step's call and first answer, when it was in the same interaction.
  var previous: (call: ExtensionCall, answer: ExtensionAnswer?)?
  var snippet: [(call: String, size: Size)]
  var divergences: Int

  /// Every key path, for `help` and for an error that names them.
  static let keyPaths = [
    "step", "interaction", "instance", "kind", "call.kind", "call.parameter", "offered",
    "call.offered", "claimed", "answer.kind", "answer.success", "answer.claimed",
    "answer.size.width", "answer.size.height", "snippet.count", "snippet.height", "divergences",
  ]

  /// The value at `keyPath`; `nil` when no such key path exists.
  func value(at keyPath: String) -> StepValue? {
    switch keyPath {
    case "step": return .number(Double(step))
    case "interaction": return interaction.map(StepValue.text) ?? StepValue.none
    case "instance": return .text(instance)
    case "kind", "call.kind": return .text(call.kindName)
    case "call.parameter":
      guard let name = call.resolvedParameter else { return StepValue.none }
      return .text(intentClass.map { "\($0).\(name)" } ?? name)
    case "offered", "call.offered":
      guard let offered = call.offeredParameters else { return StepValue.none }
      return .parameters(offered.map(\.description).sorted())
    case "claimed": return .parameters(claimed.map(\.description).sorted())
    case "divergences": return .number(Double(divergences))
    case "snippet.count": return .number(Double(snippet.count))
    case "snippet.height": return .number(snippet.reduce(0) { $0 + $1.size.height })
    default: return answerValue(at: keyPath)
    }
  }

  private func answerValue(at keyPath: String) -> StepValue? {
    guard keyPath.hasPrefix("answer.") else { return nil }
    let answer = previous?.answer
    switch keyPath {
    case "answer.kind": return previous.map { .text($0.call.kindName) } ?? StepValue.none
    case "answer.success":
      guard case .view(let success, _, _)? = answer else { return StepValue.none }
      return .flag(success)
    case "answer.claimed":
      guard let claimed = answer?.claimed else { return StepValue.none }
      return .parameters(claimed.map(\.description).sorted())
    case "answer.size.width", "answer.size.height":
      let size: Size
      switch answer {
      case .view(_, _, let viewSize)?: size = viewSize
      case .size(let answered)?: size = answered
      default: return StepValue.none
      }
      return .number(keyPath.hasSuffix("width") ? size.width : size.height)
    default: return nil
    }
  }
}

import InteractionJudging
import InteractionModel

extension InteractionReport {
  /// How a timeline names the interaction: its identifier, else `#` and its position.
  var key: String { identifier ?? "#\(position)" }

  /// Every call and completion event the report holds.
  var eventReferences: [EventReference] {
    var references: [EventReference] = []
    for call in interface?.calls ?? [] {
      references.append(call.event)
      references += call.completions.map(\.event)
    }
    for call in handling?.calls ?? [] {
      references.append(call.event)
      references += call.completions.map(\.event)
    }
    return references
  }

  func holds(_ reference: EventReference) -> Bool {
    eventReferences.contains(reference)
  }

  /// The call or answer at `reference` on one line, in `ilog inspect`'s words.
  func text(of reference: EventReference) -> String? {
    for call in interface?.calls ?? [] {
      let offered = call.offered.map { $0.isEmpty ? " (empty set)" : " " + ParameterText.list($0) }
      if call.event == reference {
        return "\(call.method.rawValue)\(offered ?? "") call \(call.index)"
      }
      if let completion = call.completions.first(where: { $0.event == reference }) {
        var words = ["\(call.method.rawValue) call \(call.index) answered"]
        if let success = completion.success { words.append(success ? "success" : "no success") }
        if let claimed = completion.claimed {
          words.append("claimed " + ParameterText.list(claimed))
        }
        words.append(Self.sizeText(completion.size))
        return words.joined(separator: " ")
      }
    }
    for call in handling?.calls ?? [] {
      if call.event == reference { return call.label + (call.instance.map { " on \($0)" } ?? "") }
      if let completion = call.completions.first(where: { $0.event == reference }) {
        return call.label + " → " + Self.answerText(completion)
      }
    }
    return nil
  }

  /// The handling run as it stands with the events `isIncluded` admits: how many calls, the
  /// last one and its answer.
  func handlingText(_ isIncluded: (EventReference) -> Bool) -> String {
    let calls = (handling?.calls ?? []).filter { isIncluded($0.event) }
    guard let lastCall = calls.last else { return "" }
    let answer = lastCall.completions.first { isIncluded($0.event) }
    let phase: String
    switch lastCall.method {
    case .dispatch: phase = "dispatching"
    case .resolve: phase = "resolving"
    case .confirm: phase = "confirming"
    case .handle: phase = answer == nil ? "handling" : "handled"
    }
    let count = calls.count == 1 ? "1 call" : "\(calls.count) calls"
    let last = lastCall.label + (answer.map { " → " + Self.answerText($0) } ?? ", no answer yet")
    return "\(phase) · \(count) · last: \(last)"
  }

  private static func answerText(_ completion: HandlingCompletion) -> String {
    if let results = completion.results {
      return results.map(\.kindName).joined(separator: ", ")
    }
    if let code = completion.code { return code.name }
    if let type = completion.handlerType { return "handler \(type)" }
    return "answered"
  }

  private static func sizeText(_ size: Size) -> String {
    func number(_ value: Double) -> String {
      value.isFinite && value == value.rounded() && abs(value) < 1e15
        ? String(Int64(value)) : String(value)
    }
    return number(size.width) + "x" + number(size.height)
  }
}

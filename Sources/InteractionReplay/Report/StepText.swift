package import InteractionHost
package import InteractionModel

/// Calls and answers as the short, stable lines a divergence report compares and prints.
package enum StepText {
  /// A call's line; `intent` names the intent of a confirm or handle in place of the call's own
  /// (the recorded one, in a report), `shown` the interaction a `configure` was given.
  package static func call(
    _ call: ExtensionCall, intent: Intent? = nil, shown: Interaction? = nil
  ) -> String {
    switch call {
    case .dispatch(let dispatched):
      "handler(for: \(dispatched.className))"
    case .resolve(let parameter, _):
      "resolve(\(parameter))"
    case .confirm(let called):
      "confirm(\((intent ?? called).className))"
    case .handle(let called):
      "handle(\((intent ?? called).className))"
    case .configure(let context):
      "configure(with: \(shown?.identifier ?? "?"), context: \(context.name))"
    case .configureView(let parameters, let behavior, let context):
      "configureView(for: \(set(Set(parameters))), interactiveBehavior: \(behavior.name), "
        + "context: \(context.name))"
    }
  }

  /// A step's call's line, with the interaction it was given.
  package static func call(_ step: HostStep, intent: Intent? = nil) -> String {
    call(step.call, intent: intent, shown: step.interaction)
  }

  /// The lines of a step's answers; `nil` answers print as no completion.
  package static func answers(_ answers: [ExtensionAnswer]) -> [String] {
    guard let first = answers.first else { return ["completion: none"] }
    var lines = self.answer(first)
    for (position, later) in answers.dropFirst().enumerated() {
      lines.append(
        "completion \(position + 2): " + self.answer(later).joined(separator: ", "))
    }
    return lines
  }

  package static func answer(_ answer: ExtensionAnswer) -> [String] {
    switch answer {
    case .handler(let type):
      return ["handler: \(type ?? "none")"]
    case .resolution(_, let results):
      return ["results: [\(results.map(result).joined(separator: ", "))]"]
    case .response(let response):
      return ["response: \(response.className)", "code: \(response.code)"]
        + response.properties.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }
    case .size(let size):
      return ["size: \(self.size(size))"]
    case .view(let success, let claimed, let size):
      return [
        "success: \(success)", "claimed: \(set(Set(claimed)))", "size: \(self.size(size))",
      ]
    }
  }

  package static func set(_ parameters: Set<Parameter>) -> String {
    "[" + parameters.sorted().map(\.description).joined(separator: ", ") + "]"
  }

  package static func size(_ size: Size) -> String {
    "\(number(size.width))×\(number(size.height))"
  }

  private static func number(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
  }

  private static func result(_ result: ResolutionResult) -> String {
    switch result {
    case .success(let value): "success(\(value))"
    case .disambiguation(let values):
      "disambiguation(\(values.map(\.description).joined(separator: ", ")))"
    case .confirmationRequired(let value): "confirmationRequired(\(value))"
    case .needsValue: "needsValue"
    case .notRequired: "notRequired"
    case .unsupported(let reason): "unsupported(\(reason.map(\.description) ?? "nil"))"
    }
  }
}

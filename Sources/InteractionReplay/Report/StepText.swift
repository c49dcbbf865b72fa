package import InteractionHost
package import InteractionModel

/// Calls and answers as the short, stable lines a divergence report compares and prints.
package enum StepText {
  package static func call(_ call: HostCall, intent: Intent? = nil) -> String {
    switch call {
    case .dispatch(let intentClass):
      "handler(for: \(intentClass))"
    case .resolve(let parameter):
      "resolve(\(parameter))"
    case .confirm:
      "confirm(\(intent?.className ?? "intent"))"
    case .handle:
      "handle(\(intent?.className ?? "intent"))"
    case .configure(let interaction, let context):
      "configure(with: \(interaction.identifier), context: \(context.name))"
    case .configureView(let parameters, let behavior, let context):
      "configureView(for: \(set(parameters)), interactiveBehavior: \(behavior.name), "
        + "context: \(context.name))"
    }
  }

  /// The lines of a step's answers; `nil` answers print as no completion.
  package static func answers(_ answers: [HostAnswer]) -> [String] {
    guard let first = answers.first else { return ["completion: none"] }
    var lines = self.answer(first)
    for (position, later) in answers.dropFirst().enumerated() {
      lines.append(
        "completion \(position + 2): " + self.answer(later).joined(separator: ", "))
    }
    return lines
  }

  package static func answer(_ answer: HostAnswer) -> [String] {
    switch answer {
    case .handler(let type):
      return ["handler: \(type ?? "none")"]
    case .resolution(let results):
      return ["results: [\(results.map(result).joined(separator: ", "))]"]
    case .response(let response):
      return ["response: \(response.className)", "code: \(response.code)"]
        + response.properties.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }
    case .size(let size):
      return ["size: \(self.size(size))"]
    case .view(let result):
      return [
        "success: \(result.success)", "claimed: \(set(result.claimed))",
        "size: \(size(result.desiredSize))",
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

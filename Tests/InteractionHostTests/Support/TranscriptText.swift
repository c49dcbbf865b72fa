import InteractionHost
import InteractionModel

/// A parameter set as sorted text, such as `{INSendMessageIntent.content}`.
func text(_ parameters: Set<Parameter>) -> String {
  "{" + parameters.sorted().map(\.description).joined(separator: ", ") + "}"
}

/// A size as `320x44`.
func text(_ size: Size) -> String {
  "\(Int(size.width))x\(Int(size.height))"
}

/// Each `configureView` step as one line, `offered → success claimed size`, repeated answers
/// joined by `, then `, a missing one as `timeout`: readable expectations with readable diffs.
func viewLines(_ transcript: HostTranscript) -> [String] {
  transcript.viewSteps.map { step in
    let answers = step.answers.compactMap(\.view).map { result in
      "\(result.success) \(text(result.claimed)) \(text(result.desiredSize))"
    }
    let offered = text(step.call.offeredParameters ?? [])
    var line =
      "\(offered) → " + (answers.isEmpty ? "timeout" : answers.joined(separator: ", then "))
    if step.arrivedLate { line += " (late)" }
    return line
  }
}

/// The text forms of the parameters offered, call by call.
func offeredTexts(_ transcript: HostTranscript) -> [String] {
  transcript.offeredSets.map(text)
}

/// A parameter from its text form, failing the test rather than trapping when it is invalid.
func parameter(_ text: String) throws -> Parameter {
  try Parameter(text)
}

/// Host options that never wait.
///
/// The injected sleep returns at once, so a completion that has not come by the time the host
/// waits has timed out. Only for controllers and handlers that answer synchronously or never.
func impatientOptions(
  delivery: DeliveryPolicy = .documented, faults: HostFaults = []
) -> HostOptions {
  HostOptions(delivery: delivery, faults: faults, timeout: 0, sleep: { _ in })
}

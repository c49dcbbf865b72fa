import InteractionHost
import InteractionJudging
import InteractionModel

/// The checks of what the user sees on a replayed run: the run logged in memory
/// (``ReplayedRunLog``), projected and inspected as a recording is, each finding of the
/// extension's code a ``DivergenceKind/codeFinding`` and each property that fails a
/// ``DivergenceKind/propertyFailed``.
///
/// SiriKit's findings (the order, the re-asks, the instances) are the plan a chaos replay plays
/// on purpose, so they never fail it. Completions missing or repeated are left to the run, which
/// reports them for each step with the recorded answers beside them.
struct ReplayChecks {
  /// The rules a replayed run is checked with: those of the extension's code.
  static let rules: [any InspectionRule] = InspectionRules.standard.filter { rule in
    let code = type(of: rule).code
    return code.origin == .extensionCode && code != .completionMissing
      && code != .completionRepeated
  }

  let checksFindings: Bool
  let properties: [ReplayProperty]

  /// The divergences of a run's steps.
  ///
  /// - Parameters:
  ///   - steps: The run's steps.
  ///   - log: The run logged in memory.
  /// - Returns: A divergence per finding and per property that fails, in interaction order.
  func divergences(steps: [ReplayedStep], log: ReplayedRunLog) -> [Divergence] {
    guard checksFindings || !properties.isEmpty else { return [] }
    var fold = InspectionFold(
      configuration: InspectionConfiguration(rules: checksFindings ? Self.rules : []))
    var reports: [InteractionReport] = []
    for record in log.records { fold.consume(record) { reports.append($0) } }
    _ = fold.finish(summaries: []) { reports.append($0) }
    var found: [Divergence] = []
    for report in reports.sorted(by: { $0.position < $1.position }) {
      for finding in report.findings {
        let step = finding.evidence.compactMap {
          log.stepByEvent[ReplayedRunLog.Place(file: $0.file, sequence: $0.sequence)]
        }.max()
        found.append(
          divergence(
            .codeFinding, at: step, steps: steps, interaction: report.identifier,
            field: finding.code.rawValue,
            actual: ["\(finding.code): \(finding.explanation)", "hint: \(finding.hint)"]))
      }
      for property in properties {
        guard let failure = property.check(report) else { continue }
        let last = report.interface?.calls.last.flatMap {
          log.stepByEvent[ReplayedRunLog.Place(file: $0.event.file, sequence: $0.event.sequence)]
        }
        found.append(
          divergence(
            .propertyFailed, at: last, steps: steps, interaction: report.identifier,
            field: property.name, actual: ["\(property.name): \(failure)"]))
      }
    }
    return found
  }

  private func divergence(
    _ kind: DivergenceKind, at step: Int?, steps: [ReplayedStep], interaction: String?,
    field: String, actual: [String]
  ) -> Divergence {
    let replayed = step.flatMap { steps.indices.contains($0 - 1) ? steps[$0 - 1] : nil }
    return Divergence(
      kind: kind, step: step, sequence: replayed?.recorded?.sequence,
      file: replayed?.recorded?.file, interaction: interaction,
      call: replayed?.replayed.map { StepText.call($0, intent: replayed?.recorded?.intent) }
        ?? "the interaction", instance: replayed?.replayed?.instance, field: field,
      expected: [], actual: actual)
  }
}

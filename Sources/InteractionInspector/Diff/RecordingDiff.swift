import InteractionModel

/// Compares two recordings interaction by interaction: the order of calls, the parameters offered
/// and claimed, completions, resolution results and response codes.
///
/// Interactions are matched by intent class and ordinal (the second `INSendMessageIntent` of one
/// with the second of the other), in the expected recording's order; an interaction one has and
/// the other lacks is a difference of its own. Instance ids, call ids, times and latencies are
/// not compared: they differ between any two runs.
///
/// ```swift
/// let differences = RecordingDiff.differences(expected: documented, actual: recorded)
/// if let first = differences.first { print(first) }  // the first divergence, first
/// ```
public enum RecordingDiff {
  /// The differences between two recordings, the first divergence first.
  ///
  /// Within an interaction, handling comes before interface, and calls in their order; within a
  /// call, fields in the order `method`, `parameter`/`offered`, `completions`, then what the
  /// first completion answered.
  ///
  /// - Parameters:
  ///   - expected: The reference recording's report, its interactions retained.
  ///   - actual: The recording compared with it, its interactions retained.
  /// - Returns: The differences, empty when the recordings agree.
  public static func differences(expected: SessionReport, actual: SessionReport)
    -> [Difference]
  {
    var remaining: [MatchKey: InteractionReport] = [:]
    for interaction in actual.interactions { remaining[MatchKey(interaction)] = interaction }
    var differences: [Difference] = []
    for reference in expected.interactions {
      let key = MatchKey(reference)
      guard let other = remaining.removeValue(forKey: key) else {
        differences.append(presence(key, expected: "present", actual: nil))
        continue
      }
      differences += compare(reference, other, key: key)
    }
    let extra = actual.interactions.filter { remaining[MatchKey($0)] != nil }
    for interaction in extra {
      differences.append(presence(MatchKey(interaction), expected: nil, actual: "present"))
    }
    return differences
  }

  private struct MatchKey: Hashable {
    var intentClass: String?
    var ordinal: Int

    init(_ interaction: InteractionReport) {
      intentClass = interaction.intentClass
      ordinal = interaction.classOrdinal
    }
  }

  private static func presence(_ key: MatchKey, expected: String?, actual: String?) -> Difference {
    Difference(
      path: DifferencePath(
        intentClass: key.intentClass, ordinal: key.ordinal, phase: .interaction, call: nil,
        field: "present"),
      expected: expected, actual: actual)
  }

  private static func compare(
    _ expected: InteractionReport, _ actual: InteractionReport, key: MatchKey
  ) -> [Difference] {
    var differences: [Difference] = []
    func note(
      _ phase: DifferencePath.Phase, _ call: Int?, _ field: String, _ a: String?, _ b: String?
    ) {
      guard a != b else { return }
      differences.append(
        Difference(
          path: DifferencePath(
            intentClass: key.intentClass, ordinal: key.ordinal, phase: phase, call: call,
            field: field),
          expected: a, actual: b))
    }
    let expectedHandling = expected.handling?.calls.filter { $0.method != .dispatch } ?? []
    let actualHandling = actual.handling?.calls.filter { $0.method != .dispatch } ?? []
    for index in 0..<max(expectedHandling.count, actualHandling.count) {
      let a = expectedHandling.indices.contains(index) ? expectedHandling[index] : nil
      let b = actualHandling.indices.contains(index) ? actualHandling[index] : nil
      let number = index + 1
      guard let a, let b else {
        note(.handling, number, "method", a?.label, b?.label)
        continue
      }
      note(.handling, number, "method", a.label, b.label)
      guard a.label == b.label else { continue }
      note(.handling, number, "completions", "\(a.completions.count)", "\(b.completions.count)")
      note(.handling, number, "results", results(a), results(b))
      note(
        .handling, number, "code", a.completions.first?.code?.description,
        b.completions.first?.code?.description)
    }
    let expectedCalls = expected.interface?.calls ?? []
    let actualCalls = actual.interface?.calls ?? []
    for index in 0..<max(expectedCalls.count, actualCalls.count) {
      let a = expectedCalls.indices.contains(index) ? expectedCalls[index] : nil
      let b = actualCalls.indices.contains(index) ? actualCalls[index] : nil
      let number = index + 1
      guard let a, let b else {
        note(.interface, number, "method", a.map(summary), b.map(summary))
        continue
      }
      note(.interface, number, "method", a.method.rawValue, b.method.rawValue)
      note(
        .interface, number, "offered", a.offered.map(ParameterText.list),
        b.offered.map(ParameterText.list))
      note(.interface, number, "completions", "\(a.completions.count)", "\(b.completions.count)")
      let first = (a.completions.first, b.completions.first)
      note(
        .interface, number, "success", first.0?.success.map(String.init),
        first.1?.success.map(String.init))
      note(
        .interface, number, "claimed", first.0?.claimed.map(ParameterText.list),
        first.1?.claimed.map(ParameterText.list))
      note(.interface, number, "size", first.0.map { text($0.size) }, first.1.map { text($0.size) })
    }
    return differences
  }

  private static func results(_ call: HandlingCall) -> String? {
    guard let results = call.completions.first?.results else { return nil }
    return "[" + results.map(text).joined(separator: ", ") + "]"
  }

  private static func summary(_ call: UICall) -> String {
    guard let offered = call.offered else { return call.method.rawValue }
    return "\(call.method.rawValue) \(ParameterText.list(offered))"
  }

  /// `320x44`, as `ilog events` writes sizes: fractions only where there are some.
  private static func text(_ size: Size) -> String {
    RenderText.size(size)
  }

  private static func text(_ result: ResolutionResult) -> String {
    switch result {
    case .success(let value): "success(\(value))"
    case .disambiguation(let values): "disambiguation(\(Value.array(values)))"
    case .confirmationRequired(let value): "confirmationRequired(\(value))"
    case .needsValue: "needsValue"
    case .notRequired: "notRequired"
    case .unsupported(let reason): "unsupported(\(reason?.description ?? ""))"
    }
  }
}

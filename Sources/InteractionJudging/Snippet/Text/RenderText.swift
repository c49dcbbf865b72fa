package import InteractionModel

/// The small text forms every renderer shares: counts, latencies, sizes, values and answers.
package enum RenderText {
  /// Values longer than this are cut, with `…`.
  package static let valueLimit = 48

  /// `1 interaction`, `3 interactions`.
  package static func count(_ number: Int, _ noun: String, plural: String? = nil) -> String {
    "\(number) \(number == 1 ? noun : plural ?? noun + "s")"
  }

  /// Nanoseconds as `0.100 ms`, `12.3 ms` or `10.00 s`: three significant places at least, in
  /// the unit a person reads them in.
  package static func latency(_ nanoseconds: UInt64?) -> String {
    guard let nanoseconds else { return "" }
    if nanoseconds < 10_000_000 { return fixed(nanoseconds, per: 1_000_000, places: 3) + " ms" }
    if nanoseconds < 1_000_000_000 { return fixed(nanoseconds, per: 1_000_000, places: 1) + " ms" }
    return fixed(nanoseconds, per: 1_000_000_000, places: 2) + " s"
  }

  /// `value / per` with `places` decimals, rounded half up, in integer arithmetic so that every
  /// platform prints the same digits.
  package static func fixed(_ value: UInt64, per: UInt64, places: Int) -> String {
    var scale: UInt64 = 1
    for _ in 0..<places { scale *= 10 }
    // The remainder is below `per`, so scaling it cannot overflow whatever the value.
    var whole = value / per
    var fraction = (value % per * scale + per / 2) / per
    if fraction == scale {
      whole += 1
      fraction = 0
    }
    guard places > 0 else { return String(whole) }
    let digits = String(fraction)
    return "\(whole)." + String(repeating: "0", count: places - digits.count) + digits
  }

  /// A ratio with three decimals: `0.234`.
  package static func ratio(_ value: Double) -> String {
    let thousandths = Int((value * 1000).rounded())
    let fraction = String(thousandths % 1000)
    return "\(thousandths / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
  }

  /// `320x180`, with fractions only where there are some.
  package static func size(_ size: Size) -> String {
    "\(number(size.width))x\(number(size.height))"
  }

  package static func number(_ value: Double) -> String {
    if value.isFinite, value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    return value.description
  }

  /// A value as JSON-like text, cut at ``valueLimit``.
  package static func value(_ value: Value, limit: Int = valueLimit) -> String {
    cut(value.description, limit)
  }

  package static func cut(_ text: String, _ limit: Int) -> String {
    guard text.count > limit else { return text }
    return String(text.prefix(limit - 1)) + "…"
  }

  /// `success "Morning run"`, `disambiguation [5, 10]`, `needsValue`, `unsupported noAccount`.
  package static func result(_ result: ResolutionResult) -> String {
    switch result {
    case .success(let value): "success \(Self.value(value))"
    case .disambiguation(let values): "disambiguation \(Self.value(.array(values)))"
    case .confirmationRequired(let value): "confirmationRequired \(Self.value(value))"
    case .needsValue: "needsValue"
    case .notRequired: "notRequired"
    case .unsupported(let reason?): "unsupported \(reason.name ?? String(reason.rawValue))"
    case .unsupported(nil): "unsupported"
    }
  }

  /// What a handling completion answered, in a few words.
  package static func answer(_ completion: HandlingCompletion, method: HandlingCall.Method)
    -> String
  {
    switch method {
    case .dispatch:
      return completion.handler.map { "→ \($0)" } ?? "no handler"
    case .resolve:
      let results = completion.results ?? []
      return results.isEmpty ? "(no results)" : results.map(result).joined(separator: "; ")
    case .confirm, .handle:
      return completion.code?.name ?? "(no code)"
    }
  }

  /// What an interaction's heading says under its title: the response and its code, the
  /// handling status, the direction, the contexts and the interactive behaviors.
  package static func details(of interaction: InteractionReport) -> [String] {
    var details: [String] = []
    if let snapshot = interaction.snapshot {
      if let response = snapshot.response {
        details.append("response \(response.className) \(response.code.name)")
      } else {
        details.append("no response")
      }
      details.append("status \(snapshot.handlingStatus.name)")
      details.append(snapshot.direction.name)
    }
    let calls = interaction.interface?.calls ?? []
    let contexts = Set(calls.map(\.context.name)).sorted()
    if !contexts.isEmpty { details.append(contexts.joined(separator: ", ")) }
    let behaviors = Set(calls.compactMap { $0.interactiveBehavior?.name }).sorted()
    if !behaviors.isEmpty { details.append("behavior " + behaviors.joined(separator: ", ")) }
    return details
  }

  /// What each later version of an interaction changed, with the event that wrote it:
  /// `ui-extension-502.ilog#9: status inProgress → success, response code inProgress → success`.
  package static func versionChanges(of interaction: InteractionReport, files: FileNames)
    -> [String]
  {
    guard var previous = interaction.snapshot else { return [] }
    var lines: [String] = []
    for version in interaction.laterVersions ?? [] {
      let current = version.snapshot
      var changes: [String] = []
      if current.intent != previous.intent {
        changes.append("intent \(current.intent.className) changed")
      }
      if current.handlingStatus != previous.handlingStatus {
        changes.append(
          "status \(previous.handlingStatus.name) → \(current.handlingStatus.name)")
      }
      switch (previous.response, current.response) {
      case (nil, let response?):
        changes.append("response \(response.className) \(response.code.name) came")
      case (let before?, let after?) where before.code != after.code:
        changes.append("response code \(before.code.name) → \(after.code.name)")
      case (let before?, let after?) where before != after:
        let keys = Set(before.properties.keys).union(after.properties.keys)
          .filter { before.properties[$0] != after.properties[$0] }.sorted()
        changes.append("response \(keys.joined(separator: ", ")) changed")
      case (_?, nil):
        changes.append("response removed")
      default:
        break
      }
      if current.direction != previous.direction {
        changes.append("direction \(previous.direction.name) → \(current.direction.name)")
      }
      if changes.isEmpty { changes.append("changed") }
      let place = "\(files.name(version.event.file))#\(version.event.sequence)"
      lines.append("\(place): " + changes.joined(separator: ", "))
      previous = current
    }
    return lines
  }

  /// `a, b and c`.
  package static func sentence(_ items: [String]) -> String {
    guard items.count > 1, let last = items.last else { return items.first ?? "" }
    return items.dropLast().joined(separator: ", ") + " and " + last
  }

  /// The last path component: `ui-extension-502.ilog`.
  package static func basename(_ path: String) -> String {
    path.split(separator: "/", omittingEmptySubsequences: true).last.map(String.init) ?? path
  }
}

/// Short names for a session's files: each file's last path component, or its whole path where
/// two files share one.
package struct FileNames {
  private var names: [String: String] = [:]

  package init(_ files: [String]) {
    var byBase: [String: Int] = [:]
    for file in files { byBase[RenderText.basename(file), default: 0] += 1 }
    for file in files {
      let base = RenderText.basename(file)
      names[file] = byBase[base] == 1 ? base : file
    }
  }

  package func name(_ file: String) -> String { names[file] ?? file }

  /// `ui-extension-502.ilog#5`.
  package func reference(_ event: EventReference) -> String {
    "\(name(event.file))#\(event.sequence)"
  }
}

/// Parameter names relative to an interaction: a parameter of the intent's or the response's
/// class is shown by its key path alone (`intentDescription`, `rideStatus.driver`), where that
/// is unambiguous; any other keeps its class (`INOtherIntent.title`), which makes a foreign
/// claim stand out.
package struct ParameterNames {
  package let ownClasses: Set<String>
  private var ambiguous: Set<String> = []

  package init(_ interaction: InteractionReport) {
    ownClasses = interaction.ownClassNames
    var seen: [String: String] = [:]
    // Each list is read where it stands: joining them would copy every parameter.
    func see(_ parameters: [Parameter]?) {
      for parameter in parameters ?? [] where ownClasses.contains(parameter.className) {
        let path = parameter.subscriptedKeyPath
        if let other = seen[path], other != parameter.className { ambiguous.insert(path) }
        seen[path] = parameter.className
      }
    }
    for call in interaction.interface?.calls ?? [] {
      see(call.offered)
      for completion in call.completions { see(completion.claimed) }
      see(call.claimedAfter)
    }
  }

  package func name(_ parameter: Parameter) -> String {
    let path = parameter.subscriptedKeyPath
    guard ownClasses.contains(parameter.className), !ambiguous.contains(path) else {
      return parameter.description
    }
    return path
  }

  /// Names sorted as the parameters sort.
  package func names(_ parameters: [Parameter]) -> [String] {
    parameters.sorted().map(name)
  }
}

import InteractionJudging
import InteractionModel

/// Short text forms of the projections, so tests compare whole sequences at a glance.
enum ReportText {
  /// `resolve workoutName on H#1 → success("run") 1.0ms`, one line per handling call.
  static func handling(_ phase: HandlingPhase?) -> [String] {
    (phase?.calls ?? []).map { call in
      var line = "\(call.label) on \(call.instance ?? "?")"
      let answers = call.completions.map { completion -> String in
        if let results = completion.results {
          return results.map(\.kindName).joined(separator: ",")
        }
        if let code = completion.code { return code.name }
        return completion.handler ?? "no handler"
      }
      line += " → " + (answers.isEmpty ? "(none)" : answers.joined(separator: " then "))
      if let latency = call.latency { line += " \(latency / 1000)us" }
      return line
    }
  }

  /// `1 configureView W#1 [] → true [] 320x44 | claimed []`, one line per interface call.
  static func interface(_ phase: InterfacePhase?) -> [String] {
    (phase?.calls ?? []).map { call in
      var line = "\(call.index) \(call.method.rawValue) \(call.instance ?? "?")"
      if let offered = call.offered { line += " " + list(offered) }
      let answers = call.completions.map { completion -> String in
        var text = ""
        if let success = completion.success { text += "\(success) " }
        if let claimed = completion.claimed { text += list(claimed) + " " }
        return text + "\(Int(completion.size.width))x\(Int(completion.size.height))"
      }
      line += " → " + (answers.isEmpty ? "(none)" : answers.joined(separator: " then "))
      return line + " | claimed " + list(call.claimedAfter)
    }
  }

  static func list(_ parameters: [Parameter]) -> String {
    "[" + parameters.map(\.description).joined(separator: ", ") + "]"
  }
}

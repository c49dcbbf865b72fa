import InteractionLog
import InteractionModel

/// The names of the event kinds ilog/1 defines.
enum EventKindNames {
  static let known = Set(EventKind.known.map(\.rawValue))
}

/// One interface call as every format shows it: what was offered (marking what was already
/// claimed), the claimed set carried forward with this call's new claims, and the answer.
struct UICallView {
  enum Offered: Hashable {
    case emptySet
    case notApplicable
    case parameter(String)
    /// Offered although call `by` had claimed it (R7).
    case reasked(String, by: Int)
  }

  enum Claimed: Hashable {
    case none
    case new(String)
    case carried(String)
  }

  enum Success: Hashable {
    case notApplicable
    case answered([Bool])
    case missing
    case cutOff
  }

  var offered: [Offered]
  var claimed: [Claimed]
  /// What this call claimed (its first completion, `UICall.claimed`), sorted.
  var claimedHere: [String]
  var success: Success
  var size: String
  var latency: String

  init(_ call: UICall, in interface: InterfacePhase, names: ParameterNames) {
    let before = Set(interface.claimedBefore(call))
    if let parameters = call.offered {
      let claims = interface.claims(before: call)
      offered =
        parameters.isEmpty
        ? [.emptySet]
        : parameters.sorted().map { parameter in
          guard before.contains(parameter) else { return .parameter(names.name(parameter)) }
          return .reasked(names.name(parameter), by: claims.firstClaimer(of: parameter) ?? 0)
        }
    } else {
      offered = [.notApplicable]
    }
    let here = Set(call.claimed)
    claimedHere = names.names(Array(here))
    let new = here.subtracting(before)
    let carried = Set(call.claimedAfter).union(before).subtracting(new)
    claimed =
      names.names(Array(new)).map(Claimed.new) + names.names(Array(carried)).map(Claimed.carried)
    if claimed.isEmpty { claimed = [.none] }
    if call.completions.isEmpty {
      success = call.isCutOff ? .cutOff : .missing
    } else if call.method == .configure {
      success = .notApplicable
    } else {
      success = .answered(call.completions.compactMap(\.success))
    }
    size = call.completions.first.map { RenderText.size($0.size) } ?? ""
    latency = RenderText.latency(call.latency)
  }
}

/// A handling phase as every format shows it: its calls without the dispatches that went well
/// (numbered as ``RecordingDiff`` numbers them), and how many handlers served them.
struct HandlingView {
  enum Answer: Hashable {
    case answered([String])
    case missing
    case cutOff
    case noHandler
  }

  struct Row {
    /// The call's number among the phase's calls other than dispatches; `nil` for a dispatch.
    var number: Int?
    var call: HandlingCall
    var answer: Answer
  }

  var rows: [Row] = []
  var handlerSummary: String

  init(_ phase: HandlingPhase) {
    var number = 0
    for call in phase.calls {
      let answer: Answer
      if call.completions.isEmpty {
        answer = call.isCutOff ? .cutOff : .missing
      } else if call.method == .dispatch, call.completions.count == 1,
        call.completions[0].handler == nil
      {
        answer = .noHandler
      } else {
        answer = .answered(call.completions.map { RenderText.answer($0, method: call.method) })
      }
      if call.method == .dispatch {
        // A dispatch that returned its handler once is shown by the call that follows it.
        if case .answered(let texts) = answer, texts.count == 1 { continue }
        rows.append(Row(number: nil, call: call, answer: answer))
      } else {
        number += 1
        rows.append(Row(number: number, call: call, answer: answer))
      }
    }
    let calls = phase.calls.filter { $0.method != .dispatch }
    let handlers = Set(calls.compactMap(\.instance)).count
    switch (calls.count, handlers) {
    case (0, _): handlerSummary = "no calls after dispatch"
    case (1, _): handlerSummary = "1 call"
    case (let count, let distinct) where distinct == count:
      handlerSummary = "a new handler for each of the \(count) calls"
    case (let count, let distinct):
      handlerSummary = "\(RenderText.count(distinct, "handler")) for \(count) calls"
    }
  }
}

/// How a log file ended, in a few words with their weight.
struct ProcessState {
  enum Weight {
    case good
    case warning
    case bad
  }

  var notes: [(text: String, weight: Weight)] = []

  init(_ process: ProcessReport) {
    for damage in process.damages {
      let what = damage.isTornTail ? "torn" : damage.kind
      notes.append(("\(what) at byte \(damage.offset)", .bad))
    }
    if !process.hasEnd {
      notes.append(("no end event", .warning))
    } else if !process.isCleanlyClosed && process.damages.isEmpty {
      notes.append(("not closed cleanly", .warning))
    }
    if process.droppedEvents > 0 {
      notes.append((RenderText.count(Int(process.droppedEvents), "event") + " dropped", .warning))
    }
    if process.errors > 0 {
      notes.append((RenderText.count(process.errors, "recorder error"), .warning))
    }
    if process.unknownEvents > 0 {
      notes.append(
        (RenderText.count(process.unknownEvents, "event") + " of unknown kinds", .warning))
    }
    if process.brokenLinks > 0 {
      notes.append((RenderText.count(process.brokenLinks, "broken link"), .warning))
    }
    if process.lateCompletions > 0 {
      let count = RenderText.count(process.lateCompletions, "completion")
      notes.append((count + " after their interaction was closed", .warning))
    }
    if process.isCleanlyClosed { notes.insert(("closed cleanly", .good), at: 0) }
  }

  var text: String { notes.map(\.text).joined(separator: ", ") }
}

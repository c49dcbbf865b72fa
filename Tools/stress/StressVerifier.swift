import InteractionLog
import InteractionModel

/// Reads a stress run's log back and checks it thread by thread.
struct StressVerifier {
  let threads: Int
  let calls: Int

  /// What the log held.
  struct Verdict {
    var events = 0
    var dropped: UInt64 = 0
    var problems: [String] = []

    /// One line: what was checked and found.
    var summary: String {
      let dropNote = dropped > 0 ? ", \(dropped) dropped by the full buffer (counted in gaps)" : ""
      return problems.isEmpty
        ? "verified: no event lost, duplicated or out of order within a thread\(dropNote)"
        : "\(problems.count) problems\(dropNote)"
    }
  }

  private enum Method: Hashable { case dispatch, handle }

  /// Reads the log at `path` with the strict policy and checks it.
  ///
  /// - Throws: ``InteractionLog/LogReadError`` for any damage.
  func verify(_ path: String) throws -> Verdict {
    var verdict = Verdict()
    var seen: [Method: [[Int]]] = [
      .dispatch: Array(repeating: [], count: threads),
      .handle: Array(repeating: [], count: threads),
    ]
    var notes = Array(repeating: [Int](), count: threads)
    var threadIDs = Array(repeating: Set<UInt64>(), count: threads)
    var open: [UInt64: Method] = [:]
    var orphans = 0
    let reader = try LogFileReader(path: path, policy: .strict)
    while let record = try reader.next() {
      let event = record.event
      verdict.events += 1
      switch event.payload {
      case .dispatch(let intent), .handle(let intent):
        let method: Method = if case .dispatch = event.payload { .dispatch } else { .handle }
        guard let (thread, call) = Self.parse(intent.identifier, separator: "-"),
          thread < threads, let callID = event.call
        else {
          verdict.problems.append("event \(event.sequence): an intent not of this run")
          continue
        }
        seen[method, default: []][thread].append(call)
        threadIDs[thread].insert(event.thread)
        if open.updateValue(method, forKey: callID) != nil {
          verdict.problems.append("event \(event.sequence): call id \(callID) used twice")
        }
      case .dispatchCompletion, .handleCompletion:
        let method: Method =
          if case .dispatchCompletion = event.payload { .dispatch } else { .handle }
        guard let callID = event.call, open.removeValue(forKey: callID) == method else {
          // Its call may have been dropped by a full buffer; the counts below must say so.
          orphans += 1
          continue
        }
      case .note(let text, _):
        guard let (thread, call) = Self.parse(text.replacingThreadWords(), separator: " "),
          thread < threads
        else { continue }
        notes[thread].append(call)
      case .gap(let dropped, _):
        verdict.dropped += dropped
      default:
        break
      }
    }
    let (calls, missingNotes) = check(seen, notes: notes, threadIDs: threadIDs, into: &verdict)
    // Every dropped event is a call, a completion or a note. A dropped call leaves its
    // completion an orphan, or, dropped too, missing; a dropped completion leaves its call open.
    // The gaps' count must explain every one of them, exactly.
    let droppedCompletions = open.count + (calls - orphans)
    if orphans > calls || UInt64(calls + missingNotes + droppedCompletions) != verdict.dropped {
      verdict.problems.append(
        "\(calls) calls and \(missingNotes) notes missing, \(open.count) calls without a completion, "
          + "\(orphans) completions without a call; gap events count \(verdict.dropped) dropped")
    }
    if !reader.summary.isCleanlyClosed { verdict.problems.append("the log is not closed cleanly") }
    return verdict
  }

  /// Checks each thread's calls and notes; returns how many of each are missing.
  private func check(
    _ seen: [Method: [[Int]]], notes: [[Int]], threadIDs: [Set<UInt64>],
    into verdict: inout Verdict
  ) -> (calls: Int, notes: Int) {
    let expected = Array(0..<calls)
    let expectedNotes = Array(stride(from: 0, to: calls, by: 16))
    var missingCalls = 0
    var missingNotes = 0
    for thread in 0..<threads {
      for (name, list) in [
        ("dispatch", seen[.dispatch, default: []][thread]),
        ("handle", seen[.handle, default: []][thread]),
        ("note", notes[thread]),
      ] {
        let all = name == "note" ? expectedNotes : expected
        // Strictly increasing: nothing duplicated, nothing out of the thread's order.
        if zip(list, list.dropFirst()).contains(where: { $0 >= $1 }) {
          verdict.problems.append("thread \(thread): \(name) calls duplicated or reordered")
        }
        let missing = all.count - Set(list).intersection(all).count
        if name == "note" { missingNotes += missing } else { missingCalls += missing }
      }
      if threadIDs[thread].count > 1 {
        verdict.problems.append(
          "thread \(thread): its calls carry \(threadIDs[thread].count) thread ids")
      }
    }
    return (missingCalls, missingNotes)
  }

  /// `t<separator>i` as two integers.
  private static func parse(_ text: String?, separator: Character) -> (Int, Int)? {
    guard let parts = text?.split(separator: separator), parts.count == 2,
      let first = Int(parts[0]), let second = Int(parts[1])
    else { return nil }
    return (first, second)
  }
}

extension String {
  /// `thread 3 call 48` as `3 48`.
  fileprivate func replacingThreadWords() -> String {
    split(separator: " ").filter { $0 != "thread" && $0 != "call" }.joined(separator: " ")
  }
}

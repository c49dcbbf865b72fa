import InteractionLog
import InteractionModel
import InteractionSamples

extension Benchmark {
  /// The recorder issue's rows, in table order; the ratios find theirs by raw value.
  enum CallRole: Int, CaseIterable {
    case direct, rawWriteThrough, recordedWriteThrough, rawBuffered, recordedBuffered
  }

  /// Resolve calls per run: two events each, so as many events as the writers' rows.
  var recorderCalls: Int { max(1, options.events / 2) }

  /// The recorder's cost per wrapped resolve call, next to the raw writer's for the same two
  /// events and to the handler alone; round-robin over the cases, best of the repetitions.
  func measureRecorder(in directory: String) throws -> [CallRow] {
    let intent = SampleScenarios.startWorkoutIntent
    let identity = LogWriter.Identity(
      role: .intentsExtension, session: "recorder-calls", processID: 4242,
      tool: "ilog-bench", fixedThreadID: 0x7F3A_9C00_0640)
    // Room for every block, as in the writers' buffered row: the figure counts no drops.
    let buffered = LogWriterOptions.Mode.buffered(pendingBlockLimit: recorderCalls + 2)
    let calls = recorderCalls
    let cases: [(CallRole, any CallCase)] = [
      (.direct, DirectHandlerCase(calls: calls, intent: intent)),
      (
        .rawWriteThrough,
        RawWriterPairCase(
          name: "LogWriter write-through, 2 appends", note: "the call's two events, raw",
          mode: .writeThrough, calls: calls, intent: intent, identity: identity)
      ),
      (
        .recordedWriteThrough,
        RecordedHandlerCase(
          name: "RecordingIntentHandler write-through",
          note: "recordingHandler(wrapping:), the recorder's default",
          writer: LogWriterOptions(mode: .writeThrough, synchronization: .never), calls: calls,
          intent: intent)
      ),
      (
        .rawBuffered,
        RawWriterPairCase(
          name: "LogWriter buffered, 2 appends", note: "room for every block: no drops",
          mode: buffered, calls: calls, intent: intent, identity: identity)
      ),
      (
        .recordedBuffered,
        RecordedHandlerCase(
          name: "RecordingIntentHandler buffered", note: "room for every block: no drops",
          writer: LogWriterOptions(mode: buffered, synchronization: .never), calls: calls,
          intent: intent)
      ),
    ]
    precondition(cases.map(\.0) == CallRole.allCases, "the recorder's rows are out of order")
    var samples = Array(repeating: [CallSample](), count: cases.count)
    for repetition in 1...options.repetitions {
      for (index, (_, callCase)) in cases.enumerated() {
        progress("recording, run \(repetition) of \(options.repetitions): \(callCase.name)")
        samples[index].append(try callCase.run(in: directory))
      }
    }
    var rows = zip(cases, samples).map { callCase, samples in
      CallRow(name: callCase.1.name, note: callCase.1.note, samples: samples)
    }
    let pairs: [(CallRole, CallRole)] = [
      (.rawWriteThrough, .rawWriteThrough), (.recordedWriteThrough, .rawWriteThrough),
      (.rawBuffered, .rawBuffered), (.recordedBuffered, .rawBuffered),
    ]
    for (row, raw) in pairs {
      rows[row.rawValue].versusRawWriter =
        rows[row.rawValue].nanosecondsPerCall / rows[raw.rawValue].nanosecondsPerCall
    }
    return rows
  }

  /// The host's interactions per second driving S1, unrecorded and recorded (buffered).
  @MainActor
  func measureHost(in directory: String) async throws -> [CallRow] {
    let interactions = options.interactions
    let cases = [
      HostCase(
        name: "SimulatedHost.run S1, unrecorded",
        note: "resolves, confirm, handle, then the configureView calls",
        writer: nil, interactions: interactions),
      HostCase(
        name: "SimulatedHost.run S1, recorded buffered",
        note: "provider and controllers wrapped, 2 recorders",
        writer: LogWriterOptions(
          mode: .buffered(pendingBlockLimit: interactions + 2), synchronization: .never),
        interactions: interactions),
    ]
    var samples = Array(repeating: [CallSample](), count: cases.count)
    for repetition in 1...options.repetitions {
      for (index, hostCase) in cases.enumerated() {
        progress("hosting, run \(repetition) of \(options.repetitions): \(hostCase.name)")
        samples[index].append(try await hostCase.run(in: directory))
      }
    }
    return zip(cases, samples).map { hostCase, samples in
      CallRow(name: hostCase.name, note: hostCase.note, samples: samples)
    }
  }
}

extension Benchmark {
  /// Sentences on what the recorder adds, from its rows.
  func recorderNotes(_ recorder: [CallRow], _ host: [CallRow]) -> [String] {
    func perCall(_ role: CallRole) -> Double { recorder[role.rawValue].nanosecondsPerCall }
    var notes: [String] = []
    for (recorded, raw, mode) in [
      (CallRole.recordedWriteThrough, CallRole.rawWriteThrough, "write-through"),
      (.recordedBuffered, .rawBuffered, "buffered"),
    ] {
      let added = perCall(recorded) - perCall(raw) - perCall(.direct)
      notes.append(
        "recorded resolve, \(mode), \(Format.fixed(perCall(recorded), 0)) ns/call = raw writer's "
          + "2 appends \(Format.fixed(perCall(raw), 0)) + handler \(Format.fixed(perCall(.direct), 0)) "
          + "+ \(Format.fixed(added, 0)) the recorder's own (payloads, redaction, call id, clock, "
          + "completion closure, status checks)")
    }
    if host.count == 2 {
      let added = host[1].nanosecondsPerCall - host[0].nanosecondsPerCall
      notes.append(
        "the host runs S1 at \(Format.whole(host[0].callsPerSecond)) interactions/s unrecorded, "
          + "\(Format.whole(host[1].callsPerSecond)) recorded (buffered): recording adds "
          + "\(Format.fixed(added / 1e3, 1)) µs per interaction")
    }
    return notes
  }
}

import InteractionLog

extension Benchmark {
  /// The bridge's rows, in table order; the targets find theirs by raw value.
  enum BridgeRole: Int, CaseIterable {
    case modelViews, bridgeViews, modelResolves, bridgeResolves
  }

  /// The SiriKit issue's figure: what recording a `configureView` or a resolve call with
  /// SiriKit's types costs over recording it with the model's, buffered (room for every block),
  /// round-robin over the rows, best of the repetitions.
  func measureBridge(in directory: String) throws -> [CallRow] {
    let calls = recorderCalls
    let writer = LogWriterOptions(
      mode: .buffered(pendingBlockLimit: calls + 2), synchronization: .never)
    let cases: [(BridgeRole, BridgeCallCase)] = [
      (
        .modelViews,
        BridgeCallCase(
          name: "Recorder.recordConfigureView", note: "model types, S1's description call",
          call: .configureView, level: .model, writer: writer, calls: calls)
      ),
      (
        .bridgeViews,
        BridgeCallCase(
          name: "SiriKitRecorder.recordConfigureView", note: "INInteraction, INParameter, CGSize",
          call: .configureView, level: .bridge, writer: writer, calls: calls)
      ),
      (
        .modelResolves,
        BridgeCallCase(
          name: "RecordingIntentHandler resolve", note: "model types, workoutName",
          call: .resolve, level: .model, writer: writer, calls: calls)
      ),
      (
        .bridgeResolves,
        BridgeCallCase(
          name: "RecordingStartWorkoutIntentHandler", note: "resolveWorkoutName, SiriKit's types",
          call: .resolve, level: .bridge, writer: writer, calls: calls)
      ),
    ]
    precondition(cases.map(\.0) == BridgeRole.allCases, "the bridge's rows are out of order")
    var samples = Array(repeating: [CallSample](), count: cases.count)
    for repetition in 1...options.repetitions {
      for (index, (_, callCase)) in cases.enumerated() {
        progress("bridging, run \(repetition) of \(options.repetitions): \(callCase.name)")
        samples[index].append(try callCase.run(in: directory))
      }
    }
    return zip(cases, samples).map { callCase, samples in
      CallRow(name: callCase.1.name, note: callCase.1.note, samples: samples)
    }
  }

  /// The SiriKit issue's targets: each bridged call at most 1.2× its model-level recording, in
  /// wall time and in the calling thread's own CPU time (which leaves out the waits for a core
  /// that the writer's threads cause, the same for both sides).
  func bridgeTargets(_ rows: [CallRow]) -> [TargetResult] {
    guard rows.count == BridgeRole.allCases.count else { return [] }
    return [
      ("configureView", BridgeRole.bridgeViews, BridgeRole.modelViews),
      ("resolve", .bridgeResolves, .modelResolves),
    ].flatMap { call, bridge, model -> [TargetResult] in
      let bridged = rows[bridge.rawValue]
      let recorded = rows[model.rawValue]
      let wall = TargetResult(
        "bridge \(call) <= 1.2x model recorder", measured: bridged.nanosecondsPerCall,
        reference: recorded.nanosecondsPerCall, unit: "ns/call", .atMost, 1.2,
        pairedRatios: zip(bridged.samples, recorded.samples).map {
          ($0.nanoseconds / Double($0.calls)) / ($1.nanoseconds / Double($1.calls))
        })
      guard let bridgedCPU = bridged.callerCPUPerCall,
        let recordedCPU = recorded.callerCPUPerCall
      else { return [wall] }
      let cpu = TargetResult(
        "bridge \(call) <= 1.2x model recorder, caller CPU", measured: bridgedCPU,
        reference: recordedCPU, unit: "ns/call", .atMost, 1.2,
        pairedRatios: zip(bridged.samples, recorded.samples).compactMap {
          guard let bridgedTime = $0.callerCPUNanoseconds,
            let recordedTime = $1.callerCPUNanoseconds
          else { return nil }
          return (bridgedTime / Double($0.calls)) / (recordedTime / Double($1.calls))
        })
      return [wall, cpu]
    }
  }
}

extension BenchmarkReport {
  /// The bridge's rows, with each bridged row's ratio over its model-level row.
  func bridgeTable() -> String {
    var table = TextTable([
      ("Bridge, \(Format.grouped(bridge.first?.samples.first?.calls ?? 0)) calls", .left),
      ("ns/call", .right), ("× model", .right), ("CPU ns/call", .right), ("× model", .right),
      ("notes", .left),
    ])
    for (index, row) in bridge.enumerated() {
      // Rows come in pairs, the model's then the bridge's.
      let model = index % 2 == 1 ? bridge[index - 1] : nil
      let cpuRatio = model?.callerCPUPerCall.flatMap { reference in
        row.callerCPUPerCall.map { $0 / reference }
      }
      table.append([
        row.name, Format.fixed(row.nanosecondsPerCall, 0),
        Format.fixed(model.map { row.nanosecondsPerCall / $0.nanosecondsPerCall }, 2),
        Format.fixed(row.callerCPUPerCall, 0), Format.fixed(cpuRatio, 2), row.note,
      ])
    }
    return table.rendered()
      + "\n(buffered, room for every block; a call and its completion; CPU: the calling thread's)"
  }
}

public import InteractionLog

extension InspectionFold {
  /// Finishes every interaction still open, then returns the session's report.
  ///
  /// Calls still waiting for a completion in a file that ended with its `end` event never got
  /// one (`completion-missing`); in a file that did not (a crash, a torn tail) they are cut off
  /// (``UICall/isCutOff``), and their interactions are truncated: the report shows everything up
  /// to the cut and says so.
  ///
  /// - Parameters:
  ///   - summaries: What reading each file found (`LogReader.summaries`): its
  ///     damage, and whether it closed cleanly.
  ///   - emit: Receives each interaction this finished, with its findings.
  /// - Returns: The processes, the retained interactions, finding counts, damage and broken
  ///   links.
  public mutating func finish(
    summaries: [FileSummary], emit: (InteractionReport) -> Void = { _ in }
  ) -> SessionReport {
    isFinishing = true
    let open = interactions.sorted { $0.value.report.position < $1.value.report.position }
    for (key, _) in open { finishInteraction(key, emit: emit) }
    let waiting = unlinkedPhases.sorted {
      (phases[$0]?.position ?? 0) < (phases[$1]?.position ?? 0)
    }
    unlinkedPhases = []
    for id in waiting { finishPhase(id, emit: emit) }

    var brokenLinks: [BrokenLink] = []
    for file in processOrder {
      guard let check = links[file] else { continue }
      brokenLinks += check.problems.map(BrokenLink.init)
      processes[file]?.update { process in
        process.brokenLinks = check.problemCount
        process.isLinkCheckPartial = check.isIncomplete
      }
    }
    var damages: [DamageNote] = []
    for summary in summaries {
      if processes[summary.path] == nil {
        processes[summary.path] = ProcessReport(file: summary.path)
        processOrder.append(summary.path)
      }
      let notes = summary.damages.map(DamageNote.init)
      damages += notes
      processes[summary.path]?.update { process in
        process.damages = notes
        process.hasEnd = summary.hasEnd
        process.isCleanlyClosed = summary.isCleanlyClosed
      }
    }
    var report = SessionReport()
    report.sessions = sessions.sorted()
    report.processes = processOrder.compactMap { processes[$0] }
    report.interactions = retained.sorted { $0.position < $1.position }
    report.interactionCount = interactionCount
    report.findingCounts = findingCounts
    report.damages = damages
    report.brokenLinks = brokenLinks
    return report
  }

  /// A file's `end` event: the UI side of its interactions is over, and its runs can get no
  /// more calls; the interactions whose both sides are over are finished.
  mutating func fileEnded(_ file: String, emit: (InteractionReport) -> Void) {
    for key in interfaceOrder[file] ?? [] where interactions[key]?.files == [file] {
      interactions[key]?.isInterfaceOver = true
    }
    for (id, open) in phases where open.phase.file == file {
      phases[id]?.isFinished = true
    }
    finishReadyInteractions(emit: emit)
    interfaceOrder[file] = interfaceOrder[file]?.filter { interactions[$0] != nil }
  }

  /// Finishes an interaction with its linked phase: marks unanswered calls, runs the rules, and
  /// hands the report on.
  mutating func finishInteraction(_ key: String, emit: (InteractionReport) -> Void) {
    guard let open = interactions.removeValue(forKey: key) else { return }
    var report = open.report
    var files = open.files
    if !open.calls.isEmpty {
      var interface = InterfacePhase(calls: open.calls)
      for index in interface.calls.indices where interface.calls[index].completions.isEmpty {
        interface.calls[index].isCutOff = isCutOff(interface.calls[index].event.file)
      }
      report.interface = interface
    }
    for callKey in open.callKeys { calls[callKey] = nil }
    if let id = open.phaseID, let phase = removePhase(id) {
      report.handling = phase
      files.insert(phase.file)
    }
    report.isTruncated = isFinishing && files.contains { !endedFiles.contains($0) }
    complete(report, emit: emit)
  }

  /// Finishes a handling phase that no interaction claimed, as an interaction of its own.
  mutating func finishPhase(_ id: Int, emit: (InteractionReport) -> Void) {
    guard let open = phases[id], let phase = removePhase(id) else { return }
    var report = InteractionReport(
      position: open.position, intentClass: phase.intentClass, classOrdinal: open.classOrdinal,
      identifier: open.interactionID)
    report.handling = phase
    report.isTruncated = isFinishing && !endedFiles.contains(phase.file)
    complete(report, emit: emit)
  }

  /// Removes a phase and everything that points at it, marking its unanswered calls.
  private mutating func removePhase(_ id: Int) -> HandlingPhase? {
    guard let open = phases.removeValue(forKey: id) else { return nil }
    for callKey in open.callKeys { calls[callKey] = nil }
    for handler in open.handlerTypes.keys {
      let key = HandlerKey(file: open.phase.file, instance: handler)
      if phaseByHandler[key] == id { phaseByHandler[key] = nil }
    }
    if phaseByIntent[open.key] == id { phaseByIntent[open.key] = nil }
    if latestPhaseInFile[open.phase.file] == id { latestPhaseInFile[open.phase.file] = nil }
    var phase = open.phase
    for index in phase.calls.indices where phase.calls[index].completions.isEmpty {
      phase.calls[index].isCutOff = isCutOff(phase.calls[index].event.file)
    }
    return phase
  }

  /// A call without a completion is cut off when the log stopped under it: the fold is at the
  /// end of the stream and the call's file never had its `end` event.
  private func isCutOff(_ file: String) -> Bool {
    isFinishing && !endedFiles.contains(file)
  }

  /// Runs the rules on a finished interaction, counts it, keeps it if asked, and hands it on.
  private mutating func complete(_ report: InteractionReport, emit: (InteractionReport) -> Void) {
    var report = report
    let context = InspectionContext(
      expectedOrders: configuration.expectedOrders,
      confirmingHandlerTypes: confirmingHandlerTypes)
    var findings: [Finding] = []
    for rule in configuration.rules {
      for var finding in rule.findings(in: report, context: context) {
        finding.interaction = report.position
        findings.append(finding)
        findingCounts[finding.code.rawValue, default: 0] += 1
      }
    }
    report.findings = findings
    interactionCount += 1
    if configuration.retainsInteractions { retained.append(report) }
    emit(report)
  }
}

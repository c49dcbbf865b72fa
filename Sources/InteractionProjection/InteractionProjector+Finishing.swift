extension InteractionProjector {
  /// Finishes every interaction and run still open, in their order in the session.
  ///
  /// Calls still waiting for a completion in a file that did not end with its `end` event (a
  /// crash, a torn tail) are cut off (``ProjectedCall/isCutOff``), and their interactions
  /// truncated.
  package mutating func finish(emit: (ProjectedInteraction) -> Void = { _ in }) {
    isFinishing = true
    var open: [(key: String, position: Int)] = []
    for slot in interactions.indices {
      open.append((interactions.keys[slot], interactions[slot].projected.position))
    }
    open.sort { $0.position < $1.position }
    for (key, _) in open { finishInteraction(key, emit: emit) }
    var waiting: [(id: Int, position: Int)] = []
    for id in unlinkedRuns {
      waiting.append((id, runs.slot(of: id).map { runs[$0].position } ?? 0))
    }
    waiting.sort { $0.position < $1.position }
    unlinkedRuns = []
    for (id, _) in waiting { finishRun(id, emit: emit) }
  }

  /// A file's `end` event: the UI side of its interactions is over, and its runs can get no
  /// more calls; the interactions whose both sides are over are finished.
  mutating func fileEnded(_ file: String, emit: (ProjectedInteraction) -> Void) {
    for key in interfaceOrder[file] ?? [] {
      if let slot = interactions.slot(of: key), interactions[slot].files == [file] {
        interactions[slot].isInterfaceOver = true
      }
    }
    for slot in runs.indices where runs[slot].run.file == file {
      runs[slot].isFinished = true
    }
    finishReadyInteractions(emit: emit)
    interfaceOrder[file] = interfaceOrder[file]?.filter { interactions.contains($0) }
  }

  /// Finishes an interaction with its linked run, marking calls cut off, and hands it on.
  ///
  /// At the end of a stream that stops inside a file (no `end` event), the interaction is
  /// truncated when the log may have stopped inside it: a call of it got no completion, or it
  /// is its file's newest interaction or has its file's newest run.
  mutating func finishInteraction(_ key: String, emit: (ProjectedInteraction) -> Void) {
    // Changed in place, not copied out: a copy of its calls or files held beside it would make
    // every change below copy them.
    guard var open = interactions.remove(key) else { return }
    for index in open.projected.interface.indices
    where open.projected.interface[index].completions.isEmpty {
      open.projected.interface[index].isCutOff = isCutOff(open.projected.interface[index].file)
    }
    for callKey in open.callKeys { calls[callKey] = nil }
    var isRunNewest = false
    if let id = open.runID {
      isRunNewest = isNewest(run: id)
      if let run = removeRun(id)?.run {
        open.projected.handling = run
        open.files.insert(run.file)
      }
    }
    var isInterfaceNewest = false
    for file in open.files where !endedFiles.contains(file) && interfaceOrder[file]?.last == key {
      isInterfaceNewest = true
    }
    open.projected.isTruncated =
      isFinishing && (isRunNewest || isInterfaceNewest || open.projected.hasCutOffCall)
    emit(open.projected)
  }

  /// Finishes a handling run that no interaction claimed, as an interaction of its own.
  mutating func finishRun(_ id: Int, emit: (ProjectedInteraction) -> Void) {
    let isRunNewest = isNewest(run: id)
    guard let open = removeRun(id) else { return }
    var projected = ProjectedInteraction(
      position: open.position, intentClass: open.run.intentClass,
      classOrdinal: open.classOrdinal, identifier: open.interactionID)
    projected.handling = open.run
    projected.isTruncated = isFinishing && (isRunNewest || projected.hasCutOffCall)
    emit(projected)
  }

  /// Removes a run and everything that points at it, marking its calls cut off.
  private mutating func removeRun(_ id: Int) -> OpenRun? {
    // Changed in place, not copied out, as in `finishInteraction`.
    guard var open = runs.remove(id) else { return nil }
    for callKey in open.callKeys { calls[callKey] = nil }
    for handler in open.handlerTypes.keys {
      let key = HandlerKey(file: open.run.file, instance: handler)
      if runByHandler[key] == id { runByHandler[key] = nil }
    }
    if runByIntent[open.key] == id { runByIntent[open.key] = nil }
    if latestRunInFile[open.run.file] == id { latestRunInFile[open.run.file] = nil }
    open.run.linkHandlers()
    for index in open.run.calls.indices where open.run.calls[index].completions.isEmpty {
      open.run.calls[index].isCutOff = isCutOff(open.run.file)
    }
    return open
  }

  /// Whether no run started after this one in its file, and the file did not end: in a file that stops without its
  /// `end` event, the log may stop inside the newest run, whose calls could have gone on.
  private func isNewest(run id: Int) -> Bool {
    guard let slot = runs.slot(of: id), !endedFiles.contains(runs[slot].run.file) else {
      return false
    }
    return runs[slot].startOrdinal == runsStarted[runs[slot].run.file, default: 0] - 1
  }

  /// A call without a completion is cut off when the log stopped under it: the projector is
  /// at the end of the stream and the call's file never had its `end` event.
  private func isCutOff(_ file: String) -> Bool {
    isFinishing && !endedFiles.contains(file)
  }
}

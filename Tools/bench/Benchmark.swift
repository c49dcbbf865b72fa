import InteractionLog
import InteractionModel

/// Runs every measurement the foundation issue asks for on one set of generated events, and
/// builds the report.
///
/// Repetitions go round-robin over the cases (A B C, A B C, …) rather than case by case, so a
/// burst of load from the machine's other users spoils one sample of each case instead of all
/// the samples of one.
struct Benchmark {
  let options: BenchmarkOptions
  /// The command line, for the report.
  let command: String
  /// Told what is starting, for a progress line.
  let progress: (String) -> Void

  /// Measures in `directory`, which must be empty and private.
  func run(in directory: String) throws -> BenchmarkReport {
    let machine = MachineDescription.current()
    progress("generating \(Format.grouped(options.events)) events (seed \(options.seed))")
    var generator = EventGenerator(seed: options.seed)
    let generated = try generator.generate(count: options.events)
    // A fixed process id and thread id keep the corpus byte for byte the same on every run, so
    // its CRC-32 in the report shows that two runs (or two encoders) saw the same bytes.
    let identity = LogWriter.Identity(
      role: .intentsExtension, session: "bench-\(options.seed)", processID: 4242,
      tool: "ilog-bench", metadata: ["bundle": "com.example.Bench.Intents"])
    let thread: UInt64 = 0x7F3A_9C00_0640
    // Sequence 1 is the writer's header, so the generated events start at 2, as in the logs.
    let events = generated.enumerated().map { index, event in
      event.event(sequence: UInt64(index + 2), identity: identity, thread: thread)
    }
    let corpus = EncodedCorpus(events: events)

    let (writers, roles) = try measureWriters(generated, events, corpus, identity, in: directory)
    let logPath = "\(directory)/\(roles.bufferedFile)"
    let (readFile, readers) = try measureReaders(logPath)
    let size = try compareSizes(
      logPath, payloadBytes: readFile.payloadBytes,
      writeThroughBytes: writers[roles.writeThrough].fileBytes, in: directory)

    let targets = [
      TargetResult(
        "buffered caller cost <= 1 us per event",
        measured: writers[roles.buffered].callerNanosecondsPerEvent, reference: 1_000,
        unit: "ns", .atMost, 1),
      TargetResult(
        "write-through <= 1.3x raw zlib sync flush + write",
        measured: writers[roles.writeThrough].callerNanosecondsPerEvent,
        reference: writers[roles.rawSyncFlush].callerNanosecondsPerEvent, unit: "ns", .atMost,
        1.3),
      TargetResult(
        "LogFileReader >= gzip -dc speed", measured: readers[0].eventsPerSecond,
        reference: readers[readers.count - 1].eventsPerSecond, unit: "ev/s", .atLeast, 1),
      TargetResult(
        "buffered size <= 1.1x gzip -6", measured: Double(size.bufferedLogBytes),
        reference: Double(size.gzipBytes), unit: "B", .atMost, 1.1),
    ]
    return BenchmarkReport(
      command: command, machine: machine, repetitions: options.repetitions,
      corpus: summary(of: corpus, events: events), writers: writers, readFile: readFile,
      readers: readers, size: size, targets: targets,
      notes: notes(writers: writers, roles: roles, readers: readers))
  }

  /// Where the rows the targets and notes use sit in the writers' table.
  private struct WriterRoles {
    let buffered = 0
    let burst = 1
    let writeThrough = 2
    let encoder = 3
    let rawSyncFlush = 4
    let rawBlocks = 5
    let bufferedFile = "buffered.ilog"
  }

  private func measureWriters(
    _ generated: [GeneratedEvent], _ events: [Event], _ corpus: EncodedCorpus,
    _ identity: LogWriter.Identity, in directory: String
  ) throws -> ([WriterRow], WriterRoles) {
    let roles = WriterRoles()
    // Room for every block at once, so the sustained figure counts every event.
    let roomForAll = corpus.blockRanges(limit: LogFormat.targetBlockPayload).count + 2
    var defaultLimit = 0
    if case .buffered(let limit) = LogWriterOptions.Mode.buffered() { defaultLimit = limit }
    let cases: [any WriterCase] = [
      LogWriterCase(
        name: "LogWriter buffered",
        note: "pendingBlockLimit \(roomForAll), room for every block: no drops",
        mode: .buffered(pendingBlockLimit: roomForAll), events: generated, identity: identity,
        fileName: roles.bufferedFile),
      LogWriterCase(
        name: "LogWriter buffered, burst",
        note: "default pendingBlockLimit \(defaultLimit); a burst outruns the queue",
        mode: .buffered(), events: generated, identity: identity, fileName: "burst.ilog"),
      LogWriterCase(
        name: "LogWriter write-through", note: "compressed and written inside append",
        mode: .writeThrough, events: generated, identity: identity,
        fileName: "write-through.ilog"),
      EncoderOnlyCase(events: events),
      RawSyncFlushCase(corpus: corpus),
      RawBlockCase(corpus: corpus),
      FoundationEncoderCase(events: generated, identity: identity),
    ]
    var samples = Array(repeating: [WriterSample](), count: cases.count)
    for repetition in 1...options.repetitions {
      for (index, writerCase) in cases.enumerated() {
        progress("writing, run \(repetition) of \(options.repetitions): \(writerCase.name)")
        samples[index].append(try writerCase.run(in: directory))
      }
    }
    let rows = zip(cases, samples).map { writerCase, samples in
      WriterRow(
        name: writerCase.name, note: writerCase.note, events: options.events, samples: samples)
    }
    return (rows, roles)
  }

  private func measureReaders(_ path: String) throws -> (BenchmarkReport.ReadFile, [ReaderRow]) {
    // An untimed first pass counts what gzip's row needs and checks the file is whole.
    progress("reading: checking \(path)")
    let facts = try BlockReaderCase().run(path: path)
    let expected = options.events + 2
    guard facts.events == expected else {
      throw BenchmarkError.check("the buffered log holds \(facts.events) events, not \(expected)")
    }
    let file = BenchmarkReport.ReadFile(
      name: "the buffered log", bytes: try FileSystem.size(of: path), events: facts.events,
      payloadBytes: facts.payloadBytes)
    let cases: [any ReaderCase] = [
      LogFileReaderCase(), LogReaderCase(), BlockReaderCase(),
      GzipDecompressCase(
        gzip: try GzipTool.locate(), events: facts.events, payloadBytes: facts.payloadBytes),
    ]
    var samples = Array(repeating: [ReaderSample](), count: cases.count)
    for repetition in 1...options.repetitions {
      for (index, readerCase) in cases.enumerated() {
        progress("reading, run \(repetition) of \(options.repetitions): \(readerCase.name)")
        let sample = try readerCase.run(path: path)
        guard sample.events == facts.events else {
          throw BenchmarkError.check(
            "\(readerCase.name) read \(sample.events) events, not \(facts.events)")
        }
        samples[index].append(sample)
      }
    }
    let rows = zip(cases, samples).map { readerCase, samples in
      ReaderRow(name: readerCase.name, note: readerCase.note, samples: samples)
    }
    return (file, rows)
  }

  private func compareSizes(
    _ path: String, payloadBytes: Int64, writeThroughBytes: Int64?, in directory: String
  ) throws -> SizeComparison {
    progress("size: gzip -dc, then gzip -6")
    let gzip = try GzipTool.locate()
    let lines = "\(directory)/lines.jsonl"
    let compressed = "\(directory)/lines.jsonl.gz"
    try gzip.decompress(path, to: lines)
    guard try FileSystem.size(of: lines) == payloadBytes else {
      throw BenchmarkError.check("gzip -dc and BlockReader disagree on the payload of \(path)")
    }
    try gzip.compress(lines, level: 6, to: compressed)
    return SizeComparison(
      payloadBytes: payloadBytes, bufferedLogBytes: try FileSystem.size(of: path),
      writeThroughLogBytes: writeThroughBytes, gzipBytes: try FileSystem.size(of: compressed))
  }

  private func summary(of corpus: EncodedCorpus, events: [Event]) -> BenchmarkReport.Corpus {
    var byKind: [String: Int] = [:]
    for event in events { byKind[event.kind.rawValue, default: 0] += 1 }
    let longest = (0..<corpus.lineCount).map { corpus.lineRange($0).count }.max() ?? 0
    return BenchmarkReport.Corpus(
      events: corpus.lineCount, seed: options.seed, payloadBytes: corpus.bytes.count,
      crc32: Format.hex32(corpus.bytes.withUnsafeBytes { crc32(0, $0) }),
      meanLineBytes: Double(corpus.bytes.count) / Double(max(1, corpus.lineCount)),
      longestLineBytes: longest, eventsByKind: byKind)
  }

  /// Sentences that split the figures into their parts.
  private func notes(writers: [WriterRow], roles: WriterRoles, readers: [ReaderRow]) -> [String] {
    let encoder = writers[roles.encoder].callerNanosecondsPerEvent
    let writeThrough = writers[roles.writeThrough].callerNanosecondsPerEvent
    let rawSync = writers[roles.rawSyncFlush].callerNanosecondsPerEvent
    let buffered = writers[roles.buffered].callerNanosecondsPerEvent
    let rest = writeThrough - encoder - rawSync
    var notes = [
      "write-through, \(Format.fixed(writeThrough, 0)) ns/event = EventEncoder "
        + "\(Format.fixed(encoder, 0)) + raw deflate sync flush and write(2) "
        + "\(Format.fixed(rawSync, 0)) + \(Format.fixed(rest, 0)) for the rest (Event, clock, "
        + "lock, CRC-32, gzip framing, buffer handling)",
      "buffered, \(Format.fixed(buffered, 0)) ns/event, of which EventEncoder "
        + "\(Format.fixed(encoder, 0)); compression runs on the writer's queue, on the other "
        + "core when there is one",
    ]
    let burst = writers[roles.burst]
    if let most = burst.droppedMost, most > 0 {
      notes.append(
        "the burst outran the queue: up to \(Format.grouped(Int64(most))) of "
          + "\(Format.grouped(options.events)) events dropped (a gap event records them); the "
          + "caller hands over \(Format.whole(1e9 / burst.callerNanosecondsPerEvent)) events/s, "
          + "raw zlib at level 6 compresses "
          + "\(Format.whole(writers[roles.rawBlocks].sustainedEventsPerSecond)) events/s")
    }
    let fileReader = readers[0].eventsPerSecond
    let blockReader = readers[2].eventsPerSecond
    notes.append(
      "reading, \(Format.fixed(1e9 / fileReader, 0)) ns/event = BlockReader "
        + "\(Format.fixed(1e9 / blockReader, 0)) (inflate, CRC-32, lines) + "
        + "\(Format.fixed(1e9 / fileReader - 1e9 / blockReader, 0)) to decode the event; "
        + "gzip -dc's time includes starting the process")
    return notes
  }
}

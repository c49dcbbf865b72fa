import InteractionLog
import InteractionModel

/// Runs every measurement the foundation issue asks for on one set of generated events, and
/// builds the report.
///
/// Repetitions go round-robin over the cases (A B C, A B C, …) rather than case by case, so a
/// burst of load from the machine's other users spoils one sample of each case instead of all
/// the samples of one.
struct Benchmark {
  /// The writers' rows, in table order; targets and notes find theirs by raw value.
  private enum WriterRole: Int, CaseIterable {
    case buffered, burst, writeThrough, encoder, rawSyncFlush, rawBlocks, foundation
  }

  /// The readers' rows, in table order; gzip's comes last, as the reference.
  private enum ReaderRole: Int, CaseIterable {
    case fileReader, reader, parser, blocks, gzip
  }

  let options: BenchmarkOptions
  /// The command line, for the report.
  let command: String
  /// Told what is starting, for a progress line.
  let progress: (String) -> Void

  /// The buffered log's name in the run's directory: the file the readers read.
  private let bufferedFile = "buffered.ilog"

  /// Measures in `directory`, which must be empty and private.
  @MainActor
  func run(in directory: String) async throws -> BenchmarkReport {
    var machine = MachineDescription.current()
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

    let writers = try measureWriters(generated, events, corpus, identity, in: directory)
    let logPath = "\(directory)/\(bufferedFile)"
    let gzip = try GzipTool.locate()
    let (readFile, readers, gzipStart) = try measureReaders(logPath, gzip: gzip, in: directory)
    let size = try compareSizes(
      logPath, payloadBytes: readFile.payloadBytes, gzip: gzip,
      writeThroughBytes: writers[WriterRole.writeThrough.rawValue].fileBytes, in: directory)
    let recorder = try measureRecorder(in: directory)
    let host = try await measureHost(in: directory)
    let replay = try await measureReplay()
    let (longRecording, inspectors) = try measureInspector(in: directory, gzip: gzip)

    machine.loadAverageAtEnd = MachineDescription.currentLoadAverage()
    var report = BenchmarkReport(
      command: command, machine: machine, repetitions: options.repetitions,
      corpus: summary(of: corpus, events: events), writers: writers, readFile: readFile,
      readers: readers, gzipStartNanoseconds: gzipStart, size: size,
      recorderCalls: recorderCalls, recorder: recorder, host: host, replay: replay,
      longRecording: longRecording, inspectors: inspectors,
      targets: targets(writers, readers, size) + inspectorTargets(inspectors)
        + replayTargets(replay),
      notes: notes(writers, readers, gzipStartNanoseconds: gzipStart)
        + recorderNotes(recorder, host))
    report.bridge = try measureBridge(in: directory)
    report.targets += bridgeTargets(report.bridge)
    return report
  }

  private func measureWriters(
    _ generated: [GeneratedEvent], _ events: [Event], _ corpus: EncodedCorpus,
    _ identity: LogWriter.Identity, in directory: String
  ) throws -> [WriterRow] {
    // Room for every block at once, so the sustained figure counts every event.
    let roomForAll = corpus.blockRanges(limit: LogFormat.targetBlockPayload).count + 2
    var defaultLimit = 0
    if case .buffered(let limit) = LogWriterOptions.Mode.buffered() { defaultLimit = limit }
    let cases: [(WriterRole, any WriterCase)] = [
      (
        .buffered,
        LogWriterCase(
          name: "LogWriter buffered",
          note: "pendingBlockLimit \(roomForAll), room for every block: no drops",
          mode: .buffered(pendingBlockLimit: roomForAll), events: generated, identity: identity,
          fileName: bufferedFile)
      ),
      (
        .burst,
        LogWriterCase(
          name: "LogWriter buffered, burst",
          note: "default pendingBlockLimit \(defaultLimit); a burst outruns the queue",
          mode: .buffered(), events: generated, identity: identity, fileName: "burst.ilog")
      ),
      (
        .writeThrough,
        LogWriterCase(
          name: "LogWriter write-through", note: "compressed and written inside append",
          mode: .writeThrough, events: generated, identity: identity,
          fileName: "write-through.ilog")
      ),
      (.encoder, EncoderOnlyCase(events: events)),
      (.rawSyncFlush, RawSyncFlushCase(corpus: corpus)),
      (.rawBlocks, RawBlockCase(corpus: corpus)),
      (.foundation, FoundationEncoderCase(events: generated, identity: identity)),
    ]
    precondition(cases.map(\.0) == WriterRole.allCases, "the writers' rows are out of order")
    var samples = Array(repeating: [WriterSample](), count: cases.count)
    for repetition in 1...options.repetitions {
      for (index, (_, writerCase)) in cases.enumerated() {
        progress("writing, run \(repetition) of \(options.repetitions): \(writerCase.name)")
        samples[index].append(try writerCase.run(in: directory))
      }
    }
    return zip(cases, samples).map { writerCase, samples in
      WriterRow(
        name: writerCase.1.name, note: writerCase.1.note, events: options.events,
        samples: samples)
    }
  }

  private func measureReaders(_ path: String, gzip: GzipTool, in directory: String) throws
    -> (BenchmarkReport.ReadFile, [ReaderRow], gzipStartNanoseconds: Double)
  {
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
    let cases: [(ReaderRole, any ReaderCase)] = [
      (.fileReader, LogFileReaderCase()),
      (.reader, LogReaderCase()),
      (.parser, ParserOnlyCase()),
      (.blocks, BlockReaderCase()),
      (
        .gzip,
        GzipDecompressCase(gzip: gzip, events: facts.events, payloadBytes: facts.payloadBytes)
      ),
    ]
    precondition(cases.map(\.0) == ReaderRole.allCases, "the readers' rows are out of order")
    var samples = Array(repeating: [ReaderSample](), count: cases.count)
    for repetition in 1...options.repetitions {
      for (index, (_, readerCase)) in cases.enumerated() {
        progress("reading, run \(repetition) of \(options.repetitions): \(readerCase.name)")
        let sample = try readerCase.run(path: path)
        guard sample.events == facts.events else {
          throw BenchmarkError.check(
            "\(readerCase.name) read \(sample.events) events, not \(facts.events)")
        }
        samples[index].append(sample)
      }
    }
    // What starting gzip costs, to tell apart from its decompressing: `gzip -dc` of nothing.
    // (Measured last: under valgrind, Foundation cannot start a process, and the library's
    // rows before gzip's first run can still be profiled.)
    let empty = "\(directory)/empty.gz"
    _ = try BaselineFile(creating: "\(directory)/empty")
    try gzip.compress("\(directory)/empty", level: 6, to: empty)
    var gzipStart = Double.infinity
    for _ in 1...options.repetitions {
      gzipStart = min(gzipStart, try gzip.run(["-dc", empty], standardOutput: "/dev/null"))
    }
    var rows = zip(cases, samples).map { readerCase, samples in
      ReaderRow(name: readerCase.1.name, note: readerCase.1.note, samples: samples)
    }
    let reference = rows[ReaderRole.gzip.rawValue].eventsPerSecond
    for index in rows.indices { rows[index].versusGzip = rows[index].eventsPerSecond / reference }
    return (file, rows, gzipStart)
  }

  private func compareSizes(
    _ path: String, payloadBytes: Int64, gzip: GzipTool, writeThroughBytes: Int64?,
    in directory: String
  ) throws -> SizeComparison {
    progress("size: gzip -dc, then gzip -6")
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

  /// The foundation issue's four targets.
  private func targets(_ writers: [WriterRow], _ readers: [ReaderRow], _ size: SizeComparison)
    -> [TargetResult]
  {
    let writeThrough = writers[WriterRole.writeThrough.rawValue].samples
    let rawSyncFlush = writers[WriterRole.rawSyncFlush.rawValue].samples
    let fileReader = readers[ReaderRole.fileReader.rawValue].samples
    let gzip = readers[ReaderRole.gzip.rawValue].samples
    return [
      TargetResult(
        "buffered caller cost ≤ 1 µs per event",
        measured: writers[WriterRole.buffered.rawValue].callerNanosecondsPerEvent,
        reference: 1_000, unit: "ns", .atMost, 1),
      TargetResult(
        "write-through ≤ 1.3× raw zlib sync flush + write",
        measured: writers[WriterRole.writeThrough.rawValue].callerNanosecondsPerEvent,
        reference: writers[WriterRole.rawSyncFlush.rawValue].callerNanosecondsPerEvent,
        unit: "ns", .atMost, 1.3,
        pairedRatios: zip(writeThrough, rawSyncFlush).map {
          $0.callerNanoseconds / $1.callerNanoseconds
        }),
      TargetResult(
        "LogFileReader ≥ gzip -dc speed",
        measured: readers[ReaderRole.fileReader.rawValue].eventsPerSecond,
        reference: readers[ReaderRole.gzip.rawValue].eventsPerSecond, unit: "ev/s", .atLeast, 1,
        // Both read the same events, so the speed ratio is the inverse ratio of the times.
        pairedRatios: zip(fileReader, gzip).map { $1.nanoseconds / $0.nanoseconds },
        replacedBy: "LogReader, fully decoded ≥ 0.5× gzip -dc"),
      TargetResult(
        "buffered size ≤ 1.1× gzip -6", measured: Double(size.bufferedLogBytes),
        reference: Double(size.gzipBytes), unit: "B", .atMost, 1.1),
    ]
  }

  /// Sentences that split the figures into their parts.
  private func notes(
    _ writers: [WriterRow], _ readers: [ReaderRow], gzipStartNanoseconds: Double
  ) -> [String] {
    func caller(_ role: WriterRole) -> Double { writers[role.rawValue].callerNanosecondsPerEvent }
    func perEvent(_ role: ReaderRole) -> Double { 1e9 / readers[role.rawValue].eventsPerSecond }
    let encoder = caller(.encoder)
    let rest = caller(.writeThrough) - encoder - caller(.rawSyncFlush)
    var notes = [
      "write-through, \(Format.fixed(caller(.writeThrough), 0)) ns/event = EventEncoder "
        + "\(Format.fixed(encoder, 0)) + raw deflate sync flush and write(2) "
        + "\(Format.fixed(caller(.rawSyncFlush), 0)) + \(Format.fixed(rest, 0)) for the rest "
        + "(Event, clock, lock, CRC-32, gzip framing, buffers)",
      "buffered, \(Format.fixed(caller(.buffered), 0)) ns/event on the caller's thread ("
        + "\(Format.fixed(writers[WriterRole.buffered.rawValue].callerCPUNanosecondsPerEvent ?? .nan, 0)) "
        + "of them on its CPU clock; the rest it waited for a core), which "
        + "queues the event unencoded; EventEncoder's \(Format.fixed(encoder, 0)) ns and "
        + "compression run off it (one encoding queue, a pool of compressors sized by the active "
        + "processor count, one write queue)",
    ]
    let burst = writers[WriterRole.burst.rawValue]
    if let most = burst.droppedMost, most > 0 {
      notes.append(
        "the burst outran the queue: up to \(Format.grouped(Int64(most))) of "
          + "\(Format.grouped(options.events)) events dropped (gap events count them); the "
          + "caller hands over \(Format.whole(1e9 / burst.callerNanosecondsPerEvent)) events/s, "
          + "zlib level 6 compresses "
          + "\(Format.whole(writers[WriterRole.rawBlocks.rawValue].sustainedEventsPerSecond)) "
          + "events/s on one core")
    }
    let parse = perEvent(.parser) - perEvent(.blocks)
    let decode = perEvent(.fileReader) - perEvent(.parser)
    notes.append(
      "LogFileReader, \(Format.fixed(perEvent(.fileReader), 0)) ns/event = BlockReader "
        + "\(Format.fixed(perEvent(.blocks), 0)) (inflate, CRC-32, lines) + JSONParser "
        + "\(Format.fixed(parse, 0)) + Event decoding \(Format.fixed(decode, 0)); gzip -dc "
        + "takes \(Format.fixed(perEvent(.gzip), 0)), of which starting the process "
        + "\(Format.fixed(gzipStartNanoseconds / 1e6, 2)) ms in all")
    return notes
  }
}

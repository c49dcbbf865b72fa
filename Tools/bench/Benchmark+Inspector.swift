import Foundation

extension Benchmark {
  /// The inspector issue's rows, in table order; `ilog inspect`'s only when the built `ilog`
  /// has the subcommand.
  enum InspectRole: String, CaseIterable, Codable {
    case ilog, inspectJSON, findingsOnly, stats, duckdb, fold, reader, foldChild, gzip, jq, events,
      gzipLargest
  }

  /// Where `swift build -c release` put this binary, and with it make-recordings and ilog.
  static var binaries: String {
    let executable =
      (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
      ?? CommandLine.arguments[0]
    return URL(fileURLWithPath: executable).deletingLastPathComponent().path
  }

  /// Generates the long recording, then reads it through every inspect case, round-robin.
  func measureInspector(in directory: String, gzip: GzipTool) throws
    -> (LongRecording, [InspectRow])
  {
    let binaries = Self.binaries
    progress(
      "inspecting: make-recordings --long, \(Format.grouped(options.longCount)) interactions")
    let recording = try LongRecording.make(
      in: "\(directory)/long", interactions: options.longCount, binaries: binaries)
    let ilog = ChildProcess(executable: "\(binaries)/ilog", arguments: ["--help"])
    let hasInspect = Self.lists(ilog, subcommand: "inspect", in: directory)
    var cases: [(InspectRole, any InspectCase)] = []
    if hasInspect {
      cases.append(
        (
          .ilog,
          ProcessInspectCase(
            name: "ilog inspect DIR > /dev/null", note: "the built CLI, rendering included",
            commands: {
              [ChildProcess(executable: ilog.executable, arguments: ["inspect", $0.session])]
            })
        ))
    }
    if hasInspect {
      cases += [
        (
          .inspectJSON,
          ProcessInspectCase(
            name: "ilog inspect --format json DIR > /dev/null", note: "JSON Lines, compact",
            commands: {
              [
                ChildProcess(
                  executable: ilog.executable,
                  arguments: ["inspect", "--format", "json", $0.session])
              ]
            })
        ),
        (
          .findingsOnly,
          ProcessInspectCase(
            name: "ilog inspect --findings-only DIR > /dev/null",
            note: "only the interactions with an exception, and the summary",
            commands: {
              [
                ChildProcess(
                  executable: ilog.executable,
                  arguments: ["inspect", "--findings-only", $0.session])
              ]
            })
        ),
        (
          .stats,
          ProcessInspectCase(
            name: "ilog stats DIR > /dev/null",
            note: "counts and latencies, no rule run, no report built",
            commands: {
              [ChildProcess(executable: ilog.executable, arguments: ["stats", $0.session])]
            })
        ),
      ]
    }
    let (duckdb, noDuckDB) = DuckDBQueryCase.available(
      packageRoot: FileManager.default.currentDirectoryPath, directory: directory)
    if let duckdb { cases.append((.duckdb, duckdb)) }
    if let noDuckDB { progress(noDuckDB) }
    let me = "\(binaries)/ilog-bench"
    cases += [
      (.fold, InspectorFoldCase()),
      (.reader, SessionReaderCase()),
      (
        .foldChild,
        ProcessInspectCase(
          name: "Inspector.inspect, child process",
          note: "ilog-bench --fold-child DIR: the same fold, for its RSS",
          commands: { [ChildProcess(executable: me, arguments: ["--fold-child", $0.session])] })
      ),
      (
        .gzip,
        ProcessInspectCase(
          name: "gzip -dc FILE > /dev/null, per file", note: "the times of the files added",
          commands: { recording in
            recording.files.map {
              ChildProcess(executable: gzip.executable, arguments: ["-dc", $0])
            }
          })
      ),
      (
        .jq,
        ProcessInspectCase(
          name: "zcat FILES | jq -c . > /dev/null", note: "/bin/sh -c, one pipeline",
          commands: { recording in
            [
              ChildProcess(
                executable: "/bin/sh",
                arguments: ["-c", "zcat \"$@\" | jq -c . > /dev/null", "sh"] + recording.files)
            ]
          })
      ),
    ]
    cases += [
      (
        .events,
        ProcessInspectCase(
          name: "ilog events --json FILE > /dev/null", note: "the long recording's largest log",
          commands: {
            [
              ChildProcess(
                executable: ilog.executable, arguments: ["events", "--json", $0.largestFile])
            ]
          })
      ),
      (
        .gzipLargest,
        ProcessInspectCase(
          name: "gzip -dc FILE > /dev/null", note: "the same largest log",
          commands: {
            [ChildProcess(executable: gzip.executable, arguments: ["-dc", $0.largestFile])]
          })
      ),
    ]
    var samples = Array(repeating: [InspectSample](), count: cases.count)
    for repetition in 1...options.repetitions {
      for (index, (_, inspectCase)) in cases.enumerated() {
        progress("inspecting, run \(repetition) of \(options.repetitions): \(inspectCase.name)")
        samples[index].append(try inspectCase.run(recording))
      }
    }
    var rows: [InspectRow] = []
    for (inspectCase, samples) in zip(cases, samples) {
      progress("inspecting, peak RSS: \(inspectCase.1.name)")
      var row = InspectRow(
        role: inspectCase.0, name: inspectCase.1.name, note: inspectCase.1.note, samples: samples,
        recording: recording)
      row.peakKilobytes = try inspectCase.1.peakKilobytes(recording, in: directory)
      rows.append(row)
    }
    if let json = rows.firstIndex(where: { $0.role == .inspectJSON }) {
      rows[json].outputBytes = try Self.outputBytes(
        of: ChildProcess(
          executable: ilog.executable,
          arguments: ["inspect", "--format", "json", recording.session]),
        in: directory)
    }
    if let gzipIndex = rows.firstIndex(where: { $0.role == .gzip }),
      let jqIndex = rows.firstIndex(where: { $0.role == .jq })
    {
      for index in rows.indices
      where rows[index].role != .events && rows[index].role != .gzipLargest {
        rows[index].versusGzip = rows[index].eventsPerSecond / rows[gzipIndex].eventsPerSecond
        rows[index].versusJq = rows[index].eventsPerSecond / rows[jqIndex].eventsPerSecond
      }
    }
    return (recording, rows)
  }

  /// The size of what `command` writes on standard output.
  static func outputBytes(of command: ChildProcess, in directory: String) throws -> Int64 {
    let output = "\(directory)/output.txt"
    defer { try? FileManager.default.removeItem(atPath: output) }
    // The child's standard output is opened, not created.
    _ = FileManager.default.createFile(atPath: output, contents: nil)
    _ = try command.run(standardOutput: output)
    let attributes = try FileManager.default.attributesOfItem(atPath: output)
    return (attributes[.size] as? NSNumber)?.int64Value ?? 0
  }

  /// Whether `command` (`ilog --help`) lists `subcommand` among its subcommands.
  ///
  /// (`ilog inspect --help` is no test: ArgumentParser prints the root's help for an unknown
  /// subcommand followed by `--help`, and exits 0.)
  static func lists(_ command: ChildProcess, subcommand: String, in directory: String) -> Bool {
    let help = "\(directory)/ilog-help.txt"
    guard FileManager.default.isExecutableFile(atPath: command.executable),
      FileManager.default.createFile(atPath: help, contents: nil),
      (try? command.run(standardOutput: help, standardError: "/dev/null")) != nil,
      let text = try? String(contentsOfFile: help, encoding: .utf8)
    else { return false }
    return text.split(separator: "\n").contains {
      $0.trimmingCharacters(in: .whitespaces).hasPrefix(subcommand + " ")
    }
  }

  /// The inspector issue's two targets, for `ilog inspect` if it was measured, else for the
  /// library's fold in-process.
  func inspectorTargets(_ rows: [InspectRow]) -> [TargetResult] {
    func row(_ role: InspectRole) -> InspectRow? { rows.first { $0.role == role } }
    guard let gzip = row(.gzip), let jq = row(.jq),
      let subject = row(.ilog) ?? row(.fold)
    else { return [] }
    let label = row(.ilog) != nil ? "ilog inspect" : "Inspector.inspect (no ilog inspect)"
    func paired(_ reference: InspectRow) -> [Double] {
      zip(subject.samples, reference.samples).map { $1.nanoseconds / $0.nanoseconds }
    }
    var readers: [TargetResult] = []
    if let events = row(.events), let gzipLargest = row(.gzipLargest) {
      readers.append(
        TargetResult(
          "ilog events --json ≥ gzip -dc, largest log", measured: events.eventsPerSecond,
          reference: gzipLargest.eventsPerSecond, unit: "ev/s", .atLeast, 1,
          pairedRatios: zip(events.samples, gzipLargest.samples).map {
            $1.nanoseconds / $0.nanoseconds
          }))
    }
    if let reader = row(.reader) {
      readers.append(
        TargetResult(
          "LogReader, fully decoded ≥ 0.5× gzip -dc", measured: reader.eventsPerSecond,
          reference: gzip.eventsPerSecond, unit: "ev/s", .atLeast, 0.5,
          pairedRatios: zip(reader.samples, gzip.samples).map { $1.nanoseconds / $0.nanoseconds }))
    }
    return readers + speedTargets(rows) + [
      TargetResult(
        "\(label) ≥ gzip -dc speed", measured: subject.eventsPerSecond,
        reference: gzip.eventsPerSecond, unit: "ev/s", .atLeast, 1, pairedRatios: paired(gzip)),
      TargetResult(
        "\(label) ≥ 10× zcat | jq -c .", measured: subject.eventsPerSecond,
        reference: jq.eventsPerSecond, unit: "ev/s", .atLeast, 10, pairedRatios: paired(jq)),
    ]
  }

  /// The speed issue's targets: `ilog inspect` against DuckDB's query and 0.5 s, its JSON against
  /// its text in time and the events in size, and `ilog stats` against 0.5 s.
  func speedTargets(_ rows: [InspectRow]) -> [TargetResult] {
    func row(_ role: InspectRole) -> InspectRow? { rows.first { $0.role == role } }
    func seconds(_ row: InspectRow) -> Double {
      (row.samples.map(\.nanoseconds).min() ?? .nan) / 1e9
    }
    func paired(_ subject: InspectRow, _ reference: InspectRow) -> [Double] {
      zip(subject.samples, reference.samples).map { $0.nanoseconds / $1.nanoseconds }
    }
    var targets: [TargetResult] = []
    guard let inspect = row(.ilog) else { return targets }
    if let duckdb = row(.duckdb) {
      targets.append(
        TargetResult(
          "ilog inspect ≤ DuckDB's empty-set-not-first", measured: seconds(inspect),
          reference: seconds(duckdb), unit: "s", .atMost, 1, pairedRatios: paired(inspect, duckdb)))
    }
    if let findingsOnly = row(.findingsOnly), let duckdb = row(.duckdb) {
      targets.append(
        TargetResult(
          "ilog inspect --findings-only ≤ DuckDB's query", measured: seconds(findingsOnly),
          reference: seconds(duckdb), unit: "s", .atMost, 1,
          pairedRatios: paired(findingsOnly, duckdb)))
    }
    targets.append(
      TargetResult(
        "ilog inspect ≤ 0.5 s", measured: seconds(inspect), reference: 1, unit: "s", .atMost, 0.5))
    if let json = row(.inspectJSON) {
      targets.append(
        TargetResult(
          "ilog inspect --format json ≤ 1.2× text", measured: seconds(json),
          reference: seconds(inspect), unit: "s", .atMost, 1.2, pairedRatios: paired(json, inspect))
      )
      if let bytes = json.outputBytes {
        targets.append(
          TargetResult(
            "inspect --format json ≤ its events' size", measured: Double(bytes),
            reference: Double(json.recordingPayloadBytes), unit: "B", .atMost, 1))
      }
    }
    if let stats = row(.stats) {
      targets.append(
        TargetResult(
          "ilog stats ≤ 0.5 s", measured: seconds(stats), reference: 1, unit: "s", .atMost, 0.5))
    }
    return targets
  }
}

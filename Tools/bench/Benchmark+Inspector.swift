import Foundation

extension Benchmark {
  /// The inspector issue's rows, in table order; `ilog inspect`'s only when the built `ilog`
  /// has the subcommand.
  enum InspectRole: String, CaseIterable, Codable {
    case ilog, inspectJSON, findingsOnly, stats, verify, duckdb, fold, reader, foldChild, gzip, jq
    case events, gzipLargest
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
    let inspectHelp = ChildProcess(executable: ilog.executable, arguments: ["inspect", "--help"])
    let hasFindingsOnly =
      hasInspect && Self.mentions(inspectHelp, "--findings-only", in: directory)
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
          .stats,
          ProcessInspectCase(
            name: "ilog stats DIR > /dev/null", note: "counts and latencies, every rule folded",
            commands: {
              [ChildProcess(executable: ilog.executable, arguments: ["stats", $0.session])]
            })
        ),
        // No goal of its own: what reading alone costs, beside DuckDB's query, is the part of
        // that query's time the rest of `--findings-only` cannot have
        // (Docs/performance-history.md, "The budget of the last goal").
        (
          .verify,
          ProcessInspectCase(
            name: "ilog verify DIR > /dev/null",
            note: "reading alone: every event decoded, files merged, links checked",
            commands: {
              [ChildProcess(executable: ilog.executable, arguments: ["verify", $0.session])]
            })
        ),
      ]
    }
    if hasFindingsOnly {
      cases.append(
        (
          .findingsOnly,
          ProcessInspectCase(
            name: "ilog inspect --findings-only DIR > /dev/null",
            note: "only the interactions with findings, and the summary",
            commands: {
              [
                ChildProcess(
                  executable: ilog.executable,
                  arguments: ["inspect", "--findings-only", $0.session])
              ]
            })
        ))
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

  /// Whether what `command` prints (a help text) mentions `text`: a flag that a build before
  /// it lacks, whose row is then left out.
  static func mentions(_ command: ChildProcess, _ text: String, in directory: String) -> Bool {
    printed(by: command, in: directory)?.contains(text) ?? false
  }

  /// Whether `command` (`ilog --help`) lists `subcommand` among its subcommands.
  ///
  /// (`ilog inspect --help` is no test: ArgumentParser prints the root's help for an unknown
  /// subcommand followed by `--help`, and exits 0.)
  static func lists(_ command: ChildProcess, subcommand: String, in directory: String) -> Bool {
    guard let text = printed(by: command, in: directory) else { return false }
    return text.split(separator: "\n").contains {
      $0.trimmingCharacters(in: .whitespaces).hasPrefix(subcommand + " ")
    }
  }

  /// What `command` prints on standard output, if it runs and exits with status 0.
  private static func printed(by command: ChildProcess, in directory: String) -> String? {
    let help = "\(directory)/ilog-help.txt"
    guard FileManager.default.isExecutableFile(atPath: command.executable),
      FileManager.default.createFile(atPath: help, contents: nil),
      (try? command.run(standardOutput: help, standardError: "/dev/null")) != nil
    else { return nil }
    return try? String(contentsOfFile: help, encoding: .utf8)
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
        reference: gzip.eventsPerSecond, unit: "ev/s", .atLeast, 1, pairedRatios: paired(gzip),
        replacedBy: "ilog inspect ≤ 4× gzip -dc"),
      TargetResult(
        "\(label) ≥ 10× zcat | jq -c .", measured: subject.eventsPerSecond,
        reference: jq.eventsPerSecond, unit: "ev/s", .atLeast, 10, pairedRatios: paired(jq),
        replacedBy: "ilog inspect ≤ 4× gzip -dc"),
    ]
  }

  /// The reading path's targets: `ilog inspect --findings-only` against DuckDB's query, `ilog
  /// inspect` within 4× and `ilog stats` within 2× `gzip -dc` of the same files, the JSON
  /// against the text in time and the events in size, and every command's peak RSS.
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
          reference: seconds(duckdb), unit: "s", .atMost, 1, pairedRatios: paired(inspect, duckdb),
          replacedBy: "inspect --findings-only ≤ DuckDB's query"))
      if let findings = row(.findingsOnly) {
        targets.append(
          TargetResult(
            "inspect --findings-only ≤ DuckDB's query", measured: seconds(findings),
            reference: seconds(duckdb), unit: "s", .atMost, 1,
            pairedRatios: paired(findings, duckdb)))
      }
    }
    if let gzip = row(.gzip) {
      targets.append(
        TargetResult(
          "ilog inspect ≤ 4× gzip -dc", measured: seconds(inspect), reference: seconds(gzip),
          unit: "s", .atMost, 4, pairedRatios: paired(inspect, gzip)))
    }
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
    if let stats = row(.stats), let gzip = row(.gzip) {
      targets.append(
        TargetResult(
          "ilog stats ≤ 2× gzip -dc", measured: seconds(stats), reference: seconds(gzip),
          unit: "s", .atMost, 2, pairedRatios: paired(stats, gzip)))
    }
    let commands: [InspectRole] = [.ilog, .inspectJSON, .findingsOnly, .stats, .verify, .events]
    let peaks = rows.filter { commands.contains($0.role) }.compactMap(\.peakKilobytes)
    if let peak = peaks.max() {
      targets.append(
        TargetResult(
          "ilog's peak RSS ≤ 64 MiB", measured: Double(peak), reference: 65_536, unit: "KB",
          .atMost, 1))
    }
    return targets
  }
}

extension BenchmarkReport {
  /// The report as the tables a person reads.
  func text() -> String {
    var sections: [String] = []
    sections.append(heading())
    sections.append(writersTable())
    sections.append(readersTable())
    sections.append(sizeTable())
    sections.append(recorderTable())
    sections.append(hostTable())
    sections.append(replayTable())
    sections.append(bridgeTable())
    sections.append(inspectorTable())
    sections.append(targetsTable())
    if !notes.isEmpty {
      sections.append((["Notes"] + notes.map { "- \($0)" }).joined(separator: "\n"))
    }
    return sections.joined(separator: "\n\n") + "\n"
  }

  private func heading() -> String {
    let byFrequency = corpus.eventsByKind.sorted {
      $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key
    }
    let mix = byFrequency.map { kind, count in
      "\(kind) \(Format.fixed(100 * Double(count) / Double(corpus.events), 1))%"
    }
    var lines = [
      "ilog-bench: \(Format.grouped(corpus.events)) events (seed \(corpus.seed)), best of "
        + "\(repetitions) run\(repetitions == 1 ? "" : "s") per figure, \(machine.build) build",
      "command: \(command)",
      "machine: nproc \(machine.processors); \(machine.system)",
    ]
    if let processor = machine.processor { lines.append("cpu:     \(processor)") }
    if let start = machine.loadAverage {
      // Other users' load moves every figure; the averages say how busy the machine was.
      let end = machine.loadAverageAtEnd.map { ", \($0) at the end" } ?? ""
      lines.append("load:    \(start) (1, 5, 15 min) at the start\(end)")
    }
    lines.append(
      "events:  \(Format.grouped(corpus.payloadBytes)) bytes of JSON Lines, "
        + "\(Format.fixed(corpus.meanLineBytes, 0)) B/event mean, "
        + "\(Format.grouped(corpus.longestLineBytes)) B longest, CRC-32 \(corpus.crc32)")
    lines.append("mix:     " + mix.joined(separator: ", "))
    if machine.build != "release" {
      lines.append("WARNING: a debug build; run Tools/bench.sh for figures that mean something")
    }
    return lines.joined(separator: "\n")
  }

  private func writersTable() -> String {
    var table = TextTable([
      ("Writing \(Format.grouped(corpus.events)) events", .left), ("caller ns/event", .right),
      ("sustained events/s", .right), ("file bytes", .right), ("notes", .left),
    ])
    for row in writers {
      var note = row.note
      if let least = row.droppedLeast, let most = row.droppedMost {
        let range = least == most ? Format.grouped(Int64(least)) : "\(least)–\(most)"
        note = "dropped \(range); " + note
      }
      table.append([
        row.name, Format.fixed(row.callerNanosecondsPerEvent, 0),
        Format.whole(row.sustainedEventsPerSecond), row.fileBytes.map(Format.grouped) ?? "—",
        note,
      ])
    }
    return table.rendered()
  }

  private func readersTable() -> String {
    var table = TextTable([
      ("Reading \(readFile.name)", .left), ("events/s", .right), ("payload MB/s", .right),
      ("× gzip -dc", .right), ("notes", .left),
    ])
    for row in readers {
      table.append([
        row.name, Format.whole(row.eventsPerSecond), Format.fixed(row.megabytesPerSecond, 1),
        Format.fixed(row.versusGzip, 2), row.note,
      ])
    }
    return "\(table.rendered())\n(\(Format.grouped(readFile.bytes)) bytes, "
      + "\(Format.grouped(readFile.events)) events, \(Format.grouped(readFile.payloadBytes)) "
      + "payload bytes; MB = 10^6 bytes of uncompressed payload)"
  }

  private func sizeTable() -> String {
    var table = TextTable([("Size", .left), ("bytes", .right), ("× gzip -6", .right)])
    table.append([
      "ilog, LogWriter buffered", Format.grouped(size.bufferedLogBytes),
      Format.fixed(size.ratio, 3),
    ])
    if let writeThrough = size.writeThroughLogBytes {
      table.append([
        "ilog, LogWriter write-through", Format.grouped(writeThrough),
        Format.fixed(Double(writeThrough) / Double(size.gzipBytes), 3),
      ])
    }
    table.append(["gzip -6 of the same JSON Lines", Format.grouped(size.gzipBytes), "1.000"])
    table.append(["the JSON Lines, uncompressed", Format.grouped(size.payloadBytes), ""])
    return table.rendered()
  }

  private func recorderTable() -> String {
    var table = TextTable([
      ("Resolve calls, \(Format.grouped(recorderCalls)) of them", .left), ("ns/call", .right),
      ("calls/s", .right), ("× raw writer", .right), ("notes", .left),
    ])
    for row in recorder {
      table.append([
        row.name, Format.fixed(row.nanosecondsPerCall, 0), Format.whole(row.callsPerSecond),
        Format.fixed(row.versusRawWriter, 2), row.note,
      ])
    }
    return table.rendered()
      + "\n(a call and its completion: 2 events; × raw writer: over LogWriter's 2 appends, same mode)"
  }

  private func hostTable() -> String {
    var table = TextTable([
      ("Host, \(Format.grouped(host.first?.samples.first?.calls ?? 0)) interactions", .left),
      ("interactions/s", .right), ("µs/interaction", .right), ("notes", .left),
    ])
    for row in host {
      table.append([
        row.name, Format.whole(row.callsPerSecond), Format.fixed(row.nanosecondsPerCall / 1e3, 1),
        row.note,
      ])
    }
    return table.rendered()
  }

  private func replayTable() -> String {
    var table = TextTable([
      (
        "Replay, \(Format.grouped(replay.first?.samples.first?.calls ?? 0)) configureView calls",
        .left
      ),
      ("calls/s", .right), ("µs/call", .right), ("notes", .left),
    ])
    for row in replay {
      table.append([
        row.name, Format.whole(row.callsPerSecond), Format.fixed(row.nanosecondsPerCall / 1e3, 2),
        row.note,
      ])
    }
    return table.rendered()
  }

  private func inspectorTable() -> String {
    var table = TextTable([
      ("Inspecting the long recording", .left), ("events/s", .right), ("payload MB/s", .right),
      ("× gzip -dc", .right), ("× jq", .right), ("peak RSS MB", .right), ("notes", .left),
    ])
    for row in inspectors {
      table.append([
        row.name, Format.whole(row.eventsPerSecond), Format.fixed(row.megabytesPerSecond, 1),
        Format.fixed(row.versusGzip, 2), Format.fixed(row.versusJq, 1),
        Format.fixed(row.peakKilobytes.map { Double($0) / 1024 }, 1), row.note,
      ])
    }
    let recording = longRecording
    var text = table.rendered()
    if !inspectors.contains(where: { $0.role == .ilog }) {
      text += "\n(no `ilog inspect` in the built ilog: the targets use the in-process fold)"
    }
    return text
      + "\n(make-recordings --long, \(Format.grouped(recording.interactions)) interactions: "
      + "\(recording.files.count) files, \(Format.grouped(recording.bytes)) bytes, "
      + "\(Format.grouped(recording.events)) events, \(Format.grouped(recording.payloadBytes)) "
      + "payload bytes; peak RSS: /usr/bin/time %M of an untimed run, MB = 2^20 bytes)"
  }

  private func targetsTable() -> String {
    var table = TextTable([
      ("Target", .left), ("measured", .right), ("reference", .right), ("ratio", .right),
      ("limit", .right), ("", .left), ("paired median", .right),
    ])
    for target in targets {
      table.append([
        target.name, target.text(target.measured), target.text(target.reference),
        Format.fixed(target.ratio, 2),
        "\(target.comparison == .atMost ? "≤" : "≥") \(Format.fixed(target.limit, 2))",
        target.verdict, Format.fixed(target.pairedMedian, 2),
      ])
    }
    var text =
      table.rendered()
      + "\n(ratio: of the best figures; paired median: of the ratios within each repetition)"
    for target in targets {
      guard let replacement = target.replacedBy else { continue }
      text += "\n(replaced: \(target.name), by \(replacement))"
    }
    return text
  }
}

import InteractionLog

/// The table `crash-loop` prints at the end: one row per mode.
struct SummaryTable {
  /// The modes' sums.
  var tallies: [ModeTally]
  /// The seed the run used.
  var seed: UInt64
  /// The buffered writer's window and the grace after it, in milliseconds.
  var windowMs: Int
  var graceMs: Int

  /// The table, its header and a closing line per mode.
  var text: String {
    let header = [
      "mode", "kills", "no log", "no header", "torn", "returned", "found", "lost",
      "in flight (max)", "settled", "settled lost",
      "dropped", "verify ok", "reopened ok",
    ]
    var rows = [header]
    for tally in tallies {
      let buffered = tally.mode == .buffered
      // Kills that came before the log existed leave nothing to verify or reopen.
      let logs = tally.kills - tally.beforeLog
      let bound = tally.inFlightBound(queueBytes: RecordingMode.bufferedQueueBytes)
      rows.append([
        tally.mode.rawValue, "\(tally.kills)", "\(tally.beforeLog)", "\(tally.beforeHeader)",
        "\(tally.torn)",
        "\(tally.returned)", "\(tally.found)",
        buffered ? "\(tally.largestMissing > bound ? tally.missing : 0)" : "\(tally.missing)",
        buffered ? "\(tally.missing) (\(tally.largestMissing), bound \(bound))" : "-",
        buffered ? "\(tally.settled)" : "-", buffered ? "\(tally.settledLost)" : "-",
        "\(tally.dropped)", "\(tally.verified)/\(logs)", "\(tally.reopened)/\(logs)",
      ])
    }
    let widths = header.indices.map { column in rows.map { $0[column].count }.max() ?? 0 }
    var lines = rows.map { row in
      row.enumerated().map { column, cell in
        column == 0
          ? cell + String(repeating: " ", count: widths[column] - cell.count)
          : String(repeating: " ", count: widths[column] - cell.count) + cell
      }.joined(separator: "  ")
    }
    lines.insert("crash-loop, seed \(seed): SIGKILL at random moments", at: 0)
    for tally in tallies {
      lines.append(
        "crash-loop \(tally.mode.rawValue): \(tally.kills) kills, \(tally.returned) events "
          + "returned, \(tally.found) found, "
          + (tally.mode == .buffered
            ? "\(tally.missing) in flight at the kills; window \(windowMs) ms + grace "
              + "\(graceMs) ms: \(tally.settled) returned longer before their kill "
              + "(\(tally.settledKills) kills), \(tally.settledLost) of them lost"
            : "\(tally.missing) lost")
          + ", \(tally.failures.count) failures")
    }
    return lines.joined(separator: "\n")
  }
}

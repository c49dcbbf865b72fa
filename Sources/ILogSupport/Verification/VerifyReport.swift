package import InteractionLog

/// What `ilog verify` prints: a section per file, then a one-line summary.
package struct VerifyReport {
  /// How a file ended up, from best to worst; a file's status is its worst finding.
  package enum Status: Int, Comparable, CaseIterable, Sendable {
    case clean
    case notClosedCleanly
    case inconsistent
    case torn
    case damaged

    /// The status as the report names it: `not closed cleanly`.
    package var name: String {
      switch self {
      case .clean: "clean"
      case .notClosedCleanly: "not closed cleanly"
      case .inconsistent: "inconsistent"
      case .torn: "torn"
      case .damaged: "damaged"
      }
    }

    package static func < (lhs: Status, rhs: Status) -> Bool { lhs.rawValue < rhs.rawValue }
  }

  /// A session directory given on the command line, and its log files.
  package struct Session: Hashable, Sendable {
    /// The directory.
    package var path: String
    /// Its `*.ilog` files.
    package var files: [String]

    package init(path: String, files: [String]) {
      self.path = path
      self.files = files
    }
  }

  /// What the reader found in each file.
  package let summaries: [FileSummary]
  /// The directories among the inputs, each reported on a line of its own.
  package let sessions: [Session]
  /// The links between each file's events, checked as they were read.
  package let links: [String: LinkCheck]
  /// What each file's events say was lost (``LossAccount``), but broken links and open blocks.
  ///
  /// Those have lines of their own. A loss is no fault of the file's bytes (a copy
  /// `ilog recover` wrote marks what it lost, and is clean), so it leaves the status alone; it
  /// is listed because every verdict (replay, explore, make-test, watch) fails on it.
  package let losses: [String: [LogLoss]]

  /// A report of files already read.
  package init(
    summaries: [FileSummary], sessions: [Session] = [], links: [String: LinkCheck] = [:],
    losses: [String: [LogLoss]] = [:]
  ) {
    self.summaries = summaries
    self.sessions = sessions
    self.links = links
    self.losses = losses
  }

  /// Every file clean and closed cleanly.
  package var isClean: Bool { summaries.allSatisfy { findings(of: $0).isEmpty } }

  /// What is wrong with a file, each with the status it implies; empty for a clean file.
  package func findings(of summary: FileSummary) -> [(status: Status, text: String)] {
    var findings = Self.findings(of: summary)
    if let links = links[summary.path], let first = links.problems.first {
      let text = "broken link at byte \(first.offset), line \(first.line)"
      findings.append(
        (
          .inconsistent,
          links.problemCount == 1 ? text : "\(links.problemCount) broken links, first \(text)"
        ))
    }
    return findings
  }

  /// What the bytes of a file say is wrong with it, each with the status it implies.
  package static func findings(of summary: FileSummary) -> [(status: Status, text: String)] {
    var findings: [(Status, String)] = []
    let damages = summary.damages.filter { $0.kind != .tornTail }
    if let first = damages.first {
      let text = "\(first.kind.rawValue) at \(place(of: first))"
      findings.append(
        (.damaged, damages.count == 1 ? text : "\(damages.count) damages, first \(text)"))
    }
    for damage in summary.damages where damage.kind == .tornTail {
      findings.append((.torn, "torn tail at byte \(damage.offset)"))
    }
    if !summary.hasHeader { findings.append((.notClosedCleanly, "no header event")) }
    if !summary.hasEnd { findings.append((.notClosedCleanly, "not closed cleanly (no end event)")) }
    if summary.openBlocks > 0 {
      findings.append(
        (.notClosedCleanly, "not closed cleanly (\(count(summary.openBlocks, "open block")))"))
    }
    return findings
  }

  /// `byte 835`, or `byte 0, line 3` for damage inside a line.
  package static func place(of damage: LogDamage) -> String {
    damage.line.map { "byte \(damage.offset), line \($0)" } ?? "byte \(damage.offset)"
  }

  /// The worst of the file's findings.
  package func status(of summary: FileSummary) -> Status {
    findings(of: summary).map(\.status).max() ?? .clean
  }

  /// The whole report: a section per file, a line per session, the summary line.
  package var text: String {
    var text = ""
    for summary in summaries { text += section(for: summary) }
    for session in sessions { text += sessionLine(for: session) + "\n" }
    text += summaryLine + "\n"
    return text
  }

  /// `session s/: 2 files, every one closed cleanly`, or
  /// `session s/: 2 files, 1 not closed cleanly: ui-extension-502.ilog (torn)`.
  package func sessionLine(for session: Session) -> String {
    let files = summaries.filter { session.files.contains($0.path) }
    let open = files.filter { status(of: $0) != .clean }
    let head = "session \(session.path): \(Self.count(files.count, "file")), "
    guard !open.isEmpty else {
      return head + (files.count == 1 ? "closed cleanly" : "every one closed cleanly")
    }
    let names = open.map { summary in
      let name = summary.path.split(separator: "/").last.map(String.init) ?? summary.path
      return "\(name) (\(status(of: summary).name))"
    }
    return head + "\(open.count) not closed cleanly: " + names.joined(separator: ", ")
  }

  /// `3 files, 250 events: 1 clean, 1 torn, 1 damaged`.
  package var summaryLine: String {
    let events = summaries.reduce(0) { $0 + $1.events }
    let statuses = summaries.map(status(of:))
    let counts = Status.allCases.compactMap { status -> String? in
      let number = statuses.filter { $0 == status }.count
      return number == 0 ? nil : "\(number) \(status.name)"
    }
    let lossy = summaries.filter { losses[$0.path]?.isEmpty == false }.count
    return "\(Self.count(summaries.count, "file")), \(Self.count(events, "event")): "
      + counts.joined(separator: ", ") + (lossy == 0 ? "" : "; \(lossy) recording a loss")
  }

  /// The file's section: its status, counts and every damage and broken link.
  package func section(for summary: FileSummary) -> String {
    let findings = findings(of: summary)
    let status =
      findings.isEmpty
      ? "clean, closed cleanly"
      : "\(status(of: summary).name): " + findings.map(\.text).joined(separator: "; ")
    let range = summary.firstSequence.map { "\($0)-\(summary.lastSequence ?? $0)" } ?? "none"
    let kinds = summary.eventsByKind.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }
    var lines = [
      summary.path,
      Self.row("status", status),
      Self.row("blocks", "\(summary.blocks) (\(summary.openBlocks) open)"),
      Self.row("events", "\(summary.events), sequence \(range)"),
      Self.row("kinds", kinds.isEmpty ? "none" : kinds.joined(separator: ", ")),
      Self.row(
        "bytes",
        "\(summary.compressedBytes) compressed, \(summary.payloadBytes) uncompressed, ratio "
          + (summary.compressionRatio.map(Self.ratio) ?? "none")),
      Self.row("header", summary.hasHeader ? "yes" : "no"),
      Self.row("end event", summary.hasEnd ? "yes" : "no"),
      Self.row("damage", summary.damages.isEmpty ? "none" : "\(summary.damages.count)"),
    ]
    if let losses = losses[summary.path], !losses.isEmpty {
      let kinds = Set(losses.map(\.kind)).sorted().map(\.rawValue).joined(separator: ", ")
      lines.append(
        Self.row(
          "losses", "\(losses.count) (\(kinds)): a replay of it fails unless it accepts them"))
    }
    for damage in summary.damages {
      lines.append("    \(Self.place(of: damage)): \(damage.kind.rawValue): \(damage.message)")
    }
    if let links = links[summary.path] {
      for problem in links.problems {
        lines.append("    byte \(problem.offset), line \(problem.line): link: \(problem.message)")
      }
      if links.problemCount > links.problems.count {
        lines.append("    … and \(links.problemCount - links.problems.count) more broken links")
      }
      if links.isIncomplete {
        lines.append("    too many scattered call or interaction ids: links checked in part")
      }
    }
    for loss in losses[summary.path] ?? [] {
      let place = loss.offset.map { "byte \($0)" + (loss.line.map { ", line \($0)" } ?? "") }
      let sequence = loss.sequence.map { " (seq \($0))" } ?? ""
      lines.append(
        "    \(place ?? "file")\(sequence): loss: \(loss.kind.rawValue): \(loss.message)")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private static func row(_ label: String, _ value: String) -> String {
    "  " + label + String(repeating: " ", count: max(1, 11 - label.count)) + value
  }

  /// Three decimals: `0.234`.
  private static func ratio(_ value: Double) -> String {
    let thousandths = Int((value * 1000).rounded())
    let fraction = String(thousandths % 1000)
    return "\(thousandths / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
  }

  private static func count(_ number: Int, _ noun: String) -> String {
    "\(number) \(noun)\(number == 1 ? "" : "s")"
  }
}

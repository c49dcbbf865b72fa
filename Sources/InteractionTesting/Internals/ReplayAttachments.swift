import InteractionJudging
import InteractionLog
import InteractionReplay

/// What a failing replay test attaches, so that a test report (Xcode's, or the files of
/// `swift test --attachments-path`) shows what the user saw: the replay's time-travel page and
/// the snippet of each replayed interaction drawn as `ilog inspect` draws it, beside the
/// recorded one.
struct ReplayAttachments {
  /// One file to attach.
  struct File: Equatable {
    /// Its name, with its extension.
    let name: String
    let contents: String
    /// Its uniform type identifier, as XCTest wants it.
    let typeIdentifier: String
  }

  /// The files for `report`'s run, named after its recording; `prefix` tells apart the runs of
  /// one test (an exploration's failures).
  static func files(for report: ReplayReport, prefix: String = "") -> [File] {
    let name = prefix + lastComponent(of: report.recording)
    var files: [File] = []
    // A recording that cannot be read again has no page; its snippet still comes.
    if let page = try? ReplayPage(report: report).html() {
      files.append(File(name: name + "-replay.html", contents: page, typeIdentifier: "public.html"))
    }
    let snippets = snippetText(of: report)
    if !snippets.isEmpty {
      files.append(
        File(
          name: name + "-snippet.txt", contents: snippets, typeIdentifier: "public.plain-text"))
    }
    return files
  }

  /// Each replayed interaction's snippet, replayed then recorded, as `ilog inspect` draws it.
  static func snippetText(of report: ReplayReport) -> String {
    var replayedFold = InspectionFold()
    for record in report.replayedRun?.records ?? [] { replayedFold.consume(record) }
    let replayed = replayedFold.finish(summaries: []).interactions
    let recorded = (try? InspectionFold.report(paths: [report.recording]).interactions) ?? []
    var text = ""
    for interaction in replayed where interaction.interface != nil {
      let identifier = interaction.identifier ?? "#\(interaction.position)"
      text += "Interaction \(identifier), replayed:\n" + drawing(of: interaction)
      if let original = recorded.first(where: { $0.identifier == interaction.identifier }) {
        text += "\nInteraction \(identifier), recorded:\n" + drawing(of: original)
      }
      text += "\n"
    }
    return text
  }

  private static func drawing(of interaction: InteractionReport) -> String {
    let stack = SnippetStack(interaction, names: ParameterNames(interaction))
    return SnippetText(stack: stack).lines().map { $0.rendered(.plain) + "\n" }.joined()
  }

  private static func lastComponent(of path: String) -> String {
    let trimmed = path.hasSuffix("/") ? String(path.dropLast()) : path
    return trimmed.split(separator: "/").last.map(String.init) ?? "replay"
  }
}

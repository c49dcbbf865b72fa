import Foundation
import InteractionTestSupport
import Testing

/// `ilog report`, run as the built binary: the file it writes, its exit statuses, and what a
/// hostile recording becomes.
@Suite struct ReportCommandTests {
  static func page(_ path: String) throws -> String {
    try String(contentsOfFile: path, encoding: .utf8)
  }

  @Test func aCleanRecordingIsWrittenToTheNewFileAndExits0() throws {
    let directory = TemporaryDirectory()
    let out = directory.file("report.html")
    let outcome = try ILogBinary.run(
      ["report", "Recordings/start-workout", "-o", out], in: PackageRoot.path)
    let size = try #require(
      FileManager.default.attributesOfItem(atPath: out)[.size] as? NSNumber)
    #expect(outcome.outputLines == ["\(out): \(size.intValue) bytes, 1 interaction, 0 findings"])
    #expect(outcome.error == "")
    #expect(outcome.status == 0)
    let html = try Self.page(out)
    #expect(html.hasPrefix("<!DOCTYPE html>"))
    #expect(html.contains("INStartWorkoutIntent"))
    #expect(HTMLMarkup.problems(html) == [])
  }

  @Test func theSameRecordingGivesTheSameBytes() throws {
    let directory = TemporaryDirectory()
    for name in ["a.html", "b.html"] {
      let outcome = try ILogBinary.run(
        ["report", "Recordings/double-completion", "-o", directory.file(name)],
        in: PackageRoot.path)
      #expect(outcome.status == 0)
    }
    #expect(try Self.page(directory.file("a.html")) == Self.page(directory.file("b.html")))
  }

  @Test func exceptionsAreShownAndFailOnlyUnderStrict() throws {
    let directory = TemporaryDirectory()
    let plain = try ILogBinary.run(
      ["report", "Recordings/empty-set-last", "-o", directory.file("plain.html")],
      in: PackageRoot.path)
    #expect(plain.status == 0)
    let strict = try ILogBinary.run(
      ["report", "--strict", "Recordings/empty-set-last", "-o", directory.file("strict.html")],
      in: PackageRoot.path)
    #expect(strict.status == 1)
    #expect(strict.errorLines == ["ilog: --strict: 2 exceptions found"])
    #expect(try Self.page(directory.file("strict.html")).contains(">empty-set-not-first<"))
    #expect(try Self.page(directory.file("strict.html")).contains(">header-not-on-top<"))
  }

  @Test func aTornRecordingIsReportedUpToTheTearAndExits1() throws {
    let directory = TemporaryDirectory()
    let out = directory.file("torn.html")
    let outcome = try ILogBinary.run(
      ["report", "Recordings/killed-mid-interaction", "-o", out], in: PackageRoot.path)
    #expect(outcome.status == 1)
    #expect(
      outcome.errorLines.contains {
        $0.hasPrefix(
          "ilog: damage: Recordings/killed-mid-interaction/ui-extension-502.ilog: byte 6742")
      })
    let html = try Self.page(out)
    #expect(html.contains("<b>torn-tail</b>"))
    #expect(html.contains("Cut off: the log stops inside this interaction"))
  }

  @Test func anExistingOutputIsNeverOverwritten() throws {
    let directory = TemporaryDirectory()
    let out = directory.file("report.html")
    try Data("keep me".utf8).write(to: URL(fileURLWithPath: out))
    let outcome = try ILogBinary.run(
      ["report", "Recordings/start-workout", "-o", out], in: PackageRoot.path)
    #expect(outcome.status == 2)
    #expect(outcome.errorLines == ["ilog: already exists, never overwritten: \(out)"])
    #expect(try Self.page(out) == "keep me")
  }

  @Test func aSymbolicLinkAsOutputIsNotFollowed() throws {
    let directory = TemporaryDirectory()
    let out = directory.file("link.html")
    try FileManager.default.createSymbolicLink(
      atPath: out, withDestinationPath: directory.file("elsewhere.html"))
    let outcome = try ILogBinary.run(
      ["report", "Recordings/start-workout", "-o", out], in: PackageRoot.path)
    #expect(outcome.status == 2)
    #expect(!FileManager.default.fileExists(atPath: directory.file("elsewhere.html")))
  }

  @Test func unreadableInputExits2BeforeAnyFileIsCreated() throws {
    let directory = TemporaryDirectory()
    let out = directory.file("report.html")
    let outcome = try ILogBinary.run(["report", directory.file("missing"), "-o", out])
    #expect(outcome.status == 2)
    #expect(outcome.errorLines.first?.hasPrefix("ilog: ") == true)
    #expect(!FileManager.default.fileExists(atPath: out))
  }

  @Test func withoutAnOutputItIsAUsageError() throws {
    let outcome = try ILogBinary.run(["report", "Recordings/start-workout"], in: PackageRoot.path)
    #expect(outcome.status == 2)
    #expect(outcome.error.contains("-o"))
  }

  @Test func theHelpListsTheCommand() throws {
    let outcome = try ILogBinary.run(["--help"])
    #expect(outcome.output.contains("report"))
    let help = try ILogBinary.run(["report", "--help"])
    #expect(help.output.contains("self-contained HTML"))
  }

  @Test func aHostileRecordingShowsEveryValueAsText() throws {
    let directory = TemporaryDirectory()
    let session = try directory.directory("session")
    try HostileSession.write(in: session)
    let out = directory.file("hostile.html")
    let outcome = try ILogBinary.run(["report", session, "-o", out])
    #expect(!outcome.crashed, "\(outcome.error)")
    #expect(outcome.status == 0)
    let html = try Self.page(out)
    #expect(HTMLMarkup.problems(html) == [])
    // The report's script, the time-travel panel's data and script, and nothing else, are
    // scripts; the data holds no `<` a value could close it with; no comment is opened.
    #expect(html.components(separatedBy: "<script").count == 4)
    #expect(html.components(separatedBy: "</script>").count == 4)
    let data = html.components(separatedBy: "<script type=\"application/json\" id=\"tt-data\">")
      .last?.components(separatedBy: "</script>").first
    #expect(data?.contains("<") == false)
    #expect(data?.contains("alert(1)") == true)
    #expect(!html.contains("<!--"))
    #expect(!html.contains("<img") && !html.contains("<svg") && !html.contains("<u>"))
    // Each value is there, escaped, in content and in attributes.
    #expect(html.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
    #expect(html.contains("&lt;/script&gt;&lt;/style&gt;&lt;!--&lt;img src=x onerror=alert(3)&gt;"))
    #expect(html.contains("&amp;lt;b&amp;gt;"))
    #expect(html.contains("data-intent=\"IN&lt;b&gt;Hostile&lt;/b&gt;&#39;Intent\""))
    #expect(html.contains("I&quot;&gt;&lt;svg onload=alert(4)&gt;"))
    #expect(html.contains("View&lt;/script&gt;&lt;script&gt;alert(5)//"))
    #expect(html.contains("&lt;script&gt;alert(7)&lt;/script&gt;[0]"))
    #expect(html.contains(">foreign-claim<"))
  }

  @Test func theTimeTravelPanelGoesAboveTheReportUnlessLeftOut() throws {
    let directory = TemporaryDirectory()
    let out = directory.file("panel.html")
    let outcome = try ILogBinary.run(
      ["report", "Recordings/empty-set-last", "-o", out], in: PackageRoot.path)
    #expect(outcome.status == 0)
    let html = try Self.page(out)
    let panel = try #require(html.range(of: "<main id=\"tt\" data-mode=\"recording\""))
    let report = try #require(html.range(of: "<section class=\"sessions\""))
    #expect(panel.lowerBound < report.lowerBound)
    #expect(html.components(separatedBy: "<main").count == 2)
    // The timeline's data names the empty-set call and the finding it leads to.
    #expect(html.contains("\"ui-extension-502.ilog\""))
    #expect(html.contains("\"header-not-on-top\""))
    // Today's report is all there below it.
    #expect(html.contains(">header-not-on-top<"))
    #expect(html.contains("id=\"fq\""))
    #expect(HTMLMarkup.problems(html) == [])

    let plain = directory.file("plain.html")
    let without = try ILogBinary.run(
      ["report", "--no-time-travel", "Recordings/empty-set-last", "-o", plain],
      in: PackageRoot.path)
    #expect(without.status == 0)
    let plainHTML = try Self.page(plain)
    #expect(!plainHTML.contains("id=\"tt\""))
    #expect(plainHTML.contains("<main>"))
    #expect(plainHTML.components(separatedBy: "<script").count == 2)
  }
}

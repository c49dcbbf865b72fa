import Foundation
import InteractionTestSupport
import InteractionTimeTravel
import Testing

/// The time-travel page's markup: self-contained, its script admitted by digest, the DOM
/// contract's elements, and a replay page's divergences.
@Suite struct TimeTravelPageTests {
  static func timeline() throws -> TimeTravelTimeline {
    try TimeTravelTimeline.reading(paths: ["\(packageRoot)/Recordings/empty-set-last"])
  }

  @Test func aRecordingsPageLoadsNothingFromOutside() throws {
    let html = TimeTravelPage(recording: try Self.timeline(), title: "empty-set-last").html
    #expect(!html.contains("http://") && !html.contains("https://"))
    #expect(!html.contains("src="))
    #expect(!html.contains("<link"))
    #expect(html.contains("default-src 'none'"))
    #expect(html.contains("<main id=\"tt\" data-mode=\"recording\""))
    for id in [
      "tt-scrubber", "tt-event", "tt-snippet", "tt-claimed", "tt-handling", "tt-findings",
      "tt-filter-interaction", "tt-filter-finding",
    ] {
      #expect(html.contains("id=\"\(id)\""), "\(id)")
    }
    #expect(html.contains("role=\"slider\" tabindex=\"0\""))
    #expect(HTMLMarkup.problems(html) == [])
  }

  @Test(
    .enabled(
      if: OptionalTool.sha256.isInstalled, Comment(rawValue: OptionalTool.sha256.missingReason)))
  func theSecurityPolicyNamesTheScriptsDigest() throws {
    let html = TimeTravelPage(recording: try Self.timeline(), title: "t").html
    let script = try #require(
      html.components(separatedBy: "<script>").last?.components(separatedBy: "</script>").first)
    let command = try #require(OptionalTool.sha256.command)
    let digest = try runProgram(command.path, command.arguments, stdin: Data(script.utf8))
    let hex = try #require(digest.output.split(separator: " ").first)
    var bytes: [UInt8] = []
    var index = hex.startIndex
    while index < hex.endIndex {
      let next = hex.index(index, offsetBy: 2)
      bytes.append(try #require(UInt8(hex[index..<next], radix: 16)))
      index = next
    }
    #expect(html.contains("script-src 'sha256-\(Data(bytes).base64EncodedString())'"))
  }

  @Test func aValueFromTheLogCannotCloseTheDataElement() throws {
    let timeline = try Self.timeline()
    let html = TimeTravelPage(
      replay: timeline, replayed: timeline,
      divergences: [TimeTravelDivergence(event: nil, step: 3, text: "</script><b>x")],
      title: "</title>"
    ).html
    #expect(!html.contains("</script><b>"))
    #expect(html.contains("&lt;/script&gt;&lt;b&gt;x"))
    #expect(HTMLMarkup.problems(html) == [])
  }

  @Test func aReplayPageListsEachDivergenceWithItsStepAndEvent() throws {
    let timeline = try Self.timeline()
    let html = TimeTravelPage(
      replay: timeline, replayed: timeline,
      divergences: [
        TimeTravelDivergence(
          event: "ui-extension-502.ilog#5", step: 2, text: "call 2 offered (empty set)")
      ], title: "replay"
    ).html
    #expect(html.contains("<main id=\"tt\" data-mode=\"replay\""))
    #expect(html.contains("<section id=\"tt-recorded\">"))
    #expect(html.contains("<section id=\"tt-replayed\">"))
    #expect(
      html.contains(
        "<li data-divergence=\"\" data-step=\"2\" data-event=\"ui-extension-502.ilog#5\" "
          + "tabindex=\"0\">call 2 offered (empty set)</li>"))
    #expect(HTMLMarkup.problems(html) == [])
  }
}

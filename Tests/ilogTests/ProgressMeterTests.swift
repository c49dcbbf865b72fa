import Foundation
import Testing

@testable import ilog
import InteractionTestSupport

/// The progress line: drawn on a terminal only, throttled, cleared at the end.
@Suite struct ProgressMeterTests {
  final class Recorder {
    var now = ContinuousClock.now
    var written: [String] = []
  }

  static func meter(_ recorder: Recorder, enabled: Bool = true) -> ProgressMeter {
    ProgressMeter(
      "verify", files: [], isEnabled: enabled,
      environment: .init(now: { recorder.now }, write: { recorder.written.append($0) }))
  }

  @Test func nothingDuringTheFirstHalfSecondThenAtMostTenTimesASecond() {
    let recorder = Recorder()
    let meter = Self.meter(recorder)
    for _ in 0..<1024 { meter.advance(file: "a", to: 0) }
    #expect(recorder.written.isEmpty)
    recorder.now += .milliseconds(600)
    for _ in 0..<256 { meter.advance(file: "a", to: 0) }
    #expect(recorder.written == ["\r\u{1B}[Kverify  100%  0.0 MB of 0.0 MB  1280 events"])
    for _ in 0..<512 { meter.advance(file: "a", to: 0) }
    #expect(recorder.written.count == 1)
    recorder.now += .milliseconds(150)
    for _ in 0..<256 { meter.advance(file: "a", to: 0) }
    #expect(recorder.written.count == 2)
    meter.finish()
    #expect(recorder.written.last == "\r\u{1B}[K")
    meter.finish()
    #expect(recorder.written.count == 3)
  }

  @Test func nothingAtAllWhenNotATerminal() {
    let recorder = Recorder()
    let meter = Self.meter(recorder, enabled: false)
    recorder.now += .seconds(5)
    for _ in 0..<10_000 { meter.advance(file: "a", to: 0) }
    meter.finish()
    #expect(recorder.written.isEmpty)
  }

  @Test func megabytesHaveOneDecimal() {
    #expect(ProgressMeter.megabytes(0) == "0.0 MB")
    #expect(ProgressMeter.megabytes(12_345_678) == "12.3 MB")
    #expect(ProgressMeter.megabytes(999_999) == "1.0 MB")
  }

  @Test(.enabled(if: ILogBinary.tool("script") != nil, "needs script(1) for a terminal"))
  func aLongVerifyOnATerminalShowsProgressThenClearsIt() throws {
    let directory = TemporaryDirectory()
    let path = directory.file("big.ilog")
    let writer = try ILogBinary.run(
      ILogBinary.path(of: "log-writer-child"), [path, "--count", "12000"])
    #expect(writer.status == 0)
    let ilog = try ILogBinary.path()
    let outcome = try ILogBinary.run(
      #require(ILogBinary.tool("script")), ["-qec", "\(ilog) verify \(path)", "/dev/null"])
    // On a terminal both streams arrive together: the meter, its clearing, then the report.
    let text = outcome.output
    #expect(text.hasPrefix("\r\u{1B}[Kverify  "), "\(text.prefix(80))")
    #expect(text.contains("\r\u{1B}[K\(path)\r\n"))
    #expect(text.hasSuffix("1 file, 12002 events: 1 clean\r\n"))
  }
}

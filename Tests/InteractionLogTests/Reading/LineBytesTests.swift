import Foundation
import InteractionModel
import InteractionTestSupport
import Testing

@testable import InteractionLog

/// The reader's records keep their lines' bytes when asked (what `ilog events --json` prints),
/// and a reader that omits the values of calls checks them as strictly.
@Suite struct LineBytesTests {
  static var recordingFiles: [String] {
    let root = "\(packageRoot)/Recordings"
    let sessions = (try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []
    return sessions.sorted().flatMap { session in
      let files = (try? FileManager.default.contentsOfDirectory(atPath: "\(root)/\(session)")) ?? []
      return files.filter { $0.hasSuffix(".ilog") }.sorted().map { "\(root)/\(session)/\($0)" }
    }
  }

  /// Printing a line as the log holds it gives the bytes re-encoding the event gave before:
  /// every committed recording's lines are canonical.
  @Test func everyRecordedLineIsItsEventsCanonicalEncoding() throws {
    let files = Self.recordingFiles
    #expect(files.count >= 30)
    for file in files {
      let full = try LogFileReader(path: file, policy: .salvage, detail: .full, keepsLines: true)
      let lean = try LogFileReader(
        path: file, policy: .salvage, detail: .omittingCallValues, keepsLines: true)
      var count = 0
      while let record = try full.next() {
        let leanRecord = try #require(try lean.next())
        var encoder = EventEncoder()
        encoder.encode(record.event)
        let line = try #require(record.lineBytes)
        #expect(
          Array(line) == Array(encoder.bytes.dropLast()), "\(file) seq \(record.event.sequence)")
        #expect(leanRecord.lineBytes == line)
        #expect(leanRecord.event.sequence == record.event.sequence)
        #expect(leanRecord.event.kind == record.event.kind)
        count += 1
      }
      #expect(try lean.next() == nil)
      #expect(full.summary.damages == lean.summary.damages, "\(file)")
      #expect(count > 0)
    }
  }

  @Test func aReaderWithoutLinesKeepsNone() throws {
    let file = try #require(Self.recordingFiles.first)
    let reader = try LogFileReader(path: file)
    let record = try #require(try reader.next())
    #expect(record.lineBytes == nil)
  }

  static let envelope =
    #""v":1,"seq":1,"time":"2026-11-21T00:00:00Z","mono":1,"pid":1,"role":"app","thread":1,"session":"s""#

  @Test func callValuesAreOmittedButChecked() throws {
    let good =
      "{" + Self.envelope
      + #","kind":"dispatch","intent":{"class":"INX","identifier":"i","properties":{"a":{"$date":"2026-11-21T00:00:00Z"},"b":[1,"x"]}}}"#
    let lean = try Array(good.utf8).withUnsafeBytes {
      try EventDecoder(detail: .omittingCallValues).decode($0)
    }
    #expect(lean.payload == .dispatch(intent: Intent(className: "INX", identifier: "i")))
    let full = try Array(good.utf8).withUnsafeBytes { try EventDecoder().decode($0) }
    guard case .dispatch(let intent) = full.payload else {
      Issue.record("not a dispatch: \(full.payload)")
      return
    }
    #expect(intent.properties.count == 2)
    let bad = good.replacingOccurrences(
      of: #"{"$date":"2026-11-21T00:00:00Z"}"#, with: #"[{"\u0024date":"soon"}]"#)
    for detail in [EventDecoder.Detail.full, .omittingCallValues] {
      #expect {
        try Array(bad.utf8).withUnsafeBytes { try EventDecoder(detail: detail).decode($0) }
      } throws: { error in
        (error as? EventDecodingError)?.message
          == #""intent.properties.a[0].$date": expected an RFC 3339 time, found "soon""#
      }
    }
  }
}

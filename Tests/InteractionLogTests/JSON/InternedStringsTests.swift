import Foundation
import InteractionTestSupport
import Testing

@testable import InteractionLog

/// A block's lines decode their repeated strings once (``InternedStrings``): the events read
/// are the ones each line decodes alone, and equal strings share one storage.
@Suite struct InternedStringsTests {
  /// Where `string`'s UTF-8 is stored.
  private func storage(of string: String) -> UnsafePointer<UInt8>? {
    var string = string
    return string.withUTF8 { $0.baseAddress }
  }

  /// Every committed recording's events, read a block at a time with shared strings, are the
  /// events its lines decode one by one without them.
  @Test func everyRecordingReadsAsItsLinesDecodeAlone() throws {
    let decoder = EventDecoder()
    var events = 0
    for file in LineBytesTests.recordingFiles {
      let reader = try LogFileReader(
        path: file, policy: .pointInTime, decoding: .events(.full), keepsLines: true)
      while let record = try reader.next() {
        let bytes = try #require(record.lineBytes)
        let alone = try bytes.withUnsafeBytes { raw throws(EventDecodingError) in
          try decoder.decode(raw)
        }
        #expect(record.event == alone, "\(file) seq \(record.event.sequence)")
        events += 1
      }
    }
    #expect(events > 1_000)
  }

  /// A recording's instance names, longer than a string stores inline, are one storage for
  /// all the events of a block that name them.
  @Test func aBlocksEqualNamesShareOneStorage() throws {
    let file = try #require(
      LineBytesTests.recordingFiles.first { $0.contains("intents-extension") })
    let reader = try LogFileReader(path: file, policy: .pointInTime, decoding: .events(.full))
    var first: [String: (block: Int64, storage: UnsafePointer<UInt8>?)] = [:]
    var shared = 0
    while let record = try reader.next() {
      guard let instance = record.event.instance,
        instance.utf8.count > InternedStrings.inlineLimit
      else { continue }
      let storage = storage(of: instance)
      if let earlier = first[instance], earlier.block == record.blockOffset {
        #expect(earlier.storage == storage, "\(file) seq \(record.event.sequence): \(instance)")
        shared += 1
      } else {
        first[instance] = (record.blockOffset, storage)
      }
    }
    #expect(shared > 10)
  }

  /// Many strings, some repeated, of every length around the table's limits, ASCII and not:
  /// each comes back as its own bytes decode, whatever shares a slot with it.
  @Test func everyStringComesBackAsItsBytesDecode() {
    var generator = RandomJSON.SplitMix64(seed: 31)
    let alphabet = Array("abcXYZ019#-_ éü€😀".unicodeScalars)
    var pool: [String] = []
    for length in 0...(InternedStrings.lengthLimit + 8) {
      for _ in 0..<6 {
        var scalars = String.UnicodeScalarView()
        while String(scalars).utf8.count < length {
          scalars.append(alphabet[Int(generator.next() % UInt64(alphabet.count))])
        }
        pool.append(String(scalars))
      }
    }
    // Strings that differ only in their last byte, or only in a middle one.
    pool += (0..<40).map { "SampleIntentsExtension#\($0)" }
    pool += (0..<40).map { "Sample\($0 % 10)IntentsExtension#1" }

    var table = InternedStrings()
    for _ in 0..<4_000 {
      let string = pool[Int(generator.next() % UInt64(pool.count))]
      let bytes = Array(string.utf8)
      let interned = bytes.withUnsafeBytes { table.string($0) }
      #expect(interned == string)
      #expect(Array(interned.utf8) == bytes)
    }
  }

  /// The same bytes twice give one storage; strings stored inline and long free text are
  /// decoded each time, with nothing kept.
  @Test func onlyStringsWorthKeepingAreShared() {
    var table = InternedStrings()
    func intern(_ string: String) -> String {
      Array(string.utf8).withUnsafeBytes { table.string($0) }
    }
    // Both results are kept alive, so that a freed storage's address cannot come back.
    let names = (intern("StartWorkoutIntentHandler#1"), intern("StartWorkoutIntentHandler#1"))
    #expect(storage(of: names.0) == storage(of: names.1))
    let text = String(repeating: "a long note, ", count: 8)
    #expect(text.utf8.count > InternedStrings.lengthLimit)
    let texts = (intern(text), intern(text))
    #expect(storage(of: texts.0) != storage(of: texts.1))
    #expect(texts.0 == text)
    #expect(intern("S8-00001") == "S8-00001")
    #expect(intern("") == "")
  }
}

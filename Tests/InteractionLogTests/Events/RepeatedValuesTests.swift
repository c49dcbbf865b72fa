import Foundation
import InteractionModel
import Testing

@testable import InteractionLog

/// A block's lines decode the values they repeat word for word once (``RepeatedValues``): an
/// intent given to every call of its interaction shares one storage, and a line decodes, and
/// fails, exactly as it does alone.
@Suite struct RepeatedValuesTests {
  /// The address of the storage behind a dictionary or an array (its one stored word).
  private func storage<Collection>(of collection: Collection) -> UInt {
    withUnsafeBytes(of: collection) { $0.load(as: UInt.self) }
  }

  /// In the committed recordings' sealed blocks, the calls of a block that carry the same
  /// intent share its properties, and the same parameter lists (offered or claimed) share one
  /// array. (An open block is read a flush at a time, each on its own.)
  @Test func aBlocksRepeatedIntentsAndParameterListsShareOneStorage() throws {
    var sharedIntents = 0
    var sharedLists = 0
    for file in LineBytesTests.recordingFiles {
      let reader = try LogFileReader(path: file, policy: .salvage, decoding: .events(.full))
      var intents: [Intent: (block: Int64, storage: UInt)] = [:]
      var lists: [[Parameter]: (block: Int64, storage: UInt)] = [:]
      var shared: (intents: Int, lists: Int) = (0, 0)
      var apart: [String] = []
      while let record = try reader.next() {
        let block = record.blockOffset
        let place = "\(file) seq \(record.event.sequence)"
        switch record.event.payload {
        case .dispatch(let intent), .confirm(let intent), .handle(let intent):
          guard !intent.properties.isEmpty else { continue }
          let storage = storage(of: intent.properties)
          if let earlier = intents[intent], earlier.block == block {
            if earlier.storage == storage { shared.intents += 1 } else { apart.append(place) }
          } else {
            intents[intent] = (block, storage)
          }
        case .configureView(let list, _, _), .configureViewCompletion(_, let list, _, _):
          guard !list.isEmpty else { continue }
          let storage = storage(of: list)
          if let earlier = lists[list], earlier.block == block {
            if earlier.storage == storage { shared.lists += 1 } else { apart.append(place) }
          } else {
            lists[list] = (block, storage)
          }
        default:
          continue
        }
      }
      guard reader.summary.openBlocks == 0 else { continue }
      #expect(apart.isEmpty, "decoded apart: \(apart)")
      sharedIntents += shared.intents
      sharedLists += shared.lists
    }
    #expect(sharedIntents >= 20)
    #expect(sharedLists >= 5)
  }

  /// Values are decoded once per distinct bytes while they are kept, again once replaced, and
  /// never kept when decoding threw.
  @Test func decodesEachDistinctValueOnceWhileItIsKept() throws {
    struct Failure: Error {}
    var values = RepeatedValues<String>()
    var decoded: [String] = []
    func value(_ text: String, failing: Bool = false) throws(Failure) -> String {
      // A Result out of the closure: `withUnsafeBytes` rethrows untyped.
      try Array(text.utf8).withUnsafeBytes { bytes in
        Result { () throws(Failure) in
          try values.value(of: bytes) { () throws(Failure) in
            if failing { throw Failure() }
            decoded.append(text)
            return text.uppercased()
          }
        }
      }.get()
    }
    #expect(try value("{\"a\":1}") == "{\"A\":1}")
    #expect(try value("{\"a\":1}") == "{\"A\":1}")
    // Same length, one byte apart: decoded on its own.
    #expect(try value("{\"a\":2}") == "{\"A\":2}")
    #expect(decoded == ["{\"a\":1}", "{\"a\":2}"])

    #expect(throws: Failure.self) { try value("[broken", failing: true) }
    #expect(throws: Failure.self) { try value("[broken", failing: true) }
    #expect(try value("[broken") == "[BROKEN")
    #expect(decoded.last == "[broken")

    // More distinct values than are kept: the oldest are decoded again, every value is its own.
    decoded = []
    let many = (0..<(2 * RepeatedValues<String>.capacity)).map { "[\"value \($0)\"]" }
    for text in many { #expect(try value(text) == text.uppercased()) }
    for text in many.suffix(RepeatedValues<String>.capacity) {
      #expect(try value(text) == text.uppercased())
    }
    #expect(decoded == many)
    #expect(try value(many[0]) == many[0].uppercased())
    #expect(decoded.count == many.count + 1)

    // A value longer than the limit is decoded each time, and replaces nothing.
    decoded = []
    let long = "[\"" + String(repeating: "x", count: RepeatedValues<String>.byteLimit) + "\"]"
    #expect(try value(long) == long.uppercased())
    #expect(try value(long) == long.uppercased())
    #expect(try value(many.last!) == many.last!.uppercased())
    #expect(decoded == [long, long])
  }

  /// A line that repeats an earlier line's response but whose own field is wrong is rejected
  /// with the error it gets when decoded alone; a response that differs from a kept one only in
  /// its last bytes is its own value, valid or not.
  @Test func aLineRepeatingAValueFailsAsItDoesAlone() throws {
    let good = #"""
      {"v":1,"seq":7,"kind":"confirmCompletion","time":"2026-11-21T09:30:00.004100Z","mono":1,"pid":501,"role":"intents-extension","thread":1,"session":"s","instance":"H#1","call":8,"response":{"class":"INStartWorkoutIntentResponse","code":{"name":"ready","value":1},"properties":{"a":1}},"latency":100000}
      """#
    let bad = good.replacingOccurrences(of: #""latency":100000"#, with: #""latency":"soon""#)
    // The same length as the kept response, one byte apart just before its end.
    let other = good.replacingOccurrences(of: #"{"a":1}}"#, with: #"{"a":2}}"#)
    // With its code last, a response valid and one that is not, equal but for their last bytes.
    let codeLast = good.replacingOccurrences(
      of: #""code":{"name":"ready","value":1},"properties":{"a":1}}"#,
      with: #""properties":{"a":1},"code":{"name":"ready","value":100}}"#)
    let wrong = codeLast.replacingOccurrences(of: #""value":100}"#, with: #""value":1.5}"#)
    let decoder = EventDecoder()
    let storage = EventDecoder.Storage()
    func decode(_ line: String, _ storage: EventDecoder.Storage) -> Result<
      Event, EventDecodingError
    > {
      Array(line.utf8).withUnsafeBytes { bytes in
        Result { () throws(EventDecodingError) in try decoder.decode(bytes, reusing: storage) }
      }
    }
    let first = try decode(good, storage).get()
    let alone = decode(bad, EventDecoder.Storage())
    let repeated = decode(bad, storage)
    guard case .failure(let aloneError) = alone, case .failure(let repeatedError) = repeated
    else {
      Issue.record("a wrong latency was accepted: \(alone), \(repeated)")
      return
    }
    #expect(repeatedError.description == aloneError.description)
    #expect(try decode(good, storage).get() == first)

    let otherAlone = try decode(other, EventDecoder.Storage()).get()
    #expect(try decode(other, storage).get() == otherAlone)
    #expect(otherAlone != first)
    #expect(try decode(good, storage).get() == first)

    #expect(try decode(codeLast, storage).get() == decode(codeLast, EventDecoder.Storage()).get())
    let wrongAlone = decode(wrong, EventDecoder.Storage())
    let wrongRepeated = decode(wrong, storage)
    guard case .failure(let wrongAloneError) = wrongAlone,
      case .failure(let wrongRepeatedError) = wrongRepeated
    else {
      Issue.record("a broken response was accepted: \(wrongAlone), \(wrongRepeated)")
      return
    }
    #expect(wrongRepeatedError.description == wrongAloneError.description)
  }
}

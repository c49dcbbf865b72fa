/// The line scanner behind ``EventDecoder``, as the differential fuzzer sees it: validation,
/// then every value read back from the line's bytes into a tree that can be compared with
/// what ``JSONParser`` builds.
package enum JSONScanProbe {
  /// Validates `input` as ``EventDecoder`` does, then reads the whole document back from its
  /// bytes: the outermost object's members from the list validation made, nested values
  /// through the reader of validated bytes.
  ///
  /// - Parameters:
  ///   - input: One document.
  ///   - maximumDepth: The most containers that may enclose one another.
  /// - Returns: The document's value, or the error validation found.
  package static func scan(_ input: UnsafeRawBufferPointer, maximumDepth: Int)
    -> Result<JSONValue, JSONParseError>
  {
    let limit = LogFormat.maximumBlockPayload
    guard input.count <= limit else {
      return .failure(JSONParseError(.inputTooLong(length: input.count, limit: limit), at: limit))
    }
    var scanner = JSONScanner(input, maximumDepth: maximumDepth)
    var members: [JSONMember] = []
    let root: Int
    do {
      root = try scanner.validateDocument(members: &members)
    } catch {
      return .failure(error)
    }
    let line = JSONLine(input: input)
    guard line.firstByte(at: root) == JSONByte.openBrace else {
      return .success(line.value(at: root))
    }
    let object = members.map {
      JSONObject.Member(key: line.key(of: $0), value: line.value(at: $0.value.lowerBound))
    }
    // The value ranges validation recorded must be the ones the reader of bytes finds.
    let reread = line.members(ofObjectAt: root)
    guard reread.map(\.value) == members.map(\.value), reread.map(\.key) == members.map(\.key)
    else {
      return .success(.string("member ranges differ: \(members) \(reread)"))
    }
    return .success(.object(JSONObject(uniqueMembers: object)))
  }

  /// What the fast path of validation makes of `input`, checked against the strict pass alone.
  ///
  /// - Parameters:
  ///   - input: One document.
  ///   - maximumDepth: The most containers that may enclose one another.
  /// - Returns: Whether the fast path accepted `input` on its own; `nil` when it accepted
  ///   something the strict pass rejects, read other members than it does, or recorded a tape
  ///   that differs from what scanning the bytes finds (a bug).
  package static func fastPathAccepts(_ input: UnsafeRawBufferPointer, maximumDepth: Int) -> Bool? {
    let scanner = JSONScanner(input, maximumDepth: maximumDepth)
    var fastMembers: [JSONMember] = []
    guard let fastRoot = scanner.validatePlainDocument(members: &fastMembers) else {
      return false
    }
    var strict = JSONScanner(input, maximumDepth: maximumDepth)
    var strictMembers: [JSONMember] = []
    guard let strictRoot = try? strict.validateDocumentStrictly(members: &strictMembers),
      strictRoot == fastRoot,
      strictMembers.map(\.key) == fastMembers.map(\.key),
      strictMembers.map(\.value) == fastMembers.map(\.value),
      strictMembers.map(\.keyIsPlain) == fastMembers.map(\.keyIsPlain),
      tapeMatchesScan(input, maximumDepth: maximumDepth)
    else { return nil }
    return true
  }

  /// Whether the tape the fast path records for `input`, which it accepts, holds what scanning
  /// the bytes finds: every container that is not empty, where it ends, and its members or
  /// elements, in order, at every depth.
  private static func tapeMatchesScan(_ input: UnsafeRawBufferPointer, maximumDepth: Int) -> Bool {
    var tape = JSONTape()
    guard
      let root = JSONScanner(input, maximumDepth: maximumDepth).validatePlainDocument(into: &tape)
    else { return false }
    let scanned = JSONLine(input: input)
    var taped = JSONLine(input: input)
    taped.tape = tape.view
    var pending = [root]
    while let offset = pending.popLast() {
      var found: [(key: Range<Int>, value: Range<Int>)] = []
      var read: [(key: Range<Int>, value: Range<Int>)] = []
      switch scanned.firstByte(at: offset) {
      case JSONByte.openBrace:
        found = scanned.members(ofObjectAt: offset).map { ($0.key, $0.value) }
        read = taped.members(ofObjectAt: offset).map { ($0.key, $0.value) }
      case JSONByte.openBracket:
        scanned.forEachElement(ofArrayAt: offset) {
          found.append((0..<0, $0..<scanned.endOfValue(from: $0)))
        }
        taped.forEachElement(ofArrayAt: offset) {
          read.append((0..<0, $0..<taped.endOfValue(from: $0)))
        }
      default:
        continue
      }
      guard found.elementsEqual(read, by: { $0.key == $1.key && $0.value == $1.value }),
        scanned.endOfValue(from: offset) == taped.endOfValue(from: offset),
        found.isEmpty == (tape.view.container(at: offset) == nil)
      else { return false }
      pending += found.map(\.value.lowerBound)
    }
    return true
  }
}

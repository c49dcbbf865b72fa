import InteractionLog

/// The block reader and the file reader, on a log file made of the input's bytes.
///
/// Invariants: every block ends after it starts and inside the file (so reading always moves
/// on and ends); no payload is larger than the format's limit (FORMAT.md §5: the reader's
/// memory is bounded whatever a header claims); every line lies inside its payload; what the
/// point-in-time and strict policies read is a prefix of what salvage reads; reading heads alone
/// reads the same lines up to the first damage; a seek never returns an event below the
/// sequence number it was asked for.
enum BlockReaderHarness {
  static func run(_ input: UnsafeRawBufferPointer) {
    let file = ScratchFile(input)
    let size = Int64(input.count)
    walkBlocks(file.path, size: size)
    let salvaged = events(file.path, policy: .salvage)
    for policy in [RecoveryPolicy.pointInTime, .strict] {
      let read = events(file.path, policy: policy)
      require(
        read.count <= salvaged.count && Array(salvaged.prefix(read.count)) == read,
        "\(policy) read \(read.count) events that are not a prefix of salvage's \(salvaged.count)")
    }
    // Reading heads checks less of each line (not a kind's own fields), so the events read up
    // to the first damage are a prefix of the lines it reads, with the same heads, bytes and
    // interactions.
    let lines = heads(file.path, policy: .pointInTime)
    let read = events(file.path, policy: .pointInTime, keepingLines: true)
    require(
      read.count <= lines.count
        && zip(read, lines).allSatisfy {
          $0.event.head == $1.head && $0.lineBytes == $1.bytes
            && $0.event.interaction == $1.interaction
        },
      "point-in-time read \(read.count) events that are not a prefix of its \(lines.count) lines")
    let target = UInt64(input.count % 16)
    guard let reader = try? LogFileReader(path: file.path, policy: .salvage) else { return }
    do {
      try reader.seek(toSequence: target)
      while let record = try reader.next() {
        require(
          record.event.sequence >= target,
          "a seek to \(target) returned event \(record.event.sequence)")
      }
    } catch {
      // A read error is a finding the reader reports; only its invariants matter here.
    }
  }

  /// Reads block by block as salvage does, resynchronising after damage.
  private static func walkBlocks(_ path: String, size: Int64) {
    guard var reader = try? BlockReader(path: path) else { return }
    do {
      while let block = try reader.next() {
        require(
          block.end > block.offset && block.end <= size,
          "block at \(block.offset) ends at \(block.end) in a file of \(size) bytes")
        require(
          block.payload.count <= LogFormat.maximumBlockPayload,
          "block at \(block.offset) holds \(block.payload.count) payload bytes")
        for line in block.lines {
          require(
            line.lowerBound >= 0 && line.upperBound <= block.payload.count,
            "line \(line) outside a payload of \(block.payload.count) bytes")
        }
        guard let damage = block.damage, damage.kind != .tornTail else { continue }
        require(damage.offset >= 0 && damage.offset <= size, "damage at \(damage.offset)")
        if let resume = block.resumeAt {
          require(resume > block.offset, "resumes backwards, at \(resume)")
          reader.seek(to: resume)
          continue
        }
        guard let next = try reader.nextBlockStart(after: block.offset, requireIndex: false) else {
          break
        }
        require(next > block.offset, "resynchronised backwards, to \(next)")
        reader.seek(to: next)
      }
    } catch {
      // As above: errors are reported, not invariants.
    }
  }

  /// The events a file reader returns under `policy` until its end or its first error.
  private static func events(_ path: String, policy: RecoveryPolicy) -> [Event] {
    events(path, policy: policy, keepingLines: false).map(\.event)
  }

  /// The records a file reader returns under `policy` until its end or its first error.
  private static func events(_ path: String, policy: RecoveryPolicy, keepingLines: Bool)
    -> [LogRecord]
  {
    guard
      let reader = try? LogFileReader(
        path: path, policy: policy, decoding: .events(.full), keepsLines: keepingLines)
    else { return [] }
    var records: [LogRecord] = []
    while let record = try? reader.next() {
      records.append(record)
    }
    return records
  }

  /// The lines a file reader of heads returns under `policy` until its end or its first error.
  private static func heads(_ path: String, policy: RecoveryPolicy) -> [LogLine] {
    guard let reader = try? LogFileReader(path: path, policy: policy, decoding: .heads) else {
      return []
    }
    var lines: [LogLine] = []
    while let line = try? reader.nextLine() {
      lines.append(line)
    }
    return lines
  }
}

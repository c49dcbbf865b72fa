import InteractionInspector
import InteractionLog

/// The inspector's fold, its stats and its renderers, on a session made of the input's lines.
///
/// The input is JSON Lines: lines naming the `ui-extension` role go to one log file, the others
/// to a second, each packed into sealed blocks as the buffered writer packs them, and both are
/// read together as one session under the salvage policy, so that every line that decodes
/// reaches the fold. Invariants: inspecting and rendering in every format return, and each line
/// of the JSON rendering is valid JSON.
enum InspectorFoldHarness {
  private static let uiRole = Array(#""role":"ui-extension""#.utf8)

  static func run(_ input: UnsafeRawBufferPointer) {
    var intents: [ArraySlice<UInt8>] = []
    var interface: [ArraySlice<UInt8>] = []
    for line in input.split(separator: 0x0A, omittingEmptySubsequences: true) {
      let bytes = ArraySlice(line)
      if contains(bytes, uiRole) { interface.append(bytes) } else { intents.append(bytes) }
    }
    let first = ScratchFile(log(intents), suffix: "-intents")
    let second = ScratchFile(log(interface), suffix: "-ui")
    let paths = [first.path, second.path]
    for format in OutputFormat.allCases {
      var output: [UInt8] = []
      var renderer = InspectionRenderer(format: format)
      do {
        try renderer.render(
          [InspectedSession(paths: paths, policy: .salvage)], with: Inspector(),
          write: { output += Array($0.utf8) })
      } catch {
        // Unreadable input is reported, not an invariant.
        continue
      }
      if format == .json {
        // Every record written: a log holds no number JSON has no text for.
        if let error = renderer.outcome.encodeErrors.first {
          fatalError("inspect --format json left a record out: \(error)")
        }
        // JSON Lines: every line one valid document.
        for line in output.split(separator: 0x0A) {
          do {
            _ = try JSONParser(maximumDepth: 10_000, maximumLength: .max).parse(Array(line))
          } catch {
            fatalError(
              "inspect --format json wrote a line that is not JSON (\(error)): "
                + String(decoding: line.prefix(2000), as: UTF8.self))
          }
        }
      }
    }
  }

  /// A log file's bytes: the lines in sealed blocks of at most the target payload each.
  private static func log(_ lines: [ArraySlice<UInt8>]) -> [UInt8] {
    guard let encoder = try? BlockEncoder(level: 1) else { return [] }
    let decoder = EventDecoder()
    var file: [UInt8] = []
    var payload: [UInt8] = []
    var count = 0
    var firstSequence: UInt64 = 1
    func seal() {
      guard count > 0 else { return }
      _ = payload.withUnsafeBytes { raw in
        Result { () throws(ZlibError) in
          try encoder.encodeSealedBlock(
            raw, firstSequence: firstSequence, eventCount: count, into: &file)
        }
      }
      payload.removeAll(keepingCapacity: true)
      count = 0
    }
    for line in lines where line.count < LogFormat.targetBlockPayload {
      if payload.count + line.count + 1 > LogFormat.targetBlockPayload { seal() }
      if count == 0 {
        // The index names the block's first event, as a writer's would.
        let event = line.withUnsafeBytes { raw in
          Result { () throws(EventDecodingError) in try decoder.decode(raw) }
        }
        firstSequence = (try? event.get())?.sequence ?? 1
      }
      payload += line
      payload.append(0x0A)
      count += 1
    }
    seal()
    return file
  }

  private static func contains(_ bytes: ArraySlice<UInt8>, _ pattern: [UInt8]) -> Bool {
    guard bytes.count >= pattern.count else { return false }
    var start = bytes.startIndex
    while start <= bytes.endIndex - pattern.count {
      if bytes[start..<start + pattern.count].elementsEqual(pattern) { return true }
      start += 1
    }
    return false
  }
}

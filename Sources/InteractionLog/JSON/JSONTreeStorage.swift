/// The tree ``ReportJSONEncoder`` builds: nodes for objects and arrays, and every scalar as
/// finished JSON text in one buffer that the nodes point into.
final class JSONTreeStorage {
  /// Every scalar's JSON text, one after another.
  var scalars: [UInt8] = []
  /// The value being encoded.
  let root = JSONNode()

  /// Appends a string's JSON text, quoted as the log's lines quote strings, and returns its
  /// range.
  func string(_ text: String) -> Range<Int> {
    let start = scalars.count
    JSONWriter.appendQuoted(text, to: &scalars)
    return start..<scalars.count
  }

  /// Appends an integer's decimal digits, as the log's writer writes them, and returns their
  /// range.
  func integer(_ value: some BinaryInteger) -> Range<Int> {
    let start = scalars.count
    let magnitude = UInt64(truncatingIfNeeded: value.magnitude)
    scalars.append(addingCapacity: JSONWriter.maximumDecimalCount) { span in
      span.withUnsafeMutableBufferPointer { buffer, initializedCount in
        guard let base = buffer.baseAddress else { return }
        let end = JSONWriter.writeDecimal(magnitude, isNegative: value < 0, to: base)
        initializedCount = end - base
      }
    }
    return start..<scalars.count
  }

  /// Appends text that is JSON as it stands (a number, `true`, `null`) and returns its range.
  func raw(_ text: some StringProtocol) -> Range<Int> {
    let start = scalars.count
    scalars.append(contentsOf: text.utf8)
    return start..<scalars.count
  }

  /// Writes `node` and what it holds, objects with their keys sorted.
  func write(
    _ node: JSONNode, to output: inout [UInt8], depth: Int, layout: ReportJSONEncoder.Layout
  ) {
    let pretty = layout != .compact
    switch node.kind {
    case .empty:
      // A container asked for and never filled: Foundation writes an empty object.
      Self.writeEmpty(UInt8(ascii: "{"), UInt8(ascii: "}"), to: &output, depth: depth, layout)
    case .scalar:
      output.append(contentsOf: scalars[node.scalar])
    case .array:
      guard !node.elements.isEmpty else {
        Self.writeEmpty(UInt8(ascii: "["), UInt8(ascii: "]"), to: &output, depth: depth, layout)
        return
      }
      output.append(UInt8(ascii: "["))
      for (offset, element) in node.elements.enumerated() {
        if offset > 0 { output.append(UInt8(ascii: ",")) }
        if pretty { Self.newline(&output, depth: depth + 1) }
        write(element, to: &output, depth: depth + 1, layout: layout)
      }
      if pretty { Self.newline(&output, depth: depth) }
      output.append(UInt8(ascii: "]"))
    case .object:
      guard !node.members.isEmpty else {
        Self.writeEmpty(UInt8(ascii: "{"), UInt8(ascii: "}"), to: &output, depth: depth, layout)
        return
      }
      output.append(UInt8(ascii: "{"))
      let members = node.members.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
      for (offset, member) in members.enumerated() {
        if offset > 0 { output.append(UInt8(ascii: ",")) }
        if pretty { Self.newline(&output, depth: depth + 1) }
        JSONWriter.appendQuoted(member.key, to: &output)
        output.append(contentsOf: pretty ? " : ".utf8 : ":".utf8)
        write(member.value, to: &output, depth: depth + 1, layout: layout)
      }
      if pretty { Self.newline(&output, depth: depth) }
      output.append(UInt8(ascii: "}"))
    }
  }

  /// Writes a child: a scalar's text as it is, a node with what it holds.
  private func write(
    _ child: JSONChild, to output: inout [UInt8], depth: Int, layout: ReportJSONEncoder.Layout
  ) {
    switch child {
    case .scalar(let range): output.append(contentsOf: scalars[range])
    case .node(let node): write(node, to: &output, depth: depth, layout: layout)
    }
  }

  /// An empty array or object: `[]`, or over three lines as Foundation indents it.
  private static func writeEmpty(
    _ open: UInt8, _ close: UInt8, to output: inout [UInt8], depth: Int,
    _ layout: ReportJSONEncoder.Layout
  ) {
    output.append(open)
    if layout == .indentedAsFoundation {
      output.append(UInt8(ascii: "\n"))
      newline(&output, depth: depth)
    }
    output.append(close)
  }

  private static func newline(_ output: inout [UInt8], depth: Int) {
    output.append(UInt8(ascii: "\n"))
    output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * depth))
  }
}

// The members of report values (``ReportJSONWritable``), spelled as ``ReportJSONEncoder`` spells
// them: an optional without a value is left out, a double without its `.0`, a non-finite double
// is an error rather than `null`, and a value with no writer of its own goes through the tree.
extension JSONWriter {
  /// Writes `key` and `value`, or nothing when `value` is `nil`.
  package mutating func reportField(_ key: StaticString, _ value: String?) {
    if let value { field(key, value) }
  }

  /// Writes `key` and `value`, or nothing when `value` is `nil`.
  package mutating func reportField(_ key: StaticString, _ value: Int?) {
    if let value { field(key, value) }
  }

  /// Writes `key` and `value`, or nothing when `value` is `nil`.
  package mutating func reportField(_ key: StaticString, _ value: UInt64?) {
    if let value { field(key, value) }
  }

  /// Writes `key` and `value`, or nothing when `value` is `nil`.
  package mutating func reportField(_ key: StaticString, _ value: Bool?) {
    if let value { field(key, value) }
  }

  /// Writes `key` and `value`'s raw value, or nothing when `value` is `nil`.
  package mutating func reportField<Value: RawRepresentable<String>>(
    _ key: StaticString, _ value: Value?
  ) {
    if let value { field(key, value.rawValue) }
  }

  /// Writes `key` and `value` as the report encoder writes a double: integral values without a
  /// fraction (`3`), others in their shortest round-trip form.
  ///
  /// - Throws: ``JSONEncodeError`` naming `key` when `value` is not finite.
  package mutating func reportField(_ key: StaticString, _ value: Double)
    throws(JSONEncodeError)
  {
    guard var text = JSONTreeEncoder.text(of: value) else {
      throw JSONEncodeError(path: "\(key)", reason: "JSON has no text for \(value)")
    }
    self.key(key)
    text.withUTF8 { rawValue($0) }
  }

  /// Writes `key` and the value's own JSON, or nothing when `value` is `nil`.
  ///
  /// - Throws: ``JSONEncodeError`` with its path under `key`.
  package mutating func reportField(_ key: StaticString, _ value: (some ReportJSONWritable)?)
    throws(JSONEncodeError)
  {
    guard let value else { return }
    self.key(key)
    do {
      try value.write(to: &self)
    } catch {
      throw error.under("\(key)")
    }
  }

  /// Writes `key` and an array of the values' own JSON, or nothing when `values` is `nil`.
  ///
  /// - Throws: ``JSONEncodeError`` with its path under `key` and the element's index.
  package mutating func reportField(_ key: StaticString, _ values: [some ReportJSONWritable]?)
    throws(JSONEncodeError)
  {
    guard let values else { return }
    self.key(key)
    beginArray()
    for (index, value) in values.enumerated() {
      do {
        try value.write(to: &self)
      } catch {
        throw error.under("\(key)[\(index)]")
      }
    }
    endArray()
  }

  /// Writes `key` and an array of strings, or nothing when `values` is `nil`.
  package mutating func reportField(_ key: StaticString, _ values: [String]?) {
    guard let values else { return }
    self.key(key)
    beginArray()
    for element in values { value(element) }
    endArray()
  }

  /// Writes `key` and a value that has no writer of its own, through ``ReportJSONEncoder``'s
  /// tree, or nothing when `value` is `nil`.
  ///
  /// - Throws: ``JSONEncodeError`` with its path under `key`.
  package mutating func reportField(encoding key: StaticString, _ value: (some Encodable)?)
    throws(JSONEncodeError)
  {
    guard let value else { return }
    let text: [UInt8]
    do {
      text = try ReportJSONEncoder.encodeThroughTree(value, layout: .compact)
    } catch {
      throw error.under("\(key)")
    }
    self.key(key)
    text.withUnsafeBufferPointer { rawValue($0) }
  }

  /// Writes JSON text that is complete as it stands as the next value.
  private mutating func rawValue(_ text: UnsafeBufferPointer<UInt8>) {
    appendValue(maximumCount: text.count) { start in
      guard let base = text.baseAddress else { return start }
      start.update(from: base, count: text.count)
      return start + text.count
    }
  }
}

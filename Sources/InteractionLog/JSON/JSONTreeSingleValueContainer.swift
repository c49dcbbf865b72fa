/// A single value's container: the value becomes the encoder's node itself.
struct JSONTreeSingleValueContainer: SingleValueEncodingContainer {
  let encoder: JSONTreeEncoder

  var codingPath: [any CodingKey] { encoder.codingPath }

  private func set(_ scalar: Range<Int>) {
    encoder.node.kind = .scalar
    encoder.node.scalar = scalar
  }

  mutating func encodeNil() throws { set(encoder.storage.raw("null")) }
  mutating func encode(_ value: Bool) throws { set(encoder.storage.raw(value ? "true" : "false")) }
  mutating func encode(_ value: String) throws { set(encoder.storage.string(value)) }
  mutating func encode(_ value: Double) throws { set(try encoder.double(value, key: nil)) }
  mutating func encode(_ value: Float) throws { set(try encoder.float(value, key: nil)) }
  mutating func encode(_ value: Int) throws { set(encoder.storage.integer(value)) }
  mutating func encode(_ value: Int64) throws { set(encoder.storage.integer(value)) }
  mutating func encode(_ value: UInt64) throws { set(encoder.storage.integer(value)) }
  mutating func encode<T: Encodable>(_ value: T) throws {
    if let scalar = try encoder.scalar(value, key: nil) {
      set(scalar)
    } else {
      try value.encode(to: encoder)
    }
  }
}

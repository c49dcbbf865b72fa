/// An array's container: each element becomes a child of the array's node.
struct JSONTreeUnkeyedContainer: UnkeyedEncodingContainer {
  let encoder: JSONTreeEncoder

  var codingPath: [any CodingKey] { encoder.codingPath }
  var count: Int { encoder.node.elements.count }

  private var nextKey: JSONTreeKey { JSONTreeKey(index: count) }

  private func append(_ scalar: Range<Int>) {
    encoder.node.elements.append(.scalar(scalar))
  }

  mutating func encodeNil() throws { append(encoder.storage.raw("null")) }
  mutating func encode(_ value: Bool) throws {
    append(encoder.storage.raw(value ? "true" : "false"))
  }
  mutating func encode(_ value: String) throws { append(encoder.storage.string(value)) }
  mutating func encode(_ value: Double) throws { append(try encoder.double(value, key: nextKey)) }
  mutating func encode(_ value: Float) throws { append(try encoder.float(value, key: nextKey)) }
  mutating func encode(_ value: Int) throws { append(encoder.storage.integer(value)) }
  mutating func encode(_ value: Int64) throws { append(encoder.storage.integer(value)) }
  mutating func encode(_ value: UInt64) throws { append(encoder.storage.integer(value)) }
  mutating func encode<T: Encodable>(_ value: T) throws {
    encoder.node.elements.append(try encoder.child(for: value, key: nextKey))
  }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy keyType: NestedKey.Type
  ) -> KeyedEncodingContainer<NestedKey> {
    let child = JSONNode()
    let key = nextKey
    encoder.node.elements.append(.node(child))
    return encoder.nested(child, key: key).container(keyedBy: keyType)
  }

  mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
    let child = JSONNode()
    let key = nextKey
    encoder.node.elements.append(.node(child))
    return encoder.nested(child, key: key).unkeyedContainer()
  }

  mutating func superEncoder() -> any Encoder {
    let child = JSONNode()
    let key = nextKey
    encoder.node.elements.append(.node(child))
    return encoder.nested(child, key: key)
  }
}

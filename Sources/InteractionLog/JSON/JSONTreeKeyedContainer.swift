/// An object's container: each member becomes a child of the object's node.
struct JSONTreeKeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
  let encoder: JSONTreeEncoder

  var codingPath: [any CodingKey] { encoder.codingPath }

  private func set(_ key: Key, _ scalar: Range<Int>) {
    encoder.node.set(key.stringValue, .scalar(scalar))
  }

  mutating func encodeNil(forKey key: Key) throws { set(key, encoder.storage.raw("null")) }
  mutating func encode(_ value: Bool, forKey key: Key) throws {
    set(key, encoder.storage.raw(value ? "true" : "false"))
  }
  mutating func encode(_ value: String, forKey key: Key) throws {
    set(key, encoder.storage.string(value))
  }
  mutating func encode(_ value: Double, forKey key: Key) throws {
    set(key, try encoder.double(value, key: key))
  }
  mutating func encode(_ value: Float, forKey key: Key) throws {
    set(key, try encoder.float(value, key: key))
  }
  mutating func encode(_ value: Int, forKey key: Key) throws {
    set(key, encoder.storage.integer(value))
  }
  mutating func encode(_ value: Int64, forKey key: Key) throws {
    set(key, encoder.storage.integer(value))
  }
  mutating func encode(_ value: UInt64, forKey key: Key) throws {
    set(key, encoder.storage.integer(value))
  }
  mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
    encoder.node.set(key.stringValue, try encoder.child(for: value, key: key))
  }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy keyType: NestedKey.Type, forKey key: Key
  ) -> KeyedEncodingContainer<NestedKey> {
    let child = JSONNode()
    encoder.node.set(key.stringValue, .node(child))
    return encoder.nested(child, key: key).container(keyedBy: keyType)
  }

  mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
    let child = JSONNode()
    encoder.node.set(key.stringValue, .node(child))
    return encoder.nested(child, key: key).unkeyedContainer()
  }

  mutating func superEncoder() -> any Encoder {
    let child = JSONNode()
    encoder.node.set("super", .node(child))
    return encoder.nested(child, key: JSONTreeKey(stringValue: "super"))
  }

  mutating func superEncoder(forKey key: Key) -> any Encoder {
    let child = JSONNode()
    encoder.node.set(key.stringValue, .node(child))
    return encoder.nested(child, key: key)
  }
}

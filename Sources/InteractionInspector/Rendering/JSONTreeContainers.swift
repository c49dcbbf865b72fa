/// An object's container: each member becomes a node of the object.
struct JSONTreeKeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
  let encoder: JSONTreeEncoder

  var codingPath: [any CodingKey] { encoder.codingPath }

  private func set(_ key: Key, _ scalar: Range<Int>) {
    encoder.node.set(key.stringValue, JSONNode(scalar: scalar))
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
    set(key, encoder.storage.raw(String(value)))
  }
  mutating func encode(_ value: Int64, forKey key: Key) throws {
    set(key, encoder.storage.raw(String(value)))
  }
  mutating func encode(_ value: UInt64, forKey key: Key) throws {
    set(key, encoder.storage.raw(String(value)))
  }
  mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
    encoder.node.set(key.stringValue, try encoder.node(for: value, key: key))
  }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy keyType: NestedKey.Type, forKey key: Key
  ) -> KeyedEncodingContainer<NestedKey> {
    let child = JSONNode()
    encoder.node.set(key.stringValue, child)
    return encoder.nested(child, key: key).container(keyedBy: keyType)
  }

  mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
    let child = JSONNode()
    encoder.node.set(key.stringValue, child)
    return encoder.nested(child, key: key).unkeyedContainer()
  }

  mutating func superEncoder() -> any Encoder {
    let child = JSONNode()
    encoder.node.set("super", child)
    return encoder.nested(child, key: JSONTreeKey(stringValue: "super"))
  }

  mutating func superEncoder(forKey key: Key) -> any Encoder {
    let child = JSONNode()
    encoder.node.set(key.stringValue, child)
    return encoder.nested(child, key: key)
  }
}

/// An array's container: each element becomes a node of the array.
struct JSONTreeUnkeyedContainer: UnkeyedEncodingContainer {
  let encoder: JSONTreeEncoder

  var codingPath: [any CodingKey] { encoder.codingPath }
  var count: Int { encoder.node.elements.count }

  private var nextKey: JSONTreeKey { JSONTreeKey(index: count) }

  private func append(_ scalar: Range<Int>) {
    encoder.node.elements.append(JSONNode(scalar: scalar))
  }

  mutating func encodeNil() throws { append(encoder.storage.raw("null")) }
  mutating func encode(_ value: Bool) throws {
    append(encoder.storage.raw(value ? "true" : "false"))
  }
  mutating func encode(_ value: String) throws { append(encoder.storage.string(value)) }
  mutating func encode(_ value: Double) throws { append(try encoder.double(value, key: nextKey)) }
  mutating func encode(_ value: Float) throws { append(try encoder.float(value, key: nextKey)) }
  mutating func encode(_ value: Int) throws { append(encoder.storage.raw(String(value))) }
  mutating func encode(_ value: Int64) throws { append(encoder.storage.raw(String(value))) }
  mutating func encode(_ value: UInt64) throws { append(encoder.storage.raw(String(value))) }
  mutating func encode<T: Encodable>(_ value: T) throws {
    encoder.node.elements.append(try encoder.node(for: value, key: nextKey))
  }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy keyType: NestedKey.Type
  ) -> KeyedEncodingContainer<NestedKey> {
    let child = JSONNode()
    let key = nextKey
    encoder.node.elements.append(child)
    return encoder.nested(child, key: key).container(keyedBy: keyType)
  }

  mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
    let child = JSONNode()
    let key = nextKey
    encoder.node.elements.append(child)
    return encoder.nested(child, key: key).unkeyedContainer()
  }

  mutating func superEncoder() -> any Encoder {
    let child = JSONNode()
    let key = nextKey
    encoder.node.elements.append(child)
    return encoder.nested(child, key: key)
  }
}

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
  mutating func encode(_ value: Int) throws { set(encoder.storage.raw(String(value))) }
  mutating func encode(_ value: Int64) throws { set(encoder.storage.raw(String(value))) }
  mutating func encode(_ value: UInt64) throws { set(encoder.storage.raw(String(value))) }
  mutating func encode<T: Encodable>(_ value: T) throws {
    if let scalar = try encoder.scalar(value, key: nil) {
      set(scalar)
    } else {
      try value.encode(to: encoder)
    }
  }
}

/// A coding key the encoder makes itself: an array element's index, or `super`.
struct JSONTreeKey: CodingKey {
  let stringValue: String
  let intValue: Int?

  init(index: Int) {
    stringValue = "Index \(index)"
    intValue = index
  }

  init(stringValue: String) {
    self.stringValue = stringValue
    intValue = nil
  }

  init?(intValue: Int) { self.init(index: intValue) }
}

/// The `Encoder` behind ``ReportJSONEncoder``: encodes one value into one node of the tree.
///
/// Its coding path is kept as a link to the encoder of the enclosing value and the key under
/// it, and put together only when asked (for an error), so that encoding a nested value does
/// not copy the path.
final class JSONTreeEncoder: Encoder {
  let storage: JSONTreeStorage
  let node: JSONNode
  private let parent: JSONTreeEncoder?
  private let key: (any CodingKey)?

  init(storage: JSONTreeStorage, node: JSONNode, parent: JSONTreeEncoder?, key: (any CodingKey)?) {
    self.storage = storage
    self.node = node
    self.parent = parent
    self.key = key
  }

  var codingPath: [any CodingKey] {
    var path: [any CodingKey] = []
    var encoder: JSONTreeEncoder? = self
    while let current = encoder, let key = current.key {
      path.append(key)
      encoder = current.parent
    }
    return path.reversed()
  }

  var userInfo: [CodingUserInfoKey: Any] { [:] }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    if node.kind != .object {
      node.kind = .object
      node.members = []
    }
    return KeyedEncodingContainer(JSONTreeKeyedContainer<Key>(encoder: self))
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    if node.kind != .array {
      node.kind = .array
      node.elements = []
    }
    return JSONTreeUnkeyedContainer(encoder: self)
  }

  func singleValueContainer() -> any SingleValueEncodingContainer {
    JSONTreeSingleValueContainer(encoder: self)
  }

  /// An encoder for a value nested under `key` (an index key in arrays).
  func nested(_ node: JSONNode, key: any CodingKey) -> JSONTreeEncoder {
    JSONTreeEncoder(storage: storage, node: node, parent: self, key: key)
  }

  /// The child of `value`: scalars of the standard types written at once, anything else
  /// through its own encoding into a node of its own.
  func child(for value: some Encodable, key: any CodingKey) throws(JSONEncodeError) -> JSONChild {
    if let scalar = try scalar(value, key: key) { return .scalar(scalar) }
    let child = JSONNode()
    let encoder = nested(child, key: key)
    do {
      try value.encode(to: encoder)
    } catch let error as JSONEncodeError {
      throw error
    } catch {
      // The value's own error: name where it was thrown, as the encoder's own errors do.
      throw JSONEncodeError(codingPath: encoder.codingPath, reason: String(describing: error))
    }
    return .node(child)
  }

  /// The text of a value of a standard scalar type, or `nil` for any other type.
  ///
  /// The type is told by its metatype, without a dynamic cast. Every standard scalar must be
  /// here: their own encodings come back to a container's generic `encode`, which would send
  /// them here again. `key` is where the value goes, for an error's coding path.
  func scalar<T: Encodable>(
    _ value: T, key: (any CodingKey)?
  ) throws(JSONEncodeError) -> Range<Int>? {
    func integer<I: BinaryInteger>(_ type: I.Type) -> Range<Int> {
      storage.integer(unsafeBitCast(value, to: I.self))
    }
    switch ObjectIdentifier(T.self) {
    case ObjectIdentifier(String.self): return storage.string(unsafeBitCast(value, to: String.self))
    case ObjectIdentifier(Bool.self):
      return storage.raw(unsafeBitCast(value, to: Bool.self) ? "true" : "false")
    case ObjectIdentifier(Double.self):
      return try double(unsafeBitCast(value, to: Double.self), key: key)
    case ObjectIdentifier(Float.self):
      return try float(unsafeBitCast(value, to: Float.self), key: key)
    case ObjectIdentifier(Int.self): return integer(Int.self)
    case ObjectIdentifier(Int64.self): return integer(Int64.self)
    case ObjectIdentifier(Int32.self): return integer(Int32.self)
    case ObjectIdentifier(Int16.self): return integer(Int16.self)
    case ObjectIdentifier(Int8.self): return integer(Int8.self)
    case ObjectIdentifier(UInt.self): return integer(UInt.self)
    case ObjectIdentifier(UInt64.self): return integer(UInt64.self)
    case ObjectIdentifier(UInt32.self): return integer(UInt32.self)
    case ObjectIdentifier(UInt16.self): return integer(UInt16.self)
    case ObjectIdentifier(UInt8.self): return integer(UInt8.self)
    default: return nil
    }
  }

  /// A float as Foundation writes it: its own shortest text, not that of the double it widens to.
  func float(_ value: Float, key: (any CodingKey)?) throws(JSONEncodeError) -> Range<Int> {
    guard let text = Self.text(of: value) else { throw nonFinite(value, key: key) }
    return storage.raw(text)
  }

  /// A double as Foundation writes it: its shortest text, without the fraction of an integral
  /// one (`3`, `0.25`, `1e-05`).
  func double(_ value: Double, key: (any CodingKey)?) throws(JSONEncodeError) -> Range<Int> {
    guard let text = Self.text(of: value) else { throw nonFinite(value, key: key) }
    return storage.raw(text)
  }

  /// A number as reports spell it, as Foundation does: integral values without a fraction
  /// (`3`), others in their shortest round-trip form; `nil` when JSON has no text for it.
  static func text(of value: some BinaryFloatingPoint & CustomStringConvertible) -> String? {
    guard value.isFinite else { return nil }
    var text = value.description
    if text.hasSuffix(".0") { text.removeLast(2) }
    return text
  }

  private func nonFinite(_ value: some FloatingPoint, key: (any CodingKey)?) -> JSONEncodeError {
    JSONEncodeError(
      codingPath: codingPath + (key.map { [$0] } ?? []), reason: "JSON has no text for \(value)")
  }
}

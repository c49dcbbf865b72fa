/// The `IL` subfield that an `ilog/1` block carries in its gzip header's extra field (FEXTRA).
///
/// It lets a reader skip, index and seek without inflating (FORMAT.md, "Block index").
/// A block is written *open* (``isSealed`` false, sizes zero) when events are streamed into it
/// one at a time, and *sealed* once its gzip trailer is on disk, by rewriting these 24 bytes.
package struct BlockIndex: Hashable, Sendable {
  /// The subfield identifiers `SI1 SI2`: `I` (0x49), `L` (0x4C).
  package static let identifier: (UInt8, UInt8) = (0x49, 0x4C)
  /// The length of the subfield data this version writes.
  package static let dataLength = 24
  /// The subfield layout version this writer produces.
  package static let layoutVersion: UInt8 = 1
  /// Flag bit set once the block's sizes and count are final.
  static let sealedFlag: UInt8 = 0x01

  /// Whether the sizes and count are final (the block's trailer was written first).
  package var isSealed: Bool
  /// The size of the whole gzip member in bytes, header and trailer included; 0 while open.
  package var memberSize: UInt32
  /// The size of the uncompressed payload in bytes; 0 while open.
  package var payloadSize: UInt32
  /// The sequence number of the block's first event.
  package var firstSequence: UInt64
  /// The number of events in the block; 0 while open.
  package var eventCount: UInt32

  /// An open block's index: only the first sequence number is known.
  package static func open(firstSequence: UInt64) -> BlockIndex {
    BlockIndex(
      isSealed: false, memberSize: 0, payloadSize: 0, firstSequence: firstSequence, eventCount: 0)
  }

  /// The 24 subfield data bytes, little-endian.
  package var data: [UInt8] {
    var bytes: [UInt8] = [BlockIndex.layoutVersion, isSealed ? BlockIndex.sealedFlag : 0, 0, 0]
    bytes.reserveCapacity(BlockIndex.dataLength)
    bytes.appendLittleEndian(memberSize)
    bytes.appendLittleEndian(payloadSize)
    bytes.appendLittleEndian(firstSequence)
    bytes.appendLittleEndian(eventCount)
    return bytes
  }

  /// Decodes subfield data; `nil` when it is shorter than this version's layout.
  ///
  /// Longer data is accepted and the extra bytes ignored, so later layouts can append fields.
  package init?(data: some RandomAccessCollection<UInt8>) {
    guard data.count >= BlockIndex.dataLength else { return nil }
    let bytes = Array(data)
    isSealed = bytes[1] & BlockIndex.sealedFlag != 0
    memberSize = bytes.littleEndian(UInt32.self, at: 4)
    payloadSize = bytes.littleEndian(UInt32.self, at: 8)
    firstSequence = bytes.littleEndian(UInt64.self, at: 12)
    eventCount = bytes.littleEndian(UInt32.self, at: 20)
  }

  package init(
    isSealed: Bool, memberSize: UInt32, payloadSize: UInt32, firstSequence: UInt64,
    eventCount: UInt32
  ) {
    self.isSealed = isSealed
    self.memberSize = memberSize
    self.payloadSize = payloadSize
    self.firstSequence = firstSequence
    self.eventCount = eventCount
  }
}

extension [UInt8] {
  mutating func appendLittleEndian<T: FixedWidthInteger>(_ value: T) {
    var value = value.littleEndian
    Swift.withUnsafeBytes(of: &value) { append(contentsOf: $0) }
  }

  func littleEndian<T: FixedWidthInteger>(_: T.Type, at offset: Int) -> T {
    var value: T = 0
    for index in 0..<MemoryLayout<T>.size {
      value |= T(self[offset + index]) << (8 * index)
    }
    return value
  }
}

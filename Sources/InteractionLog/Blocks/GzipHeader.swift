/// The gzip member header (RFC 1952 §2.3) as an `ilog/1` writer lays it out, and a parser
/// for any gzip member header, ours or another tool's.
package struct GzipHeader: Hashable, Sendable {
  package static let magic: (UInt8, UInt8) = (0x1F, 0x8B)
  package static let deflateMethod: UInt8 = 8
  /// OS byte: 255, "unknown", as BGZF writes; nothing in the payload depends on the OS.
  package static let unknownOS: UInt8 = 255
  /// Header length of an `ilog/1` block: 10 fixed bytes, XLEN, and one 28-byte `IL` subfield.
  package static let blockHeaderLength = 12 + 4 + BlockIndex.dataLength
  /// Offset of the `IL` subfield data inside an `ilog/1` block, where sealing rewrites it.
  package static let indexDataOffset = 16
  /// Longest file name or comment accepted in a foreign gzip header before it counts as damage.
  static let maximumTextField = 64 * 1024

  /// The header's length in bytes, where the deflate data starts.
  package var length: Int
  /// The `IL` index if the header has one.
  package var index: BlockIndex?

  /// The 40 header bytes of an `ilog/1` block carrying `index`.
  package static func blockHeader(_ index: BlockIndex) -> [UInt8] {
    var bytes: [UInt8] = [
      magic.0, magic.1, deflateMethod, Flags.extra,
      0, 0, 0, 0,  // MTIME: none; the events carry their own times.
      0, unknownOS,
    ]
    bytes.reserveCapacity(blockHeaderLength)
    bytes.appendLittleEndian(UInt16(4 + BlockIndex.dataLength))
    bytes.append(BlockIndex.identifier.0)
    bytes.append(BlockIndex.identifier.1)
    bytes.appendLittleEndian(UInt16(BlockIndex.dataLength))
    bytes.append(contentsOf: index.data)
    return bytes
  }

  enum Flags {
    static let text: UInt8 = 0x01
    static let headerCRC: UInt8 = 0x02
    static let extra: UInt8 = 0x04
    static let name: UInt8 = 0x08
    static let comment: UInt8 = 0x10
    static let reserved: UInt8 = 0xE0
  }

  /// What parsing a header from the bytes at hand found.
  package enum ParseResult: Equatable {
    case header(GzipHeader)
    /// More bytes are needed to finish the header.
    case needsMoreBytes
    /// The bytes are not a gzip member header; `reason` says what was expected.
    case invalid(reason: String)
  }

  /// Parses a gzip member header at the start of `bytes`.
  package static func parse(_ bytes: UnsafeRawBufferPointer) -> ParseResult {
    func byte(_ at: Int) -> UInt8 { bytes[at] }
    guard bytes.count >= 10 else {
      if bytes.count >= 1, byte(0) != magic.0 { return .invalid(reason: magicReason(bytes)) }
      if bytes.count >= 2, byte(1) != magic.1 { return .invalid(reason: magicReason(bytes)) }
      return .needsMoreBytes
    }
    guard byte(0) == magic.0, byte(1) == magic.1 else {
      return .invalid(reason: magicReason(bytes))
    }
    guard byte(2) == deflateMethod else {
      return .invalid(reason: "compression method \(byte(2)), expected 8 (deflate)")
    }
    let flags = byte(3)
    guard flags & Flags.reserved == 0 else {
      return .invalid(reason: "reserved gzip flag bits set (0x\(hexDigits(flags)))")
    }
    var cursor = 10
    var index: BlockIndex?
    if flags & Flags.extra != 0 {
      guard bytes.count >= cursor + 2 else { return .needsMoreBytes }
      let extraLength = Int(byte(cursor)) | Int(byte(cursor + 1)) << 8
      cursor += 2
      guard bytes.count >= cursor + extraLength else { return .needsMoreBytes }
      var field = cursor
      let end = cursor + extraLength
      while field + 4 <= end {
        let length = Int(byte(field + 2)) | Int(byte(field + 3)) << 8
        guard field + 4 + length <= end else {
          return .invalid(reason: "extra subfield length \(length) overruns the extra field")
        }
        if byte(field) == BlockIndex.identifier.0, byte(field + 1) == BlockIndex.identifier.1 {
          guard
            let found = BlockIndex(
              data: UnsafeRawBufferPointer(rebasing: bytes[(field + 4)..<(field + 4 + length)]))
          else {
            return .invalid(
              reason: "IL subfield of \(length) bytes, expected at least \(BlockIndex.dataLength)")
          }
          index = found
        }
        field += 4 + length
      }
      cursor = end
    }
    for flag in [Flags.name, Flags.comment] where flags & flag != 0 {
      guard let terminator = bytes[cursor...].firstIndex(of: 0) else {
        if bytes.count - cursor > maximumTextField {
          return .invalid(reason: "gzip header text field longer than \(maximumTextField) bytes")
        }
        return .needsMoreBytes
      }
      cursor = terminator + 1
    }
    if flags & Flags.headerCRC != 0 {
      guard bytes.count >= cursor + 2 else { return .needsMoreBytes }
      cursor += 2
    }
    return .header(GzipHeader(length: cursor, index: index))
  }

  private static func magicReason(_ bytes: UnsafeRawBufferPointer) -> String {
    let found = bytes.prefix(2).map { "0x" + hexDigits($0) }.joined(separator: " ")
    return "gzip magic 0x1f 0x8b, found \(found)"
  }
}

func hexDigits(_ byte: UInt8) -> String {
  let digits = Array("0123456789abcdef")
  return String([digits[Int(byte >> 4)], digits[Int(byte & 0xF)]])
}

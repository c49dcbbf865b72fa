/// Where a member of a validated JSON object lies in its document.
struct JSONMember {
  /// The bytes between the key's quotes, as written (escapes not decoded).
  var key: Range<Int>
  /// Whether the key is ASCII without escapes, so that its bytes are its text.
  var keyIsPlain: Bool
  /// The value's bytes, from its first byte to the byte after its last.
  var value: Range<Int>
}

extension JSONWriter {
  /// Writes a time member, its RFC 3339 text straight into the buffer: `description` would
  /// allocate a String for every event.
  package mutating func field(_ key: StaticString, _ time: WallTime) {
    guard WallTime.fourDigitYears.contains(time.microsecondsSinceEpoch) else {
      // Other years are spelled oddly; the string path escapes them as it always did.
      field(key, time.description)
      return
    }
    appendMember(key, maximumCount: WallTime.textCount + 2) { start in
      start.pointee = JSONByte.quote
      let end = time.write(to: start + 1)
      end.pointee = JSONByte.quote
      return end + 1
    }
  }

  /// Writes a time member, or nothing when `time` is `nil`.
  package mutating func reportField(_ key: StaticString, _ time: WallTime?) {
    if let time { field(key, time) }
  }
}

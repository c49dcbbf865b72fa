extension BlockReader {
  /// One block, a piece of a large plain gzip member, or the readable part of a damaged one.
  package struct Block: Sendable {
    /// Where the block's gzip member starts in the file; for a last line without a newline, and
    /// for a line cut short by an `ilog/1` block, where that line's member starts.
    package var offset: Int64
    /// The block's `IL` index, `nil` for a foreign gzip member.
    package var index: BlockIndex?
    /// The uncompressed bytes of the complete lines.
    package var payload: [UInt8]
    /// Each complete line's range in `payload`, without its newline.
    package var lines: [Range<Int>]
    /// Where the next block starts, or the end of what could be read.
    package var end: Int64
    /// Damage found in this block.
    ///
    /// For a torn tail, `lines` still holds the complete lines inflated before the end of the
    /// file; for other damage it is empty.
    package var damage: LogDamage?
    /// Where `lines[0]` starts: in plain gzip, perhaps in an earlier member (FORMAT.md §6.3).
    package var firstLine: LineLocation
    /// `lines[i]`, for `i` ≥ 1, is line `lineBase + i` of the member at `offset`.
    package var lineBase: Int
    /// Whether this is the first block read of its gzip member: false for the later pieces of
    /// a plain gzip member over 1 MiB, for a last line without a newline and for a line cut
    /// short by an `ilog/1` block.
    package var startsMember: Bool
    /// Where reading goes on after this block's damage without looking for a header; `nil`
    /// when a reader that goes on must look for the next header after `offset`.
    package var resumeAt: Int64?
    /// Where to read this block again: the start of its member, with the line carried into it.
    package var checkpoint: Checkpoint

    /// Where line `index` (0-based, in `lines`) starts.
    package func location(ofLine index: Int) -> LineLocation {
      index == 0 ? firstLine : LineLocation(offset: offset, line: lineBase + index)
    }
  }

  /// Where a line starts: the offset of a gzip member and the line's 1-based number in it.
  ///
  /// A member's lines are counted from its first byte, a line begun in an earlier member
  /// included, so `tail -c +$((offset + 1)) file | zcat | sed -n "${line}p"` prints the line.
  package struct LineLocation: Hashable, Sendable {
    package var offset: Int64
    package var line: Int
  }

  /// A place reading can start again from: a member's offset and the line that earlier plain
  /// gzip members carried into it.
  package struct Checkpoint: Hashable, Sendable {
    package var position: Int64
    var carry: Carry?

    /// The start of the member at `position`, with no line carried into it.
    package init(position: Int64) {
      self.position = position
      carry = nil
    }

    init(position: Int64, carry: Carry?) {
      self.position = position
      self.carry = carry
    }
  }

  /// The start of a line that runs past the end of the plain gzip members read so far.
  struct Carry: Hashable, Sendable {
    var bytes: [UInt8]
    var origin: LineLocation
  }

  /// A gzip member being inflated, kept between the pieces of a plain gzip member over 1 MiB.
  struct Member {
    var start: Int64
    var header: GzipHeader
    /// Where the next compressed byte is read.
    var cursor: Int64
    /// The most bytes the buffer (a carried line plus the member's output) may hold.
    var limit: Int
    var crc: UInt32 = 0
    var size = 0
    /// Newlines in the member's output so far, which numbers its lines.
    var newlines = 0
    var returnedPiece = false
    var checkpoint: Checkpoint
  }
}

/// How much of each line a log reader decodes as it reads.
package enum LineDecoding: Hashable, Sendable {
  /// Every line becomes an ``Event``, to this detail.
  case events(EventDecoder.Detail)
  /// Every line's JSON and envelope are checked and its ``EventHead`` decoded; the rest stays
  /// bytes, for a reader that passes lines through (``LogFileReader/nextLine()``).
  case heads

  /// The detail events are decoded to, or `nil` for heads.
  var detail: EventDecoder.Detail? {
    switch self {
    case .events(let detail): detail
    case .heads: nil
    }
  }
}

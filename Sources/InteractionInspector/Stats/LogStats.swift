/// Figures about a recording: events per kind, interactions per intent, latency percentiles per
/// call kind, blocks and bytes, compression, and damage.
public struct LogStats: Hashable, Codable, Sendable {
  /// Events read, in all files.
  public var events: Int
  /// Events per kind, by the kind's name (unknown kinds included).
  public var eventsByKind: [String: Int]
  /// Interactions per intent class (`?` when unknown).
  public var interactionsByIntent: [String: Int]
  /// Latencies per call kind (`resolve`, `confirm`, `handle`, `configure`, `configureView`), from
  /// every completion that carries one, repeated completions included.
  public var latencies: [String: LatencySummary]
  /// One entry per file.
  public var files: [FileStats]
  /// Blocks read, damaged ones included, in all files.
  public var blocks: Int
  /// Blocks whose index was still open (written through and not sealed), in all files.
  public var openBlocks: Int
  /// Compressed bytes read, in all files.
  public var compressedBytes: Int64
  /// Uncompressed payload bytes of the blocks read, in all files.
  public var payloadBytes: Int64
  /// Compressed over uncompressed size (smaller is better); `nil` for no payload.
  public var compressionRatio: Double?
  /// Every damage, in file order.
  public var damages: [DamageNote]

  /// Creates empty figures.
  public init() {
    events = 0
    eventsByKind = [:]
    interactionsByIntent = [:]
    latencies = [:]
    files = []
    blocks = 0
    openBlocks = 0
    compressedBytes = 0
    payloadBytes = 0
    compressionRatio = nil
    damages = []
  }

  /// The files that do not end with an `end` event, sealed and undamaged.
  public var filesNotCleanlyClosed: [String] {
    files.filter { !$0.isCleanlyClosed }.map(\.path)
  }
}

/// How far an ``Inspector`` has read: what a long run shows as it goes.
public struct InspectionProgress: Hashable, Sendable {
  /// Events read so far, in all files.
  public var events: Int
  /// Interactions finished so far.
  public var interactions: Int
  /// Compressed bytes read so far, in all files: compare with the files' sizes.
  public var bytesRead: Int64

  /// Creates a progress report from its parts, each the property of the same name.
  public init(events: Int, interactions: Int, bytesRead: Int64) {
    self.events = events
    self.interactions = interactions
    self.bytesRead = bytesRead
  }
}

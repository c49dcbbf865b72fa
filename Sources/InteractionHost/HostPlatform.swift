/// Which SiriKit the host plays, as far as the hosted view controller can tell.
public enum HostPlatform: Hashable, Sendable {
  /// iOS 10: only `configure(with:context:completion:)` exists, so a controller that implements
  /// only `configureView` gets no call and the default interface shows.
  case iOS10
  /// iOS 11 and later: `configureView` when the controller implements it, otherwise `configure`
  /// (R10).
  case iOS11AndLater
}

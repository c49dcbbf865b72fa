/// The `kind` of an event; unknown kinds from newer writers are kept by name.
public struct EventKind: RawRepresentable, Hashable, Sendable, Comparable, CustomStringConvertible {
  public var rawValue: String

  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  public var description: String { rawValue }

  public static func < (lhs: EventKind, rhs: EventKind) -> Bool { lhs.rawValue < rhs.rawValue }

  public static let header = EventKind(rawValue: "header")
  public static let end = EventKind(rawValue: "end")
  public static let interaction = EventKind(rawValue: "interaction")
  public static let dispatch = EventKind(rawValue: "dispatch")
  public static let dispatchCompletion = EventKind(rawValue: "dispatchCompletion")
  public static let resolve = EventKind(rawValue: "resolve")
  public static let resolveCompletion = EventKind(rawValue: "resolveCompletion")
  public static let confirm = EventKind(rawValue: "confirm")
  public static let confirmCompletion = EventKind(rawValue: "confirmCompletion")
  public static let handle = EventKind(rawValue: "handle")
  public static let handleCompletion = EventKind(rawValue: "handleCompletion")
  public static let configure = EventKind(rawValue: "configure")
  public static let configureCompletion = EventKind(rawValue: "configureCompletion")
  public static let configureView = EventKind(rawValue: "configureView")
  public static let configureViewCompletion = EventKind(rawValue: "configureViewCompletion")
  public static let note = EventKind(rawValue: "note")
  public static let error = EventKind(rawValue: "error")
  public static let gap = EventKind(rawValue: "gap")
  public static let sourceValue = EventKind(rawValue: "sourceValue")

  /// Every kind this version of the format defines, in FORMAT.md's order.
  public static let known: [EventKind] = [
    .header, .end, .interaction, .dispatch, .dispatchCompletion, .resolve, .resolveCompletion,
    .confirm, .confirmCompletion, .handle, .handleCompletion, .configure, .configureCompletion,
    .configureView, .configureViewCompletion, .note, .error, .gap, .sourceValue,
  ]
}

#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif

/// An intent together with its response and handling state, mirroring `INInteraction`.
///
/// This is what an Intents UI extension receives, and the only thing the Intents extension and the
/// Intents UI extension share.
public struct Interaction: Hashable, Codable, Sendable {
  /// The intent.
  public var intent: Intent
  /// The extension's response, if it has answered.
  public var response: IntentResponse?
  /// How far handling has come.
  public var handlingStatus: HandlingStatus
  /// Whether the user started the interaction or received it.
  public var direction: InteractionDirection
  /// The interaction's identifier.
  public var identifier: String
  /// The identifier of the group the interaction belongs to, if any.
  public var groupIdentifier: String?
  /// When the interaction happened, if known.
  public var dateInterval: DateInterval?

  /// Creates an interaction from its parts, each the property of the same name.
  ///
  /// SiriKit makes up a UUID identifier and a date interval starting now; the model takes both from
  /// the caller, so that recordings and tests stay deterministic.
  public init(
    intent: Intent,
    response: IntentResponse? = nil,
    handlingStatus: HandlingStatus = .unspecified,
    direction: InteractionDirection = .unspecified,
    identifier: String,
    groupIdentifier: String? = nil,
    dateInterval: DateInterval? = nil
  ) {
    self.intent = intent
    self.response = response
    self.handlingStatus = handlingStatus
    self.direction = direction
    self.identifier = identifier
    self.groupIdentifier = groupIdentifier
    self.dateInterval = dateInterval
  }
}

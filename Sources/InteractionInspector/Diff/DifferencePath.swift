/// Where a ``Difference`` is: the interaction (matched by intent class and ordinal), the phase,
/// the call, and the field.
public struct DifferencePath: Hashable, Codable, Sendable, CustomStringConvertible {
  /// Which part of an interaction.
  public enum Phase: String, Hashable, Codable, Sendable {
    /// The interaction as a whole (present in one recording only).
    case interaction
    /// The Intents extension's calls (`HandlingPhase`).
    case handling
    /// The Intents UI extension's calls (`InterfacePhase`).
    case interface
  }

  /// The interaction's intent class; `nil` if unknown.
  public var intentClass: String?
  /// The interaction's 1-based ordinal among those of its intent class.
  public var ordinal: Int
  /// The phase.
  public var phase: Phase
  /// The 1-based call within the phase, where the difference is about one call; for handling,
  /// counted without `dispatch` calls (each host dispatches as it likes).
  public var call: Int?
  /// The field: `present`, `method`, `parameter`, `offered`, `completions`, `success`,
  /// `claimed`, `size`, `results` or `code`.
  public var field: String

  /// Creates a path from its parts, each the property of the same name.
  public init(intentClass: String?, ordinal: Int, phase: Phase, call: Int?, field: String) {
    self.intentClass = intentClass
    self.ordinal = ordinal
    self.phase = phase
    self.call = call
    self.field = field
  }

  /// `INStartWorkoutIntent #1 › interface call 1 › offered`.
  public var description: String {
    var parts = ["\(intentClass ?? "interaction") #\(ordinal)"]
    if let call {
      parts.append("\(phase.rawValue) call \(call)")
    } else if phase != .interaction {
      parts.append(phase.rawValue)
    }
    parts.append(field)
    return parts.joined(separator: " › ")
  }
}

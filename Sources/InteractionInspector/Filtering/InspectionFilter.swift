/// Which interactions and findings of an inspection a rendering shows (`ilog inspect
/// --findings-only --only --interaction --intent`): by whether it has findings, by finding code,
/// interaction identifier and intent class, all that are given at once.
///
/// With codes, an interaction is shown only if it has a finding with one of them, and only those
/// findings are shown; with ``findingsOnly``, only if it has a finding. The session's summary
/// still counts every interaction.
public struct InspectionFilter: Hashable, Sendable {
  /// The finding codes to show; empty shows every finding and interaction.
  public var codes: Set<FindingCode>
  /// The interaction identifier to show; `nil` shows every one.
  public var interaction: String?
  /// The intent class to show; `nil` shows every one.
  public var intentClass: String?
  /// Whether only interactions with a finding are shown: what a fleet's owner reads first.
  public var findingsOnly: Bool

  /// Creates a filter; with no arguments it keeps everything.
  ///
  /// - Parameters:
  ///   - codes: Finding codes to show.
  ///   - interaction: An interaction identifier.
  ///   - intentClass: An intent class name.
  ///   - findingsOnly: Show only interactions with a finding.
  public init(
    codes: Set<FindingCode> = [], interaction: String? = nil, intentClass: String? = nil,
    findingsOnly: Bool = false
  ) {
    self.codes = codes
    self.interaction = interaction
    self.intentClass = intentClass
    self.findingsOnly = findingsOnly
  }

  /// Whether nothing is filtered out.
  public var selectsEverything: Bool {
    codes.isEmpty && interaction == nil && intentClass == nil && !findingsOnly
  }

  /// The interaction as shown, or `nil` when it is not selected.
  ///
  /// - Parameter interaction: A finished interaction.
  /// - Returns: The interaction, with only the selected codes' findings; `nil` if it is left out.
  public func select(_ interaction: InteractionReport) -> InteractionReport? {
    if let identifier = self.interaction, interaction.identifier != identifier { return nil }
    if let intentClass, interaction.intentClass != intentClass { return nil }
    guard !codes.isEmpty else {
      return findingsOnly && interaction.findings.isEmpty ? nil : interaction
    }
    var selected = interaction
    selected.findings = interaction.findings.filter { codes.contains($0.code) }
    return selected.findings.isEmpty ? nil : selected
  }

  /// The options that make this filter, as `ilog inspect` spells them: `--only reasked-claimed
  /// --intent INSendMessageIntent`.
  public var options: String {
    var parts = findingsOnly ? ["--findings-only"] : []
    parts += codes.sorted().map { "--only \($0)" }
    if let intentClass { parts.append("--intent \(intentClass)") }
    if let interaction { parts.append("--interaction \(interaction)") }
    return parts.joined(separator: " ")
  }
}

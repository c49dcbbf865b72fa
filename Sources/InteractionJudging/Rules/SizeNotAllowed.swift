import InteractionModel
package import InteractionProjection

/// `size-not-allowed`: a completion asked for a size no host can lay out: a negative, infinite
/// or undefined (NaN) width or height (R9).
///
/// The allowed range between the extension context's minimum and maximum sizes depends on the
/// device and is not in the log, so only sizes outside every device's range are flagged; a zero
/// size hides the view and is allowed.
public struct SizeNotAllowed: InspectionRule {
  /// ``FindingCode/sizeNotAllowed``, the code of every finding of this rule.
  public static let code = FindingCode.sizeNotAllowed
  private static let hint =
    "Answer a size between the extension context's hostedViewMinimumAllowedSize and "
    + "hostedViewMaximumAllowedSize, or zero to hide the view."

  public init() {}

  /// Flags each interface completion whose width or height is negative, infinite or NaN.
  ///
  /// - Parameters:
  ///   - interaction: An interaction, finished or open: an answered size stays answered.
  ///   - context: Not used by this rule.
  /// - Returns: A finding per such completion, in call order.
  public func findings(in interaction: InteractionReport, context: InspectionContext) -> [Finding] {
    var findings: [Finding] = []
    for call in interaction.interface?.calls ?? [] {
      for completion in call.completions {
        let size = completion.size
        guard !Self.isAllowed(size.width) || !Self.isAllowed(size.height) else { continue }
        findings.append(
          Self.finding(
            "\(call.method.rawValue) call \(call.index) asked for a size of "
              + "\(size.width)×\(size.height), which no host lays out",
            evidence: [call.event, completion.event], hint: Self.hint))
      }
    }
    return findings
  }

  private static func isAllowed(_ length: Double) -> Bool {
    length.isFinite && length >= 0
  }
}

extension SizeNotAllowed: ProjectionScreening {
  /// Whether a UI call's completion asked for a size that is not finite or is negative.
  package func mayFind(in projected: ProjectedInteraction, context: InspectionContext) -> Bool {
    projected.interface.contains { call in
      call.isInterfaceCall
        && call.completions.contains { completion in
          guard let size = completion.size else { return false }
          return !Self.isAllowed(size.width) || !Self.isAllowed(size.height)
        }
    }
  }
}

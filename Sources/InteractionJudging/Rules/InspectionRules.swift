/// The registry of rules.
public enum InspectionRules {
  /// The rules of ``FindingCode/catalogue``, one per code, in its order.
  public static let standard: [any InspectionRule] = [
    EmptySetNotFirst(), ReaskedClaimed(), ForeignClaim(), MixedAPI(), CompletionMissing(),
    CompletionRepeated(), InstanceReused(), OrderDiffers(), HandlerReused(), PhaseOrder(),
    HeaderNotOnTop(), ParameterShownTwice(), SizeNotAllowed(),
  ]
}

import InteractionModel
package import InteractionProjection

/// `phase-order`: the handling calls came out of SiriKit's order, resolve, then confirm, then
/// handle (D2).
///
/// Flags a resolve after a confirm or handle, a confirm or a second handle after a handle, a
/// dispatch after a handle whose handler got no call, a handle after a confirm that declined (an
/// answer other than `ready` ends the interaction), and a handle without a confirm on the Siri
/// path (the phase resolved) by a handler type seen confirming in this interaction or in one
/// finished before it (interactions are finished as they are over, so what is known of a type
/// does not come from calls merely read ahead). The Maps path, handle alone (R14), is not
/// flagged. A dispatch before each call is how SiriKit finds its handler (D1): one after the
/// handle is flagged only when no call follows it, since the call that does is flagged itself;
/// while the interaction is open, that call may yet come, so such a dispatch waits for the
/// interaction to finish.
public struct PhaseOrder: InspectionRule {
  /// ``FindingCode/phaseOrder``, the code of every finding of this rule.
  public static let code = FindingCode.phaseOrder
  private static let hint =
    "SiriKit resolves, then confirms, then handles; a recording out of that order comes from a "
    + "host or a test driving the handler by hand."

  public init() {}

  /// Flags handling calls that came out of the order resolve, confirm, handle.
  ///
  /// - Parameters:
  ///   - interaction: A finished interaction, both phases and all completions in.
  ///   - context: Supplies the handler types seen confirming so far
  ///     (``InspectionContext/confirmingHandlerTypes``), for a handle without a confirm, and
  ///     whether the interaction is still open.
  /// - Returns: A finding per call out of order, in the order of the calls.
  public func findings(in interaction: InteractionReport, context: InspectionContext) -> [Finding] {
    guard let handling = interaction.handling else { return [] }
    var findings: [Finding] = []
    var confirm: HandlingCall?
    var handle: HandlingCall?
    for call in handling.calls {
      switch call.method {
      case .resolve:
        if let later = handle ?? confirm {
          findings.append(
            Self.finding(
              "\(call.label) came after \(later.label) (call \(later.index))",
              evidence: [later.event, call.event], hint: Self.hint))
        }
      case .confirm:
        if let handle {
          findings.append(
            Self.finding(
              "confirm came after handle (call \(handle.index))",
              evidence: [handle.event, call.event], hint: Self.hint))
        }
        confirm = confirm ?? call
      case .handle:
        if let handle {
          findings.append(
            Self.finding(
              "handle came again after handle (call \(handle.index))",
              evidence: [handle.event, call.event], hint: Self.hint))
        }
        if let confirm, let code = confirm.completions.first?.code, code.name != "ready" {
          findings.append(
            Self.finding(
              "handle came after confirm declined with \(code)",
              evidence: [confirm.event, call.event],
              hint: "An answer other than ready to confirm ends the interaction; don't expect "
                + "handle after it."))
        }
        if confirm == nil, handle == nil, !handling.resolves.isEmpty,
          let type = call.handlerType, context.confirmingHandlerTypes.contains(type)
        {
          findings.append(
            Self.finding(
              "handle came without confirm, though \(type) implements confirm",
              evidence: [call.event], hint: Self.hint))
        }
        handle = handle ?? call
      case .dispatch:
        if let handle, !context.isInteractionOpen, !Self.isFollowed(call, in: handling) {
          findings.append(
            Self.finding(
              "dispatch came after handle (call \(handle.index))",
              evidence: [handle.event, call.event], hint: Self.hint))
        }
      }
    }
    return findings
  }

  /// Whether the handler a dispatch returned got a call later in the phase.
  private static func isFollowed(_ dispatch: HandlingCall, in handling: HandlingPhase) -> Bool {
    guard let handler = dispatch.completions.first?.handler else { return false }
    return handling.calls.contains {
      $0.index > dispatch.index && $0.method != .dispatch && $0.instance == handler
    }
  }
}

extension PhaseOrder: ProjectionScreening {
  /// Whether the run's calls came out of order, handle came after a confirm that did not
  /// answer ready, or came without confirm on a handler type known to confirm.
  package func mayFind(in projected: ProjectedInteraction, context: InspectionContext) -> Bool {
    guard let calls = projected.handling?.calls else { return false }
    var confirm: Int?
    var hasHandle = false
    var hasResolve = false
    for index in calls.indices {
      switch calls[index].kind(onInterfaceSide: false) {
      case .resolve:
        if hasHandle || confirm != nil { return true }
        hasResolve = true
      case .confirm:
        if hasHandle { return true }
        confirm = confirm ?? index
      case .handle:
        if hasHandle { return true }
        if let confirm {
          let first = calls[confirm].completions.first { !$0.isInterfaceAnswer }
          if let code = first?.responseCode, code.name != "ready" { return true }
        } else if hasResolve, let type = calls[index].handler?.type,
          context.confirmingHandlerTypes.contains(type)
        {
          return true
        }
        hasHandle = true
      case .dispatch:
        if hasHandle { return true }
      default:
        break
      }
    }
    return false
  }
}

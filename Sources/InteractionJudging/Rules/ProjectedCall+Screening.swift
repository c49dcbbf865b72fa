import InteractionModel
import InteractionProjection

/// What the rules' screens (``ProjectionScreening``) read of a projected call: the parts of its
/// report they need, each as the report has it, read in place rather than through a report.
extension ProjectedCall {
  /// Whether the call is the Intents UI extension's: its report is a ``UICall``.
  var isInterfaceCall: Bool { method.kind.isInterface }

  /// The call's kind when the report of the `interface` side keeps it: an interaction's
  /// interface keeps UI calls, its handling run the others.
  func kind(onInterfaceSide interface: Bool) -> CallKind? {
    let kind = method.kind
    return kind.isInterface == interface ? kind : nil
  }

  /// Whether the report of the call keeps no completion: a ``UICall`` keeps a UI call's
  /// answers, a ``HandlingCall`` the others.
  var reportsNoCompletion: Bool {
    let isInterface = isInterfaceCall
    return !completions.contains { $0.isInterfaceAnswer == isInterface }
  }

  /// The parameters a `configureView` call offered; `nil` for any other call.
  var offered: [Parameter]? {
    guard case .configureView(let parameters, _, _) = method else { return nil }
    return parameters
  }
}

extension ProjectedCompletion {
  /// Whether it answers a UI call: a ``UICompletion`` keeps it, a ``HandlingCompletion`` not.
  var isInterfaceAnswer: Bool {
    switch answer {
    case .view, .size: true
    case .handler, .resolution, .response: false
    }
  }

  /// What a `configureView` completion claimed, as its ``UICompletion/claimed``.
  var claimed: [Parameter]? {
    guard case .view(_, let claimed, _) = answer else { return nil }
    return claimed
  }

  /// Whether a `configureView` completion reported no success, as its ``UICompletion/success``.
  var isUnsuccessfulView: Bool {
    guard case .view(let success, _, _) = answer else { return false }
    return !success
  }

  /// The size a UI call's completion asked for, as its ``UICompletion/size``.
  var size: Size? {
    switch answer {
    case .view(_, _, let size), .size(let size): size
    case .handler, .resolution, .response: nil
    }
  }

  /// A confirm's or handle's response code, as its ``HandlingCompletion/code``.
  var responseCode: IntentResponse.Code? {
    guard case .response(let response) = answer else { return nil }
    return response.code
  }
}

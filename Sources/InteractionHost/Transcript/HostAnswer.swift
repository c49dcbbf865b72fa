public import InteractionModel

/// What a call answered: the model's ``ExtensionAnswer``.
@available(*, deprecated, renamed: "ExtensionAnswer")
public typealias HostAnswer = ExtensionAnswer

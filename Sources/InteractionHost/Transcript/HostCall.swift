public import InteractionModel

/// A call the host made into the extension under test: the model's ``ExtensionCall``.
@available(*, deprecated, renamed: "ExtensionCall")
public typealias HostCall = ExtensionCall

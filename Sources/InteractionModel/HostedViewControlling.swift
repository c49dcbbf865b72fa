/// A view controller of an Intents UI extension, mirroring `INUIHostedViewControlling`.
///
/// A marker: SiriKit's two optional methods are ``InteractionConfiguring`` and
/// ``ParameterViewConfiguring``, so a controller adopts either or both. Main-actor isolated, like
/// the UIKit view controllers that adopt it.
@MainActor
public protocol HostedViewControlling: AnyObject {}

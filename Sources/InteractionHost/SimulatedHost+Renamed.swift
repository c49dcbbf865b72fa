/// The simulated host's former name: `SiriKit…` elsewhere names the bridge to Apple's types,
/// so the host is called what it is.
@available(*, deprecated, renamed: "SimulatedHost")
public typealias SiriKitHost = SimulatedHost

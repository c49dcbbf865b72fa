// The conformances are as visible as the package types, so the protocol's module is imported so.
package import ArgumentParser
package import InteractionReplay

// `--delivery` and `--mode`, by the names of InteractionReplay's tables.
extension DeliveryName: ExpressibleByArgument {}
extension ReplayModeName: ExpressibleByArgument {}

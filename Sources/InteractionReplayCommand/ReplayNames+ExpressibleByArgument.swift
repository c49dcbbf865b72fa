import ArgumentParser
package import InteractionReplay

// `--delivery` and `--mode`, by the names of InteractionReplay's tables.
extension DeliveryName: ExpressibleByArgument {}
extension ReplayModeName: ExpressibleByArgument {}

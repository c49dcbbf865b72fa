// A conformance of a public type is public, so its protocol's module must be imported publicly;
// in an executable nothing outside sees it.
public import ArgumentParser
import InteractionLog

// `--policy strict|point-in-time|salvage`, by the policies' raw values.
extension RecoveryPolicy: ExpressibleByArgument {}

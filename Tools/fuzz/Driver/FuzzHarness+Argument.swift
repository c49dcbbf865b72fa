import ArgumentParser
import InteractionFuzzing

// The harnesses are named on the command line by their raw values, such as `block-reader`.
extension FuzzHarness: ExpressibleByArgument {}

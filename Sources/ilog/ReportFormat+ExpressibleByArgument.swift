// A conformance of a public type is public, so its protocol's module must be imported publicly;
// in an executable nothing outside sees it.
public import ArgumentParser
public import InteractionInspector

// `--format text|json|markdown|mermaid`, by the formats' raw values.
extension OutputFormat: ExpressibleByArgument {}

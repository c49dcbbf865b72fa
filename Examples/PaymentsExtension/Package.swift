// swift-tools-version: 6.1
// A user's own package, as README's "Use it from your package" describes it: a payments
// extension (provider, handler, view controller), its replay tool, and tests that record it
// through the simulated host and replay it. CI builds it with warnings as errors.
import PackageDescription

let package = Package(
  name: "PaymentsExtension",
  platforms: [.macOS(.v12), .iOS(.v15)],
  dependencies: [
    .package(name: "interaction-log", path: "../..")
  ],
  targets: [
    // The Intents and Intents UI extensions' code: what an app extension links.
    .target(
      name: "PaymentsIntents",
      dependencies: [
        .product(name: "InteractionModel", package: "interaction-log"),
        .product(name: "InteractionLog", package: "interaction-log"),
        .product(name: "InteractionRecorder", package: "interaction-log"),
      ]
    ),
    // The user's own `replay` command, from a main.swift.
    .executableTarget(
      name: "payments-replay",
      dependencies: [
        "PaymentsIntents",
        .product(name: "InteractionReplayCommand", package: "interaction-log"),
        .product(name: "InteractionReplay", package: "interaction-log"),
        .product(name: "InteractionInspector", package: "interaction-log"),
        .product(name: "InteractionLog", package: "interaction-log"),
      ]
    ),
    .testTarget(
      name: "PaymentsIntentsTests",
      dependencies: [
        "PaymentsIntents",
        .product(name: "InteractionHost", package: "interaction-log"),
        .product(name: "InteractionReplay", package: "interaction-log"),
        .product(name: "InteractionTesting", package: "interaction-log"),
        .product(name: "InteractionModel", package: "interaction-log"),
        .product(name: "InteractionRecorder", package: "interaction-log"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)

for target in package.targets {
  var settings = target.swiftSettings ?? []
  settings.append(.enableUpcomingFeature("ExistentialAny"))
  settings.append(.enableUpcomingFeature("InternalImportsByDefault"))
  settings.append(.enableUpcomingFeature("MemberImportVisibility"))
  target.swiftSettings = settings
}

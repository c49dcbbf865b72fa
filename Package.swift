// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "interaction-log",
  platforms: [.macOS(.v15), .iOS(.v18)],
  products: [
    .library(name: "InteractionModel", targets: ["InteractionModel"]),
    .library(name: "InteractionLog", targets: ["InteractionLog"]),
    .executable(name: "ilog", targets: ["ilog"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2")
  ],
  targets: [
    // zlib from the system (libz-dev); shim.h wraps the macros Swift cannot call.
    .systemLibrary(
      name: "CZlib",
      pkgConfig: "zlib",
      providers: [.apt(["zlib1g-dev"]), .brew(["zlib"])]
    ),
    .target(name: "InteractionModel"),
    .target(name: "InteractionLog", dependencies: ["InteractionModel", "CZlib"]),
    .executableTarget(
      name: "ilog",
      dependencies: [
        "InteractionLog",
        "InteractionModel",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    // Used by the crash tests and Tools/crash-loop: writes events and reports each one returned.
    .executableTarget(
      name: "log-writer-child",
      dependencies: ["InteractionLog", "InteractionModel"],
      path: "Tools/log-writer-child"
    ),
    // Tools/bench.sh: the foundation benchmark; raw zlib baselines call CZlib directly.
    .executableTarget(
      name: "ilog-bench",
      dependencies: ["InteractionLog", "InteractionModel", "CZlib"],
      path: "Tools/bench"
    ),
    .testTarget(name: "InteractionModelTests", dependencies: ["InteractionModel"]),
    .testTarget(
      name: "InteractionLogTests",
      dependencies: ["InteractionLog", "InteractionModel"]
    ),
    .testTarget(
      name: "ilogTests",
      dependencies: [
        "ilog",
        "InteractionLog",
        "InteractionModel",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)

for target in package.targets where target.type != .system {
  var settings = target.swiftSettings ?? []
  // https://github.com/swiftlang/swift-evolution/blob/main/proposals/0335-existential-any.md
  settings.append(.enableUpcomingFeature("ExistentialAny"))
  // https://github.com/swiftlang/swift-evolution/blob/main/proposals/0409-access-level-on-imports.md
  settings.append(.enableUpcomingFeature("InternalImportsByDefault"))
  // https://github.com/swiftlang/swift-evolution/blob/main/proposals/0444-member-import-visibility.md
  settings.append(.enableUpcomingFeature("MemberImportVisibility"))
  target.swiftSettings = settings
}

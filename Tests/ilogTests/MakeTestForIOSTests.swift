import Foundation
import InteractionTestSupport
import Testing

/// What `ilog make-test --siri-kit` writes for a user compiles for iOS, where the user runs it
/// against Apple's Intents and IntentsUI with `MemberImportVisibility` on: type-checked for
/// `arm64-apple-ios16.0` by `typecheck-tests`, beside the iPhoneOS SDK this repository is checked
/// against in CI, in the directory `ILOG_APPLE_SDK` names (`.ci/run` sets it).
///
/// The generated file goes into a package of its own, made in a temporary directory: a copy of
/// the StartWorkout example's sources as the user's extension target, the file as its test target,
/// and this package as a dependency by path, as a user's package depends on it.
@Suite struct MakeTestForIOSTests {
  /// The directory of `typecheck-tests` and the SDKs; `nil` where they are not there.
  static let appleSDK: String? = {
    guard let directory = ProcessInfo.processInfo.environment["ILOG_APPLE_SDK"] else { return nil }
    let manager = FileManager.default
    guard manager.isExecutableFile(atPath: directory + "/typecheck-tests"),
      manager.fileExists(atPath: directory + "/iPhoneOS16.5.sdk"),
      which("swift") != nil, which("bash") != nil
    else { return nil }
    return directory
  }()

  static let noSDK: Comment = """
    needs ILOG_APPLE_SDK: the directory of typecheck-tests and the iPhoneOS 16.5 SDK, which \
    .ci/run sets; nothing here can check iOS without them
    """

  /// The package's manifest: `identity` is this package's, the last component of its path.
  static func manifest(identity: String) -> String {
    """
    // swift-tools-version: 6.2
    import PackageDescription

    let package = Package(
      name: "generated-check",
      platforms: [.macOS(.v12), .iOS(.v15)],
      dependencies: [.package(path: "\(PackageRoot.path)")],
      targets: [
        // The example's extension; on iOS it needs nothing but the bridge and the recorder.
        .target(
          name: "StartWorkout",
          dependencies: [
            .product(name: "InteractionSiriKit", package: "\(identity)"),
            .product(name: "InteractionRecorder", package: "\(identity)"),
            .product(name: "InteractionLog", package: "\(identity)"),
          ]),
        .testTarget(
          name: "GeneratedTests",
          dependencies: [
            "StartWorkout",
            .product(name: "InteractionReplay", package: "\(identity)"),
            .product(name: "InteractionTesting", package: "\(identity)"),
            .product(name: "InteractionSiriKit", package: "\(identity)"),
          ]),
      ]
    )

    for target in package.targets {
      target.swiftSettings = [
        .enableUpcomingFeature("ExistentialAny"),
        .enableUpcomingFeature("InternalImportsByDefault"),
        .enableUpcomingFeature("MemberImportVisibility"),
      ]
    }

    """
  }

  @Test(.enabled(if: appleSDK != nil, noSDK))
  func aGeneratedSiriKitTestTypeChecksForIOS() throws {
    let sdk = try #require(Self.appleSDK)
    let scratch = TemporaryDirectory()
    let package = try scratch.directory("generated-check")
    let manager = FileManager.default
    try manager.createDirectory(
      atPath: package + "/Sources", withIntermediateDirectories: true)
    // A copy, not a link: the scratch directory's clean-up would change what a link leads to.
    try manager.copyItem(
      atPath: PackageRoot.path + "/Examples/StartWorkout/Sources",
      toPath: package + "/Sources/StartWorkout")
    try manager.createDirectory(
      atPath: package + "/Tests/GeneratedTests", withIntermediateDirectories: true)
    let identity = URL(fileURLWithPath: PackageRoot.path).lastPathComponent.lowercased()
    try Self.manifest(identity: identity).write(
      toFile: package + "/Package.swift", atomically: true, encoding: .utf8)

    let generated = package + "/Tests/GeneratedTests/RecordedSessionReplayTests.swift"
    let made = try ILogBinary.run(
      [
        "make-test", "Examples/StartWorkout/Recordings/s1", "--siri-kit", "--import",
        "StartWorkout", "-o", generated,
      ], in: PackageRoot.path)
    #expect(made.status == 0, "\(made.error)")
    let source = try String(contentsOfFile: generated, encoding: .utf8)
    #expect(source.contains("#if canImport(UIKit)\nimport UIKit\n#endif\n"))

    // Everything the tools write (the repaired SDK, module caches, the compiler's temporary
    // files) stays in the scratch directory.
    var environment = ProcessInfo.processInfo.environment
    environment["TMPDIR"] = scratch.path
    environment["IOS_MODULE_CACHE"] = scratch.file("module-cache")
    let repair = try runProgram(
      #require(which("bash")),
      [
        "-c", "source Tools/apple-platforms/repaired-sdk.sh && repaired_sdk \"$1\"", "bash",
        sdk + "/iPhoneOS16.5.sdk",
      ], environment: environment, currentDirectory: PackageRoot.path)
    #expect(repair.status == 0, "\(repair.error)")
    environment["IOS_SDK"] = repair.output.trimmingCharacters(in: .whitespacesAndNewlines)

    let resolved = try runProgram(
      #require(which("swift")), ["package", "resolve"], environment: environment,
      currentDirectory: package)
    try #require(resolved.status == 0, "swift package resolve: \(resolved.output)\(resolved.error)")
    // --fast: the libraries' bodies are CI's other check; here the generated file is checked
    // whole against their interfaces.
    let checked = try runProgram(
      sdk + "/typecheck-tests",
      [
        "--fast", "--frameworks", scratch.file("frameworks"), "--keep", scratch.file("work"),
        "ios", package, "GeneratedTests",
      ], environment: environment)
    let report = checked.output + checked.error
    #expect(checked.status == 0, "\(report)")
    #expect(
      report.split(separator: "\n").contains {
        $0.hasPrefix("GeneratedTests: 0 errors, 0 warnings")
      },
      "\(report)")
  }
}

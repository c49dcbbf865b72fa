import Testing

/// Every target declares what it imports and imports what it declares, so that Package.swift's
/// arrows are the modules' real ones: SwiftPM lets a target import a module it only reaches
/// through another target, and keeps a dependency nothing imports.
@Suite struct DependencyTests {
  static let tree = RepositoryTree.checkout

  @Test func everyTargetDeclaresExactlyTheModulesOfThisPackageItImports() throws {
    let text = try #require(Self.tree.text(of: "Package.swift"), "Package.swift is missing")
    let manifest = PackageManifest(text: text)
    #expect(manifest.targets.count >= 30, "Package.swift's targets were not read")
    for problem in Self.problems(in: manifest, importsOf: Self.imports(of:)) {
      Issue.record(Comment(rawValue: problem))
    }
  }

  @Test func anUndeclaredImportAndAnUnimportedDependencyAreFound() {
    let manifest = PackageManifest(
      text: """
        targets: [
          .target(name: "Core"),
          .executableTarget(name: "my-tool", path: "Tools/my-tool"),
          .target(
            name: "Feature",
            dependencies: [
              "Core",  // "Comment"
              .target(name: "Stand-in", condition: .when(platforms: [.linux])),
              .product(name: "ArgumentParser", package: "swift-argument-parser"),
              "my-tool",
            ]
          ),
          .testTarget(name: "FeatureTests", dependencies: ["Feature"]),
          .systemLibrary(name: "CZ", pkgConfig: "z"),
        ]
        """)
    #expect(manifest.targets.map(\.name) == ["Core", "my-tool", "Feature", "FeatureTests"])
    #expect(manifest.targets[1].path == "Tools/my-tool")
    #expect(manifest.targets[3].path == "Tests/FeatureTests")
    #expect(manifest.targets[2].dependencies == ["Core", "Stand-in", "ArgumentParser", "my-tool"])
    #expect(manifest.systemLibraries == ["CZ"])
    let imports: [String: Set<String>] = [
      "Feature": ["Core", "ArgumentParser", "Foundation"],
      "FeatureTests": ["Feature", "Core", "Testing"],
    ]
    #expect(
      Self.problems(in: manifest) { imports[$0.name] ?? [] } == [
        "Feature (Sources/Feature) declares Stand_in but never imports it",
        "FeatureTests (Tests/FeatureTests) imports Core but does not declare it",
      ])
  }

  @Test func importsAreReadOutsideStringLiteralsOnly() {
    let text = """
      public import Foundation
      @testable import ilog
      #if os(iOS)
      import struct Intents.INIntent
      #endif
      let template = \"\"\"
        import NotAnImport
        \"\"\"
      // import Commented
      """
    #expect(SwiftImports.modules(in: text) == ["Foundation", "ilog", "Intents"])
  }

  /// What differs between each target's declared dependencies and its imports of this
  /// package's modules (and its products' modules, ArgumentParser), in the manifest's order.
  ///
  /// An executable a target declares is built for it to run, not imported (generate-sirikit for
  /// the test of its `--check`), and needs no import.
  static func problems(
    in manifest: PackageManifest, importsOf imports: (PackageManifest.Target) -> Set<String>
  ) -> [String] {
    let ours = Set(
      manifest.targets.map(\.moduleName) + manifest.systemLibraries + ["ArgumentParser"])
    let executables = Set(manifest.targets.filter { $0.kind == .executableTarget }.map(\.name))
    var problems: [String] = []
    for target in manifest.targets {
      let imported = imports(target).intersection(ours).subtracting([target.moduleName])
      let declared = Set(target.dependencies.map(PackageManifest.Target.moduleName(of:)))
      let needed = Set(
        target.dependencies.filter { !executables.contains($0) }
          .map(PackageManifest.Target.moduleName(of:)))
      for module in imported.subtracting(declared).sorted() {
        problems.append("\(target.name) (\(target.path)) imports \(module) but does not declare it")
      }
      for module in needed.subtracting(imported).sorted() {
        problems.append("\(target.name) (\(target.path)) declares \(module) but never imports it")
      }
    }
    return problems
  }

  /// The modules the Swift files under a target's directory import.
  static func imports(of target: PackageManifest.Target) -> Set<String> {
    var modules: Set<String> = []
    for file in tree.files(under: target.path) where file.hasSuffix(".swift") {
      modules.formUnion(SwiftImports.modules(in: tree.text(of: file) ?? ""))
    }
    return modules
  }
}

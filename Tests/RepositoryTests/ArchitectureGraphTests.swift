import Testing

/// Docs/Architecture.md's module graph draws Package.swift's arrows, no more and no fewer.
///
/// Every dependency of a module under `Sources/` is an arrow of the graph, and every arrow such a
/// dependency. Tools, examples and tests stand on top of the modules and are not drawn.
@Suite struct ArchitectureGraphTests {
  static let tree = RepositoryTree.checkout
  static let document = "Docs/Architecture.md"

  @Test func theModuleGraphDrawsExactlyTheDependenciesOfPackageSwift() throws {
    let text = try #require(Self.tree.text(of: "Package.swift"), "Package.swift is missing")
    let markdown = try #require(Self.tree.text(of: Self.document), "\(Self.document) is missing")
    let graph = ModuleGraph(markdown: markdown)
    #expect(graph.edges.count >= 40, "\(Self.document)'s graph was not read")
    for problem in Self.problems(in: graph, of: Self.document, against: PackageManifest(text: text))
    {
      Issue.record(Comment(rawValue: problem.description))
    }
  }

  @Test func aMissingArrowAnExtraArrowAndAnUndrawnModuleAreNamed() {
    let manifest = PackageManifest(
      text: """
        targets: [
          .target(name: "Core", dependencies: ["CZ"]),
          .target(name: "Feature", dependencies: ["Core", .target(name: "Stand-in", condition: nil)]),
          .target(name: "Stand-in"),
          .target(name: "Extra"),
          .executableTarget(name: "tool", dependencies: ["Feature"], path: "Tools/tool"),
          .systemLibrary(name: "CZ"),
        ]
        """)
    let graph = ModuleGraph(
      markdown: """
        # Modules

        ```mermaid
        flowchart TB
          subgraph all["everything"]
            Core["Core"]
            Feature["Feature (a library)"]
            StandIn["Stand-in, Linux only"]
            CZ[("CZ: zlib")]
          end
          Feature --> Core
          Feature -. Linux .-> StandIn
          Core --> Feature
          Feature ~~~ Core
        ```
        """)
    #expect(
      Self.problems(in: graph, of: "Doc.md", against: manifest).map(\.description) == [
        "Doc.md:14: Feature ~~~ Core is neither a node nor an arrow",
        "Doc.md:6: Package.swift: Core depends on CZ, but the graph has no arrow Core --> CZ",
        "Doc.md:13: arrow Core --> Feature, but Package.swift's Core does not depend on Feature",
        "Doc.md:3: Package.swift declares Extra under Sources/, but the graph has no node for it",
      ])
  }

  /// Each difference between the graph and the manifest's modules under `Sources/` (and what
  /// they depend on), placed at the line of the graph it concerns.
  static func problems(
    in graph: ModuleGraph, of document: String, against manifest: PackageManifest
  ) -> [RepositoryProblem] {
    guard graph.isFound else {
      return [RepositoryProblem(file: document, line: 1, message: "no ```mermaid module graph")]
    }
    let sources = manifest.targets.filter { $0.path.hasPrefix("Sources/") }
    var declared: Set<ModuleGraph.Edge> = []
    for target in sources {
      for dependency in target.dependencies {
        declared.insert(ModuleGraph.Edge(from: target.name, to: dependency))
      }
    }
    let drawn = Set(graph.edges.keys)
    var problems = graph.unreadLines.map {
      RepositoryProblem(
        file: document, line: $0.line, message: "\($0.text) is neither a node nor an arrow")
    }
    for edge in declared.subtracting(drawn).sorted() {
      problems.append(
        RepositoryProblem(
          file: document, line: graph.modules[edge.from] ?? graph.blockLine,
          message: "Package.swift: \(edge.from) depends on \(edge.to), "
            + "but the graph has no arrow \(edge)"))
    }
    for edge in drawn.subtracting(declared).sorted() {
      problems.append(
        RepositoryProblem(
          file: document, line: graph.edges[edge] ?? graph.blockLine,
          message: "arrow \(edge), but Package.swift's \(edge.from) does not depend on \(edge.to)"
        ))
    }
    let modules = Set(sources.map(\.name)).union(declared.map(\.to))
    for module in modules.subtracting(graph.modules.keys).sorted() {
      problems.append(
        RepositoryProblem(
          file: document, line: graph.blockLine,
          message:
            "Package.swift declares \(module) under Sources/, but the graph has no node for it"))
    }
    for module in Set(graph.modules.keys).subtracting(modules).sorted() {
      problems.append(
        RepositoryProblem(
          file: document, line: graph.modules[module] ?? graph.blockLine,
          message:
            "node \(module) is no module of Package.swift under Sources/, nor one they depend on"))
    }
    return problems
  }
}

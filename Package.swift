// swift-tools-version: 6.2
import PackageDescription

let package = Package(
  name: "interaction-log",
  // Apps that still ship Intents UI extensions support older systems. Nothing here needs more:
  // Locked instead of Synchronization.Mutex, seconds and monotonic nanoseconds instead of
  // Duration and the clocks (README says what was checked, and how).
  platforms: [.macOS(.v12), .iOS(.v15)],
  products: [
    // An app's Intents and Intents UI extensions: their handlers and view controllers are written
    // against these types (a small adapter converts SiriKit's), and so are the intent catalogs
    // users extend with their own intents.
    .library(name: "InteractionModel", targets: ["InteractionModel"]),
    // A tool or a test that reads, writes, recovers, follows or redacts logs; an extension links
    // it through the recorder, for the recorder's options (clock, redaction).
    .library(name: "InteractionLog", targets: ["InteractionLog"]),
    // An app's Intents and Intents UI extensions: the recorder and the wrappers that log each call.
    .library(name: "InteractionRecorder", targets: ["InteractionRecorder"]),
    // A test target that drives an extension's own objects as SiriKit would, without a device.
    .library(name: "InteractionHost", targets: ["InteractionHost"]),
    // A test target or a tool that judges interactions: the exception rules and their findings,
    // the interaction reports they read, replay properties. What the replayer links.
    .library(name: "InteractionJudging", targets: ["InteractionJudging"]),
    // A test target or a tool that checks recordings: findings, diffs, stats and their reports
    // (text, Markdown, Mermaid, JSON, HTML); the judging core comes with it.
    .library(name: "InteractionInspector", targets: ["InteractionInspector"]),
    // A test target that re-drives an extension's objects from a recording.
    .library(name: "InteractionReplay", targets: ["InteractionReplay"]),
    // A tool or a test that writes the time-travel page of a recording or a replay: one HTML
    // file with a scrubber over the merged timeline and the state at each event.
    .library(name: "InteractionTimeTravel", targets: ["InteractionTimeTravel"]),
    // A test target (Swift Testing or XCTest) that replays a recording, or records it when missing.
    .library(name: "InteractionTesting", targets: ["InteractionTesting"]),
    // An app's Intents and Intents UI extensions: records and replays SiriKit's own types
    // (INIntent, INInteraction, INParameter…) through the recorder and the model.
    .library(name: "InteractionSiriKit", targets: ["InteractionSiriKit"]),
    // A user's own executable that offers `replay` with the user's types registered.
    .library(name: "InteractionReplayCommand", targets: ["InteractionReplayCommand"]),
    // Inspect, verify, recover, redact, export, tail and replay logs from the command line.
    .executable(name: "ilog", targets: ["ilog"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    // Only for `swift package generate-documentation`; nothing links it.
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
  ],
  targets: [
    // MARK: - Libraries: the products users link, and the modules they stand on

    // zlib from the system; shim.h wraps the macros Swift cannot call. No pkg-config: the
    // module map's <zlib.h> and `link "z"` find the SDK's zlib on Apple platforms, which have no
    // pkg-config (SwiftPM warned twice there), and /usr/include's on Linux (zlib1g-dev).
    .systemLibrary(name: "CZlib"),
    // SiriKit's types as portable values, and the intent catalog: depends on nothing, so that
    // every other module, on any platform, shares them.
    .target(name: "InteractionModel"),
    // The log format: events, the blocked-gzip writer and readers, recovery, following, and
    // redaction (it transforms events, at record time or after the fact).
    .target(name: "InteractionLog", dependencies: ["InteractionModel", "CZlib"]),
    // Linked into app extensions with tight memory limits: nothing beyond Model and Log.
    .target(name: "InteractionRecorder", dependencies: ["InteractionModel", "InteractionLog"]),
    // A simulated SiriKit host; it never touches the log (recording wraps what it drives).
    .target(name: "InteractionHost", dependencies: ["InteractionModel"]),
    // Sample extensions that behave as Apple's public sample code does, and their scenarios: the
    // subjects of ilog's replay, the tools and the tests. Not a product: no user links samples.
    // Their properties (what must hold of what the user sees) are the replay's and the
    // inspector's types.
    .target(
      name: "InteractionSamples",
      dependencies: ["InteractionModel", "InteractionReplay", "InteractionJudging"]
    ),
    // The one projection from merged events to interactions (snapshots, handling run, UI calls)
    // that the inspector and the replayer both stand on. Not a product: their reports and
    // recordings are the public views of it.
    .target(name: "InteractionProjection", dependencies: ["InteractionModel", "InteractionLog"]),
    // The judging core: exception rules and findings, the interaction reports they read (folded
    // from the projection), the snippet as shown, expected orders and replay properties. The
    // replayer links it alone; rendering stays out of the app's tests.
    .target(
      name: "InteractionJudging",
      dependencies: ["InteractionModel", "InteractionLog", "InteractionProjection"]
    ),
    // The merged timeline of a session with each interaction's state at every event, from the
    // judging core's fold (the code `ilog watch` runs), and the time-travel page drawing it.
    // No rendering of the inspector and no argument parsing: test helpers may link it.
    .target(
      name: "InteractionTimeTravel",
      dependencies: ["InteractionModel", "InteractionLog", "InteractionJudging"]
    ),
    // Reading sessions in parallel, diff and stats over the judging core, and their renderings;
    // reads, never writes. Re-exports the judging core, so `import InteractionInspector` still
    // names every rule and report type.
    .target(
      name: "InteractionInspector",
      dependencies: [
        "InteractionModel", "InteractionLog", "InteractionProjection", "InteractionJudging",
      ]
    ),
    // The part of Intents and IntentsUI the bridge uses, with Apple's names and signatures, for
    // Linux, where SiriKit does not exist. Never a product: on Apple platforms the bridge links
    // the real frameworks.
    .target(name: "SiriKitStandIn"),
    // SiriKit's types to the model and back, recording with real types, replay subjects around
    // real controllers and handler providers.
    .target(
      name: "InteractionSiriKit",
      dependencies: [
        "InteractionModel", "InteractionRecorder",
        .target(name: "SiriKitStandIn", condition: .when(platforms: [.linux, .macOS])),
      ]
    ),
    // Re-drives a user's provider and controller from a recording; divergence reports. The
    // judging core's rules judge what the user sees on a replayed run, as on a recording; it is
    // re-exported, so `import InteractionReplay` names ReplayProperty and the reports. A replay's
    // time-travel page is made here, for `replay --report` and for failing tests' attachments.
    .target(
      name: "InteractionReplay",
      dependencies: [
        "InteractionModel", "InteractionLog", "InteractionHost", "InteractionProjection",
        "InteractionJudging", "InteractionTimeTravel",
      ]
    ),
    // Swift Testing and XCTest helpers that replay a recording, or record it when it is missing.
    .target(
      name: "InteractionTesting",
      dependencies: [
        "InteractionReplay", "InteractionRecorder", "InteractionHost", "InteractionModel",
        "InteractionLog", "InteractionJudging",
      ]
    ),
    // `replay` as a command users embed in their own executable, with their types registered.
    .target(
      name: "InteractionReplayCommand",
      dependencies: [
        "InteractionReplay", "InteractionHost", "InteractionModel", "InteractionLog",
        "CommandSupport", .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),

    // MARK: - Command line: ilog and what its commands share

    // What every command-line executable here shares, ilog and a user's `replay` or `explore`:
    // the main() that maps usage errors to exit status 2, the standard-error writer, the status
    // line that progress draws on, the Ctrl-C flag and the terminal check. Not a product: the
    // commands are its only users.
    .target(
      name: "CommandSupport",
      dependencies: [
        "InteractionLog", "InteractionModel",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    // What ilog's commands share: input paths, filters, tail following, progress meters, the
    // verify and recover reports, and report files created without overwriting. Not a product:
    // the commands are its only users, and a user's `replay` does not link it.
    .target(
      name: "ILogSupport",
      dependencies: [
        "CommandSupport", "InteractionInspector", "InteractionJudging", "InteractionLog",
        "InteractionModel",
      ]
    ),
    .executableTarget(
      name: "ilog",
      dependencies: [
        "InteractionLog",
        "InteractionInspector",
        "CommandSupport",
        "ILogSupport",
        // For `ilog replay` and `ilog make-test`, with the sample extensions as subjects.
        "InteractionReplay",
        "InteractionReplayCommand",
        "InteractionSamples",
        // `ilog report`'s time-travel panel.
        "InteractionTimeTravel",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),

    // MARK: - Examples: extensions as an iOS developer writes them, and their tests

    // Examples/StartWorkout: a start-workout Intents extension and Intents UI view controller
    // as an iOS developer writes them, recorded through InteractionSiriKit (against the
    // stand-in on Linux), and replay tests of the committed workout recordings against them.
    .target(
      name: "StartWorkout",
      dependencies: [
        "InteractionSiriKit", "InteractionRecorder", "InteractionLog",
        .target(name: "SiriKitStandIn", condition: .when(platforms: [.linux, .macOS])),
      ],
      path: "Examples/StartWorkout/Sources"
    ),
    .testTarget(
      name: "StartWorkoutTests",
      dependencies: [
        "StartWorkout", "InteractionTestSupport", "InteractionSiriKit", "InteractionReplay",
        "InteractionHost",
        "InteractionTesting", "InteractionRecorder", "InteractionSamples", "InteractionModel",
        "InteractionLog",
        .target(name: "SiriKitStandIn", condition: .when(platforms: [.linux, .macOS])),
      ],
      path: "Examples/StartWorkout/Tests"
    ),
    // Examples/BillSplit: a bill-splitting app's Intents extension (send and request payment,
    // search for accounts) and Intents UI view controller written with Apple's API names, and
    // the tests that record each intent through the simulated host and replay it against them.
    .target(
      name: "BillSplit",
      dependencies: [
        "InteractionSiriKit", "InteractionRecorder", "InteractionLog", "InteractionModel",
        .target(name: "SiriKitStandIn", condition: .when(platforms: [.linux, .macOS])),
      ],
      path: "Examples/BillSplit/Sources"
    ),
    .testTarget(
      name: "BillSplitTests",
      dependencies: [
        "BillSplit", "InteractionTestSupport", "InteractionSiriKit", "InteractionReplay",
        "InteractionHost", "InteractionRecorder", "InteractionModel", "InteractionLog",
      ],
      path: "Examples/BillSplit/Tests"
    ),

    // MARK: - Tools: child processes the tests run, generators, benchmarks, stress and fuzzing

    // Used by the crash tests and Tools/crash-loop: writes events and reports each one returned.
    .executableTarget(
      name: "log-writer-child",
      dependencies: ["InteractionLog", "InteractionModel"],
      path: "Tools/log-writer-child"
    ),
    // Records the sample sessions of Recordings/ through the host and the recorder, byte for
    // byte reproducibly; also runs as the child processes of its two-process recordings.
    .executableTarget(
      name: "make-recordings",
      dependencies: [
        "InteractionRecorder",
        "InteractionHost",
        "InteractionSamples",
        "InteractionModel",
        "InteractionLog",
        "InteractionInspector",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      path: "Tools/make-recordings"
    ),
    // Writes the catalog's SiriKit stand-in declarations, bridge code and catalog entries from
    // its table; `--check` (CI) fails when the committed files are stale.
    .executableTarget(
      name: "generate-sirikit", path: "Tools/generate-sirikit",
      exclude: ["sirikit.json", "README.md"]),
    // Used by the recorder tests: traps inside wrapped user code, or writes past a file-size
    // limit, so that the test can read what the recorder left on disk.
    .executableTarget(
      name: "recorder-trap-child",
      dependencies: ["InteractionRecorder", "InteractionModel", "InteractionLog"],
      path: "Tools/recorder-trap-child"
    ),
    // README's example of `ReplayCommand` embedded in a user's executable; the tests run it.
    .executableTarget(
      name: "replay-example",
      dependencies: ["InteractionReplay", "InteractionReplayCommand", "InteractionSamples"],
      path: "Tools/replay-example"
    ),
    // The recording process Tools/crash-loop kills: the recorder wrapping the samples, driven
    // by the host, reporting every event whose append returned.
    .executableTarget(
      name: "recording-child",
      dependencies: [
        "InteractionRecorder", "InteractionHost", "InteractionSamples", "InteractionLog",
        "InteractionModel",
      ],
      path: "Tools/recording-child"
    ),
    // Kills recording-child with SIGKILL again and again and checks the log after each kill.
    .executableTarget(
      name: "crash-loop",
      dependencies: [
        "InteractionLog", "InteractionHost",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      path: "Tools/crash-loop"
    ),
    // Many threads through one recorder's wrappers, the log checked afterwards; Tools/stress.sh
    // also runs it under ThreadSanitizer and AddressSanitizer.
    .executableTarget(
      name: "stress",
      dependencies: [
        "InteractionRecorder", "InteractionSamples", "InteractionLog", "InteractionModel",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      path: "Tools/stress"
    ),
    // Tools/bench.sh: the foundation, recorder and inspector benchmarks; raw zlib baselines call
    // CZlib directly.
    .executableTarget(
      name: "ilog-bench",
      dependencies: [
        "InteractionLog", "InteractionModel", "CZlib", "InteractionRecorder", "InteractionHost",
        "InteractionSamples", "InteractionInspector", "InteractionReplay", "InteractionSiriKit",
        .target(name: "SiriKitStandIn", condition: .when(platforms: [.linux, .macOS])),
      ],
      path: "Tools/bench"
    ),
    // Tools/watch-latency: the delay from an event's write to the finding `ilog watch` prints;
    // it writes a recording again event by event with InteractionTestSupport's LiveSession, as
    // the watch tests do, and decodes watch's JSON lines with the inspector's types.
    .executableTarget(
      name: "watch-latency",
      dependencies: [
        "InteractionTestSupport", "InteractionInspector", "ILogSupport", "InteractionLog",
        "InteractionModel", .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      path: "Tools/watch-latency"
    ),
    // Tools/fuzz: the libFuzzer harnesses, a library so that FuzzRegressionTests runs the corpus
    // and the crash reproducers through them in the normal test suite.
    .target(
      name: "InteractionFuzzing",
      dependencies: [
        "InteractionLog", "InteractionModel", "InteractionInspector", "InteractionLogReference",
      ],
      path: "Tools/fuzz/Harnesses"
    ),
    // The event decoder the reader used before, kept only as the reference the differential
    // fuzzer compares the reader's with: linked by the fuzzers and their tests, never by an app.
    .target(
      name: "InteractionLogReference",
      dependencies: ["InteractionLog", "InteractionModel"],
      path: "Tools/fuzz/Reference"
    ),
    // libFuzzer's driver entry point, declared only: the toolchain's fuzzer runtime provides it
    // when ilog-fuzz is linked with -sanitize=fuzzer (Tools/fuzz/build.sh).
    .systemLibrary(name: "CLibFuzzer", path: "Tools/fuzz/CLibFuzzer"),
    // The harnesses under libFuzzer (Tools/fuzz/build.sh), or replayed once each in any build.
    .executableTarget(
      name: "ilog-fuzz",
      dependencies: [
        "InteractionFuzzing", "InteractionModel", "CLibFuzzer",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      path: "Tools/fuzz/Driver"
    ),

    // MARK: - Tests: one target per module, their shared support, and the repository's own checks

    // What every test target shares: temporary directories, running programs, a stepping clock,
    // logs written call by call, and a file system that injects faults into the log writer.
    .target(
      name: "InteractionTestSupport", dependencies: ["InteractionLog", "InteractionModel"],
      path: "Tests/InteractionTestSupport"),
    // Sessions recorded from the sample extensions through the simulated host, torn copies of
    // them, and the fixtures the judging core's and the inspector's tests share.
    .target(
      name: "SampleSessionSupport",
      dependencies: [
        "InteractionTestSupport", "InteractionHost", "InteractionRecorder", "InteractionSamples",
        "InteractionJudging", "InteractionLog", "InteractionModel",
      ],
      path: "Tests/SampleSessionSupport"),
    .testTarget(
      name: "InteractionModelTests", dependencies: ["InteractionModel", "InteractionSamples"]),
    .testTarget(
      name: "InteractionLogTests",
      dependencies: ["InteractionTestSupport", "InteractionLog", "InteractionModel"]
    ),
    .testTarget(
      name: "InteractionRecorderTests",
      dependencies: [
        "InteractionTestSupport", "InteractionRecorder", "InteractionModel", "InteractionLog",
      ]
    ),
    .testTarget(
      name: "InteractionHostTests",
      dependencies: ["InteractionHost", "InteractionSamples", "InteractionModel"]
    ),
    // The committed corpus of Recordings/: runs the built make-recordings and reads its output.
    .testTarget(
      name: "RecordingsCorpusTests",
      dependencies: ["InteractionTestSupport", "InteractionLog", "InteractionModel"]
    ),
    .testTarget(
      name: "InteractionJudgingTests",
      dependencies: [
        "InteractionTestSupport", "SampleSessionSupport", "InteractionJudging", "InteractionLog",
        "InteractionModel", "InteractionHost", "InteractionSamples",
      ]
    ),
    .testTarget(
      name: "InteractionTimeTravelTests",
      dependencies: [
        "InteractionTestSupport", "InteractionTimeTravel", "InteractionJudging", "InteractionLog",
        "InteractionModel",
      ]
    ),
    .testTarget(
      name: "InteractionInspectorTests",
      dependencies: [
        "InteractionTestSupport", "SampleSessionSupport", "CommandSupport", "ILogSupport",
        "InteractionInspector", "InteractionLog", "InteractionModel", "InteractionHost",
        "InteractionSamples",
      ]
    ),
    // The inspector and the replayer see the same interactions: both stand on the projection.
    .testTarget(
      name: "InteractionProjectionTests",
      dependencies: [
        "InteractionTestSupport", "InteractionInspector", "InteractionReplay", "InteractionLog",
        "InteractionProjection", "InteractionModel",
      ]
    ),
    // Tools/fuzz's committed corpus and crash reproducers, through the harnesses.
    .testTarget(
      name: "FuzzRegressionTests",
      dependencies: ["InteractionTestSupport", "InteractionFuzzing"]
    ),
    .testTarget(
      name: "InteractionReplayTests",
      dependencies: [
        "InteractionTestSupport", "InteractionReplay", "InteractionHost", "InteractionSamples",
        "InteractionModel", "InteractionLog", "InteractionRecorder",
      ]
    ),
    .testTarget(
      name: "InteractionSiriKitTests",
      dependencies: [
        "InteractionTestSupport", "InteractionSiriKit", "InteractionRecorder", "InteractionReplay",
        "InteractionHost", "InteractionLog", "InteractionModel", "InteractionSamples",
        .target(name: "SiriKitStandIn", condition: .when(platforms: [.linux, .macOS])),
        // GeneratedFilesTests runs its --check on the committed generated files; iOS runs no
        // program (Process), nor builds one that uses it.
        .target(name: "generate-sirikit", condition: .when(platforms: [.linux, .macOS])),
      ]
    ),
    // Holds a test file `ilog make-test` generated (Generated/), so that it compiles and runs.
    .testTarget(
      name: "InteractionTestingTests",
      dependencies: [
        "InteractionTestSupport", "InteractionTesting", "InteractionReplay", "InteractionSamples",
        "InteractionHost", "InteractionModel", "InteractionInspector", "InteractionLog",
      ]
    ),
    .testTarget(
      name: "ilogTests",
      dependencies: [
        "InteractionTestSupport",
        "ilog",
        "ILogSupport",
        "InteractionLog",
        "InteractionModel",
        "InteractionInspector",
        // ReplayInvocationParseTests: the command line a report writes parses back into its run.
        "InteractionHost",
        // NonFiniteSizeCommandTests: logs recorded by the recorder, as an extension writes them.
        "InteractionRecorder",
        "InteractionReplay",
        "InteractionReplayCommand",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    // Pages `ilog` writes, loaded in headless Chromium through chromedriver (W3C WebDriver over
    // HTTP; the log's JSON parser and writer, the model's JSON literals); skipped where no
    // browser is installed.
    .testTarget(
      name: "BrowserTests",
      dependencies: ["InteractionTestSupport", "InteractionLog", "InteractionModel"]),
    // The repository stands on its own: codes defined, links resolved, no outside citations.
    .testTarget(name: "RepositoryTests"),
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

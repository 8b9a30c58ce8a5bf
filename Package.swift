// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "TerminalSettings",
    products: [
        .library(name: "PropertyList", targets: ["PropertyList"]),
        .library(name: "Defaults", targets: ["Defaults", "DefaultsFoundation"]),
        .library(name: "XcodeProject", targets: ["XcodeProject"]),
        .library(name: "SettingsBundle", targets: ["SettingsBundle"]),
        .library(name: "SettingsBinding", targets: ["SettingsBinding"]),
        .library(name: "SettingsLint", targets: ["SettingsLint"]),
        .library(name: "SettingsComparison", targets: ["SettingsComparison"]),
        .library(name: "TerminalFrame", targets: ["TerminalFrame"]),
        .library(name: "SettingsEditor", targets: ["SettingsEditor"]),
        .library(name: "TerminalUI", targets: ["TerminalUI"]),
        // `settings` is both tools: started as `defaults` (the release installs `defaults` as a link
        // to it), it runs the defaults command. `defaults` stays a product of its own for
        // `swift run defaults`.
        .executable(name: "defaults", targets: ["defaults"]),
        .executable(name: "settings", targets: ["settings"]),
        .executable(name: "terminal-demo", targets: ["terminal-demo"]),
        .executable(name: "settings-bench", targets: ["settings-bench"]),
        .executable(name: "settings-reliability", targets: ["settings-reliability"]),
        // `settings generate swift` at build time, for a target with a Settings.bundle.
        .plugin(name: "SettingsAccessors", targets: ["SettingsAccessors"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // `swift package generate-documentation --target Defaults` (DocC catalogs under Sources/*/*.docc).
        // A command plugin only: `swift build` and `swift test` do not build it.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
        // Reads an app's Swift sources for `settings lint` (AppSources): SwiftSyntax and SwiftParser only,
        // never the macro or formatting libraries. 603 is the release that matches Swift 6.3.
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
    ],
    targets: [
        // Layers, lowest first (see Documentation/Architecture.md): arrows point down only.
        // The one place the package calls the operating system (Glibc): files and folders, locks,
        // inotify, poll, clocks, signals, spawning child processes. No dependencies, so every layer
        // can use it; a port to another system is this module's work (see its DocC catalog).
        .target(name: "SystemCalls"),
        // The one place text is escaped for output: an escaper per output kind (terminal, GitHub
        // workflow command, XML/SVG/HTML, Markdown, shell, JSON) and the standard streams that
        // keep control text and CI-log commands out of every line printed (they write through
        // SystemCalls, nothing else), so every layer that prints can use it.
        .target(name: "TextOutput", dependencies: ["SystemCalls"]),
        // FoundationEssentials only (no ICU): our own readers and writers, for every form CoreFoundation reads.
        .target(name: "PropertyList", dependencies: ["SystemCalls", "TextOutput"]),
        // The one bridge to Foundation's property lists (links ICU): PlistValue to and from Foundation
        // objects, and PropertyListSerialization as the reference the tests compare our readers with.
        // No tool links it.
        .target(name: "PropertyListFoundation", dependencies: ["PropertyList"]),
        // FoundationEssentials only (issue 32).
        .target(
            name: "Defaults", dependencies: ["PropertyList", "TextOutput", "SystemCalls"],
            swiftSettings: [.enableUpcomingFeature("MemberImportVisibility")]),
        // Defaults' UserDefaults API in Foundation's types (Any values, NSURL, didChangeNotification):
        // links Foundation and ICU, so no tool depends on it; part of the Defaults product.
        .target(name: "DefaultsFoundation", dependencies: ["Defaults", "PropertyList", "PropertyListFoundation"]),
        // Xcode projects: pbxproj, xcconfig and build settings, schemes and test plans -> the domain,
        // configuration and launch arguments an app target builds and runs with.
        .target(name: "XcodeProject", dependencies: ["PropertyList", "TextOutput", "SystemCalls"]),
        // The bundle core: the model of a Settings.bundle, its loading (with the diagnostics the loader
        // emits), localization and the registration dictionary.
        .target(name: "SettingsBundle", dependencies: ["PropertyList", "TextOutput", "SystemCalls", "XcodeProject"]),
        // A bundle bound to the defaults store: the registration domain and every row's value with its
        // domain.
        .target(name: "SettingsBinding", dependencies: ["SettingsBundle", "Defaults", "PropertyList", "TextOutput"]),
        // `settings lint`: the rules, where they point, configuration and baseline, and the reporters.
        .target(
            name: "SettingsLint",
            dependencies: ["SettingsBundle", "PropertyList", "TextOutput", "XcodeProject", "SystemCalls"]
        ),
        // `settings compare`: what changed between two versions of a bundle, as a user sees it.
        .target(name: "SettingsComparison", dependencies: ["SettingsBundle", "PropertyList", "TextOutput"]),
        // What a terminal program draws and reads, with no terminal attached: a Frame of Cells, each
        // in a Style (attributes and colour, its look without colour, a snapshot letter), the input
        // Event, character widths and text layout by display width. Under both the editor (which
        // renders into a Frame, naming its own roles' styles) and the terminal edge (which draws
        // one), as ratatui-core sits under its backends; open it for how text is measured, cut or
        // wrapped, or for a new key.
        .target(name: "TerminalFrame", dependencies: ["TextOutput"]),
        // Pure editor: state, reduce(state, event) -> effects, layout (scrolling) and render to a
        // Frame. Open it for an editor key (Editor/) or what a page shows (Rendering/). Never
        // imports ncurses and never touches files.
        .target(
            name: "SettingsEditor",
            dependencies: [
                "TerminalFrame", "SettingsBundle", "SettingsBinding", "Defaults", "PropertyList", "TextOutput",
                "SystemCalls",
            ],
            swiftSettings: [.enableUpcomingFeature("MemberImportVisibility")]),
        // ncursesw through a shim header (NCURSES_WIDECHAR 1, inline getters for macros). No pkgConfig:
        // SwiftPM would drop its -D_XOPEN_SOURCE flag with a warning, and the headers and the
        // libncursesw linker script are on the default paths on Debian.
        .systemLibrary(name: "CNcursesw", path: "Sources/CNcursesw", providers: [.apt(["libncurses-dev"])]),
        // The only importer of CNcursesw: Frame -> screen, keys -> Event, signals, crash restore.
        // Knows frames, not the editor: any program that draws a Frame can use it.
        .target(name: "TerminalUI", dependencies: ["CNcursesw", "TerminalFrame", "SystemCalls"]),
        // Reads an app's Swift (swift-syntax) and Objective-C (a tokenizer of our own) sources: the
        // UserDefaults keys they read, write and register. Knows nothing of bundles, lint or ncurses.
        .target(
            name: "AppSources",
            dependencies: [
                "PropertyList", "SystemCalls", "TextOutput",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]),
        // The lint rules that compare a bundle with its app's sources (unread-key, unknown-key, read-type,
        // code-default, unregistered-defaults).
        .target(
            name: "SourceLint",
            dependencies: [
                "AppSources", "SettingsBundle", "Defaults", "PropertyList", "XcodeProject", "SettingsLint",
                "SystemCalls", "TextOutput",
            ]),
        // Pure code layer: a bundle -> Swift keys, typed UserDefaults accessors and the registration.
        .target(name: "SettingsCodegen", dependencies: ["SettingsBundle", "PropertyList", "TextOutput"]),
        // The build-tool plugin's tool: SettingsCodegen alone, no ncurses and no argument parser.
        .executableTarget(
            name: "settings-generate", dependencies: ["SettingsCodegen", "SettingsBundle", "TextOutput", "SystemCalls"]),
        .plugin(name: "SettingsAccessors", capability: .buildTool(), dependencies: ["settings-generate"]),
        // Pure picture layer: one page -> SVG (and an HTML page of all panes), as iOS draws it.
        .target(
            name: "SettingsRender",
            dependencies: ["SettingsBundle", "PropertyList", "TextOutput", "SettingsComparison"]),

        // libyaml 0.2.5+ (C, MIT, vendored unchanged: Sources/LibYAML/README.md), the parser under
        // `.settings-lint.yml`; SettingsTool reads its event stream. The defines stand for upstream's config.h.
        .target(
            name: "LibYAML",
            exclude: ["License", "README.md"],
            cSettings: [
                .define("YAML_VERSION_MAJOR", to: "0"), .define("YAML_VERSION_MINOR", to: "2"),
                .define("YAML_VERSION_PATCH", to: "5"), .define("YAML_VERSION_STRING", to: "\"0.2.5\""),
            ]),

        // Command-line tools: all logic in libraries, thin executables.
        // The tools' version, written once and shown by `settings --version` and `defaults --version`.
        .target(name: "ToolVersion"),
        .target(
            name: "DefaultsTool",
            dependencies: [
                "Defaults", "PropertyList", "ToolVersion", "TextOutput", "SystemCalls",
            ],
            swiftSettings: [.enableUpcomingFeature("MemberImportVisibility")]),
        // `swift run defaults`: DefaultsTool alone. The release ships no such binary: its `defaults`
        // is a link to `settings`, which runs DefaultsTool when started by that name.
        .executableTarget(name: "defaults", dependencies: ["DefaultsTool", "SystemCalls"]),
        // The `settings` command: the editor's program loop and the subcommands. The Showcase demo
        // ships as a resource so `settings` with no arguments works from any directory.
        .target(
            name: "SettingsTool",
            dependencies: [
                "SettingsEditor", "TerminalFrame", "TerminalUI", "SettingsBundle", "SettingsRender", "SettingsCodegen",
                "Defaults", "PropertyList", "TextOutput", "ToolVersion", "SourceLint",
                "SystemCalls",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                "LibYAML", "XcodeProject", "SettingsLint", "SettingsComparison", "SettingsBinding",
            ],
            resources: [.copy("Resources/Showcase")],
            swiftSettings: [.enableUpcomingFeature("MemberImportVisibility")]),
        // One executable for both tools (one copy of the runtime, Foundation and ICU in the release):
        // the name it was started by picks SettingsTool or DefaultsTool.
        .executableTarget(name: "settings", dependencies: ["SettingsTool", "DefaultsTool", "SystemCalls"]),

        // Helpers and examples.
        // SplitMix64, the one seeded generator of the benchmarks, the reliability experiments and the
        // randomized tests: a support target with no dependencies, not part of any product's API.
        .target(name: "SeededRandom"),
        // Uses only Foundation's UserDefaults: the other side of the interop tests.
        .executableTarget(name: "foundation-probe"),
        // Stress writer and strict reader: test scaffolding kept out of `Defaults`, shared by the
        // `defaults-stress` child process, the reliability harness and the store tests.
        .target(
            name: "DefaultsStress",
            dependencies: [
                "Defaults", "PropertyList", "SystemCalls",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),
        // Child process for the cross-process store tests and the reliability harness.
        .executableTarget(name: "defaults-stress", dependencies: ["DefaultsStress", "SystemCalls"]),
        // Long-run reliability experiments: writers, crash, readers, foundation.
        .target(
            name: "Reliability",
            dependencies: [
                "Defaults", "DefaultsStress", "PropertyList", "SeededRandom", "SystemCalls", "TextOutput",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),
        .executableTarget(
            name: "settings-reliability",
            dependencies: ["Reliability", "defaults-stress", "defaults", "foundation-probe"]),
        .executableTarget(name: "terminal-demo", dependencies: ["TerminalUI", "TerminalFrame", "SystemCalls"]),
        .executableTarget(
            name: "registration-walkthrough",
            dependencies: ["SettingsBundle", "SettingsBinding", "Defaults", "SystemCalls"],
            path: "Examples/RegistrationWalkthrough"),
        .executableTarget(
            name: "languages-walkthrough", dependencies: ["Defaults", "PropertyList", "SystemCalls"],
            path: "Examples/LanguagesWalkthrough"),

        // Benchmarks: `swift run -c release settings-bench`. The seeded bundle generator and the
        // row model are a library so they have ordinary tests.
        .target(
            name: "BenchmarkSupport", dependencies: ["PropertyList", "SeededRandom", "SystemCalls"],
            path: "Benchmarks/BenchmarkSupport"),
        // The source-lint truth set's judge: real apps' fixtures and their hand-written truth, lint with
        // sources run on each, precision and recall. Shared by SourceLintTests and the benchmark.
        .target(
            name: "SourceLintTruth", dependencies: ["SourceLint", "SettingsBundle", "XcodeProject"],
            path: "Benchmarks/SourceLintTruth"),
        .executableTarget(
            name: "settings-bench",
            dependencies: [
                "AppSources", "BenchmarkSupport", "Defaults", "PropertyList", "PropertyListFoundation", "SettingsBinding",
                "SettingsBundle", "SettingsEditor",
                "SettingsTool", "SourceLint", "SourceLintTruth", "TerminalFrame", "TerminalUI", "SystemCalls",
                "XcodeProject",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                // Benchmark 13's floor: swift-syntax's parser alone on the app's files.
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
            ],
            path: "Benchmarks/settings-bench"),

        // Tests: tier 1 pure, tier 2 real ncursesw headless, tier 3 real binaries (tmux, child processes).
        .target(
            name: "TestSupport", dependencies: ["Defaults", "PropertyList", "SystemCalls", "TerminalFrame"],
            path: "Tests/TestSupport"),
        .testTarget(name: "SystemCallsTests", dependencies: ["SystemCalls"]),
        // The house rules no single file shows: file length, who calls the system, layer imports.
        .testTarget(name: "ArchitectureTests"),
        .testTarget(name: "TextOutputTests", dependencies: ["TextOutput", "SeededRandom", "TestSupport"]),
        .testTarget(
            name: "PropertyListTests",
            dependencies: ["PropertyList", "PropertyListFoundation", "TextOutput", "SeededRandom", "TestSupport"]),
        .testTarget(
            name: "DefaultsTests",
            dependencies: [
                "Defaults", "DefaultsFoundation", "DefaultsStress", "PropertyList", "PropertyListFoundation", "SystemCalls", "TestSupport",
                "defaults-stress",
            ]),
        .testTarget(
            name: "DefaultsToolTests",
            dependencies: [
                "DefaultsTool", "Defaults", "DefaultsFoundation", "PropertyList", "TestSupport", "defaults", "foundation-probe",
                "languages-walkthrough", "SeededRandom",
            ],
            exclude: ["Fixtures", "Scripts"]),
        // Fixture paths, scratch folders and bundle writers shared by the bundle family's tests.
        .target(
            name: "BundleTestSupport", dependencies: ["SettingsBundle", "SettingsLint", "PropertyList"],
            path: "Tests/BundleTestSupport"),
        .testTarget(
            name: "SettingsBundleTests",
            dependencies: ["SettingsBundle", "SettingsLint", "BundleTestSupport", "PropertyList", "TextOutput"],
            exclude: ["Fixtures"]),
        .testTarget(
            name: "XcodeProjectTests",
            dependencies: [
                "XcodeProject", "SystemCalls", "BundleTestSupport", "PropertyList", "TextOutput", "SeededRandom",
                "TestSupport",
            ]),
        .testTarget(
            name: "SettingsLintTests",
            dependencies: [
                "SettingsLint", "SourceLint", "SettingsBundle", "BundleTestSupport", "PropertyList", "TextOutput",
                "TestSupport",
            ]),
        .testTarget(
            name: "SettingsComparisonTests",
            dependencies: ["SettingsComparison", "SettingsBundle", "BundleTestSupport", "PropertyList", "TextOutput"],
            exclude: ["Fixtures"]),
        .testTarget(
            name: "SettingsCodegenTests",
            dependencies: [
                "SettingsCodegen", "SettingsBundle", "BundleTestSupport", "PropertyList", "SeededRandom", "TestSupport",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
            ]),
        .testTarget(
            name: "AppSourcesTests",
            dependencies: ["AppSources", .product(name: "SwiftSyntax", package: "swift-syntax")],
            exclude: ["Fixtures"]),
        .testTarget(
            name: "SourceLintTests",
            dependencies: [
                "SourceLint", "AppSources", "SettingsBundle", "PropertyList", "XcodeProject", "SettingsLint",
                "SourceLintTruth",
            ], exclude: ["Fixtures"]),
        .testTarget(name: "TerminalFrameTests", dependencies: ["TerminalFrame", "TextOutput"]),
        .testTarget(
            name: "SettingsEditorTests",
            dependencies: [
                "SettingsEditor", "SettingsBinding", "TerminalFrame", "SettingsBundle", "Defaults", "PropertyList",
                "TextOutput", "SettingsLint", "TestSupport",
            ],
            exclude: ["Snapshots", "Fixtures"]),
        .testTarget(
            name: "EditorRunnerTests",
            dependencies: [
                "SettingsTool", "SettingsEditor", "TerminalFrame", "SettingsBundle", "Defaults", "PropertyList",
                "SettingsBinding", "SystemCalls", "TestSupport", "XcodeProject",
            ]),
        .testTarget(
            name: "SettingsRenderTests",
            dependencies: ["SettingsRender", "SettingsBundle", "PropertyList", "TextOutput", "SettingsComparison"]),
        .testTarget(
            name: "TerminalUITests", dependencies: ["TerminalUI", "TerminalFrame", "CNcursesw", "SystemCalls"]),
        .testTarget(
            name: "SettingsToolTests",
            dependencies: [
                "TestSupport", "PropertyList", "PropertyListFoundation", "ToolVersion", "settings", "defaults", "SettingsTool",
                "settings-generate", "registration-walkthrough",
                "settings-bench", "settings-reliability", "foundation-probe", "SettingsBundle", "Defaults",
                "XcodeProject", "SystemCalls", "BundleTestSupport",
            ],
            exclude: ["Fixtures"]),
        .testTarget(
            name: "BenchmarkSupportTests",
            dependencies: ["BenchmarkSupport", "PropertyList", "SeededRandom", "SettingsBundle"]),
        .testTarget(
            name: "EndToEndTests",
            dependencies: [
                "terminal-demo", "settings", "foundation-probe", "PropertyList", "SystemCalls", "TestSupport",
            ]),
        .testTarget(
            name: "ReliabilityTests",
            dependencies: [
                "TestSupport", "Defaults", "PropertyList", "SettingsBundle", "Reliability", "defaults", "settings",
                "defaults-stress", "foundation-probe", "settings-reliability", "SettingsLint", "SystemCalls",
            ],
            exclude: ["Fixtures"]),
    ]
)

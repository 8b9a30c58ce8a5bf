// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "TerminalSettings",
    products: [
        .library(name: "PropertyList", targets: ["PropertyList"]),
        .library(name: "SettingsBundle", targets: ["SettingsBundle"]),
        .library(name: "Defaults", targets: ["Defaults"]),
        .executable(name: "defaults", targets: ["defaults"]),
        .library(name: "SettingsEditor", targets: ["SettingsEditor"]),
        .library(name: "TerminalUI", targets: ["TerminalUI"]),
        .library(name: "SettingsTool", targets: ["SettingsTool"]),
        .executable(name: "settings", targets: ["settings"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        .target(name: "PropertyList"),
        .target(name: "Defaults", dependencies: ["PropertyList"]),
        .target(name: "DefaultsTool", dependencies: ["Defaults", "PropertyList"]),
        .executableTarget(name: "defaults", dependencies: ["DefaultsTool"]),
        .executableTarget(name: "foundation-probe"),
        // Child process for the cross-process store tests and the reliability harness.
        .executableTarget(name: "defaults-stress", dependencies: ["Defaults"]),
        .testTarget(name: "PropertyListTests", dependencies: ["PropertyList"]),
        .target(name: "SettingsBundle", dependencies: ["PropertyList"]),
        .testTarget(
            name: "SettingsBundleTests", dependencies: ["SettingsBundle", "PropertyList"],
            exclude: ["Fixtures"]),
        .testTarget(
            name: "DefaultsTests",
            dependencies: ["Defaults", "PropertyList", "foundation-probe", "defaults-stress"]),
        .testTarget(
            name: "DefaultsToolTests",
            dependencies: ["DefaultsTool", "Defaults", "PropertyList", "defaults", "foundation-probe"]),

        // ncursesw through a shim header (NCURSES_WIDECHAR 1, inline getters for macros).
        .systemLibrary(
            name: "CNcursesw",
            path: "Sources/CNcursesw",
            providers: [.apt(["libncurses-dev"])]
        ),
        // Pure editor layer: state, events, reduce, render to a Frame. Never imports ncurses.
        .target(name: "SettingsEditor", dependencies: ["SettingsBundle", "Defaults", "PropertyList"]),
        .testTarget(
            name: "SettingsEditorTests",
            dependencies: ["SettingsEditor", "SettingsBundle", "Defaults", "PropertyList"],
            exclude: ["Snapshots", "Fixtures"]),
        // The only importer of CNcursesw: Frame -> screen, keys -> Event, signals, crash restore.
        .target(name: "TerminalUI", dependencies: ["CNcursesw", "SettingsEditor"]),
        // The `settings` command: the editor's program loop and the subcommands. The Showcase demo
        // ships as a resource so `settings` with no arguments works from any directory.
        .target(
            name: "SettingsTool",
            dependencies: [
                "SettingsEditor", "TerminalUI", "SettingsBundle", "Defaults", "PropertyList",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            resources: [.copy("Resources/Showcase")]),
        .executableTarget(name: "settings", dependencies: ["SettingsTool"]),
        // Tier 3: the real binaries in tmux. Depends on the executables it runs so they are built.
        .testTarget(name: "EndToEndTests", dependencies: ["settings", "PropertyList"]),
    ]
)

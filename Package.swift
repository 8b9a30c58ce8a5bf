// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "TerminalSettings",
    products: [
        .library(name: "PropertyList", targets: ["PropertyList"]),
        .library(name: "SettingsEditor", targets: ["SettingsEditor"]),
        .library(name: "TerminalUI", targets: ["TerminalUI"]),
        .executable(name: "terminal-demo", targets: ["terminal-demo"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        .target(name: "PropertyList"),
        .testTarget(name: "PropertyListTests", dependencies: ["PropertyList"]),

        // ncursesw through a shim header (NCURSES_WIDECHAR 1, inline getters for macros). No pkgConfig:
        // SwiftPM would drop its -D_XOPEN_SOURCE flag with a warning, and the headers and the
        // libncursesw linker script are on the default paths on Debian.
        .systemLibrary(
            name: "CNcursesw",
            path: "Sources/CNcursesw",
            providers: [.apt(["libncurses-dev"])]
        ),
        // Pure editor layer: state, events, reduce, render to a Frame. Never imports ncurses.
        .target(name: "SettingsEditor"),
        .testTarget(name: "SettingsEditorTests", dependencies: ["SettingsEditor"]),
        // The only importer of CNcursesw: Frame -> screen, keys -> Event, signals, crash restore.
        .target(name: "TerminalUI", dependencies: ["CNcursesw", "SettingsEditor"]),
        .testTarget(name: "TerminalUITests", dependencies: ["TerminalUI", "SettingsEditor", "CNcursesw"]),
        // A tiny program that exercises TerminalUI for the tmux end-to-end tests.
        .executableTarget(name: "terminal-demo", dependencies: ["TerminalUI", "SettingsEditor"]),
        // Tier 3: the real binaries in tmux. Depends on the executables it runs so they are built.
        .testTarget(name: "EndToEndTests", dependencies: ["terminal-demo"]),
    ]
)

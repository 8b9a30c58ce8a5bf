// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "TerminalSettings",
    products: [
        .library(name: "PropertyList", targets: ["PropertyList"]),
        .library(name: "Defaults", targets: ["Defaults"]),
        .library(name: "SettingsBundle", targets: ["SettingsBundle"]),
        .executable(name: "defaults", targets: ["defaults"]),
        .executable(name: "settings", targets: ["settings"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        .target(name: "PropertyList"),
        .target(name: "Defaults", dependencies: ["PropertyList"]),
        .target(name: "SettingsBundle", dependencies: ["PropertyList", "Defaults"]),
        .target(name: "DefaultsTool", dependencies: ["Defaults", "PropertyList"]),
        .executableTarget(name: "defaults", dependencies: ["DefaultsTool"]),
        .target(
            name: "SettingsTool",
            dependencies: [
                "SettingsBundle", "Defaults", "PropertyList",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),
        .executableTarget(name: "settings", dependencies: ["SettingsTool"]),
        .executableTarget(name: "foundation-probe"),
        .executableTarget(
            name: "registration-walkthrough", dependencies: ["SettingsBundle", "Defaults"],
            path: "Examples/RegistrationWalkthrough"),
        .target(name: "TestSupport", dependencies: ["Defaults", "PropertyList"], path: "Tests/TestSupport"),
        .testTarget(name: "PropertyListTests", dependencies: ["PropertyList"]),
        .testTarget(
            name: "SettingsToolTests",
            dependencies: ["TestSupport", "PropertyList", "settings", "registration-walkthrough"]),
        .testTarget(
            name: "DefaultsTests", dependencies: ["Defaults", "PropertyList", "foundation-probe"]),
        .testTarget(
            name: "DefaultsToolTests",
            dependencies: ["DefaultsTool", "Defaults", "PropertyList", "defaults", "foundation-probe"]),
        .testTarget(
            name: "SettingsBundleTests", dependencies: ["SettingsBundle", "PropertyList"],
            exclude: ["Fixtures"]),
    ]
)

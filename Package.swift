// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "TerminalSettings",
    products: [
        .library(name: "PropertyList", targets: ["PropertyList"]),
        .library(name: "SettingsBundle", targets: ["SettingsBundle"]),
        .library(name: "Defaults", targets: ["Defaults"]),
        .executable(name: "defaults", targets: ["defaults"]),
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
    ]
)

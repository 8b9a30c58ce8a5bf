// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "TerminalSettings",
    products: [
        .library(name: "PropertyList", targets: ["PropertyList"]),
        .library(name: "Defaults", targets: ["Defaults"]),
        .library(name: "SettingsBundle", targets: ["SettingsBundle"]),
        .executable(name: "defaults", targets: ["defaults"]),
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
        .executableTarget(name: "foundation-probe"),
        .testTarget(name: "PropertyListTests", dependencies: ["PropertyList"]),
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

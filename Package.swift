// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "TerminalSettings",
    products: [
        .library(name: "PropertyList", targets: ["PropertyList"]),
        .library(name: "SettingsBundle", targets: ["SettingsBundle"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        .target(name: "PropertyList"),
        .testTarget(name: "PropertyListTests", dependencies: ["PropertyList"]),
        .target(name: "SettingsBundle", dependencies: ["PropertyList"]),
        .testTarget(
            name: "SettingsBundleTests", dependencies: ["SettingsBundle", "PropertyList"],
            exclude: ["Fixtures"]),
    ]
)

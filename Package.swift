// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "TerminalSettings",
    products: [
        .library(name: "PropertyList", targets: ["PropertyList"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        .target(name: "PropertyList"),
        .testTarget(name: "PropertyListTests", dependencies: ["PropertyList"]),
    ]
)

import DefaultsTool
import Foundation
import PropertyList
import TestSupport
import Testing

/// `defaults` output compared byte for byte with output captured on macOS (sources in
/// `Fixtures/README.md`).
struct GoldenOutputTests {
    static let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/Golden")

    static func fixture(_ name: String) throws -> String {
        try String(contentsOf: golden.appendingPathComponent(name), encoding: .utf8)
    }

    /// Copies a fixture domain into the sandbox's store.
    static func install(_ fixture: String, as domain: String, in sandbox: Sandbox) throws {
        let target = URL(fileURLWithPath: sandbox.file(domain))
        try FileManager.default.createDirectory(
            at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(contentsOf: golden.appendingPathComponent(fixture + ".plist")).write(to: target)
    }

    static func run(_ sandbox: Sandbox, _ arguments: String...) -> DefaultsTool.Outcome {
        DefaultsTool(environment: sandbox.environment).run(arguments)
    }

    @Test(arguments: [("dock-macos26", "com.apple.dock"), ("finder-macos26", "com.apple.finder")])
    func wholeDomainAsMacOSPrintsIt(fixture: String, domain: String) throws {
        let sandbox = Sandbox()
        try Self.install(fixture, as: domain, in: sandbox)
        let outcome = Self.run(sandbox, "read", domain)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(outcome.output == (try Self.fixture(fixture + ".expected")))
    }

    @Test func oneArrayValueAsMacOSPrintsIt() throws {
        let sandbox = Sandbox()
        try Self.install("dock-persistent-apps-nix-darwin-1250", as: "com.apple.dock", in: sandbox)
        let outcome = Self.run(sandbox, "read", "com.apple.dock", "persistent-apps")
        #expect(outcome.output == (try Self.fixture("dock-persistent-apps-nix-darwin-1250.expected")))
    }

    @Test func findNamesTheGlobalDomainAppleGlobalDomain() throws {
        let sandbox = Sandbox()
        try Self.install("find-keyrepeat-global", as: ".GlobalPreferences", in: sandbox)
        try Self.install("find-keyrepeat-accessibility", as: "com.apple.Accessibility", in: sandbox)
        let outcome = Self.run(sandbox, "find", "keyrepeat")
        #expect(outcome.output == (try Self.fixture("find-keyrepeat.expected")))
        // `defaults read` of every domain uses the same name; messages use CF's constant.
        let all = Self.run(sandbox, "read").output
        #expect(all.hasPrefix("{\n    \"Apple Global Domain\" =     {\n        InitialKeyRepeat = 15;\n"))
        let missing = Self.run(sandbox, "read", "-g", "AppleInterfaceStyle")
        #expect(missing.status == 1)
        #expect(
            missing.standardError
                == "defaults: The domain/default pair of (kCFPreferencesAnyApplication, AppleInterfaceStyle) does not exist\n"
        )
        #expect(
            Self.run(sandbox, "read-type", "NSGlobalDomain", "nope").standardError.contains(
                "(kCFPreferencesAnyApplication, nope)"))
        #expect(Self.run(sandbox, "read", "Apple Global Domain", "KeyRepeat").output == "1\n")
    }

    @Test func dataPrintsInFullUpTo24BytesThenAbbreviated() {
        #expect(DescriptionPrinter.dataDescription(Data()) == "{length = 0, bytes = 0x}")
        #expect(DescriptionPrinter.dataDescription(Data([1, 2, 3, 4])) == "{length = 4, bytes = 0x01020304}")
        #expect(
            DescriptionPrinter.dataDescription(Data(0..<24))
                == "{length = 24, bytes = 0x000102030405060708090a0b0c0d0e0f1011121314151617}")
        #expect(
            DescriptionPrinter.dataDescription(Data(0..<25))
                == "{length = 25, bytes = 0x00010203 04050607 08090a0b 0c0d0e0f ... 11121314 15161718 }")
        #expect(
            DescriptionPrinter.dataDescription(Data(0..<40))
                == "{length = 40, bytes = 0x00010203 04050607 08090a0b 0c0d0e0f ... 20212223 24252627 }")
    }

    @Test func numbersAreQuotedUnlessAlphanumeric() {
        let value: PlistValue = [
            "KeyRepeatDelay": 0.25, "preferreditemsize": -1, "tilesize": 36, "large": PlistValue(UInt64.max),
            "double": 0.1, "tenth": .real(0.30000000000000004), "single": .real(Double(Float(0.7788008))),
            "big": 1e16, "on": true, "when": .date(Date(timeIntervalSince1970: 0)),
        ]
        #expect(
            DescriptionPrinter.string(for: value) == """
                {
                    KeyRepeatDelay = "0.25";
                    big = "1e+16";
                    double = "0.1";
                    large = 18446744073709551615;
                    on = 1;
                    preferreditemsize = "-1";
                    single = "0.7788008";
                    tenth = "0.3";
                    tilesize = 36;
                    when = "1970-01-01 00:00:00 +0000";
                }
                """)
        // At the top level (`defaults read D K`) numbers are not quoted.
        #expect(DescriptionPrinter.topLevelString(for: -1) == "-1")
        #expect(DescriptionPrinter.topLevelString(for: 0.25) == "0.25")
        #expect(DescriptionPrinter.realDescription(Double(Float(32.3))) == "32.3")
        #expect(DescriptionPrinter.realDescription(0.033333332999999993) == "0.03333333299999999")
    }
}

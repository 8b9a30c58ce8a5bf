import Foundation
import PropertyList
import SystemCalls
import TestSupport
import Testing

/// Issue 28 through the commands: one input budget for every reader (finding 2, the shared-reference
/// bomb), stores read exactly or not written (5), fractional-second dates kept (6), read-only
/// commands that write nothing (8) and searches that stay inside the folder given (10).
@Suite(.serialized) struct InputBudgetCommandTests {
    typealias Fixture = SimulatorFixture

    static let hostileStores = Sandbox.packageDirectory.appendingPathComponent(
        "Tests/DefaultsToolTests/Fixtures/HostileStores")
    static let bombBundle = SimulatorFixture.fixtures.deletingLastPathComponent()
        .appendingPathComponent("SharedReferenceBomb/Settings.bundle")

    /// Runs a built product with the sandbox's home, killed after a minute (a hang fails the test).
    func run(_ sandbox: Sandbox, _ product: String, _ arguments: [String]) throws -> TimedProcess.Outcome {
        try TimedProcess.run(
            Sandbox.productsDirectory.appendingPathComponent(product).path, arguments,
            environment: [
                "HOME": sandbox.home, "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8",
                "TERMINALSETTINGS_ANY_USER_DIR": sandbox.home + "/anyuser",
            ],
            limit: .seconds(60), scratch: URL(fileURLWithPath: sandbox.home))
    }

    static func hostile(_ name: String) throws -> Data {
        try Data(contentsOf: hostileStores.appendingPathComponent(name))
    }

    @Test func aBundleWhoseDefaultValueIsASharedReferenceBombIsRefusedByLintRegisterAndDump() throws {
        let sandbox = Sandbox()
        for arguments in [
            ["lint", Self.bombBundle.path], ["register", Self.bombBundle.path, "--domain", "com.example.bomb"],
            ["dump", Self.bombBundle.path, "--domain", "com.example.bomb"],
        ] {
            let outcome = try run(sandbox, "settings", arguments)
            #expect(!outcome.timedOut, "\(arguments[0]) hung")
            let text = String(decoding: outcome.output, as: UTF8.self) + outcome.error
            #expect(text.contains("shared references"), "\(arguments[0]): \(text)")
            #expect(!text.contains("Fatal error"), "\(arguments[0]): \(text)")
        }
    }

    @Test func aDataStoreHoldingABombAndDefaultsReadOfOneAreRefusedNamingTheFile() throws {
        let sandbox = Sandbox()
        let fixture = try Fixture(in: sandbox, app: ["profile_name": "Grace"])
        try Self.hostile("bomb.plist").write(to: URL(fileURLWithPath: fixture.appStore))
        let dump = try run(sandbox, "settings", ["dump", Fixture.showcase.path, "--data", fixture.device])
        #expect(!dump.timedOut)
        #expect(dump.error.contains(fixture.appStore) && dump.error.contains("shared references"), "\(dump.error)")

        let store = sandbox.file("com.example.bomb")  // "defaults read" names it resolved
        try FileManager.default.createDirectory(atPath: sandbox.userDirectory, withIntermediateDirectories: true)
        try Self.hostile("bomb.plist").write(to: URL(fileURLWithPath: store))
        let read = try run(sandbox, "defaults", ["read", "com.example.bomb"])
        #expect(!read.timedOut)
        #expect(read.status != 0)
        #expect(
            read.error.contains("com.example.bomb.plist") && read.error.contains("shared references"), "\(read.error)")
    }

    @Test func keysThatDifferOnlyInNormalizationBesideA16ByteIntegerRoundTripExactly() throws {
        let sandbox = Sandbox()
        let fixture = try Fixture(in: sandbox, app: ["profile_name": "Grace"])
        // Once main declined the 16-byte integer, read the file through Foundation (one "é" key)
        // and wrote that back; then it refused the set. Now our writer writes 16-byte integers and
        // keeps both keys, as CoreFoundation does: the set writes, and nothing else changes.
        try Self.hostile("normalization-and-wide-integer.plist").write(to: URL(fileURLWithPath: fixture.appStore))
        let set = try run(
            sandbox, "settings", ["set", Fixture.showcase.path, "refresh_minutes", "60", "--data", fixture.device])
        #expect(set.status == 0, "\(set.error)")
        let written = try PropertyListCoder.read(Data(contentsOf: URL(fileURLWithPath: fixture.appStore)))
        #expect(written.format == .binary && written.isExact)
        #expect(
            written.value == [
                "\u{E9}": "composed", "e\u{301}": "decomposed", "big": .unsignedInteger(.max), "refresh_minutes": 60,
            ])

        // A 16-byte integer alone: read, kept and written back exactly.
        try PropertyListSerialization.data(
            fromPropertyList: ["big": NSNumber(value: UInt64.max), "profile_name": "Grace"], format: .binary, options: 0
        ).write(to: URL(fileURLWithPath: fixture.appStore))
        let second = try run(
            sandbox, "settings", ["set", Fixture.showcase.path, "refresh_minutes", "60", "--data", fixture.device])
        #expect(second.status == 0, "\(second.error)")
        let stored = try PropertyListCoder.read(Data(contentsOf: URL(fileURLWithPath: fixture.appStore)))
        #expect(stored.isExact)
        #expect(stored.value == ["big": .unsignedInteger(.max), "profile_name": "Grace", "refresh_minutes": 60])
    }

    @Test func aStoreOnlyFoundationCanReadIsNotRewritten() throws {
        let sandbox = Sandbox()
        let fixture = try Fixture(in: sandbox, app: ["profile_name": "Grace"])
        // Two keys "a": our reader keeps the first, as Foundation does, so the second would be lost.
        var bytes = try PropertyListCoder.encodeBinary(.dictionary(["a": "first", "b": "second"]))
        let offset = try #require(bytes.indices.first { bytes[$0] == 0x51 && bytes[$0 + 1] == UInt8(ascii: "b") })
        bytes[offset + 1] = UInt8(ascii: "a")
        try bytes.write(to: URL(fileURLWithPath: fixture.appStore))
        let set = try run(
            sandbox, "settings", ["set", Fixture.showcase.path, "refresh_minutes", "60", "--data", fixture.device])
        #expect(set.status != 0)
        #expect(set.error.contains("cannot read the file exactly") && set.error.contains("nothing was written"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: fixture.appStore)) == bytes)
    }

    @Test func aFractionalSecondDateIsKeptExactlyByASet() throws {
        let sandbox = Sandbox()
        let fixture = try Fixture(in: sandbox, app: ["profile_name": "Grace"])
        try Self.hostile("fractional-date.plist").write(to: URL(fileURLWithPath: fixture.appStore))
        let set = try run(
            sandbox, "settings", ["set", Fixture.showcase.path, "refresh_minutes", "60", "--data", fixture.device])
        #expect(set.status == 0, "\(set.error)")
        let read = try Fixture.foundationRead(fixture.appStore)
        #expect(read.format == .binary)
        guard case .dictionary(let values)? = read.values, case .date(let date)? = values["last_opened"] else {
            Issue.record("no date: \(String(describing: read.values))")
            return
        }
        let expected = try #require(
            Calendar(identifier: .gregorian).date(
                from: DateComponents(
                    timeZone: TimeZone(identifier: "UTC"), year: 2026, month: 11, day: 28, hour: 12,
                    nanosecond: 250_000_000)))
        #expect(date.timeIntervalSinceReferenceDate == expected.timeIntervalSinceReferenceDate)
        #expect(values["refresh_minutes"] == 60)
    }
}

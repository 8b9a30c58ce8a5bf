import Defaults
import DefaultsFoundation
import Foundation
import PropertyList
import TestSupport
import Testing

/// Interoperability with swift-corelibs-foundation's `UserDefaults`, in separate processes: the
/// `foundation-probe` executable uses only `UserDefaults(suiteName:)`.
@Suite(.serialized) struct FoundationInteropTests {
    /// What the probe prints for every value type (`foundation-probe dump`).
    static let expectedDump = """
        array = ["a", 1, true]
        bool = true
        data = data(0001fe)
        date = date(1000000.0)
        dictionary = {k: "v", n: real(1.5)}
        int = 42
        negative = -42
        real = real(2.5)
        string = "héllo \\"q\\" 😀"
        uint64max = 18446744073709551615

        """

    static let expectedValues: [PlistKey: PlistValue] = [
        "array": ["a", 1, true],
        "bool": true,
        "data": .data(Data([0, 1, 0xFE])),
        "date": .date(Date(timeIntervalSince1970: 1_000_000)),
        "dictionary": ["k": "v", "n": 1.5],
        "int": 42,
        "negative": -42,
        "real": 2.5,
        "string": "héllo \"q\" 😀",
        "uint64max": PlistValue(UInt64.max),
    ]

    @Test func libraryWritesFoundationReads() throws {
        let sandbox = Sandbox()
        let defaults = Defaults(
            applicationDomain: "com.example.tofoundation", environment: sandbox.environment, arguments: [])
        defaults.set("héllo \"q\" 😀", forKey: "string")
        defaults.set(42, forKey: "int")
        defaults.set(-42, forKey: "negative")
        defaults.set(UInt64.max as Any, forKey: "uint64max")
        defaults.set(2.5, forKey: "real")
        defaults.set(true, forKey: "bool")
        defaults.set(Date(timeIntervalSince1970: 1_000_000), forKey: "date")
        defaults.set(Data([0, 1, 0xFE]), forKey: "data")
        defaults.set(["a", 1, true] as [Any], forKey: "array")
        defaults.set(["k": "v", "n": 1.5] as [String: Any], forKey: "dictionary")
        try defaults.flush()
        let result = try sandbox.probe("dump", "com.example.tofoundation")
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output == Self.expectedDump)
        #expect(try sandbox.probe("read", "com.example.tofoundation", "bool").output == "true\n")
    }

    @Test func foundationWritesLibraryReads() throws {
        let sandbox = Sandbox()
        try writeEveryTypeWithFoundation(sandbox, suite: "com.example.fromfoundation")
        let defaults = Defaults(
            applicationDomain: "com.example.fromfoundation", environment: sandbox.environment, arguments: [])
        for (key, expected) in Self.expectedValues {
            #expect(defaults.value(forKey: key.string) == expected, "key \(key)")
            #expect(defaults.lookup(key.string)?.source.kind == .application)
        }
        #expect(defaults.integer(forKey: "int") == 42)
        #expect(defaults.bool(forKey: "bool"))
        #expect(defaults.integer(forKey: "bool") == 1)
        #expect(defaults.double(forKey: "bool") == 0)  // Apple: doubles do not convert booleans
        #expect(defaults.stringArray(forKey: "array") == nil)
        // A suite instance reads the same file.
        let suite = try #require(
            Defaults(
                suiteName: "com.example.fromfoundation", applicationDomain: "other", environment: sandbox.environment,
                arguments: []))
        #expect(suite.value(forKey: "uint64max") == PlistValue(UInt64.max))
    }

    @Test func defaultsCommandWritesFoundationReads() throws {
        let sandbox = Sandbox()
        let domain = "com.example.clitofoundation"
        let writes: [[String]] = [
            ["string", "-string", "héllo \"q\" 😀"],
            ["int", "-int", "42"],
            ["negative", "-integer", "-42"],
            ["uint64max", "-int", "18446744073709551615"],
            ["real", "-float", "2.5"],
            ["bool", "-bool", "true"],
            ["date", "-date", "1970-01-12 13:46:40 +0000"],
            ["data", "-data", "0001fe"],
            ["array", "-array", "a", "-int", "1", "-bool", "YES"],
            ["dictionary", "-dict", "k", "v", "n", "-float", "1.5"],
        ]
        for write in writes {
            let result = try sandbox.run("defaults", ["write", domain] + write, input: nil)
            #expect(result.status == 0, "\(write): \(result.error)")
        }
        let result = try sandbox.probe("dump", domain)
        #expect(result.output == Self.expectedDump)
    }

    @Test func foundationWritesDefaultsCommandReads() throws {
        let sandbox = Sandbox()
        try writeEveryTypeWithFoundation(sandbox, suite: "com.example.foundationtocli")
        let read = try sandbox.defaults("read", "com.example.foundationtocli")
        #expect(read.status == 0)
        #expect(
            read.output == """
                {
                    array =     (
                        a,
                        1,
                        1
                    );
                    bool = 1;
                    data = {length = 3, bytes = 0x0001fe};
                    date = "1970-01-12 13:46:40 +0000";
                    dictionary =     {
                        k = v;
                        n = "1.5";
                    };
                    int = 42;
                    negative = "-42";
                    real = "2.5";
                    string = "h\\U00e9llo \\"q\\" \\Ud83d\\Ude00";
                    uint64max = 18446744073709551615;
                }

                """)
        let types = [
            "array": "array", "bool": "boolean", "data": "data", "date": "date", "dictionary": "dictionary",
            "int": "integer", "negative": "integer", "real": "float", "string": "string", "uint64max": "integer",
        ]
        for (key, type) in types {
            #expect(try sandbox.defaults("read-type", "com.example.foundationtocli", key).output == "Type is \(type)\n")
        }
        #expect(try sandbox.defaults("read", "com.example.foundationtocli", "string").output == "héllo \"q\" 😀\n")
        #expect(try sandbox.defaults("read", "com.example.foundationtocli", "negative").output == "-42\n")
    }

    private func writeEveryTypeWithFoundation(_ sandbox: Sandbox, suite: String) throws {
        let writes: [[String]] = [
            ["string", "string", "héllo \"q\" 😀"],
            ["int", "int", "42"],
            ["negative", "int", "-42"],
            ["uint64max", "uint64", "18446744073709551615"],
            ["real", "real", "2.5"],
            ["bool", "bool", "true"],
            ["date", "date", "1000000"],
            ["data", "data", "0001fe"],
            ["array", "plist", "<array><string>a</string><integer>1</integer><true/></array>"],
            ["dictionary", "plist", "<dict><key>k</key><string>v</string><key>n</key><real>1.5</real></dict>"],
        ]
        for write in writes {
            let result = try sandbox.run("foundation-probe", ["write", suite] + write, input: nil)
            #expect(result.status == 0, "\(write): \(result.error)")
        }
    }
}

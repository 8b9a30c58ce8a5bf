import Defaults
import Foundation
import PropertyList
import SeededRandom
import TestSupport
import Testing

/// The `defaults write` lines `settings diff` prints, proven against their consumers: many hostile
/// keys and values (strings, arrays, dictionaries, nested containers written as XML), each line
/// pasted into dash and bash, which run our own `defaults`; the store then holds exactly the
/// values (NUL, which no argument can hold, left out), and nothing else happens.
@Suite(.serialized) struct WriteLinePropertyTests {
    static func withoutNUL(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.filter { $0 != "\0" }))
    }

    /// What the store holds after the line for `value` runs.
    static func expected(_ value: PlistValue) -> PlistValue {
        switch value {
        case .string(let text): .string(withoutNUL(text))
        case .array(let items): .array(items.map(expected))
        case .dictionary(let entries):
            .dictionary(
                Dictionary(
                    uniqueKeysWithValues: entries.map { (PlistKey(withoutNUL($0.key.string)), expected($0.value)) }))
        default: value
        }
    }

    static let pairs: [(key: String, value: PlistValue)] = {
        let texts = HostileText.strings(seed: 2805, count: 40)
        var generator = SeededGenerator(seed: 2806)
        var pairs: [(key: String, value: PlistValue)] = []
        // Every tenth fixed case and the random ones: one `defaults` run per line, so few lines.
        for (index, text) in texts.enumerated() where index % 20 == 1 || index >= texts.count - 12 {
            let other = texts[generator.below(texts.count)]
            let value: PlistValue =
                switch generator.below(5) {
                case 0: .array([.string(text), .string(other), 1])
                case 1: .dictionary([PlistKey(text): .string(other), "n": .bool(true)])
                case 2: .array([.array([.string(text)]), .real(0.1)])
                default: .string(text)
                }
            pairs.append(("\(index)" + other, value))
        }
        return pairs
    }()

    @Test(arguments: ["dash", "bash"])
    func thePastedLinesStoreTheValues(shell: String) throws {
        guard Consumer.exists(shell) else {
            #expect(ProcessInfo.processInfo.environment["CI"] == nil, "\(shell) is needed (.ci/run installs it)")
            return
        }
        let sandbox = Sandbox()
        let work = sandbox.home + "/work"
        try FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)
        let script = Self.pairs.map {
            DefaultsWriteCommand(domain: "com.example.app", key: $0.key, value: $0.value).description + "\n"
        }.joined()
        let result = try Consumer.run(
            shell, ["-s"], input: Data(script.utf8), directory: work,
            environment: [
                "HOME": sandbox.home, "PATH": Sandbox.productsDirectory.path + ":/usr/bin:/bin",
                "TERMINALSETTINGS_ANY_USER_DIR": sandbox.home + "/anyuser",
            ])
        #expect(result.status == 0)
        #expect(result.error.isEmpty, "\(result.error)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: work).isEmpty, "a line ran a command")
        let stored = try sandbox.read(sandbox.file("com.example.app")) ?? [:]
        #expect(stored.count == Self.pairs.count)
        for (key, value) in Self.pairs {
            #expect(stored[PlistKey(Self.withoutNUL(key))] == Self.expected(value), "\(Array(key.unicodeScalars))")
        }
    }
}

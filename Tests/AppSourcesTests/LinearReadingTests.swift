import Foundation
import Testing

@testable import AppSources

/// Issue 28 finding 3: reading source stays linear in hostile input. Counted, never timed (the
/// benchmark's row 9 times the same inputs and 8 times larger ones).
@Suite struct LinearReadingTests {
    /// The constants of `text`, collected on the scanner's large stack (a deep tree is walked recursively).
    static func constants(_ text: String) -> ConstantTable {
        SourceScanner.onLargeStack {
            let collector = SwiftDeclarationCollector(constants: ConstantTable())
            collector.collect(SwiftSourceFile(path: "Hostile.swift", text: text))
            return collector.constants
        }
    }

    @Test func aLongQualifiedNameStoresABoundedNumberOfNames() {
        // `extension A.A.…A` of 28,000 parts stored every suffix: 39 s and 825 MB.
        let name = Array(repeating: "A", count: 28_000).joined(separator: ".")
        var text = "extension \(name) {\n"
        for index in 0..<100 { text += "    static let k\(index) = \"key_\(index)\"\n" }
        let constants = Self.constants(text + "}\n")
        // At most four names per constant (`A.A.A.k0`, `A.A.k0`, `A.k0`, `k0`), whatever the name's length.
        #expect(constants.entriesWritten == 100 * ConstantTable.maximumSuffixParts)
        #expect(constants.lookup("A.A.A.k7") == .value("key_7"))
        #expect(constants.lookup(name + ".k7") == .value("key_7"))
        #expect(constants.lookup("k7") == .value("key_7"))
    }

    @Test func manyConstantsStoreTwoNamesEachAndAnAmbiguousNameKeepsFewValues() {
        var text = "enum Keys {\n"
        for index in 0..<8_000 { text += "    static let k\(index) = \"key_\(index)\"\n" }
        text += "}\n"
        for index in 0..<1_000 { text += "struct S\(index) { static let shared = \"v\(index)\" }\n" }
        let constants = Self.constants(text)
        #expect(constants.entriesWritten == 8_000 * 2 + 1_000 * 2)
        guard case .uncertain(let why) = constants.lookup("shared") else {
            Issue.record("`shared` has 1,000 values")
            return
        }
        #expect(why.hasPrefix("`shared` is declared with more than \(ConstantTable.maximumValuesPerName) values"))
    }

    @Test func aLongPartIsKeptAsADigestOnBothSides() {
        let long = String(repeating: "B", count: 100_000)
        let constants = Self.constants("enum \(long) { static let key = \"k\" }\n")
        #expect(constants.lookup(long + ".key") == .value("k"))
        #expect(ConstantTable.suffixes(of: [Substring(long), "key"]).allSatisfy { $0.utf8.count < 300 })
    }

    @Test func aLongReceiverChainIsReadByItsLastTokens() {
        // Each call of `d.integer(forKey: "k0").description.integer(forKey: "k1")…` read the whole chain before it.
        var chain = "UserDefaults.standard"
        for index in 0..<2_000 { chain += ".integer(forKey: \"k\(index)\").description" }
        let scan = ScanHelper().scan(["Chain.swift": "let x = \(chain)\n"])
        #expect(scan.keyedUses.count == 2_000)
        #expect(SwiftUseCollector.maximumReceiverText == 1024)
    }

    @Test func depthCharactersCountOperatorsBracketsAndTheKeywordsTryAndAwait() {
        // `try`, `await` (and `wait`, which ends like it: an upper bound may overcount), `.`, `?`, `(`.
        let text = "try await wait tray x.y?(z)"
        #expect(SourceScanner.depthCharacters(in: Data(text.utf8)) == 6)
        #expect(SourceScanner.depthCharacters(in: Data("tr y ty t".utf8)) == 0)
    }
}

import Foundation
import Testing

@testable import PropertyList

/// The XML reader makes each dictionary's table at the size counted by the depth scan before the
/// parse (issue 28): the counts are right for nested dictionaries, and they are only hints, so no
/// list of hints, however wrong, changes what is read.
@Suite struct XMLReaderKeyCountsTests {
    /// Keys, nested dictionaries and arrays, an empty `<dict/>`, `<key/>`, a key with white space in
    /// its tag, a `<keyboard/>` inside a comment, and a key given twice.
    static let nested = XMLPropertyListReaderTests.document(
        """
        <dict>
          <key>a</key><dict><key>x</key><integer>1</integer><key >y</key><string/></dict>
          <key>b</key><array><key>k</key><dict/><dict><key>z</key><true/></dict></array>
          <!-- a -- ><keyboard/> -->
          <key/><false/>
          <key>c</key><dict></dict>
          <key>a</key><integer>2</integer>
        </dict>
        """)

    static func counts(_ data: Data) -> XMLKeyCounts? {
        data.withUnsafeBytes { XMLKeyCounts($0.bindMemory(to: UInt8.self), maximumDepth: 512) }
    }

    /// Each non-empty `<dict>` in document order, with the `<key>` tags directly inside it: not
    /// those of nested dictionaries or of an array's `<key>` values, nor `<keyboard>`.
    @Test func keysAreCountedPerDictionaryInOrder() throws {
        var counts = try #require(Self.counts(Self.nested))
        #expect((0..<5).map { _ in counts.nextCount() } == [5, 2, 1, 0, 0])
        let read = try PropertyListCoder.read(Self.nested)
        #expect(read.value == ["a": 2, "b": ["k", [:], ["z": true]], "": false, "c": [:]])
        #expect(!read.isExact)
        // The same scan still refuses nesting past the budget.
        let deep = Data((String(repeating: "<dict><key>k</key>", count: 4) + "<true/>").utf8)
        #expect(deep.withUnsafeBytes { XMLKeyCounts($0.bindMemory(to: UInt8.self), maximumDepth: 3) } == nil)
        #expect(deep.withUnsafeBytes { XMLKeyCounts($0.bindMemory(to: UInt8.self), maximumDepth: 4) } != nil)
    }

    /// The counts are capacity hints: none, too few, too many, too small or too large, the reader
    /// reads the same value, the same duplicate-key marking and the same refusals (a lone `CF$UID`
    /// number, also when its key is given twice).
    @Test func wrongHintsReadTheSameValues() throws {
        let many = (0..<3_000).map { "<key>k\($0 % 2_500)</key><integer>\($0)</integer>" }.joined()
        let documents = [
            Self.nested,
            XMLPropertyListReaderTests.document("<dict>\(many)</dict>"),
            XMLPropertyListReaderTests.document("<array><dict>\(many)</dict><dict><key>q</key><dict/></dict></array>"),
            XMLPropertyListReaderTests.document("<dict><key>CF$UID</key><integer>1</integer></dict>"),
            XMLPropertyListReaderTests.document(
                "<dict><key>CF$UID</key><integer>1</integer><key>CF$UID</key><integer>2</integer></dict>"),
            XMLPropertyListReaderTests.document(
                "<dict><key>CF$UID</key><integer>1</integer><key>b</key><true/></dict>"),
        ]
        let hintLists: [[Int32]] = [
            [], [0], [1], [1, 1, 1, 1, 1, 1, 1], [10_000, 0, 7], Array(repeating: 3, count: 50),
        ]
        // Compared as values, not as printed text: a table's size changes the order it lists its keys.
        struct Outcome: Equatable {
            var value: PlistValue?
            var sawDuplicateKey = false
            var error: PropertyListError?
        }
        func outcome(_ data: Data, _ keyCounts: XMLKeyCounts) -> Outcome {
            do {
                let read = try XMLPropertyListReader.read(data, keyCounts: keyCounts)
                return Outcome(value: read.value, sawDuplicateKey: read.sawDuplicateKey)
            } catch {
                return Outcome(error: error)
            }
        }
        for data in documents {
            let counted = try #require(Self.counts(data))
            let expected = outcome(data, counted)
            #expect(expected == outcome(data, XMLKeyCounts()))
            for hints in hintLists {
                #expect(outcome(data, XMLKeyCounts(hints)) == expected, "hints \(hints)")
            }
        }
        #expect(outcome(documents[3], XMLKeyCounts([5])).error != nil)
        #expect(outcome(documents[4], XMLKeyCounts()).error != nil)
        #expect(outcome(documents[5], XMLKeyCounts()).value?.dictionaryValue?.count == 2)
        let duplicates = outcome(documents[1], XMLKeyCounts([1]))
        #expect(duplicates.sawDuplicateKey && duplicates.value?.dictionaryValue?.count == 2_500)
        #expect(duplicates.value?.dictionaryValue?[PlistKey("k0")] == 2_500)
    }
}

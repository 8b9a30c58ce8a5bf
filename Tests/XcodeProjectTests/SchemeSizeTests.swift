import BundleTestSupport
import Foundation
import Testing

@testable import XcodeProject

/// Schemes as large as the reader accepts are read in one pass (issue 28, finding 4). The time
/// limit is a guard against a hang, not a measurement: `settings-bench --only 9` measures.
@Suite struct SchemeSizeTests {
    /// A scheme whose root has `count` attributes, then `extra`.
    func scheme(attributes count: Int, extra: String = "") -> Data {
        var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<Scheme"
        text.reserveCapacity(count * 12 + 64)
        for index in 0..<count { text += " a\(index)=\"v\"" }
        return Data((text + extra + "/>\n").utf8)
    }

    /// An element of 320,000 attributes, a scheme at the 4 MB cap, is read, and a name repeated
    /// at its very end is still found: the duplicate check is one set look-up per attribute
    /// (comparing each with every earlier one took 18 s for 85,000 and minutes at the cap).
    @Test(.timeLimit(.minutes(1))) func anElementWithAttributesUpToTheSizeCapIsRead() throws {
        let count = 320_000
        let folder = try BundleFixtures.temporaryDirectory()
        defer { BundleFixtures.remove(folder) }
        let file = folder.appendingPathComponent("Wide.xcscheme")
        let data = scheme(attributes: count)
        #expect(data.count <= XcodeScheme.maximumFileSize)
        try data.write(to: file)
        let read = try XcodeScheme(file: file, location: .shared, container: folder)
        #expect(read.launch == nil && read.test == nil)

        let repeated = scheme(attributes: count, extra: " a0=\"w\"")
        let error = #expect(throws: XMLElementTree.SyntaxError.self) { _ = try XMLElementTree.parse(repeated) }
        #expect(error?.message == "the attribute a0 appears twice in <Scheme>")
    }
}

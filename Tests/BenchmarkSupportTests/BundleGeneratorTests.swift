import BenchmarkSupport
import Foundation
import SeededRandom
import SettingsBundle
import Testing

@Suite struct BundleGeneratorTests {
    func temporaryDirectory() throws -> URL {
        let url = URL(fileURLWithPath: NSTemporaryDirectory())
            .appendingPathComponent("bundle-generator-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    func contents(of folder: URL) throws -> [String: Data] {
        var result: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(atPath: folder.path)
        while let relative = enumerator?.nextObject() as? String {
            var isDirectory: ObjCBool = false
            let url = folder.appendingPathComponent(relative)
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue {
                result[relative] = try Data(contentsOf: url)
            }
        }
        return result
    }

    @Test func sameSeedWritesTheSameBytes() throws {
        let first = try temporaryDirectory()
        let second = try temporaryDirectory()
        defer {
            try? FileManager.default.removeItem(at: first)
            try? FileManager.default.removeItem(at: second)
        }
        let a = try BundleGenerator(specifiers: 250, seed: 7).write(into: first)
        let b = try BundleGenerator(specifiers: 250, seed: 7).write(into: second)
        #expect(try contents(of: a.app) == contents(of: b.app))
        #expect(a.keys == b.keys)
        let c = try BundleGenerator(specifiers: 250, seed: 8).write(into: second)
        #expect(try contents(of: a.app) != contents(of: c.app))
    }

    @Test func loadsWithEverySpecifierOnProportionallyManyPages() throws {
        let folder = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let generator = BundleGenerator(specifiers: 1_000)
        let output = try generator.write(into: folder)
        #expect(generator.pageCount == 10)
        #expect(output.pageFiles.count == 11)
        #expect(output.stringsFiles.count == 11)
        #expect(Set(output.keys).count == output.keys.count)

        let bundles = try BundleLoader.load(path: output.app.path, options: LoadOptions(languages: ["en"]))
        let bundle = try #require(bundles.first)
        #expect(try bundle.location.resolvedDomain() == generator.domain)
        #expect(bundle.pages.count == 11)
        let rows = bundle.pages.values.flatMap(\.specifiers)
        let childPanes = rows.filter { if case .childPane = $0.kind { true } else { false } }
        #expect(childPanes.count == 10)
        // Every generated row is loaded; the structural rows (child panes and their groups) come on top.
        let generated = rows.filter { row in
            if case .childPane = row.kind { return false }
            if case .group = row.kind, ["Sections", "More"].contains(row.title?.raw) { return false }
            return true
        }
        #expect(generated.count == 1_000)
        #expect(Set(rows.compactMap(\.key)) == Set(output.keys))
        // Titles are localized from each page's own strings table.
        let page = try #require(bundle.page(PageID("Pages/Page00002")))
        #expect(page.specifiers.first?.title?.text.hasSuffix("(en)") == true)
        #expect(bundle.diagnostics.filter { $0.severity == .error }.isEmpty)
    }

    @Test func seededGeneratorIsStable() {
        var random = SeededGenerator(seed: 42)
        let values = (0..<3).map { _ in random.next() }
        var again = SeededGenerator(seed: 42)
        #expect(values == (0..<3).map { _ in again.next() })
        #expect(values[0] != values[1])
        var bounded = SeededGenerator(seed: 1)
        #expect((0..<1000).allSatisfy { _ in (0..<7).contains(bounded.below(7)) })
    }
}

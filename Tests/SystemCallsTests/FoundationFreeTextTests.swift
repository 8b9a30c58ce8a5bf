import Foundation
import SystemCalls
import Testing

/// The Foundation texts and C formatting SystemCalls gives modules built on FoundationEssentials,
/// against Foundation and `String(format:)` themselves.
@Suite struct FoundationFreeTextTests {
    @Test func fileErrorTextIsFoundationsLocalizedDescription() throws {
        for code in 0..<6000 {
            let error = CocoaError(CocoaError.Code(rawValue: code))
            #expect(FileErrorText.description(of: error) == (error as NSError).localizedDescription, "\(code)")
        }
        // The errors the file APIs really throw, with their user info.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("filetext-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for url in [folder.appendingPathComponent("missing"), folder, folder.appendingPathComponent("a/b")] {
            do {
                _ = try Data(contentsOf: url)
                Issue.record("\(url.path) was read")
            } catch {
                #expect(FileErrorText.description(of: error) == (error as NSError).localizedDescription)
            }
        }
        for url in [folder, folder.appendingPathComponent("a/b")] {
            do {
                try Data("x".utf8).write(to: url, options: .atomic)
                Issue.record("\(url.path) was written")
            } catch {
                #expect(FileErrorText.description(of: error) == (error as NSError).localizedDescription)
            }
        }
    }

    @Test func formattedRealsAreSnprintfs() {
        let values: [Double] = [
            0.1, 1.0 / 3, 1e300, -2.5e-300, 1.234_567_890_123_456_8e17, 0.5, -0.0, 1e16, 9.007_199_254_740_993e15,
            .greatestFiniteMagnitude, .leastNonzeroMagnitude, Double(Float(0.1)),
        ]
        for value in values {
            #expect(CLibrary.format(value, "%.17g") == String(format: "%.17g", value))
            #expect(CLibrary.format(value, "%.16g") == String(format: "%.16g", value))
            #expect(CLibrary.format(value, "%.7g") == String(format: "%.7g", value))
            var bytes: [UInt8] = [0x41]
            CLibrary.append(value, "%.17g", to: &bytes)
            #expect(bytes == Array(("A" + String(format: "%.17g", value)).utf8))
        }
    }

    @Test func memoryCallsFindAndCompare() {
        let bytes: [UInt8] = Array("abc<def<".utf8)
        bytes.withUnsafeBytes { raw in
            let base = raw.baseAddress!
            #expect(
                CLibrary.find(UInt8(ascii: "<"), in: base, count: 8).map {
                    $0 - UnsafeMutableRawPointer(mutating: base)
                } == 3)
            #expect(CLibrary.find(UInt8(ascii: "<"), in: base, count: 3) == nil)
            #expect(
                CLibrary.find(UInt8(ascii: "<"), in: base + 4, count: 4).map {
                    $0 - UnsafeMutableRawPointer(mutating: base)
                } == 7)
            #expect(CLibrary.compare(base, base + 4, count: 0) == 0)
            #expect(CLibrary.compare(base, "abc", count: 3) == 0)
            #expect(CLibrary.compare(base, "abd", count: 3) < 0)
            #expect(CLibrary.compare(base + 4, "dea", count: 3) > 0)
        }
    }
}

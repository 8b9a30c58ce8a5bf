import Foundation
import TestSupport
import Testing

/// Every crashing input the fuzz targets (Scripts/fuzz.sh) found, replayed through the same entry
/// points: Fixtures/Fuzz/<target>/<file>. Each must now be handled without a crash. (Only the
/// `defaultsvalue` target has found one so far; add a replay here when another target does.)
@Suite(.serialized) struct FuzzRegressionTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "Fixtures/Fuzz")

    static func inputs(_ target: String) -> [URL] {
        let folder = fixtures.appendingPathComponent(target)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.sorted().map { folder.appendingPathComponent($0) }
    }

    static func arguments(_ data: Data) -> [String] {
        data.split(separator: 0, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
    }

    /// `defaults write … -date '2020-01-02Tٖ-\a%A0Z'`: Foundation's DateFormatter stopped the process
    /// ("Incorrect range CFRange") on a combining mark; now it is a usage error like any bad date.
    @Test func dateWithACombiningMarkIsAUsageError() throws {
        let sandbox = Sandbox()
        let result = try sandbox.run(
            "defaults", ["write", "com.example.fuzz", "k", "-date", "2020-01-02T\u{0656}-\\a%A0Z"])
        #expect(result.status == 255)
        #expect(result.error.hasPrefix("defaults: -date needs a date like"), "\(result.error)")
        #expect(!result.error.contains("Fatal error"))
    }

    @Test(arguments: inputs("defaultsvalue"))
    func defaultsValueInputs(_ file: URL) throws {
        let data = try Data(contentsOf: file)
        let sandbox = Sandbox()
        let result = try sandbox.run("defaults", ["write", "com.example.fuzz", "key"] + Self.arguments(data))
        #expect([0, 1, 255].contains(result.status), "\(file.lastPathComponent): \(result.error)")
        #expect(!result.error.contains("Fatal error"))
    }
}

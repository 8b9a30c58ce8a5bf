import Foundation
import PropertyList
import SettingsBundle
import SettingsLint
import Testing

/// Paths, scratch folders and bundle writers for the tests of the bundle, project, lint and
/// comparison modules.
public enum BundleFixtures {
    /// The package root (found from this file's path).
    public static let packageRoot: URL = {
        var url = URL(fileURLWithPath: #filePath)
        while url.path != "/" {
            url.deleteLastPathComponent()
            if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) { return url }
        }
        fatalError("Package.swift not found above \(#filePath)")
    }()

    public static let fixtures = packageRoot.appendingPathComponent("Tests/SettingsBundleTests/Fixtures")
    public static let goldens = fixtures.appendingPathComponent("Goldens")

    /// `../shared/corpus` beside the package, when present.
    public static var corpus: URL? {
        let url = packageRoot.deletingLastPathComponent().appendingPathComponent("shared/corpus")
        return FileManager.default.fileExists(atPath: url.path) ? url : nil
    }

    /// Whether the corpus must be there: under CI (the `CI` environment variable set) a missing
    /// corpus fails the tests that use it instead of letting them pass having checked nothing.
    public static var corpusIsRequired: Bool { ProcessInfo.processInfo.environment["CI"] != nil }

    /// Whether the corpus tests run: the corpus is there, or it is required (they then fail).
    public static var runsCorpusTests: Bool { corpus != nil || corpusIsRequired }

    /// The corpus; throws (failing the test) when it is missing.
    public static func requireCorpus() throws -> URL {
        try #require(corpus, "../shared/corpus is missing (required when CI is set)")
    }

    public static func fixture(_ name: String) -> URL { fixtures.appendingPathComponent(name) }

    /// A fresh temporary folder, removed by the caller with `cleanup`.
    public static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("sbtests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    public static func remove(_ url: URL) { try? FileManager.default.removeItem(at: url) }

    /// Writes a page plist (XML, or binary) at `relative` under `folder`.
    public static func writePage(
        _ folder: URL, _ relative: String, _ specifiers: [PlistValue], extra: [PlistKey: PlistValue] = [:],
        binary: Bool = false
    ) throws {
        var root = extra
        root["PreferenceSpecifiers"] = .array(specifiers)
        try writePlist(folder, relative, .dictionary(root), binary: binary)
    }

    public static func writePlist(_ folder: URL, _ relative: String, _ value: PlistValue, binary: Bool = false) throws {
        let url = folder.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        let data = binary ? try PropertyListCoder.encodeBinary(value) : try PropertyListCoder.encodeXML(value)
        try data.write(to: url)
    }

    public static func write(_ folder: URL, _ relative: String, _ data: Data) throws {
        let url = folder.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
    }

    public static func write(_ folder: URL, _ relative: String, text: String) throws {
        try write(folder, relative, Data(text.utf8))
    }

    /// Loads a Settings.bundle folder (domain given so none is needed on disk).
    public static func load(_ bundle: URL, idiom: Idiom = .phone, languages: [String] = []) throws -> LoadedBundle {
        let location = BundleLocation(settingsBundle: bundle, name: "Test", domain: .explicit("com.example.test"))
        return try BundleLoader.load(location, options: LoadOptions(idiom: idiom, languages: languages))
    }

    public static func lint(_ bundle: URL) throws -> LintReport {
        try Linter.lint(BundleLocation(settingsBundle: bundle, name: "Test", domain: .explicit("com.example.test")))
    }

    /// The rules a report found, as a set.
    public static func rules(_ report: LintReport) -> Set<Rule> { Set(report.diagnostics.map(\.rule)) }

    public static func specifier(_ type: String, _ pairs: [PlistKey: PlistValue]) -> PlistValue {
        var dict = pairs
        dict["Type"] = .string(type)
        return .dictionary(dict)
    }
}

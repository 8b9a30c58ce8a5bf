import BundleTestSupport
import Foundation
import PropertyList
import Testing
import TextOutput

@testable import SettingsBundle
@testable import SettingsLint

/// Every real bundle in `../shared/corpus` loads and lints without a crash, and what lint finds
/// matches the golden text under `Fixtures/Goldens` (rewrite them with `UPDATE_GOLDENS=1`).
@Suite struct CorpusTests {
    static let bundles: [String] = {
        guard let corpus = BundleFixtures.corpus,
            let locations = try? BundleLocator.locate(corpus.path)
        else { return [] }
        return locations.map { String($0.settingsBundle.path.dropFirst(corpus.path.count + 1)) }
    }()

    @Test(.enabled(if: BundleFixtures.runsCorpusTests, "../shared/corpus is absent (set CI to make that a failure)"))
    func corpusHoldsTheExpectedBundles() throws {
        _ = try BundleFixtures.requireCorpus()
        // 18 repositories; InAppSettingsKit contributes two bundles (sample and tests).
        #expect(Self.bundles.count == 19)
    }

    @Test(arguments: bundles)
    func bundleMatchesGolden(_ relative: String) throws {
        let corpus = try #require(BundleFixtures.corpus)
        let path = corpus.appendingPathComponent(relative).path
        let location = try #require(try BundleLocator.locate(path).first)
        let actual = try Self.summary(location, relative: relative)
        let goldenName = relative.replacingOccurrences(of: "/", with: "__") + ".txt"
        let goldenURL = BundleFixtures.goldens.appendingPathComponent(goldenName)
        if ProcessInfo.processInfo.environment["UPDATE_GOLDENS"] == "1" {
            try FileManager.default.createDirectory(at: BundleFixtures.goldens, withIntermediateDirectories: true)
            try Data(actual.utf8).write(to: goldenURL)
            return
        }
        let expected = try String(contentsOf: goldenURL, encoding: .utf8)
        #expect(actual == expected, "golden \(goldenName) differs; rerun with UPDATE_GOLDENS=1 and review the diff")
    }

    /// The text kept in a golden: pages, rows, registration and lint findings.
    static func summary(_ location: BundleLocation, relative: String) throws -> String {
        var lines = [
            "# \(relative)", "name: \(location.name)",
            "domain: \(location.domain.isPreview ? "(none)" : location.domain.domain)",
        ]
        for idiom in [Idiom.phone, .pad] {
            let bundle = try BundleLoader.load(location, options: LoadOptions(idiom: idiom, languages: ["en"]))
            lines.append("## \(idiom.rawValue)")
            for page in bundle.orderedPages {
                lines.append("page \(page.id) (\(page.file ?? "no file")) \"\(page.title.text)\"")
                for specifier in page.specifiers {
                    lines.append("  " + describe(specifier))
                }
            }
            let registration = bundle.registrationDictionary()
            lines.append("registration:")
            for entry in registration.entries.sorted(by: { $0.key < $1.key }) {
                lines.append("  \(entry.key) = \(ValueFormatter.displayString(entry.value)) (\(entry.value.typeName))")
            }
        }
        lines.append("## lint")
        for diagnostic in try Linter.lint(location).diagnostics {
            lines.append(diagnostic.relativeDescription)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func describe(_ s: Specifier) -> String {
        var text = "[\(s.index)] \(s.kind.typeName)"
        if let key = s.key { text += " key=\(key)" }
        if let title = s.title { text += " title=\"\(TerminalText.sanitized(title.text))\"" }
        switch s.kind {
        case .multiValue(let m):
            text += " choices=\(m.choices.count) row=\"\(m.rowTitle(for: s.defaultValue)?.text ?? "")\""
        case .radioGroup(let r):
            text +=
                " choices=\(r.choices.count) checked=\(r.choices.position(of: s.defaultValue).map(String.init) ?? "-")"
        case .toggle(let t): text += " on=\(t.isOn(s.defaultValue))"
        case .slider(let sl):
            text +=
                " range=\(ValueFormatter.formatNumber(sl.minimum))...\(ValueFormatter.formatNumber(sl.maximum)) at=\(sl.position(for: s.defaultValue).map(ValueFormatter.formatNumber) ?? "-")"
        case .childPane(let c): text += " file=\(c.file) -> \(c.page.map(\.rawValue) ?? "(not followed)")"
        case .unsupported(let u): text += " inert: \(u.reason)"
        case .group(let g): if let f = g.footer { text += " footer=\"\(TerminalText.sanitized(f.text).prefix(40))\"" }
        case .textField(let f): text += f.isSecure ? " secure" : ""
        case .titleValue(let tv): text += " shows=\"\(tv.displayText(for: s.defaultValue))\""
        case .textView, .datePicker, .listGroup, .button, .openURL, .mailCompose, .customView, .appPane:
            text += " shows=\"\(TerminalText.sanitized(s.displayText(stored: nil) ?? ""))\""
        }
        if s.isHiddenByIdiom { text += " (hidden by idiom)" }
        return text
    }
}

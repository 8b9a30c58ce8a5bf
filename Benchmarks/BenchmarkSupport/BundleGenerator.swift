import Foundation
import PropertyList
import SeededRandom

/// Writes a deterministic, seeded `.app` folder whose Settings.bundle holds a given number of
/// specifiers spread over proportionally many child panes, for the load, first-frame and memory
/// benchmarks.
///
/// Layout for `specifiers` = N and `specifiersPerPage` = P (default 100):
/// - `pageCount` = max(1, ceil(N / P)) child pages `Pages/Page00001.plist` …, each holding its share
///   of the N specifiers (a mix of every type: groups with footers, text fields (some secure), toggles,
///   sliders, multi-values, radio groups, title values), plus the child pane rows that link pages;
/// - Root.plist lists every tenth page; each of those lists the nine pages after it (two levels);
/// - every page has its own strings table, `en.lproj/Page00001.strings`, that localizes every
///   title, footer and choice title (so loading reads `2 × pageCount + 1` files plus `Info.plist`).
///
/// The same (specifiers, seed, specifiersPerPage) always writes the same bytes.
public struct BundleGenerator: Sendable {
    /// How many value and group rows the pages hold (child pane rows come on top).
    public var specifiers: Int
    /// Fixes every choice made (types, titles, defaults).
    public var seed: UInt64
    /// Rows per child page.
    public var specifiersPerPage: Int

    public init(specifiers: Int, seed: UInt64 = 0x5EED, specifiersPerPage: Int = 100) {
        precondition(specifiers >= 0 && specifiersPerPage > 0)
        self.specifiers = specifiers
        self.seed = seed
        self.specifiersPerPage = specifiersPerPage
    }

    /// The number of child pages.
    public var pageCount: Int { max(1, (specifiers + specifiersPerPage - 1) / specifiersPerPage) }

    /// The app's defaults domain.
    public var domain: String { "com.terminalsettings.bench.generated\(specifiers)" }

    /// What was written.
    public struct Output: Sendable {
        /// The `.app` folder.
        public var app: URL
        /// The Settings.bundle folder inside it.
        public var settingsBundle: URL
        /// Every page plist, relative to the Settings.bundle, Root first.
        public var pageFiles: [String]
        /// Every strings file, relative to the Settings.bundle.
        public var stringsFiles: [String]
        /// Keys of the value rows (every key is unique).
        public var keys: [String]
    }

    /// The specifier dictionaries (without child pane links) of page `page` (1-based).
    func pageRows(_ page: Int, random: inout SeededGenerator, strings: inout [(String, String)]) -> (
        rows: [PlistValue], keys: [String]
    ) {
        let base = (page - 1) * specifiersPerPage
        let count = max(0, min(specifiersPerPage, specifiers - base))
        var rows: [PlistValue] = []
        var keys: [String] = []
        func localized(_ english: String) -> PlistValue {
            strings.append((english, english + " (en)"))
            return .string(english)
        }
        var index = 0
        while index < count {
            let number = base + index
            let key = "key\(number)"
            // A group opens every tenth row.
            if index % 10 == 0 {
                var group: [PlistKey: PlistValue] = ["Type": "PSGroupSpecifier", "Title": localized("Group \(number)")]
                if random.below(2) == 0 { group["FooterText"] = localized("Footer \(number) explains this section.") }
                rows.append(.dictionary(group))
                index += 1
                continue
            }
            var row: [PlistKey: PlistValue] = ["Key": .string(key)]
            switch random.below(7) {
            case 0, 1:
                row["Type"] = "PSToggleSwitchSpecifier"
                row["Title"] = localized("Toggle \(number)")
                row["DefaultValue"] = .bool(random.below(2) == 0)
            case 2:
                row["Type"] = "PSTextFieldSpecifier"
                row["Title"] = localized("Text \(number)")
                row["DefaultValue"] = .string("value \(random.below(1000))")
                if random.below(5) == 0 { row["IsSecure"] = true }
                row["KeyboardType"] = ["Alphabet", "NumberPad", "URL", "EmailAddress"][random.below(4)]
            case 3:
                row["Type"] = "PSSliderSpecifier"
                let maximum = Double(10 + random.below(90))
                row["MinimumValue"] = .real(0)
                row["MaximumValue"] = .real(maximum)
                row["DefaultValue"] = .real(Double(random.below(Int(maximum))))
            case 4, 5:
                let isRadio = random.below(3) == 0
                row["Type"] = isRadio ? "PSRadioGroupSpecifier" : "PSMultiValueSpecifier"
                row["Title"] = localized("Choice \(number)")
                let choices = 3 + random.below(4)
                row["Titles"] = .array((0..<choices).map { localized("Option \(number).\($0)") })
                row["Values"] = .array((0..<choices).map { .integer(Int64($0)) })
                row["DefaultValue"] = .integer(Int64(random.below(choices)))
            default:
                row["Type"] = "PSTitleValueSpecifier"
                row["Title"] = localized("Info \(number)")
                row["DefaultValue"] = .string("v\(random.below(100))")
            }
            keys.append(key)
            rows.append(.dictionary(row))
            index += 1
        }
        return (rows, keys)
    }

    /// The page name (`File` value) of page `page` (1-based).
    public static func pageName(_ page: Int) -> String {
        let digits = String(page)
        return "Pages/Page" + String(repeating: "0", count: max(0, 5 - digits.count)) + digits
    }

    /// The pages a page links to: Root links pages 1, 11, 21, …; page 10k+1 links the nine after it.
    func children(of page: Int) -> [Int] {
        if page == 0 { return Array(stride(from: 1, through: pageCount, by: 10)) }
        guard page % 10 == 1 else { return [] }
        return Array((page + 1)..<min(page + 10, pageCount + 1))
    }

    /// Writes the app folder as `<directory>/Generated<N>.app` (replacing an older one).
    @discardableResult
    public func write(into directory: URL) throws -> Output {
        let manager = FileManager.default
        let app = directory.appendingPathComponent("Generated\(specifiers).app", isDirectory: true)
        try? manager.removeItem(at: app)
        let bundle = app.appendingPathComponent("Settings.bundle", isDirectory: true)
        try manager.createDirectory(at: bundle.appendingPathComponent("Pages"), withIntermediateDirectories: true)
        try manager.createDirectory(at: bundle.appendingPathComponent("en.lproj"), withIntermediateDirectories: true)
        let info: PlistValue = [
            "CFBundleIdentifier": .string(domain), "CFBundleName": .string("Generated \(specifiers)"),
            "CFBundleExecutable": "Generated",
        ]
        try PropertyListCoder.encodeXML(info).write(to: app.appendingPathComponent("Info.plist"))

        var random = SeededGenerator(seed: seed ^ UInt64(specifiers))
        var output = Output(app: app, settingsBundle: bundle, pageFiles: [], stringsFiles: [], keys: [])
        for page in 0...pageCount {
            var strings: [(String, String)] = []
            var rows: [PlistValue] = []
            if page > 0 {
                let generated = pageRows(page, random: &random, strings: &strings)
                rows = generated.rows
                output.keys += generated.keys
            }
            let links = children(of: page)
            if !links.isEmpty {
                rows.append(["Type": "PSGroupSpecifier", "Title": .string(page == 0 ? "Sections" : "More")])
                strings.append((page == 0 ? "Sections" : "More", page == 0 ? "Sections (en)" : "More (en)"))
                for child in links {
                    let title = "Page \(child)"
                    strings.append((title, title + " (en)"))
                    rows.append([
                        "Type": "PSChildPaneSpecifier", "Title": .string(title), "File": .string(Self.pageName(child)),
                    ])
                }
            }
            let name = page == 0 ? "Root" : Self.pageName(page)
            let table = page == 0 ? "Root" : String(name.dropFirst("Pages/".count))
            let plist: PlistValue = ["StringsTable": .string(table), "PreferenceSpecifiers": .array(rows)]
            try PropertyListCoder.encodeXML(plist).write(to: bundle.appendingPathComponent(name + ".plist"))
            output.pageFiles.append(name + ".plist")
            var text = "/* Generated strings for \(name) */\n"
            for (key, value) in strings { text += "\"\(key)\" = \"\(value)\";\n" }
            let stringsFile = "en.lproj/\(table).strings"
            try Data(text.utf8).write(to: bundle.appendingPathComponent(stringsFile))
            output.stringsFiles.append(stringsFile)
        }
        return output
    }
}

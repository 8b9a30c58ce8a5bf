import PropertyList

/// Looks page strings up in a bundle's `<lang>.lproj/<table>.strings` files.
///
/// Folders are read by `LanguageFolder`'s rule: the `.lproj` extension exactly, the language
/// matched to the preferred languages ignoring letter case and treating `_` like `-`
/// (`zh_cn.lproj` serves `zh-CN`). For each preferred language the order is: the exact tag, then
/// the tag with subtags dropped from the end (`pt-BR` → `pt`), then known aliases (`nb` ↔ `no`,
/// `zh-Hans` ↔ `zh-CN`, `zh-Hant` ↔ `zh-TW`/`zh-HK`), then any other folder of the same language
/// (`pt` → `pt-PT.lproj`). After every preferred language come `en` (or the old name
/// `English`) and `Base`. A string is looked up in each folder of that order that has the table;
/// the first translation wins, else the raw string is shown.
public struct Localizer: Sendable, Hashable {
    /// One strings table in one `.lproj` folder.
    public struct Table: Sendable, Hashable {
        /// The `.lproj` folder name (`"fr.lproj"`).
        public var folder: String
        /// The file, relative to the bundle (`"fr.lproj/Root.strings"`).
        public var file: String
        /// The translations (empty when the file could not be parsed).
        public var strings: [PlistKey: String]
        /// Why the file could not be parsed, if it could not.
        public var error: StringsFileError?
    }

    /// The preferred languages, most preferred first.
    public let languages: [String]
    /// Every `.lproj` folder of the bundle, sorted.
    public let folders: [String]
    /// The folders in lookup order (a subset of ``folders``).
    public let searchOrder: [String]
    /// The folders whose tables are read: ``searchOrder``, or every folder (in ``folders`` order)
    /// when loaded with ``LoadOptions/loadsEveryLocalization``.
    private let loadedFolders: [String]
    private var tables: [String: [Table]] = [:]

    init(fileSystem: BundleFileSystem, languages: [String], everyFolder: Bool = true) {
        self.languages = languages
        let folders = fileSystem.entries("").filter {
            LanguageFolder.isLanguageFolder($0) && fileSystem.isDirectory($0)
        }
        self.folders = folders
        let searchOrder = Self.order(folders: folders, languages: languages)
        self.searchOrder = searchOrder
        loadedFolders = everyFolder ? folders : folders.filter { searchOrder.contains($0) }
    }

    /// A localizer with no tables (raw strings everywhere).
    public init(languages: [String] = []) {
        self.languages = languages
        folders = []
        searchOrder = []
        loadedFolders = []
    }

    /// Reads `<table>.strings` from every loaded folder that has it (once per table name).
    mutating func loadTable(_ name: String, from fileSystem: BundleFileSystem) {
        guard tables[name] == nil else { return }
        var found: [Table] = []
        for folder in loadedFolders {
            let relative = folder + "/" + name + ".strings"
            guard case .found(let exact) = fileSystem.lookup(relative) else { continue }
            do {
                let data = try fileSystem.read(exact)
                do {
                    found.append(Table(folder: folder, file: exact, strings: try StringsFile.parse(data), error: nil))
                } catch {
                    found.append(Table(folder: folder, file: exact, strings: [:], error: error))
                }
            } catch {
                found.append(Table(folder: folder, file: exact, strings: [:], error: .undecodable))
            }
        }
        tables[name] = found
    }

    /// The files of a table, one per loaded folder that has it (every folder that has it when the
    /// bundle was loaded with ``LoadOptions/loadsEveryLocalization``, as lint does).
    public func tableFiles(_ name: String) -> [Table] { tables[name] ?? [] }

    /// Whether any folder has this table.
    public func hasTable(_ name: String) -> Bool { !(tables[name] ?? []).isEmpty }

    /// The text for `raw` from `table` (nil table: not localized, as Apple documents).
    public func localize(_ raw: String, table: String?) -> LocalizedText {
        guard let table, let files = tables[table], !files.isEmpty else { return LocalizedText(raw: raw) }
        for folder in searchOrder {
            if let file = files.first(where: { $0.folder == folder }), let text = file.strings[raw] {
                return LocalizedText(raw: raw, text: text, localization: folder)
            }
        }
        return LocalizedText(raw: raw)
    }

    /// The normalized language tag of a folder name: `"zh_CN.lproj"` → `"zh-cn"`, `"English.lproj"` → `"en"`.
    static func tag(ofFolder folder: String) -> String {
        LanguageFolder(folder)?.tag ?? LanguageFolder.tag(of: folder)
    }

    private static let aliases: [String: [String]] = [
        "nb": ["no"], "no": ["nb"], "zh-hans": ["zh-cn", "zh-sg"], "zh-cn": ["zh-hans"], "zh-sg": ["zh-hans"],
        "zh-hant": ["zh-tw", "zh-hk"], "zh-tw": ["zh-hant"], "zh-hk": ["zh-hant"],
    ]

    /// The lookup order of `folders` for `languages` (see the type's documentation).
    static func order(folders: [String], languages: [String]) -> [String] {
        let tagged = folders.map { (folder: $0, tag: tag(ofFolder: $0)) }
        var result: [String] = []
        func add(_ tag: String) {
            for entry in tagged where entry.tag == tag && !result.contains(entry.folder) { result.append(entry.folder) }
        }
        for language in languages {
            let normalized = LanguageFolder.tag(of: language)
            var parts = normalized.split(separator: "-").map(String.init)
            var candidates: [String] = []
            while !parts.isEmpty {
                candidates.append(parts.joined(separator: "-"))
                parts.removeLast()
            }
            for candidate in candidates {
                add(candidate)
                for alias in aliases[candidate] ?? [] { add(alias) }
            }
            if let base = candidates.last {
                for entry in tagged where entry.tag.hasPrefix(base + "-") && !result.contains(entry.folder) {
                    result.append(entry.folder)
                }
            }
        }
        add("en")
        add("base")
        return result
    }
}

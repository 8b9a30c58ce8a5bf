import PropertyList

/// Looks page strings up in a bundle's `<lang>.lproj/<table>.strings` files, as Settings does
/// (Core Foundation's rule; `Documentation/LanguageRule.md` gives its sources).
///
/// Folders are read by `LanguageFolder`'s rule (the `.lproj` extension exactly). The preferred
/// languages choose folders by `LocalizationChoice`: the first preferred language that matches
/// any folder, its best folder, then that folder's parents (`es-MX`: `es-MX`, `es-419`, `es`);
/// a regional sibling is never used (`es-ES` does not read `es-419`). Then English (`en`,
/// `English`, `en_US`), Settings bundles having no development region of their own. A table is
/// read from the first of: the chosen folder, `Base.lproj`, the other folders of that order,
/// that has it; a string missing from that one table shows as written in the plist (Core
/// Foundation returns the key): no other language fills it in.
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
    /// The folders in the order a table is looked for (a subset of ``folders``): the first that
    /// has a table is the only one its strings are read from.
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

    /// Reads `<table>.strings` from every loaded folder that has it (once per table name), each
    /// within `budget`.
    mutating func loadTable(_ name: String, from fileSystem: BundleFileSystem, budget: InputBudget = .propertyList) {
        guard tables[name] == nil else { return }
        var found: [Table] = []
        for folder in loadedFolders {
            let relative = folder + "/" + name + ".strings"
            guard case .found(let exact) = fileSystem.lookup(relative) else { continue }
            do {
                let data = try fileSystem.read(exact)
                do {
                    found.append(
                        Table(
                            folder: folder, file: exact, strings: try StringsFile.parse(data, budget: budget),
                            error: nil))
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

    /// The text for `raw` from `table` (nil table: not localized, as Apple documents): from the
    /// one file of the table Settings reads (``file(of:)``), else `raw` as written.
    public func localize(_ raw: String, table: String?) -> LocalizedText {
        guard let table, let file = file(of: table), let text = file.strings[PlistKey(raw)] else {
            return LocalizedText(raw: raw)
        }
        return LocalizedText(raw: raw, text: text, localization: file.folder)
    }

    /// The file of `table` Settings reads for the preferred languages: the first folder of
    /// ``searchOrder`` that has it (an unreadable file counts: its strings show as written).
    public func file(of table: String) -> Table? {
        guard let files = tables[table] else { return nil }
        for folder in searchOrder {
            if let file = files.first(where: { $0.folder == folder }) { return file }
        }
        return nil
    }

    /// The normalized language tag of a folder name: `"zh_CN.lproj"` → `"zh-cn"`, `"English.lproj"` → `"en"`.
    static func tag(ofFolder folder: String) -> String {
        LanguageFolder(folder)?.tag ?? LanguageFolder.tag(of: folder)
    }

    /// Whether users of `folder`'s language, which lacks a table, read it from another folder of
    /// the same language (`es-419` from `es`): `withTable` are the folders that have the table.
    package static func readsItsLanguage(_ folder: String, table withTable: [String], among folders: [String])
        -> Bool
    {
        let language = LanguageFolder(folder)?.language ?? folder
        let primary = { (name: String) in tag(ofFolder: name).split(separator: "-").first.map(String.init) }
        guard let found = order(folders: folders, languages: [language]).first(where: withTable.contains) else {
            return false
        }
        return tag(ofFolder: found) != "base" && primary(found) == primary(folder)
    }

    /// The order a table is looked for among `folders` for `languages` (see the type's
    /// documentation): `Base.lproj` second, as `CFBundle_Resources.c` reads it.
    static func order(folders: [String], languages: [String]) -> [String] {
        let languageFolders = folders.filter { tag(ofFolder: $0) != "base" }
        let names = languageFolders.map { LanguageFolder($0)?.language ?? $0 }
        func folder(_ name: String) -> String { languageFolders[names.firstIndex(of: name) ?? 0] }
        var chosen = LocalizationChoice.localizations(for: languages, among: names).map(folder)
        if chosen.isEmpty { chosen = LocalizationChoice.localizations(for: ["en_US"], among: names).map(folder) }
        if chosen.isEmpty, let first = languageFolders.first { chosen = [first] }
        for english in ["en", "english", "en-us"] {
            guard let index = languageFolders.indices.first(where: { tag(ofFolder: languageFolders[$0]) == english })
            else { continue }
            if !chosen.contains(languageFolders[index]) { chosen.append(languageFolders[index]) }
            break
        }
        let base = folders.filter { tag(ofFolder: $0) == "base" }
        return Array(chosen.prefix(1)) + base + chosen.dropFirst()
    }
}

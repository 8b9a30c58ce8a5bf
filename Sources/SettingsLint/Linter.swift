import FoundationEssentials
import PropertyList
import SettingsBundle
import TextOutput

/// Checks a Settings.bundle the way a careful reviewer would.
///
/// Lint loads the bundle for iPhone and for iPad (so both `Root.plist` and `Root~ipad.plist` are
/// checked), adds value checks to what loading found, checks localization against every
/// `.lproj`, and parses the page files no pane reaches. Every finding names a `Rule`.
public enum Linter {
    /// The most unreachable page files parsed for content checks (all are reported as unreachable).
    public static let maximumStandalonePages = 100

    /// Lints the bundle at `location` as `view` shows it.
    ///
    /// In the Settings view, the app's InAppSettingsKit pages (`*.inApp.plist`) are linted too, as
    /// InAppSettingsKit reads them; with `BundleView.inApp` only the in-app view's pages are,
    /// and InAppSettingsKit's types are known everywhere. A page file is unreachable when neither
    /// view reaches it. `arguments` are the values a scheme or test plan passes (`launch-argument`).
    public static func lint(
        _ location: BundleLocation, view: BundleView = .settingsApp, arguments: [LaunchArgumentValue] = []
    ) throws(BundleError) -> LintReport {
        let view = location.isInAppOnly ? .inApp : view
        func load(_ idiom: Idiom, _ view: BundleView) throws(BundleError) -> LoadedBundle {
            try BundleLoader.load(
                location, options: LoadOptions(idiom: idiom, loadsEveryLocalization: true, view: view))
        }
        let phone = try load(.phone, view)
        let pad = try load(.pad, view)
        let other: BundleView = view == .inApp ? .settingsApp : .inApp
        let fileSystem = try BundleFileSystem(root: phone.folder)
        let plistFiles = fileSystem.plistFiles()
        var otherLoads: [LoadedBundle] = []
        if view == .inApp || plistFiles.contains(where: { $0.hasSuffix(".inApp.plist") }) {
            otherLoads = [try load(.phone, other), try load(.pad, other)].filter { $0.folder == phone.folder }
        }
        var collector = Collector(bundlePath: phone.folder.path)
        if case .explicit = location.domain {
        } else if BundleLocator.namesGlobalDomain(location.domain.domain) {
            collector.add([
                Diagnostic(
                    bundlePath: collector.bundlePath, relativeFile: "Root.plist", severity: .error, rule: .globalDomain,
                    message:
                        "the app's domain \"\(location.domain.domain)\" (from \(location.domain.summary)) is the global domain, which every app reads; give the app its own identifier"
                )
            ])
        }
        for bundle in [phone, pad] {
            collector.add(bundle.diagnostics)
            for page in bundle.orderedPages { collector.checkValues(of: page) }
            collector.checkDuplicates(bundle.registrationDictionary())
            for page in bundle.orderedPages { collector.checkLocalization(of: page, localizer: bundle.localizer) }
            collector.checkLaunchArguments(arguments, in: bundle)
        }
        if view == .settingsApp {
            // InAppSettingsKit's own pages, checked as it reads them.
            for bundle in otherLoads {
                collector.add(bundle.diagnostics.filter { $0.relativeFile.hasSuffix(".inApp.plist") })
                for page in bundle.orderedPages where page.file?.hasSuffix(".inApp.plist") == true {
                    collector.checkValues(of: page)
                    collector.checkLocalization(of: page, localizer: bundle.localizer)
                }
            }
        }
        // Pages no pane reaches, in either view.
        let loads = [phone, pad] + otherLoads
        let reached = loads.reduce(into: Set<String>()) { $0.formUnion($1.pageFiles) }
        let reachedIDs = Set(loads.flatMap(\.pageOrder)).map(\.rawValue) + loads.flatMap(\.inAppReferencedPages)
        let suffixes = Set([""] + Idiom.allCases.compactMap(\.fileSuffix) + Idiom.allCases.map(\.inAppFileSuffix))
        let variants = Set(
            reachedIDs.flatMap { id in
                suffixes.flatMap { [id + $0 + ".plist", id + $0 + ".inApp.plist"] }
            })
        let orphans = plistFiles.filter { file in
            !reached.contains(file) && !variants.contains(file)
                && !file.split(separator: "/").contains(where: LanguageFolder.isLanguageFolder)
                && !isBundleInfo(file, in: fileSystem)
        }
        for file in orphans {
            collector.add([
                Diagnostic(
                    bundlePath: collector.bundlePath, relativeFile: file, severity: .warning, rule: .unreachablePage,
                    message:
                        "no child pane reaches \(file) from Root, so Settings never shows it and its defaults are not registered; add a PSChildPaneSpecifier with File \"\(String(file.dropLast(6)))\" or delete the file"
                )
            ])
        }
        let (standalone, standaloneDiagnostics, standaloneLocalizer) = BundleLoader.loadStandalonePages(
            Array(orphans.prefix(maximumStandalonePages)), of: phone)
        collector.add(standaloneDiagnostics)
        for page in standalone {
            collector.checkValues(of: page)
            collector.checkLocalization(of: page, localizer: standaloneLocalizer)
        }
        var placer = LintPlacer(fileSystem: fileSystem)
        return LintReport(bundle: collector.bundlePath, diagnostics: collector.sorted().map { placer.place($0) })
    }

    /// Whether `file` is the bundle's own information file: an `Info.plist` at its root whose top
    /// level has no `PreferenceSpecifiers` (Xcode bundle targets write one, with `CFBundleIdentifier`
    /// and the like). Settings reads it as the bundle's description, never as a page, so it is
    /// neither unreachable nor an empty page; an `Info.plist` with specifiers is still a page.
    static func isBundleInfo(_ file: String, in fileSystem: BundleFileSystem) -> Bool {
        guard file == "Info.plist", let data = try? fileSystem.read(file),
            case .dictionary(let top)? = try? PropertyListCoder.decode(data).value
        else { return false }
        return top["PreferenceSpecifiers"] == nil
    }

    /// Lints every bundle `path` names (see `BundleLocator.locate(_:domain:configuration:target:searchDepth:)`).
    public static func lint(path: String, view: BundleView = .settingsApp) throws(BundleError) -> [LintReport] {
        var reports: [LintReport] = []
        for location in try BundleLocator.locate(path) { reports.append(try lint(location, view: view)) }
        return reports
    }

    /// Gathers findings without repeats (the iPhone and iPad loads share most pages).
    struct Collector {
        let bundlePath: String
        var diagnostics: [Diagnostic] = []
        var seen = Set<PlistKey>()
        var checkedPages = Set<String>()
        var checkedTables = Set<String>()

        init(bundlePath: String) { self.bundlePath = bundlePath }

        mutating func add(_ items: [Diagnostic]) {
            for item in items where seen.insert(PlistKey(item.relativeDescription)).inserted {
                diagnostics.append(item)
            }
        }

        mutating func report(
            _ page: Page, _ specifier: Specifier?, _ severity: Severity, _ rule: Rule, _ message: String,
            file: String? = nil
        ) {
            add([
                Diagnostic(
                    bundlePath: bundlePath, relativeFile: file ?? page.file ?? "Root.plist", severity: severity,
                    rule: rule, message: message, page: page.id, specifierIndex: specifier?.index,
                    key: specifier?.key)
            ])
        }

        /// Findings grouped by file (in order of first appearance), then by specifier index.
        func sorted() -> [Diagnostic] {
            var rank: [String: Int] = [:]
            for item in diagnostics where rank[item.relativeFile] == nil { rank[item.relativeFile] = rank.count }
            return diagnostics.enumerated().sorted { a, b in
                let ra = rank[a.element.relativeFile]!
                let rb = rank[b.element.relativeFile]!
                if ra != rb { return ra < rb }
                let ia = a.element.specifierIndex ?? -1
                let ib = b.element.specifierIndex ?? -1
                if ia != ib { return ia < ib }
                return a.offset < b.offset
            }.map(\.element)
        }

        // MARK: Values

        mutating func checkValues(of page: Page) {
            guard let file = page.file, checkedPages.insert(file).inserted else { return }
            for specifier in page.specifiers {
                switch specifier.kind {
                case .multiValue(let multi): checkChoices(multi.choices, specifier, page, requireDefaultMatch: true)
                case .radioGroup(let radio): checkChoices(radio.choices, specifier, page, requireDefaultMatch: true)
                case .titleValue(let titleValue):
                    if let choices = titleValue.choices {
                        checkChoices(choices, specifier, page, requireDefaultMatch: false)
                    }
                case .toggle(let toggle): checkToggle(toggle, specifier, page)
                case .slider(let slider): checkSlider(slider, specifier, page)
                case .textField(let field):
                    let label = ((specifier.title?.raw ?? "") + " " + (specifier.key ?? "")).lowercased()
                    if !field.isSecure, ["password", "passwd", "passcode"].contains(where: label.contains) {
                        report(
                            page, specifier, .note, .insecurePasswordField,
                            "this looks like a password field but IsSecure is not set, so Settings shows the text in the clear; add IsSecure <true/> if it holds a secret"
                        )
                    }
                    if let value = specifier.defaultValue, value.stringValue == nil {
                        report(
                            page, specifier, .warning, .wrongValueType,
                            "DefaultValue is \(PlistValue.describe(value)), but a text field stores strings; the field shows \"\(ValueFormatter.preview(value))\" and writes a string once edited, so the app sees two types. Use <string>"
                        )
                    }
                case .group, .childPane, .textView, .datePicker, .listGroup, .button, .openURL, .mailCompose,
                    .customView, .appPane, .unsupported:
                    break
                }
            }
        }

        private mutating func checkChoices(
            _ choices: ChoiceList, _ specifier: Specifier, _ page: Page, requireDefaultMatch: Bool
        ) {
            if choices.valueCount != choices.titleCount {
                report(
                    page, specifier, .error, .titlesValuesCount,
                    "Values has \(choices.valueCount) \(choices.valueCount == 1 ? "entry" : "entries") but Titles has \(choices.titleCount); entries are paired by position, so the extra ones have no partner and InAppSettingsKit refuses the row. Make both arrays the same length"
                )
            }
            if let short = choices.shortTitleCount, short != choices.valueCount {
                report(
                    page, specifier, .error, .titlesValuesCount,
                    "ShortTitles has \(short) entries but Values has \(choices.valueCount); the row shows no short title for the missing ones. Make them the same length"
                )
            }
            if choices.valueCount == 0 {
                report(page, specifier, .warning, .emptyChoices, "Values is empty, so there is nothing to choose")
                return
            }
            guard let value = specifier.defaultValue else { return }
            let values = choices.items.map(\.value)
            if values.contains(where: { $0 == value }) {
                return
            }
            if let loose = values.first(where: { $0.looselyEquals(value) }) {
                report(
                    page, specifier, .warning, .defaultTypeMismatch,
                    "DefaultValue is \(PlistValue.describe(value)) but the matching Values entry is \(PlistValue.describe(loose)); until the user picks a choice the app reads \(PlistValue.withArticle(value.typeName)), afterwards \(PlistValue.withArticle(loose.typeName)). Use the same type in both"
                )
                return
            }
            let effect =
                requireDefaultMatch ? "no choice is checked until the user picks one" : "the row shows the raw value"
            report(
                page, specifier, .warning, .defaultNotInValues,
                LintWording.notAmongValues("DefaultValue", value: value, values: values)
                    + "; \(effect). Set DefaultValue to one of Values")
        }

        private mutating func checkToggle(_ toggle: Specifier.Toggle, _ specifier: Specifier, _ page: Page) {
            guard let value = specifier.defaultValue else { return }
            if value == toggle.trueValue || value == toggle.falseValue { return }
            if case .bool = value { return }
            let shows = toggle.isOn(value) ? "ON" : "OFF"
            report(
                page, specifier, .warning, .toggleDefault,
                "DefaultValue is \(PlistValue.describe(value)), which is neither TrueValue (\(PlistValue.describe(toggle.trueValue))), FalseValue (\(PlistValue.describe(toggle.falseValue))) nor a boolean; the switch shows \(shows) but the app reads \(PlistValue.describe(value)) until the user flips it. Use TrueValue, FalseValue or <true/>/<false/>"
            )
        }

        private mutating func checkSlider(_ slider: Specifier.Slider, _ specifier: Specifier, _ page: Page) {
            if !slider.hasValidRange {
                report(
                    page, specifier, .error, .sliderRange,
                    "MinimumValue \(ValueFormatter.formatNumber(slider.minimum)) is not below MaximumValue \(ValueFormatter.formatNumber(slider.maximum)); the slider cannot move. Swap or correct them"
                )
            }
            guard let value = specifier.defaultValue else { return }
            guard let number = ValueFormatter.numericValue(of: value) else {
                report(
                    page, specifier, .warning, .wrongValueType,
                    "DefaultValue is \(PlistValue.describe(value)), not a number; the slider sits at its minimum. Use <real>"
                )
                return
            }
            if !slider.contains(number) {
                report(
                    page, specifier, .warning, .sliderDefaultRange,
                    "DefaultValue \(ValueFormatter.formatNumber(number)) lies outside the slider's range \(ValueFormatter.formatNumber(slider.range.lowerBound))...\(ValueFormatter.formatNumber(slider.range.upperBound)); the slider shows it clamped but the app reads \(ValueFormatter.formatNumber(number)). Move DefaultValue into the range"
                )
            } else if value.stringValue != nil {
                report(
                    page, specifier, .warning, .wrongValueType,
                    "DefaultValue is \(PlistValue.describe(value)); a slider stores a real, so the app sees a string until the slider moves. Use <real>"
                )
            }
        }

        // MARK: Duplicates

        mutating func checkDuplicates(_ registration: RegistrationDictionary) {
            for conflict in registration.conflicts {
                let kept = conflict.kept
                let ignored = conflict.ignored
                add([
                    Diagnostic(
                        bundlePath: bundlePath, relativeFile: ignored.file ?? "Root.plist", severity: .warning,
                        rule: .duplicateKey,
                        message:
                            "Key \"\(conflict.key)\" also appears at \(kept.file ?? "Root.plist") item \(kept.specifierIndex) with DefaultValue \(PlistValue.describe(kept.value)); its own DefaultValue (\(PlistValue.describe(ignored.value))) disagrees and is not registered (\(registration.keepsLast ? "InAppSettingsKit registers the last one met" : "the first one is")). Rows sharing a key show the same stored value, so give them one default or different keys",
                        page: ignored.page, specifierIndex: ignored.specifierIndex, key: conflict.key)
                ])
            }
        }

        // MARK: Localization

        mutating func checkLocalization(of page: Page, localizer: Localizer) {
            guard let table = page.stringsTable, let file = page.file else { return }
            let files = localizer.tableFiles(table)
            if files.isEmpty {
                report(
                    page, nil, .warning, .missingStringsTable,
                    "StringsTable is \"\(table)\" but no .lproj folder has \(table).strings\(localizer.folders.isEmpty ? " (the bundle has no .lproj folders)" : " (folders: \(localizer.folders.joined(separator: ", ")))"), so every string shows untranslated; add <lang>.lproj/\(table).strings or remove StringsTable"
                )
                return
            }
            for tableFile in files where tableFile.error != nil && checkedTables.insert(tableFile.file).inserted {
                var finding = Diagnostic(
                    bundlePath: bundlePath, relativeFile: tableFile.file, severity: .warning, rule: .unreadableStrings,
                    message:
                        "\(tableFile.file) cannot be read: \(tableFile.error!.description); Settings shows this language's strings untranslated. Fix the file (plutil -lint checks it)",
                    page: page.id)
                if case .syntax(let line, _)? = tableFile.error { finding.line = line }
                add([finding])
            }
            // One note per page, every language listed: a bundle in 60 languages gives one line, not 60.
            // A folder without the table is untranslated unless the language rule gives its users a
            // parent's table of the same language (es-419 reads es; Documentation/LanguageRule.md).
            let missingFolders = localizer.folders.filter { folder in
                !files.contains { $0.folder == folder }
                    && !Localizer.readsItsLanguage(folder, table: files.map(\.folder), among: localizer.folders)
            }
            let strings = localizableStrings(of: page)
            var partial: [(language: String, missing: [String])] = []
            if !strings.isEmpty {
                for tableFile in files where tableFile.error == nil {
                    let missing = strings.filter { tableFile.strings[$0] == nil }
                    if !missing.isEmpty { partial.append((Self.language(tableFile.folder), missing)) }
                }
            }
            let languageCount = missingFolders.count + partial.count
            guard languageCount > 0 else { return }
            var parts: [String] = []
            if !missingFolders.isEmpty {
                parts.append("no \(table).strings in \(missingFolders.map(Self.language).joined(separator: ", "))")
            }
            if !partial.isEmpty {
                let counts = partial.map { "\($0.language) \($0.missing.count)" }.joined(separator: ", ")
                // The strings missing in the most languages first, in page order among equals.
                var misses: [String: Int] = [:]
                for entry in partial { for string in entry.missing { misses[string, default: 0] += 1 } }
                let examples = strings.filter { misses[$0] != nil }.enumerated()
                    .sorted { (misses[$0.element]!, -$0.offset) > (misses[$1.element]!, -$1.offset) }
                    .map(\.element)
                let shown =
                    examples.prefix(5).map { "\"\(TerminalText.sanitized($0))\"" }.joined(separator: ", ")
                    + (examples.count > 5 ? ", ..." : "")
                parts.append("missing strings of the \(strings.count) it uses: \(counts) (most often \(shown))")
            }
            report(
                page, nil, .note, .missingLocalization,
                "\(file) shows untranslated text in \(languageCount) language\(languageCount == 1 ? "" : "s"): "
                    + parts.joined(separator: "; ") + "; add the missing translations to <lang>.lproj/\(table).strings"
            )
        }

        /// Whether a title is text to translate: it has a word, that is two letters in a row, or one
        /// letter of a script whose letters are words or syllables (`開`, `ก`). Numbers, symbols and a
        /// number with a one-letter unit (`0.25x`, `1.00x`, `1080p`, `4K`, `—`) read the same in
        /// every language.
        static func isTranslatable(_ text: String) -> Bool {
            var run = 0
            for scalar in text.unicodeScalars {
                guard scalar.properties.isAlphabetic, scalar.properties.numericType == nil else {
                    run = 0
                    continue
                }
                // Latin, Greek and Cyrillic: a lone letter is a unit or a mark, not a word.
                let isAlphabet = scalar.value < 0x0530 || (0x1E00...0x1FFF).contains(scalar.value)
                if !isAlphabet { return true }
                run += 1
                if run >= 2 { return true }
            }
            return false
        }

        /// `de` for `de.lproj`: the language as lint lists it (`LanguageFolder`'s rule).
        static func language(_ folder: String) -> String { LanguageFolder.language(of: folder) }

        /// The page's localizable strings (titles, footers, `Titles`, `ShortTitles`), unique, in order;
        /// only text a translator would translate (see ``isTranslatable(_:)``).
        private func localizableStrings(of page: Page) -> [String] {
            var result: [String] = []
            var seen = Set<PlistKey>()
            func add(_ value: PlistValue?) {
                if case .string(let s)? = value, Self.isTranslatable(s), seen.insert(PlistKey(s)).inserted {
                    result.append(s)
                }
            }
            for specifier in page.specifiers {
                add(specifier.properties["Title"])
                add(specifier.properties["FooterText"])
                for key in ["Titles", "ShortTitles"] {
                    for item in specifier.properties[key]?.arrayValue ?? [] { add(item) }
                }
            }
            return result
        }
    }
}

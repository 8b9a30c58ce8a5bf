import Foundation
import PropertyList

/// Turns one page plist into a ``Page``: every specifier typed, localized and checked, with a
/// diagnostic for everything that is wrong. Never fails: a broken page is an empty page.
struct PageParser {
    let fileSystem: BundleFileSystem
    let idiom: Idiom
    var localizer: Localizer
    var diagnostics: [Diagnostic] = []

    /// The bundle folder's path for diagnostics (computed once: `URL.path` is not free, and it was
    /// asked for once per specifier).
    private let bundlePath: String

    init(fileSystem: BundleFileSystem, idiom: Idiom, localizer: Localizer) {
        self.fileSystem = fileSystem
        self.idiom = idiom
        self.localizer = localizer
        bundlePath = fileSystem.root.path
    }

    mutating func report(
        _ file: String, _ severity: Severity, _ rule: Rule, _ message: String, page: PageID?,
        index: Int? = nil, key: String? = nil
    ) {
        diagnostics.append(
            Diagnostic(
                bundlePath: bundlePath, relativeFile: file, severity: severity, rule: rule, message: message,
                page: page, specifierIndex: index, key: key))
    }

    /// Reads and parses the page file `file` (relative) as page `id`.
    mutating func parsePage(id: PageID, file: String, title: LocalizedText, parent: PageID?) -> Page {
        var page = Page(id: id, file: file, title: title, parent: parent)
        let data: Data
        do {
            data = try fileSystem.read(file)
        } catch {
            report(file, .error, .unreadablePlist, "\(file) cannot be read: \(error.description)", page: id)
            return page
        }
        let decoded: (value: PlistValue, format: PropertyListFormat)
        do {
            decoded = try PropertyListCoder.decode(data)
        } catch {
            report(
                file, .error, .unreadablePlist,
                "\(file) is \(error.description); Settings shows nothing for this page. Check it with `plutil -lint`.",
                page: id)
            return page
        }
        page.format = decoded.format
        guard case .dictionary(let root) = decoded.value else {
            report(
                file, .error, .unreadablePlist,
                "the top level of \(file) is \(article(decoded.value.typeName)), but a page must be a dictionary with PreferenceSpecifiers",
                page: id)
            return page
        }
        if let tableValue = root["StringsTable"] {
            if case .string(let table) = tableValue, !table.isEmpty {
                page.stringsTable = table
                localizer.loadTable(table, from: fileSystem)
            } else {
                report(
                    file, .warning, .wrongValueType,
                    "StringsTable is \(describe(tableValue)), not a table name; the page's strings are not localized",
                    page: id)
            }
        }
        if let groupValue = root["ApplicationGroupContainerIdentifier"] {
            if case .string(let group) = groupValue, !group.trimmingWhitespace().isEmpty {
                page.appGroup = group
                if InfoPlist.isUnexpanded(group) {
                    report(
                        file, .warning, .invalidAppGroup,
                        "ApplicationGroupContainerIdentifier \"\(group)\" is an unexpanded build setting; Settings would store this page's values in a suite of that literal name",
                        page: id)
                }
            } else {
                report(
                    file, .warning, .invalidAppGroup,
                    "ApplicationGroupContainerIdentifier is \(describe(groupValue)); the page's values go to the application domain instead of an app group",
                    page: id)
            }
        }
        guard let specifiersValue = root["PreferenceSpecifiers"] else {
            report(
                file, .error, .missingPreferenceSpecifiers,
                "\(file) has no PreferenceSpecifiers array, so the page is empty; add one (an array of specifier dictionaries)",
                page: id)
            return page
        }
        guard case .array(let items) = specifiersValue else {
            report(
                file, .error, .invalidSpecifier,
                "PreferenceSpecifiers is \(article(specifiersValue.typeName)), not an array of dictionaries; the page is empty",
                page: id)
            return page
        }
        page.specifiers.reserveCapacity(items.count)
        for (index, item) in items.enumerated() {
            page.specifiers.append(parseSpecifier(item, index: index, page: page))
        }
        return page
    }

    // MARK: - Specifiers

    /// Reads one specifier dictionary, collecting notes and diagnostics.
    private mutating func parseSpecifier(_ item: PlistValue, index: Int, page: Page) -> Specifier {
        let file = page.file ?? "Root.plist"
        guard case .dictionary(let dict) = item else {
            let reason = "it is \(article(item.typeName)), not a specifier dictionary"
            report(file, .error, .invalidSpecifier, reason + "; Settings skips it", page: page.id, index: index)
            return Specifier(
                index: index, kind: .unsupported(.init(declaredType: nil, reason: reason)), notes: [reason],
                properties: [:])
        }
        var context = SpecifierContext(dict: dict, index: index, page: page, file: file)
        let specifier = parseSpecifier(&context)
        if !context.findings.isEmpty { diagnostics.append(contentsOf: context.diagnostics(bundlePath: bundlePath)) }
        return specifier
    }

    private mutating func parseSpecifier(_ c: inout SpecifierContext) -> Specifier {
        let table = c.page.stringsTable
        var specifier = Specifier(
            index: c.index, kind: .unsupported(.init(declaredType: nil, reason: "")), properties: c.dict)
        // Key
        if let keyValue = c.dict["Key"] {
            if case .string(let key) = keyValue, !key.isEmpty {
                specifier.key = key
            } else {
                c.note(.warning, .wrongValueType, "Key is \(describe(keyValue)), not a key name; it is ignored")
            }
        }
        c.key = specifier.key
        specifier.title = localizedText(c.dict["Title"], named: "Title", table: table, context: &c)
        specifier.defaultValue = c.dict["DefaultValue"]
        // Idioms
        if let idiomsValue = c.dict["SupportedUserInterfaceIdioms"] {
            if case .array(let names) = idiomsValue {
                var idioms = Set<Idiom>()
                for name in names {
                    if case .string(let s) = name, let idiom = Idiom(plistName: s) {
                        idioms.insert(idiom)
                    } else {
                        c.note(
                            .warning, .invalidIdiom,
                            "SupportedUserInterfaceIdioms holds \(describe(name)), which is not an idiom (use \"Phone\" or \"Pad\"); it is ignored"
                        )
                    }
                }
                if !names.isEmpty {
                    specifier.supportedIdioms = idioms
                    specifier.isHiddenByIdiom = !idioms.contains(idiom)
                }
            } else {
                c.note(
                    .warning, .wrongValueType,
                    "SupportedUserInterfaceIdioms is \(describe(idiomsValue)), not an array of idiom names; the row is shown everywhere"
                )
            }
        }
        // Type
        guard let typeValue = c.dict["Type"] else {
            let reason = "it has no Type, so Settings cannot tell what row it is"
            c.note(.error, .missingType, reason + "; add a Type such as PSToggleSwitchSpecifier")
            specifier.kind = .unsupported(.init(declaredType: nil, reason: reason))
            specifier.notes = c.notes
            return specifier
        }
        guard case .string(let type) = typeValue else {
            let reason = "its Type is \(describe(typeValue)), not a specifier type name"
            c.note(.error, .missingType, reason)
            specifier.kind = .unsupported(.init(declaredType: nil, reason: reason))
            specifier.notes = c.notes
            return specifier
        }
        specifier.type = type
        c.type = type
        specifier.kind = parseKind(type: type, specifier: specifier, context: &c)
        specifier.notes = c.notes
        return specifier
    }

    private mutating func parseKind(type: String, specifier: Specifier, context c: inout SpecifierContext)
        -> Specifier.Kind
    {
        let table = c.page.stringsTable
        func inert(_ reason: String) -> Specifier.Kind { .unsupported(.init(declaredType: type, reason: reason)) }
        func requireKey(_ what: String) -> Bool {
            guard specifier.key == nil else { return true }
            c.note(.error, .missingRequiredKey, "\(type) has no Key, so \(what) cannot be stored; add a Key")
            return false
        }
        func recommend(_ name: String, _ why: String) {
            if c.dict[name] == nil { c.note(.warning, .missingRequiredKey, "\(type) has no \(name): \(why)") }
        }
        switch type {
        case "PSGroupSpecifier":
            return .group(
                .init(footer: localizedText(c.dict["FooterText"], named: "FooterText", table: table, context: &c)))

        case "PSTextFieldSpecifier":
            guard requireKey("the text") else { return inert("it has no Key to store its text under") }
            var field = Specifier.TextField()
            field.isSecure = bool(c.dict["IsSecure"], named: "IsSecure", context: &c) ?? false
            field.keyboardType = option(
                c.dict["KeyboardType"], named: "KeyboardType", rule: .invalidKeyboardType, default: .alphabet,
                context: &c)
            field.autocapitalization = option(
                c.dict["AutocapitalizationType"], named: "AutocapitalizationType",
                rule: .invalidAutocapitalizationType, default: .none, context: &c)
            field.autocorrection = option(
                c.dict["AutocorrectionType"], named: "AutocorrectionType", rule: .invalidAutocorrectionType,
                default: .default, context: &c)
            return .textField(field)

        case "PSTitleValueSpecifier":
            guard requireKey("the value") else { return inert("it has no Key to read its value from") }
            recommend("DefaultValue", "the row is blank until the app stores a value")
            var titleValue = Specifier.TitleValue()
            let hasValues = c.dict["Values"] != nil
            let hasTitles = c.dict["Titles"] != nil
            if hasValues || hasTitles {
                if hasValues && hasTitles {
                    titleValue.choices = choices(sorted: false, context: &c)
                } else {
                    c.note(
                        .warning, .missingRequiredKey,
                        "\(type) has \(hasValues ? "Values but no Titles" : "Titles but no Values"); both are needed to map values to titles, so the raw value is shown"
                    )
                }
            }
            return .titleValue(titleValue)

        case "PSToggleSwitchSpecifier":
            guard requireKey("the switch position") else { return inert("it has no Key to store the switch in") }
            recommend("Title", "the switch has no label")
            recommend("DefaultValue", "the switch shows OFF until the user changes it, and nothing is registered")
            var toggle = Specifier.Toggle()
            if let t = scalar(c.dict["TrueValue"], named: "TrueValue", context: &c) { toggle.trueValue = t }
            if let f = scalar(c.dict["FalseValue"], named: "FalseValue", context: &c) { toggle.falseValue = f }
            return .toggle(toggle)

        case "PSSliderSpecifier":
            guard requireKey("the slider position") else { return inert("it has no Key to store the slider in") }
            recommend(
                "DefaultValue", "the slider sits at its minimum until the user moves it, and nothing is registered")
            let minimum = number(c.dict["MinimumValue"], named: "MinimumValue", context: &c)
            let maximum = number(c.dict["MaximumValue"], named: "MaximumValue", context: &c)
            guard let minimum, let maximum else {
                let missing = [minimum == nil ? "MinimumValue" : nil, maximum == nil ? "MaximumValue" : nil]
                    .compactMap { $0 }.joined(separator: " and ")
                c.note(.error, .missingRequiredKey, "\(type) needs a numeric \(missing); the slider cannot be drawn")
                return inert("it has no numeric \(missing)")
            }
            var slider = Specifier.Slider(minimum: minimum, maximum: maximum)
            slider.minimumImage = imageName(c.dict["MinimumValueImage"], named: "MinimumValueImage", context: &c)
            slider.maximumImage = imageName(c.dict["MaximumValueImage"], named: "MaximumValueImage", context: &c)
            return .slider(slider)

        case "PSMultiValueSpecifier", "PSRadioGroupSpecifier":
            let isRadio = type == "PSRadioGroupSpecifier"
            guard requireKey("the choice") else { return inert("it has no Key to store the choice in") }
            guard requireArray("Values", context: &c), requireArray("Titles", context: &c) else {
                return inert("it needs Values and Titles arrays to offer choices")
            }
            if !isRadio { recommend("Title", "the row has no label") }
            recommend("DefaultValue", "no choice is checked until the user picks one, and nothing is registered")
            let sorted = bool(c.dict["DisplaySortedByTitle"], named: "DisplaySortedByTitle", context: &c) ?? false
            let list = choices(sorted: sorted, context: &c)
            if isRadio {
                let footer = localizedText(c.dict["FooterText"], named: "FooterText", table: table, context: &c)
                return .radioGroup(.init(choices: list, displaySortedByTitle: sorted, footer: footer))
            }
            return .multiValue(.init(choices: list, displaySortedByTitle: sorted))

        case "PSChildPaneSpecifier":
            guard let fileValue = c.dict["File"] else {
                c.note(
                    .error, .missingRequiredKey,
                    "\(type) has no File, so it opens nothing; add the page's name (without .plist)")
                return inert("it has no File naming the page to open")
            }
            guard case .string(let name) = fileValue else {
                c.note(
                    .error, .wrongValueType, "File is \(describe(fileValue)), not a page name; the pane opens nothing")
                return inert("its File is not a page name")
            }
            recommend("Title", "the row and the page it opens have no title")
            return .childPane(.init(file: name))

        default:
            let reason: String
            if type.hasPrefix("IASK") {
                reason = "\(type) is an InAppSettingsKit type; the Settings app does not show it"
            } else {
                reason = "\(type) is not one of the eight specifier types Settings knows"
            }
            c.note(.warning, .unknownType, reason + "; the row is inert")
            return inert(reason)
        }
    }

    // MARK: - Typed key readers

    private func requireArray(_ name: String, context c: inout SpecifierContext) -> Bool {
        switch c.dict[name] {
        case .array: return true
        case nil:
            c.note(.error, .missingRequiredKey, "\(c.type ?? "it") has no \(name) array; it offers no choices")
            return false
        case let other?:
            c.note(.error, .wrongValueType, "\(name) is \(describe(other)), not an array; it offers no choices")
            return false
        }
    }

    private func localizedText(
        _ value: PlistValue?, named name: String, table: String?, context c: inout SpecifierContext
    )
        -> LocalizedText?
    {
        guard let value else { return nil }
        switch value {
        case .string(let s):
            if TerminalText.containsDangerousControls(s) {
                c.note(
                    .warning, .controlCharacters,
                    "\(name) contains terminal control characters (\(TerminalText.sanitized(s))); they are shown as symbols"
                )
            }
            return localizer.localize(s, table: table)
        case .integer, .unsignedInteger, .real:
            return LocalizedText(raw: ValueFormatter.displayString(value))
        default:
            c.note(.warning, .wrongValueType, "\(name) is \(describe(value)), not a string; it is not shown")
            return nil
        }
    }

    private func bool(_ value: PlistValue?, named name: String, context c: inout SpecifierContext) -> Bool? {
        guard let value else { return nil }
        if case .bool(let b) = value { return b }
        let meaning = ValueFormatter.booleanMeaning(of: value)
        c.note(
            .warning, .wrongValueType,
            "\(name) is \(describe(value)), not a boolean (<true/> or <false/>); it is read as \(meaning ? "YES" : "NO")"
        )
        return meaning
    }

    private func number(_ value: PlistValue?, named name: String, context c: inout SpecifierContext) -> Double? {
        guard let value else { return nil }
        switch value {
        case .integer, .unsignedInteger, .real: return value.numberValue
        case .string:
            if let x = ValueFormatter.numericValue(of: value) {
                c.note(
                    .warning, .wrongValueType,
                    "\(name) is \(describe(value)), a string; use <real> (read as \(ValueFormatter.formatNumber(x)))")
                return x
            }
        default: break
        }
        c.note(.error, .wrongValueType, "\(name) is \(describe(value)), not a number")
        return nil
    }

    private func scalar(_ value: PlistValue?, named name: String, context c: inout SpecifierContext) -> PlistValue? {
        guard let value else { return nil }
        guard value.isScalar else {
            c.note(
                .warning, .wrongValueType,
                "\(name) is \(describe(value)); it must be a string, number, boolean, date or data, so the boolean default is used"
            )
            return nil
        }
        return value
    }

    private func imageName(_ value: PlistValue?, named name: String, context c: inout SpecifierContext) -> String? {
        guard let value else { return nil }
        guard case .string(let file) = value, !file.isEmpty else {
            c.note(.warning, .wrongValueType, "\(name) is \(describe(value)), not an image file name")
            return nil
        }
        if file.hasPrefix("/") || file.split(separator: "/").contains("..") {
            c.note(
                .warning, .missingImage,
                "\(name) \"\(file)\" points outside the bundle; images must be inside Settings.bundle")
            return file
        }
        switch fileSystem.lookup(file) {
        case .found: break
        case .caseMismatch(let found):
            c.note(.warning, .missingImage, "\(name) \"\(file)\" does not exist; \(found) differs only in letter case")
        case .missing:
            c.note(
                .warning, .missingImage,
                "\(name) \"\(file)\" is not in the bundle; Settings draws the slider without it")
        case .escapes:
            c.note(.warning, .missingImage, "\(name) \"\(file)\" resolves outside the bundle; it is never read")
        }
        return file
    }

    private func option<T: RawRepresentable & CaseIterable>(
        _ value: PlistValue?, named name: String, rule: Rule, default fallback: T, context c: inout SpecifierContext
    ) -> T where T.RawValue == String {
        guard let value else { return fallback }
        if case .string(let s) = value, let parsed = T(rawValue: s) { return parsed }
        let allowed = T.allCases.map { "\($0.rawValue)" }.joined(separator: ", ")
        c.note(
            .warning, rule,
            "\(name) is \(describe(value)), which is not one of \(allowed); \(fallback.rawValue) is used")
        return fallback
    }

    private func choices(sorted: Bool, context c: inout SpecifierContext) -> ChoiceList {
        let table = c.page.stringsTable
        let values = c.dict["Values"]?.arrayValue ?? []
        let titles = c.dict["Titles"]?.arrayValue ?? []
        var shortTitles: [PlistValue]?
        if let shortValue = c.dict["ShortTitles"] {
            if case .array(let array) = shortValue {
                shortTitles = array
            } else {
                c.note(.warning, .wrongValueType, "ShortTitles is \(describe(shortValue)), not an array; it is ignored")
            }
        }
        var items: [Choice] = []
        for i in 0..<min(values.count, titles.count) {
            let title =
                localizedText(titles[i], named: "Titles[\(i)]", table: table, context: &c)
                ?? LocalizedText(raw: ValueFormatter.displayString(titles[i]))
            var short: LocalizedText?
            if let shortTitles, i < shortTitles.count {
                short = localizedText(shortTitles[i], named: "ShortTitles[\(i)]", table: table, context: &c)
            }
            items.append(Choice(index: i, value: values[i], title: title, shortTitle: short))
        }
        if sorted {
            items.sort { a, b in
                let order = a.title.text.compare(
                    b.title.text, options: [.caseInsensitive, .diacriticInsensitive, .numeric])
                return order == .orderedSame ? a.index < b.index : order == .orderedAscending
            }
        }
        return ChoiceList(
            items: items, valueCount: values.count, titleCount: titles.count, shortTitleCount: shortTitles?.count,
            isSortedByTitle: sorted)
    }
}

/// What is known while reading one specifier, and the findings so far.
struct SpecifierContext {
    let dict: [PlistKey: PlistValue]
    let index: Int
    let page: Page
    let file: String
    var key: String?
    var type: String?
    var notes: [String] = []
    var findings: [(Severity, Rule, String)] = []

    init(dict: [PlistKey: PlistValue], index: Int, page: Page, file: String) {
        self.dict = dict
        self.index = index
        self.page = page
        self.file = file
    }

    mutating func note(_ severity: Severity, _ rule: Rule, _ message: String) {
        notes.append(message)
        findings.append((severity, rule, message))
    }

    func diagnostics(bundlePath: String) -> [Diagnostic] {
        findings.map { severity, rule, message in
            Diagnostic(
                bundlePath: bundlePath, relativeFile: file, severity: severity, rule: rule, message: message,
                page: page.id, specifierIndex: index, key: key)
        }
    }
}

/// `"a dictionary"`, `"an integer"`.
func article(_ typeName: String) -> String {
    ("aeiou".contains(typeName.first ?? "x") ? "an " : "a ") + typeName
}

/// A value and its type for messages: `the integer 3`, `the string "3"`, `an array`.
func describe(_ value: PlistValue) -> String {
    switch value {
    case .string(let s): return "the string \"\(s.count > 60 ? String(s.prefix(57)) + "..." : s)\""
    case .array, .dictionary, .data: return article(value.typeName)
    case .bool(let b): return "the boolean \(b ? "YES" : "NO")"
    default: return "the \(value.typeName) \(ValueFormatter.displayString(value))"
    }
}

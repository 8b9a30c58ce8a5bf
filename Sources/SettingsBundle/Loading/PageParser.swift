import FoundationEssentials
import PropertyList
import TextOutput

/// Turns one page plist into a ``Page``: every specifier typed, localized and checked, with a
/// diagnostic for everything that is wrong. Never fails: a broken page is an empty page.
struct PageParser {
    let fileSystem: BundleFileSystem
    let idiom: Idiom
    /// Whose view is read: InAppSettingsKit's types and keys are known only in the in-app view.
    let view: BundleView
    var localizer: Localizer
    /// InAppSettingsKit's `hiddenKeys` (in-app view only).
    var hiddenKeys: Set<String> = []
    var diagnostics: [Diagnostic] = []
    /// What each page and strings file may hold.
    var budget: InputBudget = .propertyList

    /// The bundle folder's path for diagnostics (computed once: `URL.path` is not free, and it was
    /// asked for once per specifier).
    private let bundlePath: String

    init(fileSystem: BundleFileSystem, idiom: Idiom, localizer: Localizer, view: BundleView = .settingsApp) {
        self.fileSystem = fileSystem
        self.idiom = idiom
        self.view = view
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
            decoded = try PropertyListCoder.decode(data, budget: budget)
        } catch {
            report(
                file, .error, .unreadablePlist,
                "\(file) cannot be read: \(error.description); Settings shows nothing for this page. Check it with "
                    + "`plutil -lint`.",
                page: id)
            return page
        }
        page.format = decoded.format
        guard case .dictionary(let root) = decoded.value else {
            report(
                file, .error, .unreadablePlist,
                "the top level of \(file) is \(PlistValue.withArticle(decoded.value.typeName)), but a page must be a dictionary with PreferenceSpecifiers",
                page: id)
            return page
        }
        if let tableValue = root["StringsTable"] {
            if case .string(let table) = tableValue, !table.isEmpty {
                page.stringsTable = table
                localizer.loadTable(table, from: fileSystem, budget: budget)
            } else {
                report(
                    file, .warning, .wrongValueType,
                    "StringsTable is \(PlistValue.describe(tableValue)), not a table name; the page's strings are not localized",
                    page: id)
            }
        } else if view == .inApp {
            page.stringsTable = inAppStringsTable(file: file)
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
                    "ApplicationGroupContainerIdentifier is \(PlistValue.describe(groupValue)); the page's values go to the application domain instead of an app group",
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
                "PreferenceSpecifiers is \(PlistValue.withArticle(specifiersValue.typeName)), not an array of dictionaries; the page is empty",
                page: id)
            return page
        }
        page.specifiers.reserveCapacity(items.count)
        for (index, item) in items.enumerated() {
            page.specifiers.append(parseSpecifier(item, index: index, page: page))
        }
        if view == .inApp && !hiddenKeys.isEmpty { hideKeys(in: &page) }
        return page
    }

    /// InAppSettingsKit's table for a page without `StringsTable`: the file's name without
    /// `.plist`, `.inApp` and the device suffix, when such a table exists; else `Root` (nil when
    /// that does not exist either: the strings are shown as written).
    private mutating func inAppStringsTable(file: String) -> String? {
        var name = String(file.split(separator: "/").last ?? "")
        for suffix in [".plist", ".inApp", idiom.inAppFileSuffix] where name.hasSuffix(suffix) {
            name = String(name.dropLast(suffix.count))
        }
        for table in [name, "Root"] where !table.isEmpty {
            localizer.loadTable(table, from: fileSystem, budget: budget)
            if localizer.hasTable(table)
                || fileSystem.lookup(table + ".strings", reportingCaseMismatch: false) != .missing
            {
                return table
            }
        }
        return nil
    }

    /// Marks the rows InAppSettingsKit's `hiddenKeys` hide: a row whose Key is hidden, and a
    /// section (Group, RadioGroup, ListGroup) whose Key is hidden with every row up to the next
    /// section. Rows hidden by idiom are skipped first, as InAppSettingsKit drops them.
    private func hideKeys(in page: inout Page) {
        var hidingSection = false
        for index in page.specifiers.indices {
            let specifier = page.specifiers[index]
            if specifier.isHiddenByIdiom { continue }
            let keyHidden = specifier.key.map(hiddenKeys.contains) ?? false
            if specifier.startsSection {
                hidingSection = keyHidden
                page.specifiers[index].isHiddenByKey = keyHidden
            } else {
                page.specifiers[index].isHiddenByKey = hidingSection || keyHidden
            }
        }
    }

    // MARK: - Specifiers

    /// Reads one specifier dictionary, collecting notes and diagnostics.
    private mutating func parseSpecifier(_ item: PlistValue, index: Int, page: Page) -> Specifier {
        let file = page.file ?? "Root.plist"
        guard case .dictionary(let dict) = item else {
            let reason = "it is \(PlistValue.withArticle(item.typeName)), not a specifier dictionary"
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

    mutating func parseSpecifier(_ c: inout SpecifierContext) -> Specifier {
        let table = c.page.stringsTable
        var specifier = Specifier(
            index: c.index, kind: .unsupported(.init(declaredType: nil, reason: "")), properties: c.dict)
        // Key
        if let keyValue = c.dict["Key"] {
            if case .string(let key) = keyValue, !key.isEmpty {
                specifier.key = key
            } else {
                c.note(
                    .warning, .wrongValueType, "Key is \(PlistValue.describe(keyValue)), not a key name; it is ignored")
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
                            "SupportedUserInterfaceIdioms holds \(PlistValue.describe(name)), which is not an idiom (use \"Phone\" or \"Pad\"); it is ignored"
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
                    "SupportedUserInterfaceIdioms is \(PlistValue.describe(idiomsValue)), not an array of idiom names; the row is shown everywhere"
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
            let reason = "its Type is \(PlistValue.describe(typeValue)), not a specifier type name"
            c.note(.error, .missingType, reason)
            specifier.kind = .unsupported(.init(declaredType: nil, reason: reason))
            specifier.notes = c.notes
            return specifier
        }
        specifier.type = type
        c.type = type
        specifier.kind = parseKind(type: type, context: &c)
        if view == .inApp { specifier.inApp = parseInAppKeys(&c) }
        specifier.notes = c.notes
        return specifier
    }

    private mutating func parseKind(type: String, context c: inout SpecifierContext) -> Specifier.Kind {
        if view == .inApp {
            if let kind = parseInAppKind(type: type, context: &c) { return kind }
            if type == "PSChildPaneSpecifier", let screen = appScreen(&c) {
                return .appPane(.init(screen: screen, file: c.dict["File"]?.stringValue))
            }
        }
        switch type {
        case "PSGroupSpecifier": return parseGroup(&c)
        case "PSTextFieldSpecifier": return parseTextField(&c)
        case "PSTitleValueSpecifier": return parseTitleValue(&c)
        case "PSToggleSwitchSpecifier": return parseToggle(&c)
        case "PSSliderSpecifier": return parseSlider(&c)
        case "PSMultiValueSpecifier": return parseMultiValue(&c)
        case "PSRadioGroupSpecifier": return parseRadioGroup(&c)
        case "PSChildPaneSpecifier": return parseChildPane(&c)
        default: return parseUnknownType(&c)
        }
    }
}

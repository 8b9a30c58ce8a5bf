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
        specifier.kind = parseKind(type: type, context: &c)
        specifier.notes = c.notes
        return specifier
    }

    private mutating func parseKind(type: String, context c: inout SpecifierContext) -> Specifier.Kind {
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

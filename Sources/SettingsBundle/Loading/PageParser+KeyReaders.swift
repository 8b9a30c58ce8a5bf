import PropertyList
import TextOutput

/// Typed readers for specifier keys: each returns the value it could read and notes what is wrong.
extension PageParser {
    func requireArray(_ name: String, context c: inout SpecifierContext) -> Bool {
        switch c.dict[name] {
        case .array: return true
        case nil:
            c.note(.error, .missingRequiredKey, "\(c.type ?? "it") has no \(name) array; it offers no choices")
            return false
        case let other?:
            c.note(
                .error, .wrongValueType, "\(name) is \(PlistValue.describe(other)), not an array; it offers no choices")
            return false
        }
    }

    func localizedText(
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
            c.note(.warning, .wrongValueType, "\(name) is \(PlistValue.describe(value)), not a string; it is not shown")
            return nil
        }
    }

    func bool(_ value: PlistValue?, named name: String, context c: inout SpecifierContext) -> Bool? {
        guard let value else { return nil }
        if case .bool(let b) = value { return b }
        let meaning = ValueFormatter.booleanMeaning(of: value)
        c.note(
            .warning, .wrongValueType,
            "\(name) is \(PlistValue.describe(value)), not a boolean (<true/> or <false/>); it is read as \(meaning ? "YES" : "NO")"
        )
        return meaning
    }

    func number(_ value: PlistValue?, named name: String, context c: inout SpecifierContext) -> Double? {
        guard let value else { return nil }
        switch value {
        case .integer, .unsignedInteger, .real: return value.numberValue
        case .string:
            if let x = ValueFormatter.numericValue(of: value) {
                c.note(
                    .warning, .wrongValueType,
                    "\(name) is \(PlistValue.describe(value)), a string; use <real> (read as \(ValueFormatter.formatNumber(x)))"
                )
                return x
            }
        default: break
        }
        c.note(.error, .wrongValueType, "\(name) is \(PlistValue.describe(value)), not a number")
        return nil
    }

    func scalar(_ value: PlistValue?, named name: String, context c: inout SpecifierContext) -> PlistValue? {
        guard let value else { return nil }
        guard value.isScalar else {
            c.note(
                .warning, .wrongValueType,
                "\(name) is \(PlistValue.describe(value)); it must be a string, number, boolean, date or data, so the boolean default is used"
            )
            return nil
        }
        return value
    }

    func imageName(_ value: PlistValue?, named name: String, context c: inout SpecifierContext) -> String? {
        guard let value else { return nil }
        guard case .string(let file) = value, !file.isEmpty else {
            c.note(.warning, .wrongValueType, "\(name) is \(PlistValue.describe(value)), not an image file name")
            return nil
        }
        if file.hasPrefix("/") || file.split(separator: "/").contains("..") {
            c.note(
                .warning, .missingImage,
                "\(name) \"\(file)\" points outside the bundle; images must be inside Settings.bundle")
            return file
        }
        // The device reads the @3x or @2x variant when the plain file is absent.
        let variants = BundleImage.candidates(for: file).map(\.file).filter { $0 != file }
        if variants.contains(where: {
            if case .found = fileSystem.lookup($0, reportingCaseMismatch: false) { true } else { false }
        }) {
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

    func option<T: RawRepresentable & CaseIterable>(
        _ value: PlistValue?, named name: String, rule: Rule, default fallback: T, context c: inout SpecifierContext
    ) -> T where T.RawValue == String {
        guard let value else { return fallback }
        if case .string(let s) = value, let parsed = T(rawValue: s) { return parsed }
        let allowed = T.allCases.map { "\($0.rawValue)" }.joined(separator: ", ")
        c.note(
            .warning, rule,
            "\(name) is \(PlistValue.describe(value)), which is not one of \(allowed); \(fallback.rawValue) is used")
        return fallback
    }

    func choices(sorted: Bool, context c: inout SpecifierContext) -> ChoiceList {
        let table = c.page.stringsTable
        let values = c.dict["Values"]?.arrayValue ?? []
        let titles = c.dict["Titles"]?.arrayValue ?? []
        var shortTitles: [PlistValue]?
        if let shortValue = c.dict["ShortTitles"] {
            if case .array(let array) = shortValue {
                shortTitles = array
            } else {
                c.note(
                    .warning, .wrongValueType,
                    "ShortTitles is \(PlistValue.describe(shortValue)), not an array; it is ignored")
            }
        }
        var items: [Choice] = []
        for i in 0..<min(values.count, titles.count) {
            // A title that is not text (a dictionary, an array, a date) is not shown, as lint says:
            // the choice keeps its value and has an empty title, never a property-list description.
            let title =
                localizedText(titles[i], named: "Titles[\(i)]", table: table, context: &c) ?? LocalizedText(raw: "")
            var short: LocalizedText?
            if let shortTitles, i < shortTitles.count {
                short = localizedText(shortTitles[i], named: "ShortTitles[\(i)]", table: table, context: &c)
            }
            items.append(Choice(index: i, value: values[i], title: title, shortTitle: short))
        }
        if sorted {
            items.sort { a, b in
                let order = TitleOrder.compare(a.title.text, b.title.text)
                return order == 0 ? a.index < b.index : order < 0
            }
        }
        return ChoiceList(
            items: items, valueCount: values.count, titleCount: titles.count, shortTitleCount: shortTitles?.count,
            isSortedByTitle: sorted)
    }
}

import PropertyList

extension PageParser {
    /// InAppSettingsKit's own row types, read in the in-app view; nil for any other type.
    mutating func parseInAppKind(type: String, context c: inout SpecifierContext) -> Specifier.Kind? {
        switch type {
        case "IASKTextViewSpecifier": return parseTextView(&c)
        case "IASKDatePickerSpecifier": return parseDatePicker(&c)
        case "IASKListGroupSpecifier": return parseListGroup(&c)
        case "IASKButtonSpecifier": return .button(.init())
        case "IASKOpenURLSpecifier": return parseOpenURL(&c)
        case "IASKMailComposeSpecifier": return parseMailCompose(&c)
        case "IASKCustomViewSpecifier": return parseCustomView(&c)
        default: return nil
        }
    }

    /// `IASKTextViewSpecifier`: multi-line text.
    mutating func parseTextView(_ c: inout SpecifierContext) -> Specifier.Kind {
        guard c.requireKey("the text") else { return c.inert("it has no Key to store its text under") }
        var view = Specifier.TextView()
        view.keyboardType = option(
            c.dict["KeyboardType"], named: "KeyboardType", rule: .invalidKeyboardType, default: .alphabet, context: &c)
        view.autocapitalization = option(
            c.dict["AutocapitalizationType"], named: "AutocapitalizationType",
            rule: .invalidAutocapitalizationType, default: .none, context: &c)
        view.autocorrection = option(
            c.dict["AutocorrectionType"], named: "AutocorrectionType", rule: .invalidAutocorrectionType,
            default: .default, context: &c)
        return .textView(view)
    }

    /// `IASKDatePickerSpecifier`: `DatePickerMode`, `DatePickerStyle`, `MinuteInterval`.
    mutating func parseDatePicker(_ c: inout SpecifierContext) -> Specifier.Kind {
        guard c.requireKey("the date") else { return c.inert("it has no Key to store its date under") }
        var picker = Specifier.DatePicker()
        picker.mode = option(
            c.dict["DatePickerMode"], named: "DatePickerMode", rule: .inAppDatePicker, default: .dateAndTime,
            context: &c)
        picker.style = option(
            c.dict["DatePickerStyle"], named: "DatePickerStyle", rule: .inAppDatePicker, default: .wheels, context: &c)
        if let interval = number(c.dict["MinuteInterval"], named: "MinuteInterval", context: &c) {
            if interval >= 1, interval <= 30, interval == interval.rounded(), 60 % Int(interval) == 0 {
                picker.minuteInterval = Int(interval)
            } else if interval != 0 {
                c.note(
                    .warning, .inAppDatePicker,
                    "MinuteInterval is \(ValueFormatter.formatNumber(interval)); UIDatePicker needs a divisor of 60 from 1 to 30, so 1 is used"
                )
            }
        }
        if let value = c.dict["DefaultValue"], value.typeName != "date" {
            c.note(
                .warning, .defaultTypeMismatch,
                "DefaultValue is \(PlistValue.describe(value)), not a date; InAppSettingsKit's date picker expects a <date>"
            )
        }
        return .datePicker(picker)
    }

    /// `IASKListGroupSpecifier`: `ItemSpecifier`, `AddSpecifier`, `Deletable`.
    mutating func parseListGroup(_ c: inout SpecifierContext) -> Specifier.Kind {
        var list = Specifier.ListGroup()
        list.footer = localizedText(c.dict["FooterText"], named: "FooterText", table: c.page.stringsTable, context: &c)
        list.deletable = bool(c.dict["Deletable"], named: "Deletable", context: &c) ?? false
        if c.key == nil {
            c.note(
                .error, .missingRequiredKey, "IASKListGroupSpecifier has no Key, so it has no array to list; add a Key")
        }
        list.itemSpecifier = listMember(
            "ItemSpecifier", allowed: Specifier.ListGroup.itemTypes, required: true, context: &c)
        list.addSpecifier = listMember(
            "AddSpecifier", allowed: Specifier.ListGroup.addTypes, required: false, context: &c)
        return .listGroup(list)
    }

    /// A list group's `ItemSpecifier` or `AddSpecifier`, parsed as a row of its own (its Key, if
    /// any, picks a field of a dictionary item).
    private mutating func listMember(
        _ name: String, allowed: Set<String>, required: Bool, context c: inout SpecifierContext
    ) -> Specifier? {
        guard let value = c.dict[name] else {
            if required {
                c.note(
                    .error, .missingRequiredKey, "IASKListGroupSpecifier has no \(name), so its items cannot be shown")
            }
            return nil
        }
        guard case .dictionary(let dict) = value else {
            c.note(
                .error, .wrongValueType,
                "\(name) is \(PlistValue.describe(value)), not a specifier dictionary; it is ignored")
            return nil
        }
        let type = dict["Type"]?.stringValue
        guard let type, allowed.contains(type) else {
            let what = type.map { "of type \($0)" } ?? "without a Type"
            c.note(
                .error, .inAppListItemType,
                "\(name) is \(what), which InAppSettingsKit refuses (it asserts in debug builds and shows nothing); use one of \(allowed.sorted().joined(separator: ", "))"
            )
            return nil
        }
        var member = SpecifierContext(dict: dict, index: c.index, page: c.page, file: c.file)
        member.isListMember = true
        let specifier = parseSpecifier(&member)
        for (severity, rule, message) in member.findings { c.note(severity, rule, "\(name): " + message) }
        return specifier
    }

    /// `IASKOpenURLSpecifier`: the URL is `File`.
    mutating func parseOpenURL(_ c: inout SpecifierContext) -> Specifier.Kind {
        guard let file = c.dict["File"] else {
            c.note(
                .error, .inAppOpenURLFile,
                "IASKOpenURLSpecifier has no File, so a tap opens nothing; put the URL in File")
            return .openURL(.init())
        }
        return .openURL(.init(url: localizedText(file, named: "File", table: c.page.stringsTable, context: &c)))
    }

    /// `IASKMailComposeSpecifier`: recipients (InAppSettingsKit's spelling), subject and body.
    mutating func parseMailCompose(_ c: inout SpecifierContext) -> Specifier.Kind {
        var mail = Specifier.MailCompose()
        func recipients(_ kind: String, _ c: inout SpecifierContext) -> [String] {
            let name = "IASKMailCompose\(kind)Recipents"
            if c.dict["IASKMailCompose\(kind)Recipients"] != nil {
                c.note(
                    .error, .inAppMailSpelling,
                    "IASKMailCompose\(kind)Recipients is ignored: InAppSettingsKit spells the key \(name) (without the i)"
                )
            }
            guard let value = c.dict[name] else { return [] }
            switch value {
            case .array(let items): return items.compactMap(\.stringValue)
            case .string(let one): return [one]
            default:
                c.note(.warning, .wrongValueType, "\(name) is \(PlistValue.describe(value)), not an array of addresses")
                return []
            }
        }
        mail.toRecipients = recipients("To", &c)
        mail.ccRecipients = recipients("Cc", &c)
        mail.bccRecipients = recipients("Bcc", &c)
        let table = c.page.stringsTable
        mail.subject = localizedText(
            c.dict["IASKMailComposeSubject"], named: "IASKMailComposeSubject", table: table, context: &c)
        mail.body = localizedText(
            c.dict["IASKMailComposeBody"], named: "IASKMailComposeBody", table: table, context: &c)
        mail.bodyIsHTML =
            bool(c.dict["IASKMailComposeBodyIsHTML"], named: "IASKMailComposeBodyIsHTML", context: &c) ?? false
        return .mailCompose(mail)
    }

    /// `IASKCustomViewSpecifier`: a cell the app draws (Key required).
    mutating func parseCustomView(_ c: inout SpecifierContext) -> Specifier.Kind {
        if c.key == nil {
            c.note(
                .error, .missingRequiredKey,
                "IASKCustomViewSpecifier has no Key; InAppSettingsKit requires one to ask the app for the cell")
        }
        var screen = appScreen(&c)
        if screen == nil, let file = c.dict["File"]?.stringValue { screen = .page(file: file) }
        return .customView(.init(opens: screen))
    }

    /// The app screen a child pane or custom view opens: a view controller class, a storyboard
    /// scene or a segue, in the order InAppSettingsKit tries them.
    mutating func appScreen(_ c: inout SpecifierContext) -> Specifier.AppScreen? {
        if let name = c.dict["IASKViewControllerClass"]?.stringValue {
            let selector = c.dict["IASKViewControllerSelector"]?.stringValue
            if selector == "initWithFile:key:" {
                c.note(
                    .error, .inAppSelector,
                    "IASKViewControllerSelector initWithFile:key: is the InAppSettingsKit 2 signature; IASK 3 passes the specifier (initWithFile:specifier:), so this pane crashes when opened"
                )
            }
            return .viewController(className: name, selector: selector)
        }
        if let identifier = c.dict["IASKViewControllerStoryBoardId"]?.stringValue {
            return .storyboard(file: c.dict["IASKViewControllerStoryBoardFile"]?.stringValue, identifier: identifier)
        }
        if let segue = c.dict["IASKSegueIdentifier"]?.stringValue { return .segue(identifier: segue) }
        return nil
    }

    /// InAppSettingsKit's keys on any row (in-app view).
    mutating func parseInAppKeys(_ c: inout SpecifierContext) -> Specifier.InAppKeys {
        let table = c.page.stringsTable
        var keys = Specifier.InAppKeys()
        if let subtitle = c.dict["IASKSubtitle"] {
            switch subtitle {
            case .dictionary(let byValue):
                var texts: [PlistKey: LocalizedText] = [:]
                for (value, text) in byValue {
                    if let localized = localizedText(text, named: "IASKSubtitle[\(value)]", table: table, context: &c) {
                        texts[value] = localized
                    }
                }
                keys.subtitle = .byValue(texts)
            default:
                keys.subtitle = localizedText(subtitle, named: "IASKSubtitle", table: table, context: &c).map {
                    .text($0)
                }
            }
        }
        keys.placeholder = localizedText(c.dict["IASKPlaceholder"], named: "IASKPlaceholder", table: table, context: &c)
        if let style = c.dict["IASKToggleStyle"] {
            switch style.stringValue {
            case "Checkmark": keys.isCheckmark = true
            case "Switch": break
            default:
                c.note(
                    .warning, .wrongValueType,
                    "IASKToggleStyle is \(PlistValue.describe(style)), not Switch or Checkmark; a switch is shown")
            }
        }
        keys.quickMultiValueSelection =
            bool(c.dict["IASKQuickMultiValueSelection"], named: "IASKQuickMultiValueSelection", context: &c) ?? false
        if c.type == "PSMultiValueSpecifier" {
            keys.choicesFooter = localizedText(c.dict["FooterText"], named: "FooterText", table: table, context: &c)
        }
        let known: Set<PlistKey> = [
            "IASKSubtitle", "IASKPlaceholder", "IASKToggleStyle", "IASKQuickMultiValueSelection",
            "IASKMailComposeToRecipents", "IASKMailComposeCcRecipents", "IASKMailComposeBccRecipents",
            "IASKMailComposeSubject", "IASKMailComposeBody", "IASKMailComposeBodyIsHTML",
        ]
        for (name, value) in c.dict where name.string.hasPrefix("IASK") && !known.contains(name) {
            keys.otherKeys[name] = value
        }
        return keys
    }
}

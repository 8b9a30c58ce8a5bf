import PropertyList

extension Specifier {
    /// `IASKListGroupSpecifier`: a section whose rows are the items of the array stored at its
    /// Key, each shown through ``itemSpecifier``, followed by an "Add" row (``addSpecifier``).
    public struct ListGroup: Sendable, Hashable {
        /// `ItemSpecifier`: how each item is shown (nil when absent or of a type InAppSettingsKit refuses).
        public var itemSpecifier: Specifier?
        /// `AddSpecifier`: the last row, which adds an item (nil: no Add row).
        public var addSpecifier: Specifier?
        /// `Deletable`: items can be deleted.
        public var deletable: Bool
        /// `FooterText`, localized.
        public var footer: LocalizedText?

        /// The item types InAppSettingsKit accepts for `ItemSpecifier`.
        public static let itemTypes: Set<String> = [
            "PSTitleValueSpecifier", "PSChildPaneSpecifier", "PSTextFieldSpecifier", "PSMultiValueSpecifier",
            "IASKButtonSpecifier", "IASKCustomViewSpecifier",
        ]
        /// The types InAppSettingsKit accepts for `AddSpecifier`.
        public static let addTypes: Set<String> = itemTypes.subtracting(["PSTitleValueSpecifier"])

        public init(
            itemSpecifier: Specifier? = nil, addSpecifier: Specifier? = nil, deletable: Bool = false,
            footer: LocalizedText? = nil
        ) {
            self.itemSpecifier = itemSpecifier
            self.addSpecifier = addSpecifier
            self.deletable = deletable
            self.footer = footer
        }

        /// The items of a stored value: its elements when it is an array, else none.
        public func items(of value: PlistValue?) -> [PlistValue] { value?.arrayValue ?? [] }

        /// The value an item row shows: the item itself, or, when the item is a dictionary and
        /// ``itemSpecifier`` has a Key, that field of it.
        public func itemValue(_ item: PlistValue) -> PlistValue? {
            if case .dictionary(let fields) = item, let key = itemSpecifier?.key { return fields[key] }
            return item
        }

        /// The text an item row shows, through ``itemSpecifier`` (a text field's text, a
        /// multi-value's title, ...), else the value itself.
        public func displayText(forItem item: PlistValue) -> String {
            let value = itemValue(item)
            if let itemSpecifier, let text = itemSpecifier.displayText(stored: value) { return text }
            return value.map(ValueFormatter.displayString) ?? ""
        }
    }

    /// InAppSettingsKit's keys on any row, read in the in-app view (nil fields: absent).
    public struct InAppKeys: Sendable, Hashable {
        /// `IASKSubtitle`: a text, or texts by value.
        public var subtitle: Subtitle?
        /// `IASKPlaceholder`, localized.
        public var placeholder: LocalizedText?
        /// `IASKToggleStyle` `Checkmark` (a check mark instead of a switch).
        public var isCheckmark: Bool
        /// `IASKQuickMultiValueSelection`: picking a choice goes back at once.
        public var quickMultiValueSelection: Bool
        /// `FooterText` under a multi-value's choices list.
        public var choicesFooter: LocalizedText?
        /// The other `IASK…` keys, as written (shown in details).
        public var otherKeys: [PlistKey: PlistValue]

        public init(
            subtitle: Subtitle? = nil, placeholder: LocalizedText? = nil, isCheckmark: Bool = false,
            quickMultiValueSelection: Bool = false, choicesFooter: LocalizedText? = nil,
            otherKeys: [PlistKey: PlistValue] = [:]
        ) {
            self.subtitle = subtitle
            self.placeholder = placeholder
            self.isCheckmark = isCheckmark
            self.quickMultiValueSelection = quickMultiValueSelection
            self.choicesFooter = choicesFooter
            self.otherKeys = otherKeys
        }
    }

    /// `IASKSubtitle`: one text, or a text per value (`YES`/`NO` for toggles, `__default__` fallback).
    public enum Subtitle: Sendable, Hashable {
        case text(LocalizedText)
        case byValue([PlistKey: LocalizedText])

        /// The subtitle for the row's current value (a toggle's value as `YES`/`NO`).
        public func text(for value: PlistValue?, isToggle: Bool = false) -> LocalizedText? {
            switch self {
            case .text(let text): return text
            case .byValue(let texts):
                var key: String?
                if let value {
                    key =
                        isToggle
                        ? (ValueFormatter.booleanMeaning(of: value) ? "YES" : "NO")
                        : ValueFormatter.displayString(value)
                }
                if let key, let text = texts[PlistKey(key)] { return text }
                return texts[PlistKey("__default__")]
            }
        }
    }
}

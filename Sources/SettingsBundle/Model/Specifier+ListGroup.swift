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
}

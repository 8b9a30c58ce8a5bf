import PropertyList

extension Specifier {
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

import PropertyList

extension Specifier {
    /// `PSTextFieldSpecifier`'s keys beyond `Title`, `Key` and `DefaultValue`.
    public struct TextField: Sendable, Hashable {
        /// `IsSecure`: the value is masked on screen and never printed.
        public var isSecure: Bool
        /// `KeyboardType`, ``KeyboardType/alphabet`` when absent or not a known value.
        public var keyboardType: KeyboardType
        /// `AutocapitalizationType`, ``AutocapitalizationType/none`` when absent or unknown.
        public var autocapitalization: AutocapitalizationType
        /// `AutocorrectionType`, ``AutocorrectionType/default`` when absent or unknown.
        public var autocorrection: AutocorrectionType

        public init(
            isSecure: Bool = false, keyboardType: KeyboardType = .alphabet,
            autocapitalization: AutocapitalizationType = .none, autocorrection: AutocorrectionType = .default
        ) {
            self.isSecure = isSecure
            self.keyboardType = keyboardType
            self.autocapitalization = autocapitalization
            self.autocorrection = autocorrection
        }

        /// The text the field shows for a value: a string as is; a number, boolean, date or data
        /// as text (Settings shows the value's description, e.g. `30` for an integer); nil → "".
        /// Not masked: use ``mask(_:)`` for secure fields.
        public func displayText(for value: PlistValue?) -> String {
            value.map(ValueFormatter.displayString) ?? ""
        }

        /// What is written when the user commits `text`: always a string, as Settings writes.
        public func value(forText text: String) -> PlistValue { .string(text) }

        /// The masked form of a secure value: one bullet per character.
        public func mask(_ text: String) -> String { String(repeating: "•", count: text.count) }
    }

    /// `PSTitleValueSpecifier`'s optional `Values`/`Titles` mapping.
    public struct TitleValue: Sendable, Hashable {
        /// The mapping, when the plist has `Values` and `Titles`.
        public var choices: ChoiceList?

        public init(choices: ChoiceList? = nil) { self.choices = choices }

        /// The text shown for a value: the matching `Titles` entry, else the value itself as text.
        public func displayText(for value: PlistValue?) -> String {
            if let choice = choices?.choice(for: value) { return choice.title.text }
            return value.map(ValueFormatter.displayString) ?? ""
        }
    }
}

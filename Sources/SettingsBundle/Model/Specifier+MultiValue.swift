import PropertyList

extension Specifier {
    /// `PSMultiValueSpecifier`'s choices.
    public struct MultiValue: Sendable, Hashable {
        /// The choices in display order (sorted when `DisplaySortedByTitle`).
        public var choices: ChoiceList
        /// `DisplaySortedByTitle`.
        public var displaySortedByTitle: Bool

        public init(choices: ChoiceList, displaySortedByTitle: Bool = false) {
            self.choices = choices
            self.displaySortedByTitle = displaySortedByTitle
        }

        /// What the row shows for a value: the matching choice's short title (`ShortTitles`), else
        /// its title; nil when no choice matches (the row's detail is then blank, as in Settings).
        public func rowTitle(for value: PlistValue?) -> LocalizedText? {
            guard let choice = choices.choice(for: value) else { return nil }
            return choice.shortTitle ?? choice.title
        }
    }

    /// `PSRadioGroupSpecifier`'s choices and footer (its `Title` is the section header).
    public struct RadioGroup: Sendable, Hashable {
        /// The choices in display order, shown inline as the section's first rows.
        public var choices: ChoiceList
        /// `DisplaySortedByTitle`.
        public var displaySortedByTitle: Bool
        /// `FooterText`, localized; it follows every row of the section (radio groups do not end
        /// their section: later rows appear flush below the choices).
        public var footer: LocalizedText?

        public init(choices: ChoiceList, displaySortedByTitle: Bool = false, footer: LocalizedText? = nil) {
            self.choices = choices
            self.displaySortedByTitle = displaySortedByTitle
            self.footer = footer
        }
    }
}

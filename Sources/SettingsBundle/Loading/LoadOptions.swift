import PropertyList

/// What a bundle is loaded for.
public struct LoadOptions: Sendable, Hashable {
    /// The device idiom: picks `Root~ipad.plist`-style variants and filters
    /// `SupportedUserInterfaceIdioms`. Phone by default.
    public var idiom: Idiom
    /// The preferred languages, most preferred first (see ``LanguagePreference``).
    public var languages: [String]
    /// The deepest child-pane nesting followed (Root is depth 0); deeper panes become error rows.
    public var maximumDepth: Int
    /// The most pages loaded; panes beyond become error rows.
    public var maximumPages: Int
    /// Whether every `.lproj` folder's strings tables are read (lint compares languages), rather
    /// than only the folders the preferred languages look strings up in (what is shown is the same
    /// either way; reading the other languages' tables was most of a small bundle's load).
    public var loadsEveryLocalization: Bool
    /// Whose view is loaded: the Settings app's (the default) or InAppSettingsKit's (see ``BundleView``).
    public var view: BundleView
    /// InAppSettingsKit's `hiddenKeys`: rows with these keys are hidden, and a Group, RadioGroup or
    /// ListGroup with one hides its whole section (in-app view only; the Settings app hides nothing).
    public var hiddenKeys: Set<String>
    /// What each page and `.strings` file may hold (bytes, values, nesting): past it, the file is
    /// refused with a diagnostic that names it and the limit.
    public var budget: InputBudget

    public init(
        idiom: Idiom = .phone, languages: [String] = [], maximumDepth: Int = 256, maximumPages: Int = 2_000,
        loadsEveryLocalization: Bool = false, view: BundleView = .settingsApp, hiddenKeys: Set<String> = [],
        budget: InputBudget = .propertyList
    ) {
        self.budget = budget
        self.view = view
        self.hiddenKeys = hiddenKeys
        self.idiom = idiom
        self.languages = languages
        self.maximumDepth = maximumDepth
        self.maximumPages = maximumPages
        self.loadsEveryLocalization = loadsEveryLocalization
    }
}

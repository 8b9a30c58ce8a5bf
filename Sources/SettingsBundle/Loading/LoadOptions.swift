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

    public init(idiom: Idiom = .phone, languages: [String] = [], maximumDepth: Int = 256, maximumPages: Int = 2_000) {
        self.idiom = idiom
        self.languages = languages
        self.maximumDepth = maximumDepth
        self.maximumPages = maximumPages
    }
}

import SettingsBundle

/// The language a bundle's panes are drawn in: the `.lproj` folder its strings are looked up in
/// first (English when it has none), and whether that language is written right to left, in
/// which case Settings mirrors the whole screen.
public struct RenderLanguage: Sendable, Hashable {
    /// A BCP 47 tag for the HTML `lang` attribute (`de`, `pt-BR`, `he`).
    public var code: String
    /// Whether the script runs right to left (Arabic, Hebrew, Persian, Urdu…).
    public var isRightToLeft: Bool

    /// The languages written right to left (by their primary subtag).
    static let rightToLeft: Set<String> = [
        "ar", "ckb", "dv", "fa", "he", "iw", "ks", "ps", "sd", "syr", "ug", "ur", "yi",
    ]
    /// The legacy `.lproj` names Xcode once wrote (one table with the bundle's lookups).
    static var legacy: [String: String] { LanguageFolder.legacyNames }

    /// The language of a tag or `.lproj` name (`de`, `pt_BR`, `English`; `Base` and nothing are English).
    public init(code: String) {
        var tag = String(
            code.map { $0 == "_" ? "-" : $0 }.filter { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") })
        if let known = Self.legacy[tag.lowercased()] { tag = known }
        if tag.isEmpty || tag.lowercased() == "base" { tag = "en" }
        self.code = tag
        let primary = tag.split(separator: "-").first.map { $0.lowercased() } ?? ""
        isRightToLeft = Self.rightToLeft.contains(primary)
    }

    /// The language `bundle` shows its strings in.
    public init(bundle: LoadedBundle) {
        self.init(code: LanguageFolder.language(of: bundle.localizer.searchOrder.first ?? "en"))
    }
}

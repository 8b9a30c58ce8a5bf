/// A `<language>.lproj` folder name, read by the one rule every part of the package uses, which is
/// Core Foundation's (`CFBundle_Resources.c`, `_CFBundleCopyLProjDirectoriesForURL`):
///
/// - The `.lproj` extension is matched exactly, as CFBundle compares it (case-sensitively) and as
///   an iOS device's case-sensitive file system finds it: `fr.LPROJ` is no localization.
/// - The language before it is kept as written for display (`EN`, `pt_BR`, `zh_cn`) and compared
///   as a normalized ``tag``: lowercase, `_` read as `-`, the old English names Xcode once wrote
///   (`English.lproj`) as their codes. CFBundle likewise canonicalizes `EN` to `en` and `pt_BR`
///   to `pt-BR` when it matches a preferred language.
/// - `Base.lproj` is Xcode's base localization: its tag is `base`, looked up after every language.
package struct LanguageFolder: Sendable, Hashable {
    /// The extension of a language folder, with its dot.
    package static let suffix = ".lproj"

    /// The folder name (`"pt_BR.lproj"`).
    package var folder: String
    /// The language as written in the folder name (`"pt_BR"`).
    package var language: String
    /// The normalized tag lookups compare (`"pt-br"`; `"English.lproj"` → `"en"`; `"Base.lproj"` → `"base"`).
    package var tag: String

    /// The folder `name` read as a language folder; nil when it does not end in `.lproj` or has
    /// nothing before it.
    package init?(_ name: String) {
        guard name.hasSuffix(Self.suffix), name.count > Self.suffix.count else { return nil }
        folder = name
        language = String(name.dropLast(Self.suffix.count))
        tag = Self.tag(of: language)
    }

    /// Whether `name` is a language folder's name.
    package static func isLanguageFolder(_ name: some StringProtocol) -> Bool {
        LanguageFolder(String(name)) != nil
    }

    /// The language of a folder as lint and compare list it (`"de"` for `"de.lproj"`); a name
    /// that is not a language folder's is returned as it is.
    package static func language(of name: String) -> String {
        LanguageFolder(name)?.language ?? name
    }

    /// The normalized tag of a language or locale identifier: `"zh_CN"` → `"zh-cn"`, `"English"` → `"en"`.
    package static func tag(of language: String) -> String {
        let lowered = language.lowercased().replacing("_", with: "-")
        return legacyNames[lowered] ?? lowered
    }

    /// The old English language names Xcode once wrote as folder names, by their lowercase form.
    package static let legacyNames: [String: String] = [
        "english": "en", "french": "fr", "german": "de", "japanese": "ja", "spanish": "es",
        "italian": "it", "dutch": "nl", "arabic": "ar", "hebrew": "he",
    ]
}

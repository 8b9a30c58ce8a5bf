/// The user's preferred languages, most preferred first, as BCP 47-style tags (`"pt-BR"`).
///
/// The editor and the commands compute it once with ``resolve(explicit:appleLanguages:environment:)``
/// and pass it to the loader.
public enum LanguagePreference {
    /// The preferred languages from the first source that names any:
    /// 1. `explicit` (a `--language` option; several may be separated by commas),
    /// 2. `appleLanguages` (the `AppleLanguages` array of the global domain, passed in by the caller),
    /// 3. the environment: `LANGUAGE` (a colon-separated list), else `LC_ALL`, else `LC_MESSAGES`,
    ///    else `LANG` (`pt_BR.UTF-8@euro` → `pt-BR`; `C` and `POSIX` name no language).
    ///
    /// Returns an empty list when no source names a language: the bundle's English is then shown,
    /// else its first language, as Core Foundation does (`Documentation/LanguageRule.md`).
    public static func resolve(
        explicit: String? = nil, appleLanguages: [String]? = nil, environment: [String: String] = [:]
    ) -> [String] {
        if let explicit {
            let tags = unique(explicit.split(separator: ",").compactMap { normalizedTag(String($0)) })
            if !tags.isEmpty { return tags }
        }
        if let appleLanguages {
            let tags = unique(appleLanguages.compactMap(normalizedTag))
            if !tags.isEmpty { return tags }
        }
        return fromEnvironment(environment)
    }

    /// The languages the POSIX locale variables name (see ``resolve(explicit:appleLanguages:environment:)``).
    ///
    /// As gettext does, `LANGUAGE` is ignored when the locale itself (`LC_ALL`/`LC_MESSAGES`/`LANG`)
    /// is `C` or `POSIX`.
    public static func fromEnvironment(_ environment: [String: String]) -> [String] {
        let locale = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty }
        let localeIsC = locale.map { isCLocale($0) } ?? false
        if !localeIsC, let list = environment["LANGUAGE"], !list.isEmpty {
            let tags = unique(list.split(separator: ":").compactMap { normalizedTag(String($0)) })
            if !tags.isEmpty { return tags }
        }
        if let locale, let tag = normalizedTag(locale) { return [tag] }
        return []
    }

    /// A locale or language name as a tag: encoding (`.UTF-8`) and modifier (`@euro`) removed,
    /// `_` turned into `-`, the language subtag lowercased and a two-letter region uppercased
    /// (`pt_br` → `pt-BR`, `zh-hans` → `zh-Hans`). Nil for empty, `C`, `POSIX` and names that are
    /// not letters, digits and separators.
    public static func normalizedTag(_ name: String) -> String? {
        var s = Substring(name.trimmingWhitespace())
        if let at = s.firstIndex(of: "@") { s = s[..<at] }
        if let dot = s.firstIndex(of: ".") { s = s[..<dot] }
        guard !s.isEmpty, !isCLocale(String(s)),
            s.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_" || $0 == "-") })
        else { return nil }
        let parts = s.split(whereSeparator: { $0 == "_" || $0 == "-" }).map(String.init)
        guard let language = parts.first else { return nil }
        var out = [language.lowercased()]
        for part in parts.dropFirst() {
            if part.count == 2, part.allSatisfy(\.isLetter) {
                out.append(part.uppercased())
            } else if part.count == 4, part.allSatisfy(\.isLetter) {
                out.append(part.prefix(1).uppercased() + part.dropFirst().lowercased())
            } else {
                out.append(part)
            }
        }
        return out.joined(separator: "-")
    }

    private static func isCLocale(_ name: String) -> Bool {
        let base = name.split(separator: ".").first.map(String.init) ?? name
        return base == "C" || base == "POSIX"
    }

    private static func unique(_ tags: [String]) -> [String] {
        var seen = Set<String>()
        return tags.filter { seen.insert($0.lowercased()).inserted }
    }
}

extension LocalizationChoice {
    /// Old and superseded names, as Apple's ICU normalizes them before matching (`appleAliasMap`
    /// and ICU's language aliases in `ualoc.cpp`), lowercase with `-`.
    static let aliases: [String: String] = [
        "arabic": "ar", "chinese": "zh-hans", "danish": "da", "dutch": "nl", "english": "en", "finnish": "fi",
        "french": "fr", "german": "de", "italian": "it", "japanese": "ja", "korean": "ko", "no-no": "nb-no",
        "norwegian": "nb", "no": "nb", "polish": "pl", "portuguese": "pt", "russian": "ru", "spanish": "es",
        "swedish": "sv", "thai": "th", "turkish": "tr", "yue": "yue-hans", "zh": "zh-hans", "iw": "he", "in": "id",
        "ji": "yi", "tl": "fil", "zh-cn": "zh-hans-cn", "zh-sg": "zh-hans-sg", "zh-tw": "zh-hant-tw",
        "zh-hk": "zh-hant-hk", "zh-mo": "zh-hant-mo",
    ]

    /// Parents other than the tag without its last subtag: CLDR's `parentLocales` (Latin American
    /// Spanish, Portuguese outside Brazil, English outside the United States) with Apple's own
    /// (`appleParentMap`: `en-AU`, `en-IN` … → `en-GB`).
    static let specialParents: [String: String] = {
        var result: [String: String] = [
            "en-gb": "en-001", "en-001": "en", "en-150": "en-gb", "zh-hant-mo": "zh-hant-hk",
        ]
        for region in [
            "ar", "bo", "br", "bz", "cl", "co", "cr", "cu", "do", "ec", "gt", "hn", "mx", "ni", "pa", "pe", "pr",
            "py", "sv", "us", "uy", "ve",
        ] {
            result["es-" + region] = "es-419"
        }
        for region in ["ao", "ch", "cv", "fr", "gq", "gw", "lu", "mo", "mz", "st", "tl"] {
            result["pt-" + region] = "pt-pt"
        }
        for region in [
            "ag", "ai", "au", "bb", "bd", "bm", "bs", "bw", "bz", "dg", "dm", "fj", "fk", "gd", "gg", "gh", "gi",
            "gm", "gy", "hk", "ie", "im", "in", "io", "je", "jm", "ke", "ki", "kn", "ky", "lc", "lk", "ls", "mo",
            "ms", "mt", "mu", "mv", "mw", "my", "na", "ng", "pk", "pn", "sb", "sc", "sd", "sg", "sh", "sl", "ss",
            "sz", "tc", "to", "tt", "tv", "tz", "ug", "vc", "vg", "vu", "za", "zm", "zw",
        ] {
            result["en-" + region] = "en-gb"
        }
        for region in ["cc", "ck", "cx", "nf", "nr", "nu", "nz", "pg", "ws"] { result["en-" + region] = "en-au" }
        for region in [
            "ad", "al", "at", "ba", "be", "ch", "cy", "cz", "de", "dk", "ee", "es", "fi", "fr", "gr", "hr", "hu",
            "is", "it", "lt", "lu", "lv", "me", "nl", "no", "pl", "pt", "ro", "rs", "ru", "se", "si", "sk", "ua",
        ] {
            result["en-" + region] = "en-150"
        }
        for region in ["ca", "il"] { result["en-" + region] = "en-001" }
        return result
    }()

    /// A localization's parent with the weight ICU gives it when looking for a backup match
    /// (`locParentMap`: a regional folder that is not the language's own default is farther).
    static let weightedParents: [String: (String, Int)] = [
        "de-de": ("de", 0), "en-001": ("en", 2), "en-150": ("en-gb", 1), "en-au": ("en-gb", 1),
        "en-gb": ("en-001", 0), "en-us": ("en", 0), "es-419": ("es", 2), "es-mx": ("es-419", 0), "fr-fr": ("fr", 0),
        "it-it": ("it", 0), "pt-pt": ("pt", 2), "zh-hans-cn": ("zh-hans", 0), "zh-hant-hk": ("zh-hant", 1),
        "zh-hant-tw": ("zh-hant", 0),
    ]
}

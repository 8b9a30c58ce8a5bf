/// Which of a bundle's localizations serve a list of preferred languages, as Core Foundation
/// chooses them (`_CFBundleCopyPreferredLanguagesInList` hands the choice to Apple ICU's
/// `ualoc_localizationsToUse`; `Documentation/LanguageRule.md` gives the sources).
///
/// The first preferred language that matches any localization wins, and only it: its best
/// match first, then that match's parents that the bundle also has (`es-MX` → `es-MX`,
/// `es-419`, `es`). Regional siblings are not parents: `es-ES` takes `es`, never `es-419`;
/// `pt-PT` takes `pt-PT`, else `pt` (which is Brazilian), never `pt-BR`; `zh-HK` takes `zh-HK`,
/// else `zh-Hant`-family folders (`zh-TW`), never `zh-Hans`. Tags are compared lowercase with
/// `_` read as `-`, old names (`English`, `no`, `zh`) as Apple's ICU maps them.
package enum LocalizationChoice {
    /// The localizations (as given in `available`) for `preferred`, best first; empty when no
    /// preferred language matches any.
    package static func localizations(for preferred: [String], among available: [String]) -> [String] {
        let bases = available.map(base)
        let norms = bases.map(normalized)
        var main: (index: Int, preference: Int)?
        var backup: (index: Int, preference: Int, distance: Int)?
        for (preference, language) in preferred.enumerated() {
            let wanted = base(language)
            guard !wanted.isEmpty, wanted != "root", wanted != "base" else { continue }
            let norm = normalized(wanted)
            let chain = [norm] + parents(of: norm)
            if let index = bases.firstIndex(of: wanted) ?? chain.lazy.compactMap({ norms.firstIndex(of: $0) }).first {
                main = (index, preference)
                break
            }
            if backup == nil { backup = backupMatch(chain, norms).map { ($0.index, preference, $0.distance) } }
        }
        guard let chosenIndex = pick(main: main, backup: backup, norms: norms) else { return [] }
        var result = [available[chosenIndex]]
        func add(_ tag: String) {
            if let index = available.indices.first(where: {
                (bases[$0] == tag || norms[$0] == tag) && !result.contains(available[$0])
            }) {
                result.append(available[index])
            }
        }
        if norms[chosenIndex] != bases[chosenIndex] { add(norms[chosenIndex]) }
        for parent in parents(of: norms[chosenIndex]) { add(parent) }
        // Hong Kong and Macao also read Taiwan's traditional Chinese when there is no zh-Hant.
        if ["zh-hk", "zh-mo"].contains(bases[chosenIndex]), !bases.contains("zh-hant") { add("zh-tw") }
        return result
    }

    /// The main match, unless a backup found for an earlier preferred language is another
    /// language or script (ICU's rule); a backup alone when there is no main match.
    private static func pick(
        main: (index: Int, preference: Int)?, backup: (index: Int, preference: Int, distance: Int)?,
        norms: [String]
    ) -> Int? {
        switch (main, backup) {
        case (let main?, let backup?) where backup.preference < main.preference:
            let mainTag = norms[main.index].split(separator: "-")
            let backupTag = norms[backup.index].split(separator: "-")
            let differs = mainTag.first != backupTag.first || script(norms[main.index]) != script(norms[backup.index])
            let isPortugal = norms[backup.index] == "pt-br"
            return differs && !isPortugal ? backup.index : main.index
        case (let main?, _): return main.index
        case (nil, let backup?): return backup.index
        case (nil, nil): return nil
        }
    }

    /// A localization that is a child of one of `chain` (its special parent, or itself without
    /// its region), the nearest for the first tag of the chain that has any.
    private static func backupMatch(_ chain: [String], _ norms: [String]) -> (index: Int, distance: Int)? {
        for tag in chain {
            var best: (index: Int, distance: Int)?
            for (index, norm) in norms.enumerated() {
                var distance: Int?
                if let (parent, weight) = weightedParents[norm], parent == tag {
                    distance = weight
                } else if withoutRegion(norm) == tag {
                    distance = 1
                }
                if let distance, distance < (best?.distance ?? Int.max) { best = (index, distance) }
            }
            if let best { return best }
        }
        return nil
    }

    /// A tag as compared: lowercase, `_` read as `-`, surrounding spaces removed.
    package static func base(_ tag: String) -> String {
        tag.trimmingWhitespace().lowercased().replacing("_", with: "-")
    }

    /// A tag with Apple's and ICU's aliases applied (`english` → `en`, `zh-tw` → `zh-hant-tw`).
    static func normalized(_ tag: String) -> String { aliases[tag] ?? tag }

    /// The parent chain of a normalized tag, nearest first, without the root.
    static func parents(of tag: String) -> [String] {
        var result: [String] = []
        var current = tag
        while result.count < 8 {
            let parent: String?
            if let special = specialParents[current] {
                parent = special
            } else if current == "zh-hant" || current == "yue-hant" {
                parent = nil  // CLDR: traditional Chinese does not fall back to simplified
            } else {
                let parts = current.split(separator: "-")
                parent = parts.count > 1 ? parts.dropLast().joined(separator: "-") : nil
            }
            guard let parent, !parent.isEmpty else { break }
            result.append(parent)
            current = parent
        }
        return result
    }

    private static func script(_ tag: String) -> String? {
        tag.split(separator: "-").dropFirst().first { $0.count == 4 }.map(String.init)
    }

    private static func withoutRegion(_ tag: String) -> String? {
        let parts = tag.split(separator: "-")
        guard parts.count > 1, let last = parts.last, last.count == 2 || last.count == 3 else { return nil }
        return parts.dropLast().joined(separator: "-")
    }
}

import ArgumentParser
import FoundationEssentials

/// Recognises a mistyped subcommand (`settings lnt App.app`): a first argument that is not a
/// subcommand, not an option and not an existing path, but close to a subcommand's name.
enum SubcommandSuggestion {
    /// The names `settings` accepts as its first argument (ArgumentParser adds `help`).
    static var names: [String] {
        var names: [String] = []
        for command in SettingsCommand.configuration.subcommands {
            if let name = command.configuration.commandName { names.append(name) }
        }
        return names + ["help"]
    }

    /// The subcommand `argument` was probably meant to be, or nil when it is a subcommand, an
    /// option, a path that exists, looks like a path, or is not close to any name.
    static func nearest(to argument: String, fileExists: (String) -> Bool = FileManager.default.fileExists)
        -> String?
    {
        let word = argument.lowercased()
        guard !argument.isEmpty, !argument.hasPrefix("-"), !argument.contains("/"), !argument.contains("."),
            !names.contains(argument), !fileExists(argument)
        else { return nil }
        var best: (name: String, distance: Int)?
        for name in names {
            let distance = editDistance(word, name)
            // One edit for short names (get/set/dump), two for longer ones; a prefix of 3 letters or more.
            let allowed = name.count <= 4 ? 1 : 2
            let prefix = word.count >= 3 && name.hasPrefix(word)
            guard distance <= allowed || prefix else { continue }
            let score = prefix ? 0 : distance
            if best == nil || score < best!.distance { best = (name, score) }
        }
        return best?.name
    }

    /// Optimal string alignment distance: insertions, deletions, substitutions and swaps of
    /// neighbouring characters each cost one (`dupm` is one edit from `dump`).
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a)
        let b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
                }
            }
        }
        return table[a.count][b.count]
    }
}

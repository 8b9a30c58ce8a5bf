import FoundationEssentials
import PropertyList
import SettingsBundle
import SettingsLint
import SourceLint
import SystemCalls

/// Finds and reads `.settings-lint.yml` files (YAML through ``YAMLReader``; JSON is YAML too, so one
/// reader gives both formats line numbers).
///
/// YAML stays here, in the command line: `SettingsBundle` only knows the ``LintConfiguration`` model.
package enum LintConfigurationFile {
    /// The file names looked for in each folder, in order: the first one present wins, and any
    /// other in the same folder is ignored with a warning.
    static let names = [".settings-lint.yml", ".settings-lint.yaml", ".settings-lint.json"]

    /// The keys a configuration may hold.
    static let keys = ["disabled_rules", "severity", "excluded", "baseline"]

    /// The nearest configuration file from `folder` upward (the folder itself first), and the
    /// other configuration files in the same folder, which are ignored.
    ///
    /// The search stops at the root of the git checkout holding `folder` (the first folder with a
    /// `.git` entry), so a file above a repository never configures it; outside a checkout it goes
    /// up to `/`.
    static func nearest(from folder: URL) -> (file: URL, ignored: [URL])? {
        var current = folder.standardizedFileURL
        while true {
            let present = names.map { current.appendingPathComponent($0) }.filter(isFile)
            if let first = present.first { return (first, Array(present.dropFirst())) }
            if FileSystem.exists(current.appendingPathComponent(".git").path) { return nil }
            let parent = current.deletingLastPathComponent().standardizedFileURL
            if parent.path == current.path { return nil }
            current = parent
        }
    }

    /// Reads the configuration at `url`, named `displayName` in messages; paths in it are relative to its folder.
    static func read(_ url: URL, displayName: String) throws(LintConfigurationError) -> (
        LintConfiguration, [LintConfigurationWarning]
    ) {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            let reason =
                !FileSystem.exists(url.path)
                ? "does not exist"
                : FileSystem.isDirectory(url.path)
                    ? "is a folder; name its file (\(names.joined(separator: ", ")))"
                    : "cannot be read (\(FileErrorText.description(of: error)))"
            throw LintConfigurationError(file: displayName, line: nil, message: "the lint configuration \(reason)")
        }
        return try parse(Array(data), file: displayName, folder: url.deletingLastPathComponent())
    }

    /// Parses a configuration's text; `file` names it in messages, `folder` is where its paths start.
    package static func parse(
        _ text: String, file: String, folder: URL, budget: InputBudget = .lintConfiguration
    ) throws(LintConfigurationError) -> (
        LintConfiguration, [LintConfigurationWarning]
    ) {
        try parse(Array(text.utf8), file: file, folder: folder, budget: budget)
    }

    /// Parses a configuration's bytes (UTF-8; a byte that is not is an error with its line and column).
    package static func parse(
        _ bytes: [UInt8], file: String, folder: URL, budget: InputBudget = .lintConfiguration
    ) throws(LintConfigurationError) -> (
        LintConfiguration, [LintConfigurationWarning]
    ) {
        var reader = Reader(file: file)
        let root: YAMLNode?
        do {
            root = try YAMLReader.read(bytes, budget: budget)
        } catch {
            throw reader.readError(error)
        }
        var configuration = LintConfiguration(folder: folder)
        guard let root, !root.isNull else { return (configuration, []) }
        guard let mapping = root.mapping else {
            throw reader.error(
                root, "a lint configuration is a mapping of keys (\(keys.joined(separator: ", "))), not \(root.summary)"
            )
        }
        for (keyNode, value) in mapping.map({ ($0.key, $0.value) }) {
            let key = keyNode.scalar ?? ""
            switch key {
            case "disabled_rules":
                for item in try reader.strings(value, key: key) {
                    if let rule = reader.rule(item, in: key) { configuration.disabledRules.insert(rule) }
                }
            case "severity":
                try reader.severities(value, into: &configuration)
            case "excluded":
                configuration.excluded = try reader.strings(value, key: key).compactMap { item in
                    guard !item.text.isEmpty else {
                        reader.warn(item.node, "an empty pattern in excluded matches nothing")
                        return nil
                    }
                    return GlobPattern(item.text)
                }
            case "baseline":
                guard !value.isNull else { continue }
                guard let path = value.scalar, !path.isEmpty else {
                    throw reader.error(value, "baseline is the path of a baseline file, not \(value.summary)")
                }
                configuration.baseline = path
            default:
                let suggestion =
                    nearest(to: key, among: keys).map { "did you mean \"\($0)\"?" }
                    ?? "the keys are \(keys.joined(separator: ", "))"
                reader.warn(keyNode, "unknown key \"\(key)\" (ignored); \(suggestion)")
            }
        }
        if reader.unknownRules > Reader.unknownRulesWarned {
            reader.warnings.append(
                LintConfigurationWarning(
                    file: file, line: nil,
                    message: "\(reader.unknownRules - Reader.unknownRulesWarned) more unknown rule ids (ignored)"))
        }
        return (configuration, reader.warnings)
    }

    /// The closest of `candidates` to `word` (`_` and `-` alike, case ignored), if close enough to be a typo.
    ///
    /// The work is bounded: a word much longer than every candidate is no typo of one, and a
    /// candidate whose length differs by more than the distance allowed is not compared.
    static func nearest(to word: String, among candidates: [String]) -> String? {
        func normalized(_ text: String) -> String { text.lowercased().replacing("_", with: "-") }
        let longest = candidates.map(\.count).max() ?? 0
        guard word.utf8.count <= 2 * longest + 2 else { return nil }
        let target = normalized(word)
        let allowed = max(2, target.count / 3)
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let other = normalized(candidate)
            guard abs(other.count - target.count) <= allowed else { continue }
            let distance = SubcommandSuggestion.editDistance(target, other)
            if best == nil || distance < best!.distance { best = (candidate, distance) }
        }
        guard let best, best.distance <= allowed else { return nil }
        return best.candidate
    }

    private static func isFile(_ url: URL) -> Bool {
        FileSystem.exists(url.path) && !FileSystem.isDirectory(url.path)
    }

    /// Reads values, collecting warnings, with the file's name for messages.
    private struct Reader {
        let file: String
        var warnings: [LintConfigurationWarning] = []

        init(file: String) { self.file = file }

        func error(_ node: YAMLNode, _ message: String) -> LintConfigurationError {
            LintConfigurationError(file: file, line: node.line, message: message)
        }

        mutating func warn(_ node: YAMLNode, _ message: String) {
            warnings.append(LintConfigurationWarning(file: file, line: node.line, message: message))
        }

        /// Why the text is not a configuration, with its line (a syntax error's column is in its message).
        func readError(_ failure: YAMLReader.Failure) -> LintConfigurationError {
            let format = file.lowercased().hasSuffix(".json") ? "JSON" : "YAML"
            let message: String
            switch failure.problem {
            case .syntax(let problem): message = "the lint configuration is not valid \(format): \(problem)"
            case .tooLarge(let limit): message = "the lint configuration is larger than \(limit) bytes"
            case .tooDeep(let limit):
                message = "the lint configuration nests lists and mappings deeper than \(limit) levels here"
            case .expansion(let limit):
                message =
                    "aliases expand the lint configuration by more than \(limit) values from here; "
                    + "write the values out instead of repeating lists or mappings by alias"
            case .undefinedAlias(let name):
                message = "the alias *\(name) names no anchor before it; define &\(name) first"
            case .duplicateKey(let key, let lines):
                let places = lines.map(String.init).joined(separator: ", ")
                message = "the mapping has \(key) more than once (lines \(places)); keep one"
            case .secondDocument:
                message = "a second YAML document starts here; a lint configuration is one document"
            }
            return LintConfigurationError(file: file, line: failure.line, message: message)
        }

        /// A list of strings (a single string counts as a list of one; nothing as an empty list).
        func strings(_ node: YAMLNode, key: String) throws(LintConfigurationError) -> [(text: String, node: YAMLNode)] {
            if node.isNull { return [] }
            if let scalar = node.scalar { return [(scalar, node)] }
            guard let sequence = node.sequence else {
                throw error(node, "\(key) is a list of strings, not \(node.summary)")
            }
            var items: [(String, YAMLNode)] = []
            for item in sequence {
                guard let scalar = item.scalar else {
                    throw error(item, "each entry of \(key) is a string, not \(item.summary)")
                }
                items.append((scalar, item))
            }
            return items
        }

        /// How many unknown rule ids were warned about one by one; past that they are counted.
        static let unknownRulesWarned = 50
        private(set) var unknownRules = 0

        /// The rule an id names, or nil with a warning (and the nearest id) when it names none.
        mutating func rule(_ item: (text: String, node: YAMLNode), in key: String) -> Rule? {
            if let rule = RuleCatalog.all.rule(id: item.text) { return rule }
            unknownRules += 1
            guard unknownRules <= Self.unknownRulesWarned else { return nil }
            let ids = RuleCatalog.all.rules.map(\.rawValue)
            let suggestion =
                nearest(to: item.text, among: ids).map { "; did you mean \"\($0)\"?" }
                ?? "; a rule id is the name in brackets after a finding"
            warn(item.node, "unknown rule \"\(item.text)\" in \(key) (ignored)\(suggestion)")
            return nil
        }

        /// `severity: { rule: error|warning|note }`.
        mutating func severities(_ node: YAMLNode, into configuration: inout LintConfiguration)
            throws(LintConfigurationError)
        {
            if node.isNull { return }
            guard let mapping = node.mapping else {
                throw error(node, "severity maps rule ids to error, warning or note, not \(node.summary)")
            }
            for (keyNode, value) in mapping.map({ ($0.key, $0.value) }) {
                guard let id = keyNode.scalar else {
                    throw error(keyNode, "each key of severity is a rule id, not \(keyNode.summary)")
                }
                guard let text = value.scalar, let severity = Severity(rawValue: text) else {
                    throw error(value, "the severity of \"\(id)\" is error, warning or note, not \(value.summary)")
                }
                if let rule = rule((id, keyNode), in: "severity") { configuration.severities[rule] = severity }
            }
        }
    }
}

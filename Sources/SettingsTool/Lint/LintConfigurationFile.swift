import Foundation
import PropertyList
import SettingsBundle
import SettingsLint
import SourceLint
import Yams

/// Finds and reads `.settings-lint.yml` files (YAML through Yams; JSON is YAML too, so one reader
/// gives both formats line numbers).
///
/// Yams stays here, in the command line: `SettingsBundle` only knows the ``LintConfiguration`` model.
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
            if FileManager.default.fileExists(atPath: current.appendingPathComponent(".git").path) { return nil }
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
            var isFolder: ObjCBool = false
            let reason =
                !FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder)
                ? "does not exist"
                : isFolder.boolValue
                    ? "is a folder; name its file (\(names.joined(separator: ", ")))"
                    : "cannot be read (\(error.localizedDescription))"
            throw LintConfigurationError(file: displayName, line: nil, message: "the lint configuration \(reason)")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw LintConfigurationError(
                file: displayName, line: nil, message: "the lint configuration is not UTF-8 text")
        }
        return try parse(text, file: displayName, folder: url.deletingLastPathComponent())
    }

    /// Parses a configuration's text; `file` names it in messages, `folder` is where its paths start.
    package static func parse(
        _ text: String, file: String, folder: URL, budget: InputBudget = .lintConfiguration
    ) throws(LintConfigurationError) -> (
        LintConfiguration, [LintConfigurationWarning]
    ) {
        var reader = Reader(file: file)
        let root: Node?
        if let excess = YAMLExpansionBudget.excess(in: text, limit: budget.maximumExpansion) {
            throw LintConfigurationError(
                file: file, line: excess.line,
                message: "aliases expand the lint configuration by more than \(budget.maximumExpansion) values "
                    + "from here; write the values out instead of repeating lists or mappings by alias")
        }
        do {
            root = try Yams.compose(yaml: text)
        } catch {
            throw reader.syntaxError(error, text: text)
        }
        var configuration = LintConfiguration(folder: folder)
        guard let root, root.null == nil else { return (configuration, []) }
        guard let mapping = root.mapping else {
            throw reader.error(
                root,
                "a lint configuration is a mapping of keys (\(keys.joined(separator: ", "))), not \(describe(root))")
        }
        for (keyNode, value) in mapping {
            let key = keyNode.scalar?.string ?? ""
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
                guard value.null == nil else { continue }
                guard let path = value.scalar?.string, !path.isEmpty else {
                    throw reader.error(value, "baseline is the path of a baseline file, not \(describe(value))")
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
        func normalized(_ text: String) -> String { text.lowercased().replacingOccurrences(of: "_", with: "-") }
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

    /// How a node is written, for messages (`a list`, `a mapping`, `"fatal"`).
    static func describe(_ node: Node) -> String {
        switch node {
        case .mapping: "a mapping"
        case .sequence: "a list"
        case .scalar(let scalar): "\"\(scalar.string)\""
        case .alias: "an alias"
        }
    }

    private static func isFile(_ url: URL) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && !isDirectory.boolValue
    }

    /// Reads values, collecting warnings, with the file's name for messages.
    private struct Reader {
        let file: String
        var warnings: [LintConfigurationWarning] = []

        init(file: String) { self.file = file }

        func error(_ node: Node, _ message: String) -> LintConfigurationError {
            LintConfigurationError(file: file, line: node.mark?.line, message: message)
        }

        mutating func warn(_ node: Node, _ message: String) {
            warnings.append(LintConfigurationWarning(file: file, line: node.mark?.line, message: message))
        }

        /// A YAML syntax error with the line it is on.
        func syntaxError(_ error: any Error, text: String) -> LintConfigurationError {
            func message(_ problem: String, _ context: YamlError.Context?) -> String {
                let format = file.lowercased().hasSuffix(".json") ? "JSON" : "YAML"
                return "the lint configuration is not valid \(format): \(problem)"
                    + (context.map { " (\($0.text))" } ?? "")
            }
            switch error {
            case YamlError.scanner(let context, let problem, let mark, _),
                YamlError.parser(let context, let problem, let mark, _),
                YamlError.composer(let context, let problem, let mark, _):
                return LintConfigurationError(file: file, line: mark.line, message: message(problem, context))
            case YamlError.duplicatedKeysInMapping(let duplicates, let context):
                let names = duplicates.map { "\"\($0)\"" }.joined(separator: ", ")
                return LintConfigurationError(
                    file: file, line: context.mark.line,
                    message: "the mapping starting here has \(names) more than once; keep one")
            case YamlError.reader(let problem, let offset, _, _):
                let line = offset.map { offset in 1 + text.utf8.prefix(offset).filter { $0 == UInt8(ascii: "\n") }.count
                }
                return LintConfigurationError(file: file, line: line, message: message(problem, nil))
            default:
                return LintConfigurationError(
                    file: file, line: nil, message: "the lint configuration cannot be read: \(error)")
            }
        }

        /// A list of strings (a single string counts as a list of one; nothing as an empty list).
        func strings(_ node: Node, key: String) throws(LintConfigurationError) -> [(text: String, node: Node)] {
            if node.null != nil { return [] }
            if let scalar = node.scalar { return [(scalar.string, node)] }
            guard let sequence = node.sequence else {
                throw error(node, "\(key) is a list of strings, not \(describe(node))")
            }
            var items: [(String, Node)] = []
            for item in sequence {
                guard let scalar = item.scalar else {
                    throw error(item, "each entry of \(key) is a string, not \(describe(item))")
                }
                items.append((scalar.string, item))
            }
            return items
        }

        /// How many unknown rule ids were warned about one by one; past that they are counted.
        static let unknownRulesWarned = 50
        private(set) var unknownRules = 0

        /// The rule an id names, or nil with a warning (and the nearest id) when it names none.
        mutating func rule(_ item: (text: String, node: Node), in key: String) -> Rule? {
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
        mutating func severities(_ node: Node, into configuration: inout LintConfiguration)
            throws(LintConfigurationError)
        {
            if node.null != nil { return }
            guard let mapping = node.mapping else {
                throw error(node, "severity maps rule ids to error, warning or note, not \(describe(node))")
            }
            for (keyNode, value) in mapping {
                guard let id = keyNode.scalar?.string else {
                    throw error(keyNode, "each key of severity is a rule id, not \(describe(keyNode))")
                }
                guard let text = value.scalar?.string, let severity = Severity(rawValue: text) else {
                    throw error(value, "the severity of \"\(id)\" is error, warning or note, not \(describe(value))")
                }
                if let rule = rule((id, keyNode), in: "severity") { configuration.severities[rule] = severity }
            }
        }
    }
}

import Defaults
import FoundationEssentials
import PropertyList
import TextOutput

/// The text of `defaults which <domain> <key>`: the effective value and its domain, then what every
/// domain of the application's search list holds.
struct WhichReport {
    let text: String
    let found: Bool

    init(domain: String, key: String, environment: DefaultsEnvironment, launchArguments: [String]) {
        let application = domain == Defaults.globalDomain ? DomainName.global : domain
        let defaults = Defaults(applicationDomain: application, environment: environment, arguments: launchArguments)
        let rows = defaults.lookupAll(key)
        let problems = Dictionary(
            defaults.unreadableDomains().map { ($0.source, $0.error) }, uniquingKeysWith: { first, _ in first })
        let effective = rows.firstIndex { $0.value != nil }
        found = effective != nil

        var lines: [String] = []
        if let effective, let value = rows[effective].value {
            lines.append("\(OpenStepPrinter.quotedIfNeeded(key)) = \(Self.compact(value))")
            lines.append("  from the \(Self.describe(rows[effective].source))")
        } else {
            lines.append("\(OpenStepPrinter.quotedIfNeeded(key)) is not set in any domain")
        }
        lines.append("")
        lines.append("Search list for \(domain) (the first domain with a value wins):")
        let home = environment.home.flatMap { $0.isEmpty ? nil : $0 }
        let table = rows.enumerated().map { offset, row -> [String] in
            let marker = offset == effective ? "*" : " "
            var name = row.source.domain == DomainName.global ? Defaults.globalDomain : row.source.domain
            if row.source.byHost { name += " (current host)" }
            let file = row.source.file.map { Self.abbreviate($0.path, home: home) } ?? "(in memory)"
            let value: String
            if let error = problems[row.source] {
                value = "unreadable: \(error)"
            } else if let found = row.value {
                value = Self.compact(found)
            } else if row.source.kind == .registration {
                value = "-  (registered by the application at run time)"
            } else if row.source.kind == .languages {
                value = "-  (set by the application at run time)"
            } else {
                value = "-"
            }
            return [marker, row.source.tag.rawValue, name, file, value]
        }
        let widths = (1...3).map { column in table.map { $0[column].count }.max() ?? 0 }
        for row in table {
            var line = "\(row[0]) "
            for column in 1...3 {
                line += row[column].padded(toCharacters: widths[column - 1]) + "  "
            }
            lines.append(line + row[4])
        }
        text = lines.joined(separator: "\n") + "\n"
    }

    /// A value on one line: the old-style text with its line breaks and indentation folded.
    static func compact(_ value: PlistValue) -> String {
        let text = OpenStepPrinter.string(for: value)
        var result = ""
        var skippingIndent = false
        for character in text {
            if character == "\n" {
                skippingIndent = true
                if !(result.last.map { "({".contains($0) } ?? true) { result.append(" ") }
                continue
            }
            if skippingIndent, character == " " { continue }
            if skippingIndent, ")}".contains(character), result.last == " " { result.removeLast() }
            skippingIndent = false
            result.append(character)
        }
        return result
    }

    static func describe(_ source: ValueSource) -> String {
        let host = source.byHost ? " for the current host" : ""
        let file = source.file.map { " (\($0.path))" } ?? ""
        switch source.kind {
        case .argument: return "argument domain (launch arguments)"
        case .application: return "application domain \(source.domain)\(host)\(file)"
        case .suite: return "suite \(source.domain)\(host)\(file)"
        case .global: return "global domain NSGlobalDomain\(host)\(file)"
        case .anyUserApplication: return "any-user domain \(source.domain)\(file)"
        case .anyUserGlobal: return "any-user global domain\(file)"
        case .languages: return "languages domain \(source.domain) (volatile, set by the application)"
        case .registration: return "registration domain"
        }
    }

    static func abbreviate(_ path: String, home: String?) -> String {
        guard let home, path.hasPrefix(home + "/") else { return path }
        return "~" + path.dropFirst(home.count)
    }
}

import FoundationEssentials
import SettingsBundle
import SystemCalls

/// The findings a team has accepted for now, so lint reports only new ones.
///
/// `settings lint --write-baseline FILE` writes one; `--baseline FILE` (or a configuration's
/// `baseline`) drops every finding it holds. A finding is identified without its line, column or
/// specifier index (see ``Entry``), so inserting a row above it does not bring it back, and
/// entries are matched as a multiset: two identical entries absorb two identical findings, not a third.
public struct LintBaseline: Sendable, Hashable, Codable {
    /// The file format's version; a newer one is refused rather than misread.
    public static let currentVersion = 1

    /// One accepted finding: what identifies it across edits that only move it.
    public struct Entry: Sendable, Hashable, Codable, Comparable {
        /// The rule id (kept as text: a baseline written by another version may name a rule this one lacks).
        public var rule: String
        /// The file, relative to the baseline's folder.
        public var file: String
        /// The page id, when the finding is about a page.
        public var page: String?
        /// The specifier's `Key`, when it has one.
        public var key: String?
        /// The message without its `Item N (Key ...)` prefix, other specifiers' item numbers replaced by `#`.
        public var message: String

        public init(rule: String, file: String, page: String? = nil, key: String? = nil, message: String) {
            self.rule = rule
            self.file = file
            self.page = page
            self.key = key
            self.message = message
        }

        /// The identity of `diagnostic` in a baseline kept in `folder`.
        public init(_ diagnostic: Diagnostic, folder: URL) {
            self.init(
                rule: diagnostic.rule.rawValue, file: RelativePath.of(diagnostic.file, from: folder.path),
                page: diagnostic.page?.rawValue, key: diagnostic.key, message: Self.positionFree(diagnostic.detail))
        }

        public static func < (lhs: Entry, rhs: Entry) -> Bool {
            (lhs.file, lhs.page ?? "", lhs.key ?? "", lhs.rule, lhs.message)
                < (rhs.file, rhs.page ?? "", rhs.key ?? "", rhs.rule, rhs.message)
        }

        /// `message` with each `item 12` (another specifier's position, as `duplicate-key` names it)
        /// written `item #`, so moving that specifier does not change the identity either.
        static func positionFree(_ message: String) -> String {
            var result = ""
            var rest = Substring(message)
            while let range = rest.firstRange(of: #/item /#.ignoresCase()) {
                result += rest[..<range.upperBound]
                rest = rest[range.upperBound...]
                let digits = rest.prefix { $0.isASCII && $0.isNumber }
                if !digits.isEmpty {
                    result += "#"
                    rest = rest.dropFirst(digits.count)
                }
            }
            return result + rest
        }
    }

    public var version: Int
    /// The accepted findings, sorted; identical findings appear as many times as they occur.
    public var findings: [Entry]

    public init(findings: [Entry]) {
        version = Self.currentVersion
        self.findings = findings.sorted()
    }

    /// The baseline of every finding in `reports`, for a file kept in `folder`.
    public init(reports: [LintReport], folder: URL) {
        self.init(findings: reports.flatMap { $0.diagnostics.map { Entry($0, folder: folder) } })
    }

    /// Reads a baseline file.
    public static func read(from url: URL) throws(LintBaselineError) -> LintBaseline {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            guard let status = FileSystem.statusIfPresent(of: url.path) else { throw .missing(path: url.path) }
            throw .unreadable(
                path: url.path,
                reason: status.isDirectory
                    ? "it is a folder; name the baseline file" : FileErrorText.description(of: error))
        }
        let baseline: LintBaseline
        do {
            baseline = try JSONDecoder().decode(LintBaseline.self, from: data)
        } catch {
            throw .corrupt(path: url.path, reason: Self.describe(error))
        }
        guard baseline.version <= currentVersion else {
            throw .corrupt(
                path: url.path,
                reason: "it is version \(baseline.version) and this settings reads version \(currentVersion)")
        }
        return baseline
    }

    /// Writes the baseline as pretty-printed JSON with sorted keys (stable in version control).
    public func write(to url: URL) throws(LintBaselineError) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        do {
            try (try encoder.encode(self) + Data("\n".utf8)).write(to: url, options: .atomic)
        } catch {
            let folder = url.deletingLastPathComponent().path
            let reason =
                FileSystem.isDirectory(url.path)
                ? "it is a folder; name the baseline file"
                : FileManager.default.fileExists(atPath: folder)
                    ? FileErrorText.description(of: error) : "the folder \(folder) does not exist"
            throw .unwritable(path: url.path, reason: reason)
        }
    }

    /// `reports` without the findings this baseline (kept in `folder`) holds, and how many were dropped.
    public func filter(_ reports: [LintReport], folder: URL) -> (reports: [LintReport], baselined: Int) {
        var pool: [Entry: Int] = [:]
        for entry in findings { pool[entry, default: 0] += 1 }
        var baselined = 0
        let kept = reports.map { report in
            LintReport(
                bundle: report.bundle,
                diagnostics: report.diagnostics.filter { diagnostic in
                    let entry = Entry(diagnostic, folder: folder)
                    guard let count = pool[entry], count > 0 else { return true }
                    pool[entry] = count - 1
                    baselined += 1
                    return false
                })
        }
        return (kept, baselined)
    }

    private static func describe(_ error: any Error) -> String {
        switch error {
        case DecodingError.keyNotFound(let key, let context):
            "\(path(context.codingPath)) has no \"\(key.stringValue)\""
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
            "\(path(context.codingPath)): \(context.debugDescription)"
        case DecodingError.dataCorrupted(let context):
            context.codingPath.isEmpty ? "it is not JSON" : "\(path(context.codingPath)): \(context.debugDescription)"
        default:
            "\(error)"
        }
    }

    private static func path(_ codingPath: [any CodingKey]) -> String {
        guard !codingPath.isEmpty else { return "the top level" }
        return codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
    }
}

import AppSources
import Defaults
import FoundationEssentials
import PropertyList
import SettingsBundle
import SettingsLint

/// The rules that compare a Settings.bundle with the sources of the app that owns it:
/// `unread-key`, `unknown-key`, `read-type`, `code-default` and `unregistered-defaults`.
///
/// Findings about a row are placed in the bundle; findings about code are placed at the code
/// (`file:line:col`) and name the row's place in their message. Anything the reader was not sure
/// of (keys built at run time, constants with several values) makes a finding a note at most,
/// with `Diagnostic.uncertainty` saying why.
public enum SourceLinter {
    /// The findings for the bundle at `folder` (loaded as `bundles`, iPhone and iPad) against `scan`.
    public static func diagnostics(bundles: [LoadedBundle], folder: URL, scan: SourceScan) -> [Diagnostic] {
        let bundlePath = folder.path
        var keys = BundleKey.all(in: bundles)
        guard !keys.isEmpty, !scan.files.isEmpty else { return [] }
        // Each row's place, as lint places a finding on its Key.
        let probes = keys.map {
            Diagnostic(
                bundlePath: bundlePath, relativeFile: $0.relativeFile, severity: .note, rule: .unreadKey, message: "",
                page: $0.page.id, specifierIndex: $0.specifier.index, key: $0.key)
        }
        for (index, placed) in Linter.placed(probes, inBundle: folder).enumerated() {
            keys[index].place = placed.relativeFile + placed.placeSuffix
        }
        let byKey = Dictionary(keys.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        var context = Context(bundlePath: bundlePath, keys: keys, byKey: byKey, scan: scan)
        context.unreadKeys()
        context.unknownKeys()
        context.readTypes()
        context.codeDefaults()
        context.unregisteredDefaults()
        let bundleFindings = Linter.placed(context.bundleFindings, inBundle: folder)
        let sourceFindings = context.sourceFindings.sorted {
            ($0.file, $0.line ?? 0, $0.column ?? 0, $0.rule.rawValue) < (
                $1.file, $1.line ?? 0, $1.column ?? 0, $1.rule.rawValue
            )
        }
        return bundleFindings + sourceFindings
    }

    /// A source file's path, `.` and `..` taken out, as text: `URL(fileURLWithPath:)` would stat
    /// the file to learn whether it is a folder (a file the scan read is not).
    static func standardized(_ file: String) -> String {
        URL(filePath: file, directoryHint: .notDirectory).standardizedFileURL.path
    }

    struct Context {
        let bundlePath: String
        /// The folder holding the bundle, which ``display(_:)`` gives paths from.
        let bundleParent: String
        let keys: [BundleKey]
        let byKey: [String: BundleKey]
        let scan: SourceScan
        var bundleFindings: [Diagnostic] = []
        var sourceFindings: [Diagnostic] = []
        /// The reads, each index below built once so that every rule is linear in the uses.
        let reads: [KeyUse]
        /// The reads of each key, in order.
        let readsByKey: [String: [KeyUse]]
        /// The starts of keys built at run time (`"filter_" + name`), with their first read.
        let prefixReads: [(prefix: String, use: KeyUse)]
        /// The reads whose key is known neither whole nor by its start.
        let unresolved: [KeyUse]
        /// The distinct keys read, in first-read order (for "the code reads … instead" hints).
        let readKeys: [String]
        /// Comparisons left for near-key hints: bounded, so a hostile bundle and source cannot make
        /// the product of their sizes.
        var nearBudget = 2_000_000

        init(bundlePath: String, keys: [BundleKey], byKey: [String: BundleKey], scan: SourceScan) {
            self.bundlePath = bundlePath
            bundleParent = URL(fileURLWithPath: bundlePath).deletingLastPathComponent().path
            self.keys = keys
            self.byKey = byKey
            self.scan = scan
            reads = scan.uses.filter { $0.action == .read }
            readsByKey = Dictionary(grouping: reads.filter { $0.key != nil }, by: { $0.key! })
            var prefixes: [(String, KeyUse)] = []
            var seenPrefixes = Set<String>()
            for use in reads where use.key == nil {
                if let prefix = use.keyPrefix, seenPrefixes.insert(prefix).inserted { prefixes.append((prefix, use)) }
            }
            prefixReads = prefixes
            unresolved = scan.unresolvedReads
            var seen = Set<String>()
            readKeys = reads.compactMap(\.key).filter { seen.insert($0).inserted }
        }

        /// The first read that reads `key`: by name, or by a prefix the key starts with.
        func firstRead(of key: String) -> KeyUse? {
            if let use = readsByKey[key]?.first { return use }
            return prefixReads.first { key.hasPrefix($0.prefix) }?.use
        }

        /// The first read key nearly equal to `key`, within the comparison budget.
        mutating func nearRead(to key: String) -> (key: String, use: KeyUse)? {
            for other in readKeys {
                guard nearBudget > 0 else { return nil }
                nearBudget -= 1
                if SourceLinter.isNear(other, key), let use = readsByKey[other]?.first { return (other, use) }
            }
            return nil
        }

        /// The bundle key nearly equal to the code's `key`, within the comparison budget.
        mutating func nearBundleKey(to key: String) -> BundleKey? {
            for row in keys {
                guard nearBudget > 0 else { return nil }
                nearBudget -= 1
                if SourceLinter.isNear(key, row.key) { return row }
            }
            return nil
        }

        /// What proves a key unread: every read of the code names its key or its start.
        var evidenceOfCompleteness: String {
            let files = scan.files.count == 1 ? "1 file" : "\(scan.files.count) files"
            switch reads.count {
            case 0: return "the app's code (\(files)) reads no key"
            case 1: return "the one read of the app's code (\(files)) names its key or its start"
            default: return "each of the \(reads.count) reads of the app's code (\(files)) names its key or its start"
            }
        }

        /// `unread-key`: only when every read of the target names its key (or its start), so that
        /// "no source reads it" is proven; otherwise one note lists the reads that could be any key.
        /// A title value only shows a value: it is never unread.
        mutating func unreadKeys() {
            var withheld: [BundleKey] = []
            for key in keys where firstRead(of: key.key) == nil {
                if case .titleValue = key.specifier.kind { continue }
                guard unresolved.isEmpty, scan.skipped.isEmpty else {
                    withheld.append(key)
                    continue
                }
                var message = "no source of the app reads \"\(key.key)\", so the setting does nothing"
                if let write = scan.uses.first(where: { $0.key == key.key && $0.action == .write }) {
                    message += " (it is only written, at \(display(write.position)))"
                }
                if let near = nearRead(to: key.key) {
                    message += "; the code reads \"\(near.key)\" at \(display(near.use.position))"
                }
                message += "; " + evidenceOfCompleteness
                var severity = Severity.warning
                var uncertainty: String?
                if let group = key.page.appGroup {
                    severity = .note
                    uncertainty = "its page stores it in app group \(group), which other targets (extensions) may read"
                    message += " (a note: \(uncertainty!))"
                }
                var diagnostic = Diagnostic(
                    bundlePath: bundlePath, relativeFile: key.relativeFile, severity: severity, rule: .unreadKey,
                    message: message, page: key.page.id, specifierIndex: key.specifier.index, key: key.key)
                diagnostic.uncertainty = uncertainty
                bundleFindings.append(diagnostic)
            }
            if !withheld.isEmpty { unresolvedNote(withholding: withheld) }
        }

        /// `unknown-key`: a read key the bundle lacks but nearly has. Not when reads that could be any key
        /// might read the bundle's spelling too; a note when the code also reads the bundle's spelling.
        mutating func unknownKeys() {
            var checked = Set<String>()
            for use in reads {
                guard let key = use.key, byKey[key] == nil, checked.insert(key).inserted,
                    let near = nearBundleKey(to: key)
                else { continue }
                let alsoRead = readsByKey[near.key]?.first
                guard alsoRead != nil || (unresolved.isEmpty && scan.skipped.isEmpty) else { continue }
                let count = readsByKey[key]?.count ?? 1
                var message =
                    "the code reads \"\(key)\" with \(use.accessor), which the bundle does not have; it has \"\(near.key)\" (\(near.place))"
                if count > 1 { message += " (\(count) reads)" }
                var severity = Severity.warning
                var uncertainty: String?
                if let alsoRead {
                    severity = .note
                    uncertainty =
                        "the code also reads \"\(near.key)\" (at \(display(alsoRead.position))), so \"\(key)\" may be a key of its own"
                    message += " (a note: \(uncertainty!))"
                }
                append(use.position, severity, .unknownKey, message, key: key, uncertainty: uncertainty)
            }
        }

        mutating func readTypes() {
            var reported = Set<String>()
            for use in reads {
                guard let key = use.key, let type = use.type, let row = byKey[key],
                    !reported.contains(key + "\u{0}" + type.rawValue),
                    let problem = use.casts
                        ? SourceLinter.castProblem(type, row, traps: use.castTraps)
                        : SourceLinter.typeProblem(type, row)
                else { continue }
                reported.insert(key + "\u{0}" + type.rawValue)
                append(
                    use.position, .error, .readType,
                    "\(use.accessor) reads \"\(key)\", a \(row.specifier.kind.typeName) (\(row.place)) that \(problem)",
                    key: key)
            }
        }

        /// The registered value of each key the code registers (literal dictionaries and resources).
        var registeredEntries: [DefaultsRegistration.Entry] {
            scan.registrations.flatMap { registration -> [DefaultsRegistration.Entry] in
                switch registration.contents {
                case .entries(let entries), .resource(_, let entries): entries
                case .settingsBundle, .unknown: []
                }
            }
        }

        var registeredKeys: Set<String> {
            Set(registeredEntries.map(\.key)).union(scan.uses.filter(\.registersFallback).compactMap(\.key))
        }

        /// The type the code reads `key` as, when one typed read says.
        func readType(of key: String) -> AccessorType? { readsByKey[key]?.first { $0.type != nil }?.type }

        mutating func codeDefaults() {
            for entry in registeredEntries {
                guard let row = byKey[entry.key], let bundleDefault = row.specifier.defaultValue,
                    let value = entry.value,
                    !SourceLinter.agree(bundleDefault, value, as: readType(of: entry.key))
                else { continue }
                append(
                    entry.position, .warning, .codeDefault,
                    "the code registers \(value) for \"\(entry.key)\", but its DefaultValue is \(SourceLinter.describe(bundleDefault)) (\(row.place)): Settings shows one, the app uses the other",
                    key: entry.key)
            }
            // A fallback is what the app sees only while the key is not registered.
            let registered = registeredKeys
            var reported = Set<String>()
            for use in reads {
                guard let key = use.key, let value = use.fallback, let row = byKey[key],
                    let bundleDefault = row.specifier.defaultValue,
                    use.registersFallback || !registered.contains(key), !scan.registersUnknownOrBundle,
                    !SourceLinter.agree(bundleDefault, value, as: use.type ?? readType(of: key)),
                    reported.insert(key).inserted
                else { continue }
                let how = use.registersFallback ? "registers" : "falls back on"
                append(
                    use.position, .warning, .codeDefault,
                    "\(use.accessor) \(how) \(value) for \"\(key)\", but its DefaultValue is \(SourceLinter.describe(bundleDefault)) (\(row.place)): Settings shows one, the app uses the other",
                    key: key)
            }
        }

        mutating func unregisteredDefaults() {
            guard !scan.registersUnknownOrBundle else { return }
            let registered = registeredKeys
            var reported = Set<String>()
            // A key built from a known start reads each bundle key with that start (`"filter_" + name`).
            let keyed = reads.flatMap { use -> [(String, KeyUse)] in
                if let key = use.key { return [(key, use)] }
                guard let prefix = use.keyPrefix else { return [] }
                return keys.filter { $0.key.hasPrefix(prefix) }.map { ($0.key, use) }
            }
            for (key, use) in keyed {
                guard let row = byKey[key], let bundleDefault = row.specifier.defaultValue,
                    !registered.contains(key),
                    !(readsByKey[key]?.contains { $0.fallback != nil || $0.fallsBack } ?? false),
                    use.comparedWith == nil || use.comparedWith == bundleDefault.stringValue,
                    let seen = SourceLinter.unregisteredReading(bundleDefault, as: use.type),
                    reported.insert(key).inserted
                else { continue }
                let registers =
                    scan.registrations.isEmpty
                    ? "the app registers no defaults" : "the app's register(defaults:) does not include it"
                append(
                    use.position, .warning, .unregisteredDefaults,
                    "\(use.accessor) reads \"\(key)\", whose DefaultValue is \(SourceLinter.describe(bundleDefault)) (\(row.place)), but \(registers): it reads \(seen) until the user opens Settings",
                    key: key)
            }
        }

        mutating func append(
            _ position: SourcePosition, _ severity: Severity, _ rule: Rule, _ message: String, key: String?,
            uncertainty: String? = nil
        ) {
            let absolute = SourceLinter.standardized(position.file)
            var diagnostic = Diagnostic(
                bundlePath: bundlePath, relativeFile: RelativePath.of(absolute, from: bundlePath), severity: severity,
                rule: rule, message: message, key: key)
            diagnostic.file = absolute
            diagnostic.line = position.line
            diagnostic.column = position.column
            diagnostic.uncertainty = uncertainty
            sourceFindings.append(diagnostic)
        }

        /// `file:line:col` of a source position, relative to the folder holding the bundle.
        func display(_ position: SourcePosition) -> String {
            let path = SourceLinter.standardized(position.file)
            return "\(RelativePath.of(path, from: bundleParent)):\(position.line):\(position.column)"
        }
    }
}

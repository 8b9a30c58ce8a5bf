import AppSources
import Defaults
import Foundation
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

    struct Context {
        let bundlePath: String
        let keys: [BundleKey]
        let byKey: [String: BundleKey]
        let scan: SourceScan
        var bundleFindings: [Diagnostic] = []
        var sourceFindings: [Diagnostic] = []

        var reads: [KeyUse] { scan.uses.filter { $0.action == .read } }

        /// The keys the code reads (or, for a title value, writes).
        func isUsed(_ key: BundleKey) -> Bool {
            scan.uses.contains { use in
                use.key == key.key
                    && (use.action == .read || { if case .titleValue = key.specifier.kind { true } else { false } }())
            }
        }

        mutating func unreadKeys() {
            let dynamic = reads.filter { $0.key == nil }
            for key in keys where !isUsed(key) {
                var message = "no source of the app reads \"\(key.key)\", so the setting does nothing"
                if let write = scan.uses.first(where: { $0.key == key.key && $0.action == .write }) {
                    message += " (it is only written, at \(display(write.position)))"
                }
                if let near = reads.first(where: { $0.key.map { SourceLinter.isNear($0, key.key) } ?? false }),
                    let nearKey = near.key
                {
                    message += "; the code reads \"\(nearKey)\" at \(display(near.position))"
                }
                var severity = Severity.warning
                var uncertainty: String?
                if let first = dynamic.first {
                    severity = .note
                    uncertainty =
                        "\(dynamic.count) read\(dynamic.count == 1 ? "" : "s") with a key the reader cannot follow, first at \(display(first.position)): \(first.uncertainty ?? "unknown key")"
                } else if let group = key.page.appGroup {
                    severity = .note
                    uncertainty = "its page stores it in app group \(group), which other targets (extensions) may read"
                }
                if let uncertainty { message += " (a note: \(uncertainty))" }
                var diagnostic = Diagnostic(
                    bundlePath: bundlePath, relativeFile: key.relativeFile, severity: severity, rule: .unreadKey,
                    message: message, page: key.page.id, specifierIndex: key.specifier.index, key: key.key)
                diagnostic.uncertainty = uncertainty
                bundleFindings.append(diagnostic)
            }
        }

        mutating func unknownKeys() {
            var reported = Set<String>()
            for use in reads {
                guard let key = use.key, byKey[key] == nil, !reported.contains(key),
                    let near = keys.first(where: { SourceLinter.isNear(key, $0.key) })
                else { continue }
                reported.insert(key)
                let count = reads.filter { $0.key == key }.count
                var message =
                    "the code reads \"\(key)\" with \(use.accessor), which the bundle does not have; it has \"\(near.key)\" (\(near.place))"
                if count > 1 { message += " (\(count) reads)" }
                var severity = Severity.warning
                var uncertainty: String?
                if reads.contains(where: { $0.key == near.key }) {
                    severity = .note
                    uncertainty = "the code also reads \"\(near.key)\", so \"\(key)\" may be a key of its own"
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
                    let problem = SourceLinter.typeProblem(type, row)
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
        func readType(of key: String) -> AccessorType? { reads.first { $0.key == key && $0.type != nil }?.type }

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
            for use in reads {
                guard let key = use.key, let row = byKey[key], let bundleDefault = row.specifier.defaultValue,
                    !registered.contains(key), !reads.contains(where: { $0.key == key && $0.fallback != nil }),
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
            let absolute = URL(fileURLWithPath: position.file).standardizedFileURL.path
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
            let parent = URL(fileURLWithPath: bundlePath).deletingLastPathComponent().path
            let path = URL(fileURLWithPath: position.file).standardizedFileURL.path
            return "\(RelativePath.of(path, from: parent)):\(position.line):\(position.column)"
        }
    }
}

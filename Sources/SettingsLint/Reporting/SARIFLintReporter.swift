import FoundationEssentials
import SettingsBundle
import TextOutput

/// `settings lint --format sarif`: a SARIF 2.1.0 log for GitHub code scanning and other viewers.
///
/// One run whose driver lists every rule (id, name, descriptions, default level, help), and one
/// result per shown finding with its rule, level, message and location. Locations are relative
/// URI references when lint was given relative paths (code scanning resolves them against the
/// repository root), `file://` URIs otherwise, with the line and column when known (binary pages
/// and missing files have none, so their results carry no region). Columns count bytes, which
/// equal code points on the ASCII indentation that precedes a plist's `<dict>` and `<key>`.
public enum SARIFLintReporter {
    /// The schema `$schema` names: the OASIS standard's, errata 01.
    public static let schemaURI =
        "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"

    /// The log as pretty-printed JSON with sorted keys.
    public static func render(_ reports: [LintReport], options: LintOutputOptions) throws -> String {
        let rules = options.catalog.rules
        let ruleIndex = Dictionary(uniqueKeysWithValues: rules.enumerated().map { ($1, $0) })
        let driver = Driver(
            name: options.toolName, version: options.toolVersion, semanticVersion: options.toolVersion,
            informationUri: options.informationURI, rules: rules.map(descriptor(for:)))
        var results: [Result] = []
        for report in reports {
            for diagnostic in options.shown(report) {
                let region = diagnostic.line.map { Region(startLine: $0, startColumn: diagnostic.column) }
                results.append(
                    Result(
                        ruleId: diagnostic.rule.rawValue, ruleIndex: ruleIndex[diagnostic.rule],
                        level: level(diagnostic.severity),
                        message: Message(text: diagnostic.reportedMessage),
                        locations: [
                            Location(
                                physicalLocation: PhysicalLocation(
                                    artifactLocation: ArtifactLocation(uri: uriReference(diagnostic.file)),
                                    region: region))
                        ]))
            }
        }
        let log = Log(
            schema: schemaURI, version: "2.1.0",
            runs: [Run(tool: Tool(driver: driver), columnKind: "unicodeCodePoints", results: results)])
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return JSONText.escapingControls(String(decoding: try encoder.encode(log), as: UTF8.self)) + "\n"
    }

    /// SARIF's level for a severity (`error`, `warning`, `note`).
    static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "note"
        }
    }

    /// `path` as a URI reference: a relative path stays relative (without a leading `./`), an
    /// absolute one becomes a `file://` URI; every character but the unreserved ones and `/` is
    /// percent-encoded as UTF-8 (so a `:` can never read as a scheme, nor `#` or `?` end the path).
    static func uriReference(_ path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.hasPrefix("./") { trimmed = trimmed.dropFirst(2).drop { $0 == "/" } }
        var encoded = ""
        for byte in trimmed.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
                UInt8(ascii: "~"), UInt8(ascii: "/"):
                encoded.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                encoded += "%" + (byte < 16 ? "0" : "") + String(byte, radix: 16, uppercase: true)
            }
        }
        return path.hasPrefix("/") ? "file://" + encoded : encoded
    }

    private static func descriptor(for rule: Rule) -> ReportingDescriptor {
        ReportingDescriptor(
            id: rule.rawValue, name: rule.displayName, shortDescription: Message(text: rule.summary),
            fullDescription: Message(text: rule.explanation),
            defaultConfiguration: Configuration(level: level(rule.defaultSeverity)),
            help: Help(
                text: rule.explanation,
                markdown: "**\(rule.summary)**\n\n" + rule.explanation.replacing("<", with: "\\<")),
            properties: Properties(tags: ["settings-bundle"]))
    }

    // MARK: The subset of SARIF written

    private struct Log: Encodable {
        var schema: String
        var version: String
        var runs: [Run]

        enum CodingKeys: String, CodingKey {
            case schema = "$schema"
            case version, runs
        }
    }

    private struct Run: Encodable {
        var tool: Tool
        var columnKind: String
        var results: [Result]
    }

    private struct Tool: Encodable {
        var driver: Driver
    }

    private struct Driver: Encodable {
        var name: String
        var version: String
        var semanticVersion: String
        var informationUri: String?
        var rules: [ReportingDescriptor]
    }

    private struct ReportingDescriptor: Encodable {
        var id: String
        var name: String
        var shortDescription: Message
        var fullDescription: Message
        var defaultConfiguration: Configuration
        var help: Help
        var properties: Properties
    }

    private struct Configuration: Encodable {
        var level: String
    }

    private struct Help: Encodable {
        var text: String
        var markdown: String
    }

    private struct Properties: Encodable {
        var tags: [String]
    }

    private struct Message: Encodable {
        var text: String
    }

    private struct Result: Encodable {
        var ruleId: String
        /// Left out for a rule the catalog lacks (SARIF makes it optional).
        var ruleIndex: Int?
        var level: String
        var message: Message
        var locations: [Location]
    }

    private struct Location: Encodable {
        var physicalLocation: PhysicalLocation
    }

    private struct PhysicalLocation: Encodable {
        var artifactLocation: ArtifactLocation
        var region: Region?
    }

    private struct ArtifactLocation: Encodable {
        var uri: String
    }

    private struct Region: Encodable {
        var startLine: Int
        var startColumn: Int?
    }
}

import FoundationEssentials
import PropertyList

/// An Xcode test plan (`*.xctestplan`, JSON): the arguments and language its configurations pass.
public struct XcodeTestPlan: Sendable, Hashable {
    /// The options of the plan or of one configuration: only what reaches the app's defaults.
    public struct Options: Sendable, Hashable {
        /// `commandLineArgumentEntries` (nil when the options do not set them).
        public var arguments: [XcodeScheme.Argument]?
        /// `language`.
        public var language: String?
        /// `region`.
        public var region: String?
        /// `targetForVariableExpansion`: the target whose build settings expand `$(VAR)`.
        public var targetForVariableExpansion: XcodeScheme.BuildableReference?
    }

    /// One configuration of the plan.
    public struct Configuration: Sendable, Hashable {
        /// Its name.
        public var name: String
        /// Its options, applied over the plan's defaults.
        public var options: Options
    }

    /// The plan's name (its file name without `.xctestplan`).
    public var name: String
    /// The file.
    public var file: URL
    /// `defaultOptions`.
    public var defaultOptions: Options
    /// `configurations`, in order.
    public var configurations: [Configuration]
    /// The names of its `testTargets`.
    public var testTargets: [String]

    /// Reads and parses a test plan within `budget` (its bytes, and arrays and objects nested at
    /// most its depth, checked before the JSON parser sees them).
    public init(file: URL, budget: InputBudget = .scheme) throws(SchemeError) {
        let data = try XcodeScheme.contents(of: file, limit: budget.maximumBytes)
        do throws(InputBudgetError) { try Self.checkDepth(data, budget: budget) } catch {
            throw .malformed(path: file.path, reason: error.description)
        }
        guard let object = TestPlanJSON.object(from: data) else {
            throw .malformed(path: file.path, reason: "not JSON: \(TestPlanJSON.malformedDescription)")
        }
        guard let root = object as? [String: Any] else {
            throw .malformed(path: file.path, reason: "its top level is not a JSON object")
        }
        name = file.deletingPathExtension().lastPathComponent
        self.file = file
        defaultOptions = try Self.options(root["defaultOptions"], file: file, what: "defaultOptions")
        var configurations: [Configuration] = []
        for (offset, entry) in ((root["configurations"] as? [Any]) ?? []).enumerated() {
            guard let entry = entry as? [String: Any] else {
                throw .malformed(path: file.path, reason: "configuration \(offset + 1) is not an object")
            }
            let name = entry["name"] as? String ?? "Configuration \(offset + 1)"
            configurations.append(
                Configuration(
                    name: name, options: try Self.options(entry["options"], file: file, what: "configuration \(name)")))
        }
        self.configurations = configurations
        testTargets = ((root["testTargets"] as? [Any]) ?? []).compactMap {
            (($0 as? [String: Any])?["target"] as? [String: Any])?["name"] as? String
        }
    }

    /// The options of `configuration` (nil: the plan's defaults): the configuration's settings
    /// over the defaults; its arguments, when it has any, replace the default ones.
    public func options(for configuration: String?) throws(SchemeError) -> (options: Options, name: String?) {
        guard let configuration else {
            // Xcode runs every configuration; the first one stands for the plan.
            guard let first = configurations.first else { return (defaultOptions, nil) }
            return (merged(first.options), first.name)
        }
        guard let chosen = configurations.first(where: { $0.name == configuration }) else {
            throw .unknown(
                kind: "configuration of \(name).xctestplan", name: configuration, known: configurations.map(\.name))
        }
        return (merged(chosen.options), chosen.name)
    }

    private func merged(_ options: Options) -> Options {
        Options(
            arguments: options.arguments ?? defaultOptions.arguments,
            language: options.language ?? defaultOptions.language,
            region: options.region ?? defaultOptions.region,
            targetForVariableExpansion: options.targetForVariableExpansion ?? defaultOptions.targetForVariableExpansion)
    }

    static func options(_ value: Any?, file: URL, what: String) throws(SchemeError) -> Options {
        guard let value else { return Options() }
        guard let object = value as? [String: Any] else {
            throw .malformed(path: file.path, reason: "\(what) is not an object")
        }
        var arguments: [XcodeScheme.Argument]?
        if let entries = object["commandLineArgumentEntries"] {
            guard let list = entries as? [Any] else {
                throw .malformed(path: file.path, reason: "commandLineArgumentEntries of \(what) is not a list")
            }
            arguments = try list.enumerated().map { offset, entry throws(SchemeError) in
                guard let entry = entry as? [String: Any], let text = entry["argument"] as? String else {
                    throw .malformed(
                        path: file.path,
                        reason: "argument \(offset + 1) of \(what) has no \"argument\" text")
                }
                // An entry without "enabled" is enabled.
                let enabled = TestPlanJSON.flag(entry["enabled"]) ?? true
                return XcodeScheme.Argument(text: text, isEnabled: enabled)
            }
        }
        let target = (object["targetForVariableExpansion"] as? [String: Any]).map {
            XcodeScheme.BuildableReference(
                blueprintIdentifier: $0["identifier"] as? String ?? "", blueprintName: $0["name"] as? String ?? "",
                buildableName: "", referencedContainer: $0["containerPath"] as? String ?? "")
        }
        func nonEmpty(_ key: String) -> String? {
            guard let text = object[key] as? String, !text.isEmpty else { return nil }
            return text
        }
        return Options(
            arguments: arguments, language: nonEmpty("language"), region: nonEmpty("region"),
            targetForVariableExpansion: target)
    }

    /// Throws when JSON arrays and objects in `data` nest deeper than the budget's depth (brackets
    /// inside strings do not count): one linear pass over the bytes.
    static func checkDepth(_ data: Data, budget: InputBudget) throws(InputBudgetError) {
        var depth = 0
        var line = 1
        var inString = false
        var escaped = false
        for byte in data {
            if inString {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
                try budget.check(depth: depth, at: "line \(line)")
            case UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
            case UInt8(ascii: "\n"): line += 1
            default: break
            }
        }
    }
}

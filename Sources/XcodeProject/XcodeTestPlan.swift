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
        let plan: PlanJSON
        do {
            plan = try Self.decode(data)
        } catch {
            throw .malformed(path: file.path, reason: Self.reason(for: error))
        }
        name = file.deletingPathExtension().lastPathComponent
        self.file = file
        defaultOptions = try Self.options(plan.defaultOptions, file: file, what: "defaultOptions")
        var configurations: [Configuration] = []
        configurations.reserveCapacity(plan.configurations.count)
        for (offset, entry) in plan.configurations.enumerated() {
            guard let entry = entry.value else {
                throw .malformed(path: file.path, reason: "configuration \(offset + 1) is not an object")
            }
            let name = entry.name ?? "Configuration \(offset + 1)"
            configurations.append(
                Configuration(
                    name: name, options: try Self.options(entry.options, file: file, what: "configuration \(name)")))
        }
        self.configurations = configurations
        testTargets = plan.testTargets
    }

    /// The plan's JSON, decoded from the members it reads when `readMembers` can pick them out;
    /// else, or when the decoder refuses them, from the whole file (so its error says where).
    static func decode(_ data: Data) throws -> PlanJSON {
        if let members = readMembers(of: data), let plan = try? JSONDecoder().decode(PlanJSON.self, from: members) {
            return plan
        }
        return try JSONDecoder().decode(PlanJSON.self, from: data)
    }

    /// Why `JSONDecoder` refused the bytes: the top level is not an object (the only type the
    /// decoding itself requires), else the parser's own words on the syntax error.
    static func reason(for error: any Error) -> String {
        switch error {
        case DecodingError.typeMismatch(_, let context) where context.codingPath.isEmpty,
            DecodingError.valueNotFound(_, let context) where context.codingPath.isEmpty:
            return "its top level is not a JSON object"
        case DecodingError.dataCorrupted(let context):
            return "not JSON: \(context.underlyingError.map { "\($0)" } ?? context.debugDescription)"
        default:
            return "not JSON: \(error)"
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

    /// The plan's `Options` from its JSON: absent is empty; present, it must be an object whose
    /// `commandLineArgumentEntries`, if any, is a list of objects each with `argument` text.
    static func options(_ value: Lenient<OptionsJSON>?, file: URL, what: String) throws(SchemeError) -> Options {
        guard let value else { return Options() }
        guard let object = value.value else {
            throw .malformed(path: file.path, reason: "\(what) is not an object")
        }
        var arguments: [XcodeScheme.Argument]?
        if let entries = object.arguments {
            guard let list = entries.value else {
                throw .malformed(path: file.path, reason: "commandLineArgumentEntries of \(what) is not a list")
            }
            arguments = try list.enumerated().map { offset, entry throws(SchemeError) in
                guard let text = entry.text else {
                    throw .malformed(
                        path: file.path,
                        reason: "argument \(offset + 1) of \(what) has no \"argument\" text")
                }
                return XcodeScheme.Argument(text: text, isEnabled: entry.isEnabled)
            }
        }
        let target = object.target.map {
            XcodeScheme.BuildableReference(
                blueprintIdentifier: $0.identifier ?? "", blueprintName: $0.name ?? "",
                buildableName: "", referencedContainer: $0.containerPath ?? "")
        }
        func nonEmpty(_ text: String?) -> String? { text?.isEmpty == false ? text : nil }
        return Options(
            arguments: arguments, language: nonEmpty(object.language), region: nonEmpty(object.region),
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
                // The location is written only when it is needed, not for every bracket.
                if depth > budget.maximumDepth { try budget.check(depth: depth, at: "line \(line)") }
            case UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
            case UInt8(ascii: "\n"): line += 1
            default: break
            }
        }
    }
}

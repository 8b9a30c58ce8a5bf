import Defaults
import FoundationEssentials
import PropertyList
import SystemCalls
import TextOutput
import ToolVersion

/// The `defaults` command: macOS `defaults` on the store files Foundation's `UserDefaults` uses on
/// Linux (research defaults-semantics.md §4), plus `which`.
///
/// All logic lives here so tests can run commands in-process; the `defaults` executable only
/// forwards its arguments and prints the ``Outcome``. Every change is committed before ``run(_:)``
/// returns (lock, re-read, per-key merge, atomic rename) and touches only the named domain.
public struct DefaultsTool: Sendable {
    /// What a command printed and its exit status.
    public struct Outcome: Sendable, Equatable {
        public var status: Int32 = 0
        public var standardOutput = Data()
        public var standardError = ""

        /// The standard output as text.
        public var output: String { String(decoding: standardOutput, as: UTF8.self) }

        mutating func print(_ text: String) { standardOutput.append(Data((text + "\n").utf8)) }
        mutating func fail(_ error: DefaultsToolError) {
            standardError += "defaults: \(error.description)\n"
            status = error.exitStatus
        }
    }

    /// Where the store files are.
    public var environment: DefaultsEnvironment
    /// Reads standard input for `import <domain> -`.
    public var readStandardInput: @Sendable () -> Data

    public init(
        environment: DefaultsEnvironment = .current,
        readStandardInput: @escaping @Sendable () -> Data = DefaultsTool.readAllStandardInput
    ) {
        self.environment = environment
        self.readStandardInput = readStandardInput
    }

    /// Runs one command line (without the program name).
    public func run(_ arguments: [String]) -> Outcome {
        var outcome = Outcome()
        do {
            try dispatch(arguments, into: &outcome)
        } catch {
            outcome.fail(error)
        }
        return outcome
    }

    private func dispatch(_ arguments: [String], into outcome: inout Outcome) throws(DefaultsToolError) {
        var index = 0
        var byHost = false
        if index < arguments.count, arguments[index] == "-currentHost" {
            byHost = true
            index += 1
        } else if index < arguments.count, arguments[index] == "-host" {
            throw .usage(
                "-host is not supported on Linux (there are no per-host preferences for other hosts); use -currentHost."
            )
        }
        guard index < arguments.count else {
            // As on macOS: the usage on standard output, and status 255.
            outcome.standardOutput.append(Data(HelpText.usage.utf8))
            outcome.status = DefaultsToolError.usageExitStatus
            return
        }
        let command = arguments[index].lowercased()
        index += 1
        if index < arguments.count, ["--help", "-h"].contains(arguments[index]), HelpText.commands[command] != nil {
            outcome.standardOutput.append(Data(HelpText.commands[command]!.utf8))
            return
        }
        switch command {
        case "help", "--help", "-h":
            if index < arguments.count {
                guard let help = HelpText.commands[arguments[index].lowercased()] else {
                    throw .usage("Unknown command '\(arguments[index])'.")
                }
                outcome.standardOutput.append(Data(help.utf8))
            } else {
                outcome.standardOutput.append(Data(HelpText.usage.utf8))
            }
            return
        case "--version":
            try expectNoMore(arguments, after: index)
            outcome.print(ToolVersion.current)
            return
        case "domains":
            try expectNoMore(arguments, after: index)
            let names = environment.persistentDomainNames(byHost: byHost).filter { $0 != DomainName.global }
            outcome.print(names.joined(separator: ", "))
            return
        case "find":
            guard index < arguments.count else { throw .usage("find needs a word.") }
            try expectNoMore(arguments, after: index + 1)
            try find(arguments[index], byHost: byHost, into: &outcome)
            return
        case "read" where index == arguments.count:
            try readAll(byHost: byHost, into: &outcome)
            return
        case "read", "read-type", "write", "rename", "delete", "remove", "import", "export", "which":
            break
        default:
            throw .usage("Unknown command '\(arguments[index - 1])'.")
        }

        let target = try DomainTarget.resolve(arguments, at: &index, environment: environment, byHost: byHost)
        let rest = Array(arguments[index...])
        switch command {
        case "read": try read(target, rest, into: &outcome)
        case "read-type": try readType(target, rest, into: &outcome)
        case "write": try write(target, arguments, from: index, into: &outcome)
        case "rename": try rename(target, rest)
        case "delete", "remove": try delete(target, rest)
        case "import": try importPlist(target, rest)
        case "export": try export(target, rest, into: &outcome)
        default: try which(target, rest, into: &outcome)
        }
    }

    private func expectNoMore(_ arguments: [String], after index: Int) throws(DefaultsToolError) {
        if index < arguments.count { throw .unexpectedArgument(arguments[index]) }
    }

    // MARK: - read

    private func readAll(byHost: Bool, into outcome: inout Outcome) throws(DefaultsToolError) {
        var all: [PlistKey: PlistValue] = [:]
        var failures: [DefaultsToolError] = []
        for name in environment.persistentDomainNames(byHost: byHost) {
            var index = 0
            do {
                let target = try DomainTarget.resolve([name], at: &index, environment: environment, byHost: byHost)
                let values = try target.contents()
                if !values.isEmpty { all[target.listingName] = .dictionary(values) }
            } catch {
                failures.append(error)
            }
        }
        outcome.print(DescriptionPrinter.string(for: .dictionary(all)))
        for failure in failures { outcome.fail(failure) }
    }

    private func read(_ target: DomainTarget, _ rest: [String], into outcome: inout Outcome) throws(DefaultsToolError) {
        let values = try target.contents()
        if rest.isEmpty {
            guard !values.isEmpty else { throw .domainDoesNotExist(target.displayName) }
            outcome.print(DescriptionPrinter.string(for: .dictionary(values)))
            return
        }
        try expectNoMore(rest, after: 1)
        guard let value = values[rest[0]] else { throw .pairDoesNotExist(domain: target.displayName, key: rest[0]) }
        outcome.print(DescriptionPrinter.topLevelString(for: value))
    }

    private func readType(_ target: DomainTarget, _ rest: [String], into outcome: inout Outcome)
        throws(DefaultsToolError)
    {
        guard rest.count == 1 else { throw .usage("read-type needs <domain> <key>.") }
        guard let value = try target.contents()[rest[0]] else {
            throw .pairDoesNotExist(domain: target.displayName, key: rest[0])
        }
        outcome.print("Type is \(value.typeName)")
    }

    // MARK: - write, rename, delete

    private func write(_ target: DomainTarget, _ arguments: [String], from index: Int, into outcome: inout Outcome)
        throws(DefaultsToolError)
    {
        guard index < arguments.count else { throw .usage("write needs <key> <value> or a <domain_rep> dictionary.") }
        if index + 1 == arguments.count {
            guard
                case .dictionary(let values) = try DefaultsToolError.from({ () throws(WriteValueError) in
                    try WriteValueParser.untyped(arguments[index])
                })
            else {
                throw .repNotADictionary
            }
            try target.replace(with: values)
            return
        }
        let key = arguments[index]
        var parser = WriteValueParser(arguments, from: index + 1)
        let value = try DefaultsToolError.from { () throws(WriteValueError) in try parser.parseValue() }
        if let extra = parser.remaining.first { throw .unexpectedArgument(extra) }
        for warning in parser.warnings { outcome.standardError += "defaults: warning: \(warning)\n" }
        // -array-add and -dict-add read the stored value and write the result under one lock, so a
        // concurrent writer's change in between cannot be lost.
        let exactKey = PlistKey(key)
        try target.commit { (current) throws(DefaultsToolError) -> [PlistKey: PlistValue?] in
            switch (parser.addOperation, value, current[exactKey]) {
            case (.array?, .array(let added), .array(let old)?): return [exactKey: .array(old + added)]
            case (.array?, _, _?): throw .notAnArray(key)
            case (.dictionary?, .dictionary(let added), .dictionary(let old)?):
                return [exactKey: .dictionary(old.merging(added) { _, new in new })]
            case (.dictionary?, _, _?): throw .notADictionary(key)
            default: return [exactKey: value]
            }
        }
    }

    private func rename(_ target: DomainTarget, _ rest: [String]) throws(DefaultsToolError) {
        guard rest.count == 2 else { throw .usage("rename needs <domain> <old_key> <new_key>.") }
        let (old, new) = (PlistKey(rest[0]), PlistKey(rest[1]))
        try target.commit { (current) throws(DefaultsToolError) -> [PlistKey: PlistValue?] in
            guard let value = current[old] else {
                throw .keyDoesNotExist(domain: target.displayName, key: old.string)
            }
            return old == new ? [:] : [new: value, old: nil]
        }
    }

    private func delete(_ target: DomainTarget, _ rest: [String]) throws(DefaultsToolError) {
        let values = try target.contents()
        if rest.isEmpty {
            guard !values.isEmpty else { throw .domainNotFound(target.displayName) }
            try target.replace(with: nil)
            return
        }
        try expectNoMore(rest, after: 1)
        guard values[rest[0]] != nil else { throw .domainNotFound(target.displayName) }
        try target.commit([PlistKey(rest[0]): nil])
    }

    // MARK: - import, export

    private func importPlist(_ target: DomainTarget, _ rest: [String]) throws(DefaultsToolError) {
        guard let path = rest.first else { throw .usage("Need a path to read from") }
        try expectNoMore(rest, after: 1)
        let data: Data
        if path.trimmingSpaces() == "-" {
            data = readStandardInput()
        } else {
            guard let contents = FileManager.default.contents(atPath: path) else { throw .couldNotRead(path) }
            data = contents
        }
        let value: PlistValue
        do {
            value = try PropertyListCoder.decode(data).value
        } catch {
            throw .couldNotParsePropertyList(path: path, reason: error.description)
        }
        guard case .dictionary(let values) = value else { throw .notADictionaryPropertyList(path) }
        guard !values.isEmpty else { return }
        try target.commit(values.mapValues { Optional($0) })
    }

    private func export(_ target: DomainTarget, _ rest: [String], into outcome: inout Outcome) throws(DefaultsToolError)
    {
        guard let path = rest.first else { throw .usage("Need a path to write to") }
        try expectNoMore(rest, after: 1)
        let values = try target.contents()
        guard !values.isEmpty else { throw .exportDomainDoesNotExist(target.displayName) }
        let toStandardOutput = path.trimmingSpaces() == "-"
        do {
            if toStandardOutput {
                outcome.standardOutput.append(try PropertyListCoder.encodeXML(.dictionary(values)))
            } else {
                try PropertyListCoder.encodeBinary(.dictionary(values)).write(
                    to: URL(fileURLWithPath: path), options: .atomic)
            }
        } catch let error as PropertyListError {
            throw .couldNotExport(domain: target.displayName, path: path, reason: error.description)
        } catch {
            throw .couldNotExport(
                domain: target.displayName, path: path, reason: FileErrorText.description(of: error))
        }
    }

    // MARK: - find

    private func find(_ word: String, byHost: Bool, into outcome: inout Outcome) throws(DefaultsToolError) {
        var found = 0
        var failures: [DefaultsToolError] = []
        for name in environment.persistentDomainNames(byHost: byHost) {
            var index = 0
            let values: [PlistKey: PlistValue]
            let display: String
            do {
                let target = try DomainTarget.resolve([name], at: &index, environment: environment, byHost: byHost)
                values = try target.contents()
                display = target.listingName
            } catch {
                failures.append(error)
                continue
            }
            let domainMatches = Self.contains(.string(display), word)
            let matching = values.filter {
                domainMatches || Self.contains(.string($0.key.string), word) || Self.contains($0.value, word)
            }
            guard !matching.isEmpty else { continue }
            found += 1
            outcome.print(
                "Found \(matching.count) keys in domain '\(display)': \(DescriptionPrinter.string(for: .dictionary(matching)))"
            )
        }
        if found == 0 { outcome.standardError += "defaults: No domain, key, nor value containing '\(word)'\n" }
        for failure in failures { outcome.fail(failure) }
    }

    /// Whether a string in the value (keys included, at any depth) contains the word, ignoring case.
    static func contains(_ value: PlistValue, _ word: String) -> Bool {
        switch value {
        case .string(let s): CaseInsensitiveSearch.contains(s, word)
        case .array(let values): values.contains { contains($0, word) }
        case .dictionary(let values):
            values.contains { contains(.string($0.key.string), word) || contains($0.value, word) }
        default: false
        }
    }

    // MARK: - which

    private func which(_ target: DomainTarget, _ rest: [String], into outcome: inout Outcome) throws(DefaultsToolError)
    {
        guard let key = rest.first, target.domain != nil else {
            throw .usage("which needs <domain> <key> (a domain name, not a path).")
        }
        var launchArguments: [String] = []
        if rest.count > 1 {
            guard rest[1] == "--" else { throw .unexpectedArgument(rest[1]) }
            launchArguments = ["application"] + rest[2...]
        }
        let name = target.domain == DomainName.global ? Defaults.globalDomain : target.displayName
        let report = WhichReport(domain: name, key: key, environment: environment, launchArguments: launchArguments)
        outcome.standardOutput.append(Data(report.text.utf8))
        if !report.found {
            outcome.fail(.pairDoesNotExist(domain: target.displayName, key: key))
        }
    }

    /// All of standard input, as `FileHandle.standardInput.readDataToEndOfFile()` read it (what was
    /// read before an error is kept).
    @Sendable public static func readAllStandardInput() -> Data {
        var bytes: [UInt8] = []
        try? FileDescriptor.standardInput.readToEnd(appendingTo: &bytes)
        return Data(bytes)
    }
}

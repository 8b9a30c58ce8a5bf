/// Reads the defaults keys of Objective-C files: `NSString * const` and `#define` constants first
/// (over every file), then the messages to `NSUserDefaults` (`boolForKey:`, `setObject:forKey:`,
/// `registerDefaults:`...).
struct ObjectiveCSourceReader {
    struct File {
        var path: String
        var text: String
        var tokenizer: ObjectiveCTokenizer
    }

    static let readers: [String: AccessorType?] = [
        "boolForKey": .bool, "integerForKey": .integer, "floatForKey": .float, "doubleForKey": .double,
        "stringForKey": .string, "arrayForKey": .array, "stringArrayForKey": .stringArray,
        "dictionaryForKey": .dictionary, "dataForKey": .data, "URLForKey": .url, "objectForKey": .none,
        "valueForKey": .none,
    ]
    static let setters: Set<String> = [
        "setBool", "setInteger", "setFloat", "setDouble", "setObject", "setValue", "setURL",
    ]
    static let sharedSelectors: Set<String> = [
        "objectForKey", "valueForKey", "setObject", "setValue", "removeObjectForKey",
    ]

    var files: [File] = []

    init(files: [(path: String, text: String)]) {
        self.files = files.map { File(path: $0.path, text: $0.text, tokenizer: ObjectiveCTokenizer(text: $0.text)) }
    }

    /// Adds the constants of every file to `constants`.
    func collectConstants(into constants: inout ConstantTable) {
        for file in files {
            for define in file.tokenizer.defines {
                var tokens = define.tokens[...]
                while tokens.first?.isPunctuation("(") == true, tokens.last?.isPunctuation(")") == true {
                    tokens = tokens.dropFirst().dropLast()
                }
                if tokens.count == 1, case .string(let value) = tokens.first!.kind { constants.add(define.name, value) }
            }
            let tokens = file.tokenizer.tokens
            var index = 0
            while index + 3 < tokens.count {
                defer { index += 1 }
                guard tokens[index].identifier == "NSString" || tokens[index].identifier == "CFStringRef" else {
                    continue
                }
                // NSString [*] [const] NAME = "value";
                var cursor = index + 1
                var isConst = index > 0 && tokens[index - 1].identifier == "const"
                while cursor < tokens.count,
                    tokens[cursor].isPunctuation("*") || tokens[cursor].identifier == "const"
                        || tokens[cursor].identifier == "_Nonnull" || tokens[cursor].identifier == "__strong"
                {
                    if tokens[cursor].identifier == "const" { isConst = true }
                    cursor += 1
                }
                guard cursor + 2 < tokens.count, let name = tokens[cursor].identifier,
                    tokens[cursor + 1].isPunctuation("="),
                    case .string(let value) = tokens[cursor + 2].kind
                else { continue }
                constants.add(name, value, isMutable: !isConst)
            }
        }
    }

    /// The reads, writes and registrations of every file; returns the methods found to pass their
    /// first parameter to an accessor, by selector part. With `onlyHelperCalls`, only calls of
    /// `swiftHelpers` are collected.
    @discardableResult
    func collectUses(
        constants: ConstantTable, resources: [String: String],
        swiftHelpers: [String: SwiftUseCollector.Helper] = [:], onlyHelperCalls: Bool = false,
        into scan: inout SourceScan
    ) -> [String: SwiftUseCollector.Helper] {
        var methodHelpers: [String: SwiftUseCollector.Helper] = [:]
        for file in files {
            let tokens = file.tokenizer.tokens
            let methods = Self.methodHeaders(in: tokens)
            var method = 0
            let defaultsVariables = Self.defaultsVariables(in: tokens)
            let dictionaries = Self.dictionaryVariables(in: tokens)
            let registersFromBundle =
                file.text.containsText("Settings.bundle") || file.text.containsText("Root.plist")
                || (file.text.containsText("@\"Settings\"") && file.text.containsText("@\"bundle\""))
            let plistResource = Self.plistResource(in: tokens)
            var registeredDictionaries: Set<String> = []
            var stack: [Int] = []
            for (index, token) in tokens.enumerated() {
                if token.isPunctuation("[") {
                    if stack.count < 256 { stack.append(index) }
                } else if token.isPunctuation("]"), let start = stack.popLast() {
                    let message = Message(tokens: tokens, start: start, end: index)
                    while method < methods.count, methods[method].body.upperBound < index { method += 1 }
                    let enclosing =
                        method < methods.count && methods[method].body.contains(index) ? methods[method] : nil
                    if onlyHelperCalls {
                        guard let first = message.parts.first, message.parts.count == 1,
                            swiftHelpers[first.name] != nil
                        else { continue }
                    } else if let enclosing, let first = message.parts.first, message.parts.count <= 2,
                        let argument = (message.parts.count == 2 ? message.parts[1] : first).argument.first,
                        (message.parts.count == 1 ? first.argument.count : message.parts[1].argument.count) == 1,
                        argument.identifier == enclosing.parameter,
                        let helper = Self.accessorHelper(message, selector: enclosing.selector)
                    {
                        // The key is the method's parameter: the method is a helper, its calls are the reads.
                        methodHelpers[enclosing.selector] = helper
                        continue
                    }
                    let outer = Self.outerMessage(in: tokens, start: start, end: index)
                    let fallback = Self.fallbackExpression(
                        in: tokens, start: outer.conversion == nil ? start : start - 1,
                        end: outer.conversion == nil ? index : index + 2)
                    read(
                        message, fallback: fallback.flatMap(Self.value(of:)), fallsBack: fallback != nil,
                        conversion: outer.conversion, comparedWith: outer.comparedWith, file: file,
                        constants: constants, defaultsVariables: defaultsVariables,
                        dictionaries: dictionaries, registersFromBundle: registersFromBundle, resources: resources,
                        plistResource: plistResource, registeredDictionaries: &registeredDictionaries,
                        swiftHelpers: swiftHelpers, into: &scan)
                }
            }
        }
        return methodHelpers
    }

    /// A message send `[receiver part: argument part: argument]`, split at the top level.
    struct Message {
        var receiver: ArraySlice<ObjectiveCToken>
        var parts: [(name: String, argument: ArraySlice<ObjectiveCToken>)] = []
        var open: ObjectiveCToken

        init(tokens: [ObjectiveCToken], start: Int, end: Int) {
            open = tokens[start]
            var depth = 0
            var partStarts: [(name: String, index: Int)] = []
            var index = start + 1
            while index < end {
                let token = tokens[index]
                if token.isPunctuation("[") || token.isPunctuation("(") || token.isPunctuation("{") {
                    depth += 1
                } else if token.isPunctuation("]") || token.isPunctuation(")") || token.isPunctuation("}") {
                    depth -= 1
                } else if depth == 0, let name = token.identifier, index + 1 < end,
                    tokens[index + 1].isPunctuation(":"),
                    index > start + 1
                {
                    partStarts.append((name, index))
                    index += 2
                    continue
                }
                index += 1
            }
            receiver = tokens[(start + 1)..<(partStarts.first?.index ?? end)]
            for (offset, part) in partStarts.enumerated() {
                let argumentEnd = offset + 1 < partStarts.count ? partStarts[offset + 1].index : end
                parts.append((part.name, tokens[(part.index + 2)..<max(part.index + 2, argumentEnd)]))
            }
        }
    }

    private func read(
        _ message: Message, fallback: SourceValue?, fallsBack: Bool = false,
        conversion: (name: String, type: AccessorType)? = nil,
        comparedWith: String? = nil, file: File, constants: ConstantTable,
        defaultsVariables: Set<String>,
        dictionaries: [String: ArraySlice<ObjectiveCToken>], registersFromBundle: Bool, resources: [String: String],
        plistResource: String?, registeredDictionaries: inout Set<String>,
        swiftHelpers: [String: SwiftUseCollector.Helper], into scan: inout SourceScan
    ) {
        guard let first = message.parts.first else { return }
        let position = SourcePosition(file: file.path, line: message.open.line, column: message.open.column)
        let receiverText = message.receiver.compactMap(\.identifier)
        let lower = receiverText.joined(separator: " ").lowercased()
        let excluded = ["keychain", "ubiquitous", "icloud", "coder", "cache", "userinfo", "dict", "json"].contains {
            lower.contains($0)
        }
        let saysDefaults =
            receiverText.contains("NSUserDefaults") || lower.contains("defaults")
            || receiverText.contains { defaultsVariables.contains($0) }
        func isDefaults(_ selector: String) -> Bool {
            !excluded && (saysDefaults || !Self.sharedSelectors.contains(selector))
        }
        let suite = Self.suite(in: message.receiver)
        if message.parts.count == 1, let entry = Self.readers.index(forKey: first.name) {
            var type = Self.readers[entry].value
            var accessor = first.name + ":"
            if type == nil, let conversion {
                type = conversion.type
                accessor += " " + conversion.name
            }
            guard isDefaults(first.name) else { return }
            append(
                key: first.argument, action: .read, type: type, accessor: accessor, suite: suite,
                fallback: fallback, position: position, constants: constants, into: &scan)
            if scan.uses.last?.position == position {
                scan.uses[scan.uses.count - 1].comparedWith = comparedWith
                scan.uses[scan.uses.count - 1].fallsBack = fallsBack
            }
        } else if message.parts.count == 2, Self.setters.contains(first.name), message.parts[1].name == "forKey" {
            guard isDefaults(first.name) else { return }
            append(
                key: message.parts[1].argument, action: .write, type: nil, accessor: first.name + ":forKey:",
                suite: suite,
                position: position, constants: constants, into: &scan)
        } else if message.parts.count == 1, first.name == "removeObjectForKey" {
            guard isDefaults(first.name) else { return }
            append(
                key: first.argument, action: .write, type: nil, accessor: "removeObjectForKey:", suite: suite,
                position: position, constants: constants, into: &scan)
        } else if message.parts.count == 1, let helper = swiftHelpers[first.name] {
            // A Swift function that passes its first argument to an accessor, called from Objective-C.
            append(
                key: first.argument, action: helper.action, type: helper.type,
                accessor: "\(first.name): (Swift \(helper.name)(), \(helper.accessor))", suite: nil,
                fallback: helper.action == .read ? fallback : nil, position: position, constants: constants,
                into: &scan)
        } else if message.parts.count == 1, first.name == "registerDefaults" {
            if registersFromBundle {
                scan.registrations.append(DefaultsRegistration(contents: .settingsBundle, position: position))
                return
            }
            var argument = first.argument
            if argument.count == 1, let name = argument.first?.identifier, let dictionary = dictionaries[name] {
                // Registering the same dictionary again adds nothing (and re-reading it would be quadratic).
                guard registeredDictionaries.insert(name).inserted else { return }
                argument = dictionary
            }
            if let entries = Self.dictionaryEntries(argument, file: file.path, constants: constants) {
                scan.registrations.append(DefaultsRegistration(contents: .entries(entries.known), position: position))
                if !entries.unknown.isEmpty {
                    scan.registrations.append(
                        DefaultsRegistration(
                            contents: .unknown(
                                reason:
                                    "the registered keys \(entries.unknown.joined(separator: ", ")) are not constants the reader can follow"
                            ),
                            position: position))
                }
            } else if let resource = plistResource {
                scan.registrations.append(.resource(resource, in: resources, at: position))
            } else {
                scan.registrations.append(
                    DefaultsRegistration(
                        contents: .unknown(reason: "registerDefaults: is passed a dictionary the reader cannot follow"),
                        position: position))
            }
        }
    }

    private func append(
        key tokens: ArraySlice<ObjectiveCToken>, action: KeyUse.Action, type: AccessorType?, accessor: String,
        suite: String?, fallback: SourceValue? = nil, position: SourcePosition, constants: ConstantTable,
        into scan: inout SourceScan
    ) {
        switch Self.resolve(tokens, constants: constants) {
        case .success(let key):
            scan.uses.append(
                KeyUse(
                    key: key, action: action, type: type, accessor: accessor, fallback: fallback, suite: suite,
                    position: position))
        case .failure(let reason):
            scan.uses.append(
                KeyUse(
                    key: nil, uncertainty: reason.text, action: action, type: type, accessor: accessor, suite: suite,
                    keyPrefix: reason.prefix, position: position))
        }
    }

    struct Unresolved: Error {
        var text: String
        /// The known start of a key built at run time (`[@"filter_" stringByAppendingString:name]`,
        /// `[NSString stringWithFormat:@"filter_%@", name]`).
        var prefix: String?
    }

    /// The key a token run names: a literal, or a constant.
    static func resolve(_ tokens: ArraySlice<ObjectiveCToken>, constants: ConstantTable) -> Result<String, Unresolved> {
        var tokens = tokens
        while tokens.first?.isPunctuation("(") == true, tokens.last?.isPunctuation(")") == true {
            tokens = tokens.dropFirst().dropLast()
        }
        if tokens.count == 1, let token = tokens.first {
            switch token.kind {
            case .string(let value): return .success(value)
            case .identifier(let name):
                switch constants.lookup(name) {
                case .value(let value): return .success(value)
                case .uncertain(let reason): return .failure(Unresolved(text: reason))
                case .missing: return .failure(Unresolved(text: "`\(name)` is not a constant the reader can follow"))
                }
            default: break
            }
        }
        if tokens.contains(where: { $0.identifier == "stringWithFormat" || $0.identifier == "stringByAppendingString" })
        {
            let prefix = builtKeyPrefix(tokens, constants: constants)
            return .failure(
                Unresolved(
                    text: prefix.map { "the key is built at run time from \"\($0)\"" }
                        ?? "the key is built at run time",
                    prefix: prefix))
        }
        let text = tokens.map { token -> String in
            switch token.kind {
            case .identifier(let name), .number(let name): name
            case .string(let value): "@\"\(value)\""
            case .punctuation(let character): String(character)
            }
        }.joined(separator: " ")
        return .failure(
            Unresolved(
                text: "`\(SwiftUseCollector.abridged(text))` is not a literal or a constant the reader can follow"))
    }

    /// Names declared as `NSUserDefaults *name` or assigned `[NSUserDefaults ...]`.
    static func defaultsVariables(in tokens: [ObjectiveCToken]) -> Set<String> {
        var names: Set<String> = []
        for index in tokens.indices where tokens[index].identifier == "NSUserDefaults" {
            var cursor = index + 1
            while cursor < tokens.count, tokens[cursor].isPunctuation("*") { cursor += 1 }
            if cursor > index + 1, cursor < tokens.count, let name = tokens[cursor].identifier { names.insert(name) }
        }
        return names
    }

    /// Variables assigned a dictionary literal: `NSDictionary *defaults = @{ ... };`.
    static func dictionaryVariables(in tokens: [ObjectiveCToken]) -> [String: ArraySlice<ObjectiveCToken>] {
        var result: [String: ArraySlice<ObjectiveCToken>] = [:]
        var index = 0
        while index + 3 < tokens.count {
            defer { index += 1 }
            guard let name = tokens[index].identifier, tokens[index + 1].isPunctuation("="),
                tokens[index + 2].isPunctuation("@"),
                tokens[index + 3].isPunctuation("{")
            else { continue }
            let end = closing(tokens, from: index + 3, open: "{", close: "}") ?? tokens.count
            result[name] = tokens[(index + 2)..<min(end + 1, tokens.count)]
        }
        return result
    }

    /// The entries of `@{ key: value, ... }` or `[NSDictionary dictionaryWithObjectsAndKeys: v, k, ..., nil]`.
    static func dictionaryEntries(_ tokens: ArraySlice<ObjectiveCToken>, file: String, constants: ConstantTable)
        -> (known: [DefaultsRegistration.Entry], unknown: [String])?
    {
        var pairs: [(key: ArraySlice<ObjectiveCToken>, value: ArraySlice<ObjectiveCToken>)] = []
        if tokens.count >= 3, tokens.first!.isPunctuation("@"), tokens[tokens.startIndex + 1].isPunctuation("{"),
            tokens.last!.isPunctuation("}")
        {
            for item in split(tokens.dropFirst(2).dropLast(), at: ",") where !item.isEmpty {
                let halves = split(item, at: ":")
                guard halves.count == 2 else { return nil }
                pairs.append((halves[0], halves[1]))
            }
        } else if tokens.count >= 4, tokens.first!.isPunctuation("["),
            tokens.contains(where: {
                $0.identifier == "dictionaryWithObjectsAndKeys" || $0.identifier == "initWithObjectsAndKeys"
            })
        {
            guard let colon = tokens.firstIndex(where: { $0.isPunctuation(":") }) else { return nil }
            let items = split(tokens[(colon + 1)..<(tokens.endIndex - 1)], at: ",").filter {
                !($0.count == 1 && $0.first?.identifier == "nil")
            }
            guard items.count % 2 == 0 else { return nil }
            for pair in stride(from: 0, to: items.count, by: 2) { pairs.append((items[pair + 1], items[pair])) }
        } else {
            return nil
        }
        var known: [DefaultsRegistration.Entry] = []
        var unknown: [String] = []
        for pair in pairs {
            switch resolve(pair.key, constants: constants) {
            case .success(let key):
                let first = pair.key.first!
                known.append(
                    DefaultsRegistration.Entry(
                        key: key, value: value(of: pair.value),
                        position: SourcePosition(file: file, line: first.line, column: first.column)))
            case .failure:
                unknown.append(pair.key.compactMap(\.identifier).joined(separator: " "))
            }
        }
        return (known, unknown)
    }

    static func split(_ tokens: ArraySlice<ObjectiveCToken>, at separator: Character) -> [ArraySlice<ObjectiveCToken>] {
        var result: [ArraySlice<ObjectiveCToken>] = []
        var depth = 0
        var start = tokens.startIndex
        for index in tokens.indices {
            let token = tokens[index]
            if token.isPunctuation("[") || token.isPunctuation("(") || token.isPunctuation("{") { depth += 1 }
            if token.isPunctuation("]") || token.isPunctuation(")") || token.isPunctuation("}") { depth -= 1 }
            if depth == 0, token.isPunctuation(separator) {
                result.append(tokens[start..<index])
                start = index + 1
            }
        }
        result.append(tokens[start..<tokens.endIndex])
        return result
    }

    /// The literal of `[[NSUserDefaults alloc] initWithSuiteName:@"group..."]` in a receiver.
    static func suite(in tokens: ArraySlice<ObjectiveCToken>) -> String? {
        guard let index = tokens.firstIndex(where: { $0.identifier == "initWithSuiteName" }),
            index + 2 < tokens.endIndex,
            case .string(let value) = tokens[index + 2].kind
        else { return nil }
        return value
    }

    /// `Name` of `pathForResource:@"Name" ofType:@"plist"` (or `URLForResource:... withExtension:`).
    static func plistResource(in tokens: [ObjectiveCToken]) -> String? {
        for index in tokens.indices.dropLast(6)
        where tokens[index].identifier == "pathForResource" || tokens[index].identifier == "URLForResource" {
            guard case .string(let name) = tokens[index + 2].kind,
                tokens[index + 3].identifier == "ofType"
                    || tokens[index + 3].identifier == "withExtension", case .string("plist") = tokens[index + 5].kind
            else { continue }
            return name
        }
        return nil
    }
}

extension String {
    func trimmingSuffix(while predicate: (Character) -> Bool) -> String {
        var result = self
        while let last = result.last, predicate(last) { result.removeLast() }
        return result
    }
}

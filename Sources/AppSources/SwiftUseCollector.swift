import FoundationEssentials
@_spi(RawSyntax) import SwiftSyntax

/// The reads, writes and registrations of defaults keys in a Swift file, read right after its
/// declarations (``SourceScanner/readSwift(_:declarations:uses:)``), with keys resolved through the
/// declarations of the Swift files (``DeclarationLookups``).
final class SwiftUseCollector: SyntaxVisitor {
    /// A function that passes one of its `String` parameters straight to an accessor
    /// (`func flag(_ key: String) -> Bool { defaults.bool(forKey: key) }`): its calls are reads.
    struct Helper: Hashable {
        var name: String
        /// The parameter's external label (nil for `_`).
        var label: String?
        var index: Int
        var action: KeyUse.Action
        var type: AccessorType?
        var accessor: String
        /// The first part of the selector Objective-C calls it by (`integerForSetting` for
        /// `func integerForSetting(_ key: String)`, or what `@objc(name:)` says), when the key is its first argument.
        var objectiveCSelector: String? = nil
        /// A type's initialiser (`Setting(key:)`, `Setting.init(key:)`, `.init(key:)`), whose argument
        /// is found by its label.
        var isInitializer = false
        /// A function that registers the dictionary it is passed (`func registerDefaults(_ values:)`).
        var registers = false
        /// Whether the helper writes the key when it is unset (``markWritesOnNil(from:keyExpression:at:)``).
        var fallsBack = false
    }
    /// How deep a key is followed through functions that pass it on (`f(k)` calls `g(k)` calls an accessor).
    static let maximumHelperDepth = 8

    static let readers: [String: AccessorType] = [
        "bool": .bool, "integer": .integer, "float": .float, "double": .double, "string": .string,
        "array": .array, "stringArray": .stringArray, "dictionary": .dictionary, "data": .data, "url": .url,
        "object": .object, "value": .object,
    ]
    /// Accessors other types share (`NSDictionary`, KVC): counted only on a receiver that looks like defaults.
    static let sharedNames: Set<String> = ["object", "value", "set", "setValue", "removeObject"]
    /// Known wrappers from libraries: Foil's, which register their default.
    static let foilWrappers: Set<String> = ["WrappedDefault", "FoilDefaultStorage"]
    static let foilOptionalWrappers: Set<String> = ["WrappedDefaultOptional", "FoilDefaultStorageOptional"]

    /// The declarations of the Swift files, asked through ``DeclarationLookups`` only.
    let declarations: DeclarationLookups
    var scan: SourceScan
    var helpers: Set<Helper> = []
    /// The helpers whose calls the current pass collects (each helper's calls are collected once).
    var pendingHelpers: Set<Helper> = [] {
        didSet { helpersByName = nil }
    }
    /// Functions found to pass a helper's key on from their own parameter: the next pass's helpers.
    var discoveredHelpers: Set<Helper> = []
    /// The pass collecting helper calls (0 for the first).
    var helperRound = 0
    /// ``pendingHelpers`` by function name, built once per pass (a call looks up its name only).
    var helpersByName: [String: [Helper]]?
    /// With helpers known: only calls to them are collected.
    var collectsHelperCalls = false
    /// The parameters of each function met, by name (index and type), built once per function.
    var parameterTables: [SyntaxIdentifier: [String: (index: Int, type: String)]] = [:]
    /// `Name.plist` resources the registration code may read, by name without extension.
    let resources: [String: String]
    /// The library versions the app pins (Foil's cast changed at 4.0.1).
    var pins = LibraryPins()
    private(set) var file: SwiftSourceFile?
    var fallbacks: [SyntaxIdentifier: SourceValue] = [:]
    /// Accessor calls cast with `as? T`, and to what.
    private var casts: [SyntaxIdentifier: AccessorType] = [:]
    /// Accessor calls only compared with a literal (`string(forKey: "k") == "x"`), and with what.
    private var comparisons: [SyntaxIdentifier: String] = [:]
    /// What each body around a registration says (see ``registrationContext(of:file:)``), for the current file.
    var registrationContexts: [SyntaxIdentifier: RegistrationContext] = [:]
    /// The dictionary variables already registered, by file and offset (a node's identifier may be reused
    /// once its tree is let go).
    var registeredDictionaries: Set<RegisteredDictionary> = []
    /// Reads of a key an initialiser stores, by helper, with the first read's place; and the helpers whose
    /// calls were found (``noteUnmatchedInitializers()``).
    var initializerReads: [Helper: SourcePosition] = [:]
    var matchedHelpers: Set<Helper> = []
    /// The key expressions each body writes when unset, for the current file (``markWritesOnNil(from:keyExpression:at:)``).
    var writesOnNil: [SyntaxIdentifier: [String: SourceValue?]] = [:]
    var typeNames: [String] = []
    /// How deep the current key is followed through functions that return it (`todayKey()`).
    var keyFunctionDepth = 0

    init(declarations: DeclarationLookups, scan: SourceScan, resources: [String: String]) {
        self.declarations = declarations
        self.scan = scan
        self.resources = resources
        super.init(viewMode: .sourceAccurate)
    }

    /// Reads `file`'s uses alone.
    func collect(_ file: SwiftSourceFile) {
        begin(file)
        walk(file.tree)
    }

    /// Starts reading `file` (``collect(_:)``, or ``SwiftFileWalk`` with its declarations).
    func begin(_ file: SwiftSourceFile) {
        self.file = file
        typeNames = []
        fallbacks = [:]
        casts = [:]
        comparisons = [:]
        registrationContexts = [:]
        writesOnNil = [:]
        parameterTables = [:]
    }

    // MARK: Types (to know when a read is inside a property wrapper or a `UserDefaults` extension)

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        typeNames.append(node.name.text)
        return .visitChildren
    }
    override func visitPost(_ node: StructDeclSyntax) { typeNames.removeLast() }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        typeNames.append(node.name.text)
        return .visitChildren
    }
    override func visitPost(_ node: ClassDeclSyntax) { typeNames.removeLast() }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        typeNames.append(node.name.text)
        return .visitChildren
    }
    override func visitPost(_ node: EnumDeclSyntax) { typeNames.removeLast() }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        typeNames.append(node.extendedType.trimmedText)
        return .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { typeNames.removeLast() }

    // MARK: `read ?? fallback`

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        // Each loop below needs a call (bare, converted `.boolValue` or in parentheses) and `as`, `==` or
        // `??`: a sequence without both (most arithmetic and comparisons) is let go unread.
        guard Self.mayHoldCastComparisonOrFallback(node.raw) else { return .visitChildren }
        let elements = Array(node.elements)
        // `object(forKey:) as? Int`: a cast of whatever is stored.
        for index in elements.indices.dropFirst() where elements[index].is(UnresolvedAsExprSyntax.self) {
            guard index + 1 < elements.count, let call = elements[index - 1].as(FunctionCallExprSyntax.self),
                let type = elements[index + 1].as(TypeExprSyntax.self).flatMap({
                    AccessorType(swiftType: $0.type.trimmedText)
                })
            else { continue }
            casts[call.id] = type
        }
        for index in elements.indices.dropFirst().dropLast()
        where elements[index].as(BinaryOperatorExprSyntax.self)?.operator.text == "==" {
            if let call = elements[index - 1].as(FunctionCallExprSyntax.self),
                let value = SwiftExpressions.literalString(elements[index + 1])
            {
                comparisons[call.id] = value
            }
        }
        for index in elements.indices where elements[index].as(BinaryOperatorExprSyntax.self)?.operator.text == "??" {
            guard index + 1 < elements.count, let value = SwiftExpressions.literalValue(elements[index + 1]),
                let call = Self.call(before: index, in: elements)
            else { continue }
            fallbacks[call.id] = value
        }
        return .visitChildren
    }

    /// `guard let v = d.string(forKey: "k") else { return "x" }`: `"x"` is the code's default for that read.
    override func visit(_ node: GuardStmtSyntax) -> SyntaxVisitorContinueKind {
        guard let returned = node.body.statements.first?.item.as(ReturnStmtSyntax.self)?.expression,
            let value = SwiftExpressions.literalValue(returned)
        else { return .visitChildren }
        for condition in node.conditions {
            guard case .optionalBinding(let binding) = condition.condition, var initializer = binding.initializer?.value
            else { continue }
            if let sequence = initializer.as(SequenceExprSyntax.self), let first = sequence.elements.first {
                initializer = first
            }
            if let call = initializer.as(FunctionCallExprSyntax.self) { fallbacks[call.id] = value }
        }
        return .visitChildren
    }

    /// The accessor call left of `??` at `index`, through `as? T` and parentheses.
    private static func call(before index: Int, in elements: [ExprSyntax]) -> FunctionCallExprSyntax? {
        var position = index - 1
        if position >= 2, elements[position].is(TypeExprSyntax.self),
            elements[position - 1].is(UnresolvedAsExprSyntax.self)
        {
            position -= 2
        }
        guard position >= 0 else { return nil }
        var element = elements[position]
        // `objectForKey("k")?.boolValue ?? true`: the conversion's fallback is the read's.
        if let member = element.as(MemberAccessExprSyntax.self),
            AccessorType.conversions[member.declName.baseName.text] != nil,
            var base = member.base
        {
            if let chain = base.as(OptionalChainingExprSyntax.self) { base = chain.expression }
            if let call = base.as(FunctionCallExprSyntax.self) { return call }
        }
        if let tuple = element.as(TupleExprSyntax.self), tuple.elements.count == 1, let inner = tuple.elements.first {
            element = inner.expression
            if let sequence = element.as(SequenceExprSyntax.self), let first = sequence.elements.first {
                element = first
            }
        }
        return element.as(FunctionCallExprSyntax.self)
    }

    // MARK: Calls

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard let file, let name = readName(ofCall: node.raw) else { return .visitChildren }
        let member = node.calledExpression.as(MemberAccessExprSyntax.self)
        let arguments = Array(node.arguments)
        let labels = arguments.map { $0.label?.text }
        if collectsHelperCalls {
            collectHelperCall(node, name: name, arguments: arguments, file: file)
            return .visitChildren
        }
        let base = member?.base
        // Swift 2 spells the accessors as Objective-C does: `objectForKey("k")`, `setBool(true, forKey: "k")`.
        if labels == [nil], name.hasSuffix("ForKey"), let entry = ObjectiveCSourceReader.readers.index(forKey: name) {
            guard receiverIsDefaults(base, accessor: String(name.dropLast(6))) else { return .visitChildren }
            var type = ObjectiveCSourceReader.readers[entry].value
            var accessor = "\(name)(_:)"
            if type == nil, let conversion = Self.conversion(of: node) {
                type = conversion.type
                accessor += "?.\(conversion.name)"
            }
            record(
                keyExpression: arguments[0].expression, action: .read, type: type, accessor: accessor,
                fallback: fallbacks[node.id], suite: suite(of: base), at: node, file: file)
        } else if labels == [nil, "forKey"], ObjectiveCSourceReader.setters.contains(name) {
            guard receiverIsDefaults(base, accessor: name == "setObject" ? "set" : name) else { return .visitChildren }
            record(
                keyExpression: arguments[1].expression, action: .write, type: nil, accessor: "\(name)(_:forKey:)",
                fallback: nil, suite: suite(of: base), at: node, file: file)
        } else if labels == [nil], name == "removeObjectForKey" {
            guard receiverIsDefaults(base, accessor: "removeObject") else { return .visitChildren }
            record(
                keyExpression: arguments[0].expression, action: .write, type: nil, accessor: "removeObjectForKey(_:)",
                fallback: nil, suite: suite(of: base), at: node, file: file)
        } else if labels == ["forKey"], let type = Self.readers[name] {
            guard receiverIsDefaults(base, accessor: name) else { return .visitChildren }
            let cast = type == .object ? casts[node.id] : nil
            let conversion = type == .object && cast == nil ? Self.conversion(of: node) : nil
            record(
                keyExpression: arguments[0].expression, action: .read,
                type: type == .object ? cast ?? conversion?.type : type,
                accessor: "\(name)(forKey:)" + (cast.map { " as? \($0.swiftTypeName)" } ?? "")
                    + (conversion.map { "?.\($0.name)" } ?? ""),
                fallback: fallbacks[node.id], suite: suite(of: base), casts: cast != nil, at: node, file: file)
        } else if (name == "set" || name == "setValue") && labels == [nil, "forKey"] {
            guard receiverIsDefaults(base, accessor: name) else { return .visitChildren }
            record(
                keyExpression: arguments[1].expression, action: .write, type: nil, accessor: "\(name)(_:forKey:)",
                fallback: nil, suite: suite(of: base), at: node, file: file)
        } else if name == "removeObject" && labels == ["forKey"] {
            guard receiverIsDefaults(base, accessor: name) else { return .visitChildren }
            record(
                keyExpression: arguments[0].expression, action: .write, type: nil, accessor: "removeObject(forKey:)",
                fallback: nil, suite: suite(of: base), at: node, file: file)
        } else if (name == "register" && labels == ["defaults"]) || (name == "registerDefaults" && labels == [nil]) {
            registration(of: arguments[0].expression, at: node, file: file)
        }
        return .visitChildren
    }

    /// The name a call calls: `b` of `a.b(…)` or of `b(…)`, read from the raw nodes (most calls are let go
    /// on their name alone; a node made for the callee, its name and its token cost more than the test).
    static func calledName(_ node: RawSyntax) -> String? {
        guard let called = RawFunctionCallExprSyntax(node)?.calledExpression.raw,
            let token = RawMemberAccessExprSyntax(called)?.declName.baseName
                ?? RawDeclReferenceExprSyntax(called)?.baseName
        else { return nil }
        return String(syntaxText: token.tokenText)
    }

    /// Whether a call named `name` may be one the branches above record: every branch names its
    /// accessors, so any other call is let go before its arguments are copied.
    static func isAccessorName(_ name: String) -> Bool { accessorNames.contains(name) }
    /// Every name a branch above names, in one set (a call's name is hashed once).
    static let accessorNames = Set(readers.keys).union(ObjectiveCSourceReader.readers.keys)
        .union(ObjectiveCSourceReader.setters).union(otherAccessorNames)
    static let otherAccessorNames: Set<String> = [
        "removeObjectForKey", "set", "setValue", "removeObject", "register", "registerDefaults",
    ]

    private var insidePropertyWrapper: Bool { typeNames.contains { declarations.isPropertyWrapper($0) } }

    private func record(
        keyExpression: ExprSyntax, action: KeyUse.Action, type: AccessorType?, accessor: String,
        fallback: SourceValue?, suite: String?, casts: Bool = false, at node: some SyntaxProtocol,
        file: SwiftSourceFile
    ) {
        let position = file.position(of: node)
        let start = scan.uses.count
        defer { if action == .read { markWritesOnNil(from: start, keyExpression: keyExpression, at: node) } }
        switch resolve(keyExpression) {
        case .key(let key):
            var use = KeyUse(
                key: key, action: action, type: type, accessor: accessor, fallback: fallback, suite: suite,
                position: position)
            use.casts = casts
            use.comparedWith = comparisons[node.id]
            scan.uses.append(use)
        case .prefix(let prefix):
            scan.uses.append(
                KeyUse(
                    key: nil, uncertainty: "the key is built at run time from \"\(prefix)\"", action: action,
                    type: type,
                    accessor: accessor, suite: suite, keyPrefix: prefix, position: position))
        case .keys(let keys):
            for key in keys {
                var use = KeyUse(
                    key: key, action: action, type: type, accessor: accessor, suite: suite, position: position)
                use.casts = casts
                scan.uses.append(use)
            }
        case .enumCases(_, let keys):
            // The accessor type is the helper's, not necessarily each case's: left out.
            for key in keys {
                scan.uses.append(
                    KeyUse(key: key, action: action, type: nil, accessor: accessor, suite: suite, position: position))
            }
        case .parameter(let callable):
            var helper = Self.helper(callable, action: action, type: type, accessor: accessor)
            helper.fallsBack = action == .read && writeOnNil(of: keyExpression, at: node) != nil
            if callable.isInitializer, initializerReads[helper] == nil { initializerReads[helper] = position }
            helpers.insert(helper)
            pendingHelpers.insert(helper)
        case .unknown(let reason):
            // Inside a property wrapper of the target, the key is the wrapper's: its declarations are read instead.
            guard !insidePropertyWrapper else { return }
            scan.uses.append(
                KeyUse(
                    key: nil, uncertainty: reason, action: action, type: type, accessor: accessor, suite: suite,
                    position: position))
        }
    }

    // MARK: Wrappers

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let file, !collectsHelperCalls else { return .visitChildren }
        for element in node.attributes {
            guard let attribute = element.as(AttributeSyntax.self) else { continue }
            let fullName = attribute.attributeName.trimmedText
            let name = String(fullName.prefix { $0 != "<" })
            let isAppStorage = name == "AppStorage" || name == "SwiftUI.AppStorage"
            let isFoil = Self.foilWrappers.contains(name)
            let isFoilOptional = Self.foilOptionalWrappers.contains(name)
            guard isAppStorage || isFoil || isFoilOptional || declarations.isPropertyWrapper(name) else {
                continue
            }
            guard case .argumentList(let arguments) = attribute.arguments else { continue }
            let keyArgument =
                arguments.first { $0.label?.text == "key" }
                ?? arguments.first { $0.label == nil }
            guard let keyArgument else { continue }
            guard let binding = node.bindings.first,
                let property = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text.replacingBackticks()
            else { continue }
            // A wrapper property whose value nothing reads (only its declaration, bindings to controls, or
            // a key constant named like it) does nothing for the app.
            // A static one is read through its type (`Settings.isQueueEnabled`), a member reference.
            let isStatic = node.modifiers.contains { ["static", "class"].contains($0.name.text) }
            guard declarations.isValueRead(property) || (isStatic && declarations.isMemberReferenced(property))
            else { continue }
            let explicitDefault = arguments.first {
                ["defaultValue", "default", "initialValue"].contains($0.label?.text ?? "")
            }
            let fallback = (explicitDefault?.expression ?? binding.initializer?.value).flatMap(
                SwiftExpressions.literalValue)
            var type = binding.typeAnnotation.flatMap { AccessorType(swiftType: $0.type.trimmedText) }
            if type == nil, fullName.contains("<") {
                type = AccessorType(swiftType: String(fullName.drop { $0 != "<" }.dropFirst().dropLast()))
            }
            if type == nil, let fallback {
                switch fallback {
                case .bool: type = .bool
                case .integer: type = .integer
                case .double: type = .double
                case .string: type = .string
                }
            }
            let store = arguments.first { $0.label?.text == "store" }.flatMap { self.suite(of: $0.expression) }
            record(
                keyExpression: keyArgument.expression, action: .read, type: type, accessor: "@\(name)",
                fallback: fallback,
                suite: store, at: attribute, file: file)
            // Foil (`UserDefaults+Extensions.swift` `fetchOptional`) casts `object(forKey:)` to the type, a
            // forced cast before 4.0.1 (see ``LibraryReading``); `WrappedDefault` also registers its default.
            if isFoil || isFoilOptional, let last = scan.uses.indices.last,
                scan.uses[last].position == file.position(of: attribute)
            {
                scan.uses[last].registersFallback = isFoil
                scan.uses[last].casts = scan.uses[last].type != nil
                scan.uses[last].castTraps = LibraryReading.foilTraps(optional: isFoilOptional, pins: pins)
                if let version = pins.describe(.foil) { scan.uses[last].accessor += " (Foil \(version))" }
            }
        }
        return .visitChildren
    }
}

import SwiftSyntax

/// What a key expression names: a literal, a constant, a raw value, a parameter of the function
/// around it, or a key built from a known start.
extension SwiftUseCollector {
    // MARK: Keys

    /// What a key expression names.
    enum KeyResolution {
        case key(String)
        /// Every case of a `String` enum (the key is a parameter of that enum type).
        case enumCases(String, [String])
        /// A `String` parameter of the enclosing function, initialiser or named closure, or a
        /// stored property an initialiser sets from one.
        case parameter(Callable)
        /// A key built at run time from a known start (`"filter_\(name)"`, `"filter_" + name`).
        case prefix(String)
        /// One of several known keys, each read as the accessor says (`for key in ["a", "b"]`).
        case keys([String])
        case unknown(String)
    }

    /// What calls pass a key through: a function, a type's initialiser (`Setting(key:)`), or a closure
    /// held in a variable (`let flag = { (key: String) in … }`), and which of its parameters carries it.
    struct Callable {
        var name: String
        /// The parameter's external label (nil for `_` and a closure's parameters).
        var label: String?
        var index: Int
        /// The function, for the selector Objective-C calls it by.
        var function: FunctionDeclSyntax?
        var isInitializer = false
    }

    func resolve(_ expression: ExprSyntax) -> KeyResolution {
        if let string = SwiftExpressions.literalString(expression) { return .key(string) }
        if let literal = expression.as(StringLiteralExprSyntax.self) {
            var prefix = ""
            for segment in literal.segments {
                guard let text = segment.as(StringSegmentSyntax.self) else { break }
                prefix += text.content.text
            }
            if !prefix.isEmpty, !prefix.contains("\\") { return .prefix(prefix) }
            return .unknown("the key is built at run time (string interpolation)")
        }
        // `"filter_" + name`: a key built from a known start.
        if let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count >= 3 {
            let elements = Array(sequence.elements.prefix(2))
            if elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "+" {
                switch resolve(elements[0]) {
                case .key(let start) where !start.isEmpty, .prefix(let start):
                    return .prefix(start)
                default:
                    break
                }
            }
        }
        let text = expression.trimmedText
        // `#function` in a property's accessor is the property's name (`var sound: Bool { bool(forKey: #function) }`).
        if let macro = expression.as(MacroExpansionExprSyntax.self), macro.macroName.text == "function" {
            var current = expression.parent
            while let node = current {
                if let binding = node.as(PatternBindingSyntax.self),
                    let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
                {
                    return .key(name.replacingBackticks())
                }
                if node.is(FunctionDeclSyntax.self) || node.is(ClosureExprSyntax.self) { break }
                current = node.parent
            }
            return .unknown("`#function` outside a property names a function, not a key the reader can follow")
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            if let found = parameter(named: name, around: expression) {
                guard let callable = found.callable else {
                    return .unknown(
                        "the key is the parameter `\(name)` of \(found.owner), which the reader cannot follow")
                }
                if found.type == "String" || found.type.isEmpty { return .parameter(callable) }
                return .unknown("the key is the parameter `\(name)` of \(found.owner), of type \(found.type)")
            }
            if let sequence = loopSequence(of: name, around: expression) { return resolveElements(of: sequence) }
            if let callable = initializedProperty(name) { return .parameter(callable) }
            return lookup(name, text: text)
        }
        if let member = expression.as(MemberAccessExprSyntax.self) {
            let memberName = member.declName.baseName.text
            if memberName == "rawValue", let base = member.base {
                let baseText = base.trimmedText.trimmingPrefix(".")
                if let reference = base.as(DeclReferenceExprSyntax.self),
                    let found = parameter(named: reference.baseName.text, around: expression)
                {
                    if let cases = declarations.enumCases(found.type) {
                        return .enumCases(found.type, cases.map(\.raw))
                    }
                    return .unknown(
                        "the key is the raw value of the parameter `\(reference.baseName.text)` of \(found.owner)"
                    )
                }
                return lookup(baseText, text: text)
            }
            // An enum's computed property that returns the key from a `switch self`.
            if let switched = declarations.switchedKeys(memberName) {
                let caseName = member.base?.as(MemberAccessExprSyntax.self)?.declName.baseName.text
                if let caseName, let key = switched.byCase[caseName] { return .key(key) }
                if switched.complete, !switched.all.isEmpty { return .enumCases(memberName, switched.all) }
            }
            var name = text
            for prefix in ["self.", "Self."] where name.hasPrefix(prefix) {
                name = String(name.dropFirst(prefix.count))
            }
            if text.hasPrefix("self."), let callable = initializedProperty(name) { return .parameter(callable) }
            return lookup(name.trimmingPrefix("."), text: text)
        }
        if let resolved = resolveKeyFunctionCall(expression) { return resolved }
        return .unknown("`\(Self.abridged(text))` is not a literal or a constant the reader can follow")
    }

    /// `todayKey()` (or `self.todayKey()`): what the function returns, when it is a key or a key's start.
    func resolveKeyFunctionCall(_ expression: ExprSyntax) -> KeyResolution? {
        guard let call = expression.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
            call.trailingClosure == nil, keyFunctionDepth < Self.maximumHelperDepth
        else { return nil }
        let member = call.calledExpression.as(MemberAccessExprSyntax.self)
        if let base = member?.base, !["self", "Self"].contains(base.trimmedText) { return nil }
        guard
            let name = member?.declName.baseName.text
                ?? call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
            let found = declarations.keyFunction(name), let returned = found
        else { return nil }
        keyFunctionDepth += 1
        defer { keyFunctionDepth -= 1 }
        switch resolve(returned) {
        case .key(let key): return .key(key)
        case .prefix(let prefix): return .prefix(prefix)
        case .keys(let keys): return .keys(keys)
        case .enumCases, .parameter, .unknown: return nil
        }
    }

    /// The sequence a `for name in sequence` around `node` iterates, when `name` is its loop variable.
    func loopSequence(of name: String, around node: some SyntaxProtocol) -> ExprSyntax? {
        var current = node.parent
        var depth = 0
        while let node = current, depth < 256 {
            if let loop = node.as(ForStmtSyntax.self),
                loop.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name
            {
                return loop.sequence
            }
            if node.is(FunctionDeclSyntax.self) || node.is(ClosureExprSyntax.self) { return nil }
            current = node.parent
            depth += 1
        }
        return nil
    }

    /// The keys of an array of keys: a literal, or a constant holding one (`let all = [Key.a.rawValue, "b"]`).
    func resolveElements(of sequence: ExprSyntax) -> KeyResolution {
        var array = sequence.as(ArrayExprSyntax.self)
        if array == nil, let reference = sequence.as(DeclReferenceExprSyntax.self) {
            array = declarations.arrayConstant(reference.baseName.text)
        }
        guard let array else {
            return .unknown(
                "the key is each element of `\(Self.abridged(sequence.trimmedText))`, which the reader cannot list"
            )
        }
        var keys: [String] = []
        for element in array.elements.prefix(1024) {
            switch resolve(element.expression) {
            case .key(let key): keys.append(key)
            case .keys(let more): keys += more
            default:
                return .unknown(
                    "the key is each element of an array whose element `\(Self.abridged(element.expression.trimmedText))` the reader cannot follow"
                )
            }
        }
        return .keys(keys)
    }

    func lookup(_ name: String, text: String) -> KeyResolution {
        switch declarations.constant(name) {
        case .value(let value): return .key(value)
        case .uncertain(let reason): return .unknown(reason)
        case .missing:
            return .unknown("`\(Self.abridged(text))` is not a literal or a constant the reader can follow")
        }
    }

    static func abridged(_ text: String) -> String {
        let single = text.split(whereSeparator: \.isNewline).joined(separator: " ")
        return single.count > 60 ? String(single.prefix(57)) + "..." : single
    }

    /// The parameter `name` refers to, if it is one: of the function, initialiser or closure around
    /// `node` (a closure's own parameters first; a name it does not declare is captured from around it),
    /// with the callable that passes it (nil for a closure that is not held in a named variable), a
    /// description of its owner, and its type as written (empty when a closure does not say).
    func parameter(named name: String, around node: some SyntaxProtocol) -> (
        callable: Callable?, owner: String, type: String
    )? {
        var current: Syntax? = Syntax(node)
        var depth = 0
        while let node = current, depth < 4096 {
            depth += 1
            if let function = node.as(FunctionDeclSyntax.self) {
                guard let (index, type) = parameterTable(of: node, function.signature.parameterClause)[name] else {
                    return nil
                }
                let label = function.signature.parameterClause.parameters.dropFirst(index).first?.firstName.text
                return (
                    Callable(
                        name: function.name.text, label: label == "_" ? nil : label, index: index, function: function),
                    "\(function.name.text)()", type
                )
            }
            if let initializer = node.as(InitializerDeclSyntax.self) {
                guard let (index, type) = parameterTable(of: node, initializer.signature.parameterClause)[name],
                    let typeName = innermostTypeName
                else { return nil }
                let label = initializer.signature.parameterClause.parameters.dropFirst(index).first?.firstName.text
                return (
                    Callable(name: typeName, label: label == "_" ? nil : label, index: index, isInitializer: true),
                    "\(typeName).init()", type
                )
            }
            if let closure = node.as(ClosureExprSyntax.self), let found = closureParameter(name, of: closure) {
                // `let flag = { (key: String) in … }`: calls of `flag` pass the key.
                let variable = closure.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self)?
                    .pattern.as(IdentifierPatternSyntax.self)?.identifier.text
                return (
                    variable.map { Callable(name: $0, label: nil, index: found.index) },
                    variable.map { "the closure \($0)" } ?? "a closure", found.type
                )
            }
            if node.is(SubscriptDeclSyntax.self) { return nil }
            current = node.parent
        }
        return nil
    }

    /// The parameters of a function or initialiser by inner name (index and type), built once for each.
    private func parameterTable(of node: Syntax, _ clause: FunctionParameterClauseSyntax) -> [String: (
        index: Int, type: String
    )] {
        if let known = parameterTables[node.id] { return known }
        var table: [String: (index: Int, type: String)] = [:]
        for (index, parameter) in clause.parameters.enumerated() {
            let inner = (parameter.secondName ?? parameter.firstName).text
            if table[inner] == nil { table[inner] = (index, parameter.type.trimmedText) }
        }
        parameterTables[node.id] = table
        return table
    }

    /// The index and written type (empty when not written) of a closure's parameter `name`.
    private func closureParameter(_ name: String, of closure: ClosureExprSyntax) -> (index: Int, type: String)? {
        guard let clause = closure.signature?.parameterClause else { return nil }
        switch clause {
        case .simpleInput(let list):
            guard let index = list.firstIndex(where: { $0.name.text == name }) else { return nil }
            return (list.distance(from: list.startIndex, to: index), "")
        case .parameterClause(let parameters):
            for (index, parameter) in parameters.parameters.enumerated()
            where (parameter.secondName ?? parameter.firstName).text == name {
                return (index, parameter.type?.trimmedText ?? "")
            }
            return nil
        }
    }

    /// The name of the type around the current node (`B` of `extension A.B`).
    var innermostTypeName: String? { typeNames.last.flatMap { $0.split(separator: ".").last.map(String.init) } }

    /// A stored property of the type around the read that an initialiser sets from its parameter
    /// (`init(key: String) { self.key = key }`, or a struct's memberwise initialiser): the key is
    /// whatever the type's creators pass.
    func initializedProperty(_ name: String) -> Callable? {
        guard let typeName = innermostTypeName, let found = declarations.initializedProperty(name, of: typeName) else {
            return nil
        }
        return Callable(name: typeName, label: found.label, index: found.index, isInitializer: true)
    }
}

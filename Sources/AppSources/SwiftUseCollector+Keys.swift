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
        /// A `String` parameter of the enclosing function.
        case parameter(function: FunctionDeclSyntax, index: Int)
        /// A key built at run time from a known start (`"filter_\(name)"`, `"filter_" + name`).
        case prefix(String)
        /// One of several known keys, each read as the accessor says (`for key in ["a", "b"]`).
        case keys([String])
        case unknown(String)
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
        let text = expression.trimmedDescription
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
            if let (function, index, type) = parameter(named: name, around: expression) {
                if type == "String" { return .parameter(function: function, index: index) }
                return .unknown("the key is the parameter `\(name)` of \(function.name.text)(), of type \(type)")
            }
            if let sequence = loopSequence(of: name, around: expression) { return resolveElements(of: sequence) }
            return lookup(name, text: text)
        }
        if let member = expression.as(MemberAccessExprSyntax.self) {
            let memberName = member.declName.baseName.text
            if memberName == "rawValue", let base = member.base {
                let baseText = base.trimmedDescription.trimmingPrefix(".")
                if let reference = base.as(DeclReferenceExprSyntax.self),
                    let (function, _, type) = parameter(named: reference.baseName.text, around: expression)
                {
                    if let cases = declarations.enumCases(type) {
                        return .enumCases(type, cases.map(\.raw))
                    }
                    return .unknown(
                        "the key is the raw value of the parameter `\(reference.baseName.text)` of \(function.name.text)()"
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
            return lookup(name.trimmingPrefix("."), text: text)
        }
        return .unknown("`\(Self.abridged(text))` is not a literal or a constant the reader can follow")
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
                "the key is each element of `\(Self.abridged(sequence.trimmedDescription))`, which the reader cannot list"
            )
        }
        var keys: [String] = []
        for element in array.elements.prefix(1024) {
            switch resolve(element.expression) {
            case .key(let key): keys.append(key)
            case .keys(let more): keys += more
            default:
                return .unknown(
                    "the key is each element of an array whose element `\(Self.abridged(element.expression.trimmedDescription))` the reader cannot follow"
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

    /// The function parameter `name` refers to, with its index and type, if it is one.
    func parameter(named name: String, around node: some SyntaxProtocol) -> (FunctionDeclSyntax, Int, String)? {
        var current: Syntax? = Syntax(node)
        while let node = current {
            if let function = node.as(FunctionDeclSyntax.self) {
                if parameterTables[function.id] == nil {
                    var table: [String: (index: Int, type: String)] = [:]
                    for (index, parameter) in function.signature.parameterClause.parameters.enumerated() {
                        let inner = (parameter.secondName ?? parameter.firstName).text
                        if table[inner] == nil { table[inner] = (index, parameter.type.trimmedDescription) }
                    }
                    parameterTables[function.id] = table
                }
                return parameterTables[function.id]?[name].map { (function, $0.index, $0.type) }
            }
            if node.is(ClosureExprSyntax.self) || node.is(InitializerDeclSyntax.self)
                || node.is(SubscriptDeclSyntax.self)
            {
                return nil
            }
            current = node.parent
        }
        return nil
    }
}

import SwiftSyntax

/// First pass over the Swift files: string constants, `enum … : String` cases, `@propertyWrapper`
/// types, `Defaults.Key` declarations, variables holding a `UserDefaults`, and how often each
/// identifier is mentioned (a wrapper property mentioned only where it is declared is never read).
final class SwiftDeclarationCollector: SyntaxVisitor {
    /// A sindresorhus/Defaults key: `static let sound = Defaults.Key<Bool>("sound", default: true)`.
    struct DefaultsKey {
        var property: String
        var key: String
        var type: AccessorType?
        var fallback: SourceValue?
        var position: SourcePosition
    }

    var constants: ConstantTable
    var propertyWrappers: Set<String> = []
    var defaultsKeys: [DefaultsKey] = []
    /// Variables and properties that hold a `UserDefaults`, with the suite when it is a literal.
    var defaultsVariables: [String: String?] = [:]
    var mentions: [String: Int] = [:]
    /// Variables initialized with a dictionary literal (what `register(defaults: name)` registers).
    var dictionaryVariables: [String: (node: DictionaryExprSyntax, file: SwiftSourceFile, isMutable: Bool)] = [:]
    private var file: SwiftSourceFile?
    private var typeNames: [String] = []

    init(constants: ConstantTable) {
        self.constants = constants
        super.init(viewMode: .sourceAccurate)
    }

    func collect(_ file: SwiftSourceFile) {
        self.file = file
        typeNames = []
        walk(file.tree)
    }

    override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
        switch token.tokenKind {
        case .identifier(let name): mentions[name.replacingBackticks(), default: 0] += 1
        case .dollarIdentifier(let name): mentions[name, default: 0] += 1
        default: break
        }
        return .visitChildren
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.attributes.contains(where: {
            $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "propertyWrapper"
        }) {
            propertyWrappers.insert(node.name.text)
        }
        typeNames.append(node.name.text)
        return .visitChildren
    }
    override func visitPost(_ node: StructDeclSyntax) { typeNames.removeLast() }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.attributes.contains(where: {
            $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "propertyWrapper"
        }) {
            propertyWrappers.insert(node.name.text)
        }
        typeNames.append(node.name.text)
        return .visitChildren
    }
    override func visitPost(_ node: ClassDeclSyntax) { typeNames.removeLast() }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        typeNames.append(node.extendedType.trimmedDescription)
        return .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { typeNames.removeLast() }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = node.name.text
        let inherits = node.inheritanceClause?.inheritedTypes.map(\.type.trimmedDescription) ?? []
        if inherits.contains("String") {
            var cases: [(name: String, raw: String)] = []
            for member in node.memberBlock.members {
                guard let caseDecl = member.decl.as(EnumCaseDeclSyntax.self) else { continue }
                for element in caseDecl.elements {
                    let caseName = element.name.text.replacingBackticks()
                    if let raw = element.rawValue?.value.as(StringLiteralExprSyntax.self) {
                        if let value = raw.representedLiteralValue { cases.append((caseName, value)) }
                    } else if element.rawValue == nil, element.parameterClause == nil {
                        cases.append((caseName, caseName))
                    }
                }
            }
            constants.addStringEnum((typeNames + [name]).joined(separator: "."), cases: cases)
        }
        typeNames.append(name)
        return .visitChildren
    }
    override func visitPost(_ node: EnumDeclSyntax) { typeNames.removeLast() }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let file else { return .visitChildren }
        let isLet = node.bindingSpecifier.tokenKind == .keyword(.let)
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text.replacingBackticks()
            else { continue }
            let type = binding.typeAnnotation?.type.trimmedDescription
            if let value = binding.initializer?.value {
                if let dictionary = value.as(DictionaryExprSyntax.self) {
                    dictionaryVariables[name] = (dictionary, file, !isLet)
                }
                if binding.accessorBlock == nil, let string = SwiftExpressions.literalString(value) {
                    constants.add((typeNames + [name]).joined(separator: "."), string, isMutable: !isLet)
                }
                if let call = value.as(FunctionCallExprSyntax.self) {
                    let callee = call.calledExpression.trimmedDescription
                    if callee.hasPrefix("Defaults.Key<") || callee.hasPrefix("Key<"),
                        let first = call.arguments.first, first.label == nil,
                        let key = SwiftExpressions.literalString(first.expression)
                    {
                        let generic = callee.drop { $0 != "<" }.dropFirst().dropLast()
                        let fallback = call.arguments.first { $0.label?.text == "default" }.flatMap {
                            SwiftExpressions.literalValue($0.expression)
                        }
                        defaultsKeys.append(
                            DefaultsKey(
                                property: name, key: key, type: AccessorType(swiftType: String(generic)),
                                fallback: fallback, position: file.position(of: call)))
                    }
                    if callee == "UserDefaults" || callee == "UserDefaults.init" {
                        let suite = call.arguments.first { $0.label?.text == "suiteName" }.flatMap {
                            SwiftExpressions.literalString($0.expression)
                        }
                        defaultsVariables[name] = .some(suite)
                    }
                } else if let text = Optional(value.trimmedDescription), text.hasPrefix("UserDefaults.standard") {
                    defaultsVariables[name] = .some(nil)
                }
            }
            if let type, type == "UserDefaults" || type == "UserDefaults?" || type == "UserDefaults!" {
                if defaultsVariables[name] == nil { defaultsVariables[name] = .some(nil) }
            }
        }
        return .visitChildren
    }
}

extension String {
    /// The name without the backticks that escape a keyword (`` `default` `` is `default`).
    func replacingBackticks() -> String { filter { $0 != "`" } }
}

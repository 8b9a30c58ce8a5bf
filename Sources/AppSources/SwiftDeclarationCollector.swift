@_spi(RawSyntax) import SwiftSyntax

/// First pass over the Swift files: string constants, `enum … : String` cases, `@propertyWrapper`
/// types, `Defaults.Key` declarations, variables holding a `UserDefaults`, and the references that
/// may read a property (a wrapper property referred to only where it is declared is never read).
final class SwiftDeclarationCollector: SyntaxVisitor {
    /// A key declared for a defaults library: sindresorhus/Defaults
    /// `static let sound = Defaults.Key<Bool>("sound", default: true)` (or `Key("sound", default: true)`,
    /// the type inferred from the default), SwiftyUserDefaults `DefaultsKey<Bool>("sound", defaultValue: true)`.
    struct DefaultsKey {
        /// Which library declares it; how it reads a stored value depends on the version the app
        /// pins (``LibraryReading``).
        enum Library {
            /// sindresorhus/Defaults: it registers each key's default (`Defaults.Key.init` calls
            /// `register(defaults:)`).
            case defaults
            /// SwiftyUserDefaults: its `defaultValue` is a fallback, not registered.
            case swiftyUserDefaults
        }
        var library: Library
        /// The type as written (`Int`), for messages.
        var typeName: String
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
    /// Computed properties of enums that return a key from a `switch self`, by property name.
    var switchedKeys: [String: SwitchedKeys] = [:]
    /// References that may read a property's value, by name: `x`, `self.x`, `model.x`, and `$x` passed
    /// anywhere but to a control's binding. Not `Keys.x` (a type's member, such as a key constant named
    /// like the property), `.x`, nor `$x` given to `Toggle`, `Picker` and the like, which only shows and
    /// sets the value.
    var valueReads: [String: Int] = [:]
    /// Member references `.x`, `Keys.x`, `Defaults.Keys.x` outside an attribute, by member name: the
    /// uses of a library key (`Defaults[.x]`, `Defaults.updates(.x)`) other than a wrapper's declaration.
    var memberReferences: [String: Int] = [:]
    /// The properties of sindresorhus/Defaults' `@Default(.x)` wrappers, by key property: the key is
    /// read through them only when one of them is read.
    var defaultWrapperProperties: [String: [String]] = [:]
    /// Stored `String` properties an initialiser sets from its parameter, by type and property name:
    /// the parameter's label and index (``SwiftDeclarationCollector+Initializers``).
    var initializedProperties: [String: [String: (label: String?, index: Int)]] = [:]
    /// Functions without parameters that return a key, by name (nil when the name is ambiguous).
    var keyFunctions: [String: ExprSyntax?] = [:]
    /// Functions that return what the app registers, by name (``SwiftDeclarationCollector+Registration``).
    var registrationSources: [String: RegistrationSource] = [:]
    /// Constants holding an array literal (`let availableFormulas = [Key.a.rawValue, ...]`), by name.
    var arrayConstants: [String: ArrayExprSyntax] = [:]
    /// The SwiftUI controls whose binding argument shows and sets a value without the app acting on it.
    static let controls: Set<String> = [
        "Toggle", "Picker", "Slider", "Stepper", "TextField", "SecureField", "DatePicker", "ColorPicker", "TextEditor",
    ]
    /// Variables initialized with a dictionary literal (what `register(defaults: name)` registers).
    var dictionaryVariables: [String: (node: DictionaryExprSyntax, file: SwiftSourceFile, isMutable: Bool)] = [:]
    /// The last clock (``ConstantTable/stamp``) that changed the answer to each name the use pass
    /// may ask (``DeclarationLookups``); constants and enums keep theirs in ``constants``.
    private(set) var changedAt: [DeclarationName: Int] = [:]
    private var file: SwiftSourceFile?
    /// The enclosing type names, outermost first (an extension's `A.B` is two; only the last few
    /// parts of a long one are kept: ``ConstantTable`` looks no further).
    private var typeNames: [String] = []
    /// How many names each open extension pushed.
    private var extensionParts: [Int] = []
    /// How many attributes the walk is inside (``isInAttribute(_:)`` can be true only inside one).
    private(set) var openAttributes = 0

    init(constants: ConstantTable) {
        self.constants = constants
        super.init(viewMode: .sourceAccurate)
    }

    /// Reads `file`'s declarations alone.
    func collect(_ file: SwiftSourceFile) {
        begin(file)
        walk(file.tree)
    }

    /// Starts reading `file` (``collect(_:)``, or ``SwiftFileWalk`` with its uses).
    func begin(_ file: SwiftSourceFile) {
        self.file = file
        typeNames = []
        extensionParts = []
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        guard let reference = RawDeclReferenceExprSyntax(node.raw) else { return .visitChildren }
        let parent = node.parent?.as(MemberAccessExprSyntax.self)
        let member = parent?.declName.id == node.id ? parent : nil
        noteReference(
            reference, member: member.flatMap { RawMemberAccessExprSyntax($0.raw) },
            memberNode: member.map(Syntax.init),
            node: node)
        return .visitChildren
    }

    /// Counts a reference that may read a property (``valueReads``) or name a member (``memberReferences``).
    /// `member` is the member access it is the name of (`x` in `a.x`), if any, and `memberNode` that
    /// access as a node. Its name is read from the raw token; `node`, the reference as a node, is read
    /// only for a name starting with `$` (a control binding), and must be given for one.
    func noteReference(
        _ reference: RawDeclReferenceExprSyntax, member: RawMemberAccessExprSyntax?, memberNode: Syntax?,
        node: DeclReferenceExprSyntax?
    ) {
        let baseName = reference.baseName
        switch baseName.tokenKind {
        case .identifier:
            let text = baseName.tokenText
            if let member {
                // Outside every attribute, no attribute is around it (the walk climbs no parents to say so).
                if openAttributes == 0 || !(memberNode.map { Self.isInAttribute($0) } ?? false) {
                    noteMemberReference(String(syntaxText: text).replacingBackticks())
                }
                guard let base = member.base else { return }
                if Self.isTypePath(raw: base.raw) { return }
            }
            // `s.$x` is lexed as an identifier `$x`.
            if text.first == UInt8(ascii: "$"), let node, Self.isControlBinding(node) { return }
            noteValueRead(String(String(syntaxText: text).replacingBackticks().trimmingPrefix("$")))
        case .dollarIdentifier:
            if !(node.map(Self.isControlBinding) ?? false) {
                noteValueRead(String(String(syntaxText: baseName.tokenText).dropFirst()))
            }
        default:
            break
        }
    }

    /// Counts the attributes the walk is inside.
    override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
        enterAttribute()
        return .visitChildren
    }
    override func visitPost(_ node: AttributeSyntax) { leaveAttribute() }
    /// An attribute begins: all ``visit(_:)-(AttributeSyntax)`` reads, without a node.
    func enterAttribute() { openAttributes += 1 }
    /// An attribute ends.
    func leaveAttribute() { openAttributes -= 1 }

    /// Whether `text` starts with an upper-case character (`Character.isUppercase`), read from its first
    /// bytes when its first character is one ASCII scalar (an ASCII byte followed by one, or by nothing).
    static func startsUppercase(_ text: String) -> Bool {
        var bytes = text.utf8.makeIterator()
        guard let first = bytes.next() else { return false }
        if first < 0x80, first != UInt8(ascii: "\r"), (bytes.next() ?? 0) < 0x80 {
            return first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z")
        }
        return text.first?.isUppercase == true
    }

    /// The raw-text form of ``startsUppercase(_:)-(String)``: the same answer, without making a string
    /// unless the first character is not one ASCII scalar.
    static func startsUppercase(_ text: SyntaxText) -> Bool {
        guard let first = text.first else { return false }
        if first < 0x80, first != UInt8(ascii: "\r"), text.count < 2 || text[1] < 0x80 {
            return (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(first)
        }
        return startsUppercase(String(syntaxText: text))
    }

    /// Whether `base` names a type (`Keys`, `UserDefaults.Key`): each of its parts starts in upper case.
    /// Walked on the raw nodes (the names only are read).
    static func isTypePath(_ base: ExprSyntax) -> Bool { isTypePath(raw: base.raw) }

    /// ``isTypePath(_:)`` of a raw expression.
    static func isTypePath(raw base: RawSyntax) -> Bool {
        var current = base
        for _ in 0..<16 {
            if let reference = RawDeclReferenceExprSyntax(current) {
                return startsUppercase(reference.baseName.tokenText)
            }
            guard let member = RawMemberAccessExprSyntax(current), let inner = member.base,
                startsUppercase(member.declName.baseName.tokenText)
            else { return false }
            current = inner.raw
        }
        return false
    }

    /// Whether `node` is inside an attribute's arguments (`@Default(.x)`), a few levels up at most.
    static func isInAttribute(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        for _ in 0..<6 {
            guard let parent = current else { return false }
            if parent.is(AttributeSyntax.self) { return true }
            current = parent.parent
        }
        return false
    }

    /// Whether `node` (`$x`) is an argument of a control (`Toggle("On", isOn: $x)`).
    static func isControlBinding(_ node: DeclReferenceExprSyntax) -> Bool {
        guard let argument = node.parent?.as(LabeledExprSyntax.self),
            let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
            let callee = call.calledExpression.as(DeclReferenceExprSyntax.self)
        else { return false }
        return controls.contains(callee.baseName.text)
    }

    /// A function that builds or loads the dictionary the app registers (`func defaultValues() -> [String: Any]`).
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        if let file { collectRegistrationSource(node, file: file) }
        collectKeyFunction(node)
        return .visitChildren
    }

    /// `init(key: String) { self.key = key }`: `key` is whatever the type's creators pass.
    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        if let typeName = typeNames.last { collectInitializedProperties(node, of: typeName) }
        return .visitChildren
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        if !(node.inheritanceClause?.inheritedTypes.contains {
            ["Codable", "Decodable"].contains($0.type.trimmedText)
        }
            ?? false)
        {
            // A decoded struct's properties come from the data, not from a call the reader can see.
            collectMemberwiseProperties(node)
        }
        if node.attributes.contains(where: {
            $0.as(AttributeSyntax.self)?.attributeName.trimmedText == "propertyWrapper"
        }) {
            if propertyWrappers.insert(node.name.text).inserted { noteChange(.propertyWrapper, node.name.text) }
        }
        typeNames.append(node.name.text)
        return .visitChildren
    }
    override func visitPost(_ node: StructDeclSyntax) { typeNames.removeLast() }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.attributes.contains(where: {
            $0.as(AttributeSyntax.self)?.attributeName.trimmedText == "propertyWrapper"
        }) {
            if propertyWrappers.insert(node.name.text).inserted { noteChange(.propertyWrapper, node.name.text) }
        }
        typeNames.append(node.name.text)
        return .visitChildren
    }
    override func visitPost(_ node: ClassDeclSyntax) { typeNames.removeLast() }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let parts = node.extendedType.trimmedText.split(separator: ".").suffix(ConstantTable.maximumSuffixParts)
        typeNames += parts.map(String.init)
        extensionParts.append(parts.count)
        return .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) {
        typeNames.removeLast(extensionParts.popLast() ?? 0)
    }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = node.name.text
        let inherits = node.inheritanceClause?.inheritedTypes.map(\.type.trimmedText) ?? []
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
            constants.addStringEnum(scope: typeNames, name: name, cases: cases)
        }
        typeNames.append(name)
        return .visitChildren
    }
    override func visitPost(_ node: EnumDeclSyntax) { typeNames.removeLast() }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let file else { return .visitChildren }
        let isLet = node.bindingSpecifier.tokenKind == .keyword(.let)
        // `@Default(.x) var y`: `y` reads the key property `x`.
        for element in node.attributes {
            guard let attribute = element.as(AttributeSyntax.self),
                ["Default", "Defaults.Default"].contains(attribute.attributeName.trimmedText),
                case .argumentList(let arguments) = attribute.arguments,
                let key = arguments.first?.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
                let property = node.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
            else { continue }
            defaultWrapperProperties[key.replacingBackticks(), default: []].append(property.replacingBackticks())
        }
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text.replacingBackticks()
            else { continue }
            let type = binding.typeAnnotation?.type.trimmedText
            if binding.accessorBlock != nil, type == "String" { collectSwitchedKeys(binding, name: name) }
            // SwiftyUserDefaults 5: `var volume: DefaultsKey<Double> { .init("volume", defaultValue: 0.5) }`.
            if case .getter(let items) = binding.accessorBlock?.accessors, items.count == 1,
                let call = items.first?.item.as(ExpressionStmtSyntax.self)?.expression.as(FunctionCallExprSyntax.self)
                    ?? items.first?.item.as(ExprSyntax.self)?.as(FunctionCallExprSyntax.self),
                let key = Self.libraryKey(
                    call, callee: call.calledExpression.trimmedText, annotation: type, property: name,
                    file: file)
            {
                defaultsKeys.append(key)
            }
            if let value = binding.initializer?.value {
                if isLet, let array = value.as(ArrayExprSyntax.self) {
                    arrayConstants[name] = array
                    noteChange(.arrayConstant, name)
                }
                if let dictionary = value.as(DictionaryExprSyntax.self) {
                    dictionaryVariables[name] = (dictionary, file, !isLet)
                    noteChange(.dictionaryVariable, name)
                }
                if binding.accessorBlock == nil, let string = SwiftExpressions.literalString(value) {
                    constants.add(scope: typeNames, name: name, string, isMutable: !isLet)
                }
                if let call = value.as(FunctionCallExprSyntax.self) {
                    let callee = call.calledExpression.trimmedText
                    if let key = Self.libraryKey(call, callee: callee, annotation: type, property: name, file: file) {
                        defaultsKeys.append(key)
                    }
                    if callee == "UserDefaults" || callee == "UserDefaults.init" {
                        let suite = call.arguments.first { $0.label?.text == "suiteName" }.flatMap {
                            SwiftExpressions.literalString($0.expression)
                        }
                        setDefaultsVariable(name, suite: suite)
                    }
                } else if value.totalLength.utf8Length <= 1024,
                    // The text starts with `UserDefaults.standard` only if its first token is `UserDefaults`
                    // (a token is the longest identifier there): checked first, without building the text.
                    value.firstToken(viewMode: .sourceAccurate)?.text == "UserDefaults",
                    value.trimmedText.hasPrefix("UserDefaults.standard")
                {
                    setDefaultsVariable(name, suite: nil)
                }
            }
            if let type, type == "UserDefaults" || type == "UserDefaults?" || type == "UserDefaults!" {
                if defaultsVariables[name] == nil { setDefaultsVariable(name, suite: nil) }
            }
        }
        return .visitChildren
    }
}

extension SwiftDeclarationCollector {
    /// Notes that the answer to `name` in `table` may have changed with the file being read.
    func noteChange(_ table: DeclarationName.Table, _ name: String) {
        if let stamp = constants.stamp { changedAt[DeclarationName(table: table, name: name)] = stamp }
    }

    /// Counts a reference that may read `name`'s value; the first one changes ``DeclarationLookups/isValueRead(_:)``.
    func noteValueRead(_ name: String) {
        var isFirst = false
        valueReads[name, default: Self.firstCount(&isFirst)] += 1
        if isFirst { noteChange(.valueRead, name) }
    }

    /// A count's start, 0, noting that it starts (one hash a reference instead of two).
    private static func firstCount(_ isFirst: inout Bool) -> Int {
        isFirst = true
        return 0
    }

    /// Counts a member reference `.name`; the first one changes ``DeclarationLookups/isMemberReferenced(_:)``.
    func noteMemberReference(_ name: String) {
        var isFirst = false
        memberReferences[name, default: Self.firstCount(&isFirst)] += 1
        if isFirst { noteChange(.memberReference, name) }
    }

    /// Records that variable `name` holds the `UserDefaults` of `suite` (nil: the standard one).
    func setDefaultsVariable(_ name: String, suite: String?) {
        guard defaultsVariables[name] != .some(suite) else { return }
        defaultsVariables[name] = .some(suite)
        noteChange(.defaultsVariable, name)
    }

    /// The library key `call` declares (`Defaults.Key<Int>("k", default: 1)`, `Key("k", default: 1)`,
    /// `.init("k", default: 1)` under a `Defaults.Key<Int>` annotation, `DefaultsKey<Int>("k", defaultValue: 1)`).
    static func libraryKey(
        _ call: FunctionCallExprSyntax, callee: String, annotation: String?, property: String, file: SwiftSourceFile
    ) -> DefaultsKey? {
        let written = callee == ".init" || callee == "init" ? (annotation ?? "") : callee
        let base = String(written.prefix { $0 != "<" })
        let library: DefaultsKey.Library
        switch base {
        case "Defaults.Key":
            library = .defaults
        case "Key" where written.contains("<") || call.arguments.contains(where: { $0.label?.text == "default" }):
            library = .defaults
        case "DefaultsKey", "SwiftyUserDefaults.DefaultsKey":
            library = .swiftyUserDefaults
        default:
            return nil
        }
        guard let first = call.arguments.first, first.label == nil,
            let key = SwiftExpressions.literalString(first.expression)
        else { return nil }
        let fallback = call.arguments.first { ["default", "defaultValue"].contains($0.label?.text ?? "") }.flatMap {
            SwiftExpressions.literalValue($0.expression)
        }
        var typeName = written.contains("<") ? String(written.drop { $0 != "<" }.dropFirst().dropLast()) : ""
        if typeName.isEmpty, let fallback {
            switch fallback {
            case .bool: typeName = "Bool"
            case .integer: typeName = "Int"
            case .double: typeName = "Double"
            case .string: typeName = "String"
            }
        }
        return DefaultsKey(
            library: library, typeName: typeName, property: property, key: key,
            type: AccessorType(swiftType: typeName), fallback: fallback, position: file.position(of: call))
    }
}

extension String {
    /// The name without the backticks that escape a keyword (`` `default` `` is `default`).
    func replacingBackticks() -> String { utf8.contains(UInt8(ascii: "`")) ? filter { $0 != "`" } : self }
}

extension SwiftDeclarationCollector {
    /// Whether the code reads library key `key`. A sindresorhus/Defaults key is read where it is named
    /// outside a wrapper's attribute (`Defaults[.x]`, `Defaults.updates(.x)`) or through a `@Default(.x)`
    /// property whose value is read (not only bound to a control); a SwiftyUserDefaults key wherever it is
    /// mentioned besides its declaration (`Defaults[\.x]`, `Defaults.x`), counted by `mentions`.
    func reads(_ key: DefaultsKey, mentions: SwiftMentions) -> Bool {
        switch key.library {
        case .defaults:
            return memberReferences[key.property, default: 0] > 0 || valueReads[key.property, default: 0] > 0
                || defaultWrapperProperties[key.property, default: []].contains { valueReads[$0, default: 0] > 0 }
        case .swiftyUserDefaults:
            return mentions.count(key.property) > 1
        }
    }
}

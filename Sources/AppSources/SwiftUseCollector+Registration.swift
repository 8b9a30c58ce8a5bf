import FoundationEssentials
import SwiftSyntax

/// The registrations: `register(defaults:)` dictionaries, literal or built beside the call, and
/// the bundle's plist resources they are read from.
extension SwiftUseCollector {
    func registration(of argument: ExprSyntax, at node: FunctionCallExprSyntax, file: SwiftSourceFile) {
        let position = file.position(of: node)
        let context = registrationContext(of: node, file: file)
        if context.readsBundle {
            scan.registrations.append(DefaultsRegistration(contents: .settingsBundle, position: position))
            return
        }
        if registrationThroughHelper(argument, at: node, file: file) { return }
        if let reference = argument.as(DeclReferenceExprSyntax.self),
            let dictionary = declarations.dictionaryVariable(reference.baseName.text)
        {
            // The same dictionary registered again adds nothing (and reading it again would make many
            // registrations of one large dictionary quadratic).
            let place = RegisteredDictionary(file: dictionary.file.path, offset: dictionary.node.position.utf8Offset)
            guard registeredDictionaries.insert(place).inserted else { return }
            entries(of: dictionary.node, file: dictionary.file, position: position, mutable: dictionary.isMutable)
            return
        }
        if let dictionary = argument.as(DictionaryExprSyntax.self) {
            entries(of: dictionary, file: file, position: position, mutable: false)
            return
        }
        if let resource = context.plistResource {
            scan.registrations.append(.resource(resource, in: resources, at: position))
            return
        }
        scan.registrations.append(
            DefaultsRegistration(
                contents: .unknown(
                    reason:
                        "register(defaults:) is passed `\(Self.abridged(argument.trimmedText))`, which the reader cannot follow"
                ),
                position: position))
    }

    /// A registration whose dictionary comes through a helper: the parameter of the function around it
    /// (its callers' arguments are registered), or a function that builds or loads it. Whether it was one.
    func registrationThroughHelper(_ argument: ExprSyntax, at node: FunctionCallExprSyntax, file: SwiftSourceFile)
        -> Bool
    {
        var argument = argument
        // `loadDefaults() as! [String: Any]`, `values as [String: Any]`.
        if let sequence = argument.as(SequenceExprSyntax.self), let first = sequence.elements.first,
            sequence.elements.count == 3, sequence.elements.dropFirst().first?.is(UnresolvedAsExprSyntax.self) == true
        {
            argument = first
        }
        if let force = argument.as(ForceUnwrapExprSyntax.self) { argument = force.expression }
        if let reference = argument.as(DeclReferenceExprSyntax.self),
            let found = parameter(named: reference.baseName.text, around: node), var callable = found.callable
        {
            // `func registerDefaults(_ values: [String: Any]) { d.register(defaults: values) }`.
            callable.function = nil
            var helper = Self.helper(callable, action: .write, type: nil, accessor: "register(defaults:)")
            helper.registers = true
            if collectsHelperCalls {
                if helperRound + 1 < Self.maximumHelperDepth, !helpers.contains(helper) {
                    discoveredHelpers.insert(helper)
                    return true
                }
                return false
            }
            helpers.insert(helper)
            pendingHelpers.insert(helper)
            return true
        }
        guard let call = argument.as(FunctionCallExprSyntax.self) else { return false }
        let member = call.calledExpression.as(MemberAccessExprSyntax.self)
        guard
            let name = member?.declName.baseName.text
                ?? call.calledExpression.as(DeclReferenceExprSyntax.self)?
                .baseName.text, let source = declarations.registrationSource(name)
        else { return false }
        let position = file.position(of: node)
        switch source {
        case .dictionary(let dictionary, let file):
            let place = RegisteredDictionary(file: file.path, offset: dictionary.position.utf8Offset)
            guard registeredDictionaries.insert(place).inserted else { return true }
            entries(of: dictionary, file: file, position: position, mutable: false)
        case .variable(let variable):
            guard let dictionary = declarations.dictionaryVariable(variable) else { return false }
            let place = RegisteredDictionary(file: dictionary.file.path, offset: dictionary.node.position.utf8Offset)
            guard registeredDictionaries.insert(place).inserted else { return true }
            entries(of: dictionary.node, file: dictionary.file, position: position, mutable: dictionary.isMutable)
        case .resource(let resource):
            scan.registrations.append(.resource(resource, in: resources, at: position))
        case .resourceParameter(let label, let index):
            let arguments = Array(call.arguments)
            guard index < arguments.count, arguments[index].label?.text == label,
                let resource = SwiftExpressions.literalString(arguments[index].expression)
            else { return false }
            scan.registrations.append(
                .resource(
                    resource.hasSuffix(".plist") ? String(resource.dropLast(6)) : resource, in: resources,
                    at: position))
        case .settingsBundle:
            scan.registrations.append(DefaultsRegistration(contents: .settingsBundle, position: position))
        }
        return true
    }

    func entries(
        of dictionary: DictionaryExprSyntax, file: SwiftSourceFile, position: SourcePosition, mutable: Bool
    ) {
        var entries: [DefaultsRegistration.Entry] = []
        var unknown: [String] = []
        if case .elements(let elements) = dictionary.content {
            for element in elements {
                switch resolve(element.key) {
                case .key(let key):
                    entries.append(
                        DefaultsRegistration.Entry(
                            key: key, value: SwiftExpressions.literalValue(element.value),
                            position: file.position(of: element.key)))
                case .enumCases, .keys, .parameter, .prefix, .unknown:
                    unknown.append(Self.abridged(element.key.trimmedText))
                }
            }
        }
        scan.registrations.append(DefaultsRegistration(contents: .entries(entries), position: position))
        if !unknown.isEmpty {
            scan.registrations.append(
                DefaultsRegistration(
                    contents: .unknown(
                        reason:
                            "the registered keys \(unknown.joined(separator: ", ")) are not constants the reader can follow"
                    ),
                    position: position))
        }
        if mutable {
            scan.registrations.append(
                DefaultsRegistration(
                    contents: .unknown(reason: "the registered dictionary is a var, which may gain keys"),
                    position: position))
        }
    }

    /// What the body around a registration says, read once per body (or file) however many
    /// registrations it holds.
    struct RegistrationContext {
        /// Whether it names `Settings.bundle` or `Root.plist`.
        var readsBundle: Bool
        /// The plist resource it loads (`forResource: "Defaults", withExtension: "plist"`).
        var plistResource: String?
    }

    func registrationContext(of node: some SyntaxProtocol, file: SwiftSourceFile) -> RegistrationContext {
        let body = Self.enclosingBody(of: node) ?? Syntax(file.tree)
        if let known = registrationContexts[body.id] { return known }
        let text = body.trimmedText
        let context = RegistrationContext(
            readsBundle: text.containsText("Settings.bundle")
                || text.containsText("\"Settings\"") && text.containsText("\"bundle\"")
                || text.containsText("Root.plist"),
            plistResource: Self.plistResourceName(in: text))
        registrationContexts[body.id] = context
        return context
    }

    /// The body of the function, initializer or closure around `node`.
    static func enclosingBody(of node: some SyntaxProtocol) -> Syntax? {
        var current: Syntax? = node.parent
        while let node = current {
            if let function = node.as(FunctionDeclSyntax.self) { return function.body.map(Syntax.init) }
            if let initializer = node.as(InitializerDeclSyntax.self) { return initializer.body.map(Syntax.init) }
            if node.is(ClosureExprSyntax.self) || node.is(AccessorBlockSyntax.self) { return node }
            current = node.parent
        }
        return nil
    }

    /// `Name` of `forResource: "Name", withExtension: "plist"` (or `ofType: "plist"`) in `text`.
    static func plistResourceName(in text: String) -> String? {
        guard text.containsText("\"plist\""), let range = text.firstRange(of: "forResource:") else { return nil }
        let rest = text[range.upperBound...].drop { $0 == " " }
        guard rest.first == "\"" else { return nil }
        let name = rest.dropFirst().prefix { $0 != "\"" }
        return name.isEmpty ? nil : String(name)
    }
}

extension String {
    func trimmingPrefix(_ prefix: String) -> String { hasPrefix(prefix) ? String(dropFirst(prefix.count)) : self }
}

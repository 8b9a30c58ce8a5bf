import SwiftSyntax

/// Functions that build or load the dictionary the app passes to `register(defaults:)`:
/// `register(defaults: defaultValues())`, `register(defaults: loadPlist(named: "Defaults"))`.
extension SwiftDeclarationCollector {
    /// What a function returns for registration.
    enum RegistrationSource {
        /// A dictionary literal (`return ["k": true]`), or the variable named (`return values`).
        case dictionary(DictionaryExprSyntax, SwiftSourceFile)
        case variable(String)
        /// A plist resource it loads by a literal name.
        case resource(String)
        /// A plist resource whose name is its parameter (label, index).
        case resourceParameter(label: String?, index: Int)
        /// The Settings.bundle (`Root.plist`) itself.
        case settingsBundle
    }

    /// `func todayKey() -> String { … return "requests_\(day)" }`: a function without parameters whose
    /// last statement returns the key (nil when two functions of that name return different things).
    func collectKeyFunction(_ node: FunctionDeclSyntax) {
        guard node.signature.parameterClause.parameters.isEmpty,
            node.signature.returnClause?.type.trimmedText == "String",
            let last = node.body?.statements.last
        else { return }
        let returned = last.item.as(ReturnStmtSyntax.self)?.expression ?? last.item.as(ExprSyntax.self)
        let name = node.name.text
        if keyFunctions[name] != nil {
            keyFunctions[name] = .some(nil)
        } else {
            keyFunctions[name] = .some(returned)
        }
        noteChange(.keyFunction, name)
    }

    func collectRegistrationSource(_ node: FunctionDeclSyntax, file: SwiftSourceFile) {
        guard let body = node.body, let returned = node.signature.returnClause?.type.trimmedText,
            (returned.hasPrefix("[") && returned.containsText(":")) || returned.containsText("Dictionary")
        else { return }
        let name = node.name.text
        let statements = Array(body.statements)
        // `{ ["k": true] }` or `{ return ["k": true] }` (or the variable it returns).
        if let last = statements.last {
            let value = last.item.as(ReturnStmtSyntax.self)?.expression ?? last.item.as(ExprSyntax.self)
            if let dictionary = value?.as(DictionaryExprSyntax.self) {
                setRegistrationSource(name, .dictionary(dictionary, file))
                return
            }
            if statements.count > 1, let reference = value?.as(DeclReferenceExprSyntax.self),
                dictionaryVariables[reference.baseName.text] != nil
                    || statements.dropLast().contains(where: { Self.declares(reference.baseName.text, $0) })
            {
                setRegistrationSource(name, .variable(reference.baseName.text))
            }
        }
        guard body.totalLength.utf8Length <= 16_384 else { return }
        let text = body.trimmedText
        if text.containsText("Settings.bundle") || text.containsText("Root.plist") {
            setRegistrationSource(name, .settingsBundle)
        } else if let resource = SwiftUseCollector.plistResourceName(in: text) {
            setRegistrationSource(name, .resource(resource))
        } else if text.containsText("plist"), let range = text.firstRange(of: "forResource:") {
            // `forResource: name, ofType: "plist"` with `name` a parameter.
            let argument = text[range.upperBound...].drop { $0 == " " }.prefix {
                $0.isLetter || $0.isNumber || $0 == "_"
            }
            for (index, parameter) in node.signature.parameterClause.parameters.enumerated()
            where (parameter.secondName ?? parameter.firstName).text == argument {
                let label = parameter.firstName.text
                setRegistrationSource(name, .resourceParameter(label: label == "_" ? nil : label, index: index))
            }
        }
    }

    /// Records what the function `name` returns for registration; the use pass asked it through
    /// ``DeclarationLookups/registrationSource(_:)``.
    private func setRegistrationSource(_ name: String, _ source: RegistrationSource) {
        registrationSources[name] = source
        noteChange(.registrationSource, name)
    }

    /// Whether `item` declares a variable `name` with a dictionary literal.
    private static func declares(_ name: String, _ item: CodeBlockItemSyntax) -> Bool {
        guard let variable = item.item.as(VariableDeclSyntax.self) else { return false }
        return variable.bindings.contains {
            $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name
                && $0.initializer?.value.is(DictionaryExprSyntax.self) == true
        }
    }
}

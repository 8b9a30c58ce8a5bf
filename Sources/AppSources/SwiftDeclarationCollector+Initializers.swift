import SwiftSyntax

/// Stored properties that carry a key from a type's creator to its reads: set by an initialiser from
/// its `String` parameter, or a struct's memberwise initialiser.
extension SwiftDeclarationCollector {
    /// `init(key: String) { self.key = key }` (or `key = k`) in type `typeName`.
    func collectInitializedProperties(_ node: InitializerDeclSyntax, of typeName: String) {
        let parameters = Array(node.signature.parameterClause.parameters)
        var byName: [String: (label: String?, index: Int)] = [:]
        for (index, parameter) in parameters.enumerated() where parameter.type.trimmedText == "String" {
            let label = parameter.firstName.text
            byName[(parameter.secondName ?? parameter.firstName).text] = (label == "_" ? nil : label, index)
        }
        guard !byName.isEmpty, let statements = node.body?.statements else { return }
        for item in statements.prefix(256) {
            guard
                let sequence = item.item.as(SequenceExprSyntax.self)
                    ?? item.item.as(ExpressionStmtSyntax.self)?
                    .expression.as(SequenceExprSyntax.self)
            else { continue }
            let elements = Array(sequence.elements)
            guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
                let value = elements[2].as(DeclReferenceExprSyntax.self)?.baseName.text, let parameter = byName[value]
            else { continue }
            let target = elements[0].trimmedText
            let property = target.hasPrefix("self.") ? String(target.dropFirst(5)) : target
            guard !property.contains(".") else { continue }
            // Two initialisers that set it from different parameters: the first is kept.
            if initializedProperties[typeName]?[property] == nil {
                initializedProperties[typeName, default: [:]][property] = parameter
                noteChange(.initializedProperty, DeclarationLookups.memberName(property, of: typeName))
            }
        }
    }

    /// A struct without an initialiser of its own gets a memberwise one: `Setting(key: "k")` sets
    /// its stored `String` property `key` (a `let` with a value of its own is not a parameter).
    func collectMemberwiseProperties(_ node: StructDeclSyntax) {
        let members = node.memberBlock.members
        guard !members.contains(where: { $0.decl.is(InitializerDeclSyntax.self) }) else { return }
        var index = 0
        for member in members {
            guard let variable = member.decl.as(VariableDeclSyntax.self),
                !variable.modifiers.contains(where: { ["static", "class", "lazy"].contains($0.name.text) })
            else { continue }
            let isLet = variable.bindingSpecifier.tokenKind == .keyword(.let)
            for binding in variable.bindings where binding.accessorBlock == nil {
                if isLet && binding.initializer != nil { continue }
                defer { index += 1 }
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                    binding.typeAnnotation?.type.trimmedText == "String"
                else { continue }
                let property = name.replacingBackticks()
                let old = initializedProperties[node.name.text]?[property]
                guard old?.label != name || old?.index != index else { continue }
                initializedProperties[node.name.text, default: [:]][property] = (name, index)
                noteChange(.initializedProperty, DeclarationLookups.memberName(property, of: node.name.text))
            }
        }
    }
}

@_spi(RawSyntax) import SwiftSyntax

/// What the declaration collector's visits may read, told from raw nodes: ``SwiftFileWalk`` makes a
/// node only for a declaration one of them says may matter. Each answers true wherever the visit it
/// stands for would read anything (``WalkPrecheckTests`` checks them against the visits).
extension SwiftDeclarationCollector {
    /// Whether ``visit(_:)-(VariableDeclSyntax)`` (or the use collector's) may read anything of the raw
    /// declaration `node`: false for most local variables (`var total = 0`, `let name = a ?? b`), which
    /// the walk then makes no node for. True for an attribute, a type annotation, accessors, or a value
    /// that is a collection, a call, a string literal (or literals joined with `+`), a parenthesis, or
    /// starts with `UserDefaults`.
    static func mayRead(variable node: RawSyntax) -> Bool {
        guard let declaration = RawVariableDeclSyntax(node) else { return true }
        if !declaration.attributes.layoutView.children.isEmpty { return true }
        for case let child? in declaration.bindings.layoutView.children {
            guard let binding = RawPatternBindingSyntax(child) else { return true }
            if binding.typeAnnotation != nil || binding.accessorBlock != nil { return true }
            guard let value = binding.initializer?.value.raw else { continue }
            switch value.kind {
            case .arrayExpr, .dictionaryExpr, .stringLiteralExpr, .tupleExpr, .functionCallExpr:
                return true
            case .sequenceExpr where joinsWithPlusOnly(value):
                return true
            default:
                break
            }
            if value.byteLength <= 1024, firstPresentToken(of: value)?.rawText == "UserDefaults" {
                return true
            }
        }
        return false
    }

    /// Whether every operator of the raw sequence `node` is `+` (``SwiftExpressions/literalString(_:)``
    /// reads no other).
    private static func joinsWithPlusOnly(_ node: RawSyntax) -> Bool {
        guard let elements = RawSequenceExprSyntax(node)?.elements.layoutView.children else { return true }
        for (index, element) in elements.enumerated() where index % 2 == 1 {
            guard let element, RawBinaryOperatorExprSyntax(element)?.operator.tokenText == "+" else { return false }
        }
        return true
    }

    /// The first token of `node` that is in the source (`firstToken(viewMode: .sourceAccurate)`).
    static func firstPresentToken(of node: RawSyntax) -> RawSyntaxTokenView? {
        if let token = node.tokenView { return token.presence == .present ? token : nil }
        guard let layout = node.layoutView else { return nil }
        for case let child? in layout.children {
            if let token = firstPresentToken(of: child) { return token }
        }
        return nil
    }

    /// Whether ``visit(_:)-(FunctionDeclSyntax)`` may read anything of the raw function `node`: one with a
    /// body and a return type, and either no parameters (``collectKeyFunction(_:)``) or a return type
    /// that may be a dictionary (``collectRegistrationSource(_:file:)``), which a plain name without
    /// `Dictionary` in it (`-> String`, `-> Bool`) is not. Most functions are neither, and the walk then
    /// makes no node for them.
    static func mayRead(function node: RawSyntax) -> Bool {
        guard let function = RawFunctionDeclSyntax(node), function.body != nil,
            let returned = function.signature.returnClause?.type
        else { return false }
        if function.signature.parameterClause.parameters.layoutView.children.isEmpty { return true }
        // A name alone: no module selector, generic arguments or unexpected text around it.
        guard let name = RawIdentifierTypeSyntax(returned.raw),
            name.layoutView.children.reduce(0, { $0 + ($1 == nil ? 0 : 1) }) == 1
        else { return true }
        return String(syntaxText: name.name.tokenText).containsText("Dictionary")
    }
}

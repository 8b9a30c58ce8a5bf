import SwiftSyntax

/// Whether a call's receiver is a `UserDefaults`, and which suite it names.
extension SwiftUseCollector {
    /// Whether the receiver of an accessor is (probably) a `UserDefaults`. Typed accessors count on
    /// any receiver but a keychain, iCloud store, coder or cache; shared names only on one that says defaults.
    func receiverIsDefaults(_ base: ExprSyntax?, accessor: String) -> Bool {
        guard let base else {
            return typeNames.contains { $0 == "UserDefaults" || $0 == "Foundation.UserDefaults" }
        }
        let text = Self.boundedText(of: base)
        let lower = text.lowercased()
        for word in Self.otherStores where lower.containsText(word) { return false }
        if text.containsText("UserDefaults") || lower.containsText("defaults") { return true }
        if let last = lastName(of: base), declarations.defaultsVariable(last) != nil { return true }
        return !Self.sharedNames.contains(accessor)
    }

    /// Words of a receiver that is not a `UserDefaults` (a keychain, iCloud store, coder, cache, ...).
    static let otherStores: [StaticString] = [
        "keychain", "ubiquitous", "icloud", "coder", "cache", "userinfo", "dictionary", "json",
    ]

    /// The longest receiver text read whole; of a longer one (a chain of calls), only its last tokens,
    /// so that each call of a long chain costs a bounded amount (issue 28 finding 3).
    static let maximumReceiverText = 1024

    /// The text of `node`, or its last 64 tokens when it is longer than ``maximumReceiverText``.
    static func boundedText(of node: some SyntaxProtocol) -> String {
        guard node.totalLength.utf8Length > maximumReceiverText else { return node.trimmedText }
        var tokens: [String] = []
        var token = node.lastToken(viewMode: .sourceAccurate)
        let first = node.firstToken(viewMode: .sourceAccurate)
        while let current = token, tokens.count < 64 {
            tokens.append(current.text)
            if current == first { break }
            token = current.previousToken(viewMode: .sourceAccurate)
        }
        return tokens.reversed().joined()
    }

    func lastName(of expression: ExprSyntax) -> String? {
        var expression = expression
        while true {
            if let chain = expression.as(OptionalChainingExprSyntax.self) {
                expression = chain.expression
            } else if let force = expression.as(ForceUnwrapExprSyntax.self) {
                expression = force.expression
            } else {
                break
            }
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        return expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
    }

    /// The literal suite name of `UserDefaults(suiteName: "...")` in the receiver, or of the variable holding it.
    func suite(of base: ExprSyntax?) -> String? {
        guard let base else { return nil }
        final class SuiteFinder: SyntaxVisitor {
            var suite: String?
            override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                if node.calledExpression.trimmedText == "UserDefaults",
                    let argument = node.arguments.first(where: { $0.label?.text == "suiteName" })
                {
                    suite = SwiftExpressions.literalString(argument.expression)
                }
                return .visitChildren
            }
        }
        if base.totalLength.utf8Length <= Self.maximumReceiverText {
            let finder = SuiteFinder(viewMode: .sourceAccurate)
            finder.walk(base)
            if let suite = finder.suite { return suite }
        }
        if let last = lastName(of: base), let variable = declarations.defaultsVariable(last) { return variable }
        return nil
    }
}

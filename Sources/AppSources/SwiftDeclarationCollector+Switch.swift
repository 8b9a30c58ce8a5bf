import SwiftSyntax

/// Keys returned from a `switch` (an enum's computed property: `var key: String { switch self {
/// case .sound: "sound_enabled" case .theme: "theme" } }`).
extension SwiftDeclarationCollector {
    /// The keys a computed property returns, by enum case.
    struct SwitchedKeys {
        var byCase: [String: String] = [:]
        var all: [String] = []
        /// Whether every case returns a literal (so `all` is every key it can return).
        var complete = true
    }

    /// Records the keys `binding` (a computed property `name`) returns from a `switch` over `self`.
    func collectSwitchedKeys(_ binding: PatternBindingSyntax, name: String) {
        guard let block = binding.accessorBlock else { return }
        var body: CodeBlockItemListSyntax?
        switch block.accessors {
        case .getter(let items): body = items
        case .accessors(let accessors):
            body = accessors.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }?.body?.statements
        }
        guard let statements = body, statements.count == 1, let item = statements.first?.item else { return }
        var expression: ExprSyntax?
        if let statement = item.as(ExpressionStmtSyntax.self) {
            expression = statement.expression
        } else if let returned = item.as(ReturnStmtSyntax.self) {
            expression = returned.expression
        } else {
            expression = item.as(ExprSyntax.self)
        }
        guard let switchExpression = expression?.as(SwitchExprSyntax.self),
            switchExpression.subject.trimmedText == "self"
        else { return }
        var keys = switchedKeys[name] ?? SwitchedKeys()
        for element in switchExpression.cases {
            guard let switchCase = element.as(SwitchCaseSyntax.self) else {
                keys.complete = false
                continue
            }
            guard let value = Self.returnedLiteral(switchCase.statements) else {
                keys.complete = false
                continue
            }
            keys.all.append(value)
            if case .case(let label) = switchCase.label {
                for item in label.caseItems {
                    let pattern = item.pattern.trimmedText
                    let caseName = String(pattern.split(separator: ".").last ?? "")
                    if !caseName.isEmpty, keys.byCase[caseName] == nil { keys.byCase[caseName] = value }
                }
            }
        }
        switchedKeys[name] = keys
        noteChange(.switchedKeys, name)
    }

    /// The string literal a case's body returns (`return "k"` or `"k"`).
    static func returnedLiteral(_ statements: CodeBlockItemListSyntax) -> String? {
        guard statements.count == 1, let item = statements.first?.item else { return nil }
        if let returned = item.as(ReturnStmtSyntax.self)?.expression {
            return SwiftExpressions.literalString(returned)
        }
        if let expression = item.as(ExpressionStmtSyntax.self)?.expression ?? item.as(ExprSyntax.self) {
            return SwiftExpressions.literalString(expression)
        }
        return nil
    }
}

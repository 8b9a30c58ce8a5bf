import SwiftSyntax

/// A read whose function writes the key when it is unset (`if d.value(forKey: k) == nil { d.set(v, forKey: k) }`,
/// EOSIO's `bool(forKey:defaultValue:)`): the app never sees nil there, and a literal `v` is the code's default.
extension SwiftUseCollector {
    /// Marks the reads recorded since `start` at `node`: falls back when the body around it writes the same
    /// key expression on nil.
    func markWritesOnNil(from start: Int, keyExpression: ExprSyntax, at node: some SyntaxProtocol) {
        guard start < scan.uses.count, let value = writeOnNil(of: keyExpression, at: node) else { return }
        for index in start..<scan.uses.count where scan.uses[index].action == .read {
            scan.uses[index].fallsBack = true
            if scan.uses[index].fallback == nil { scan.uses[index].fallback = value }
        }
    }

    /// What the body around `node` writes to `keyExpression` when it is unset: nil when it does not,
    /// `.some(nil)` when what it writes is not a literal.
    func writeOnNil(of keyExpression: ExprSyntax, at node: some SyntaxProtocol) -> SourceValue?? {
        guard let body = Self.enclosingBody(of: node), body.totalLength.utf8Length <= 65_536 else { return nil }
        if writesOnNil[body.id] == nil { writesOnNil[body.id] = Self.writesOnNil(in: body) }
        return writesOnNil[body.id]?[keyExpression.trimmedText]
    }

    /// The key expressions `body` writes inside an `if … == nil` that reads them, with the literal written
    /// (nil when it is not a literal).
    static func writesOnNil(in body: Syntax) -> [String: SourceValue?] {
        final class Finder: SyntaxVisitor {
            var found: [String: SourceValue?] = [:]
            override func visit(_ node: IfExprSyntax) -> SyntaxVisitorContinueKind {
                let condition = node.conditions.trimmedText
                guard condition.contains("== nil"), condition.contains("forKey:") else { return .visitChildren }
                for item in node.body.statements {
                    guard
                        let call = item.item.as(FunctionCallExprSyntax.self)
                            ?? item.item.as(ExpressionStmtSyntax.self)?.expression.as(FunctionCallExprSyntax.self)
                    else { continue }
                    let name =
                        call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
                        ?? call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
                    let arguments = Array(call.arguments)
                    guard ["set", "setValue"].contains(name ?? ""), arguments.count == 2,
                        arguments[1].label?.text == "forKey",
                        condition.contains(arguments[1].expression.trimmedText)
                    else { continue }
                    found[arguments[1].expression.trimmedText] = .some(
                        SwiftExpressions.literalValue(arguments[0].expression))
                }
                return .visitChildren
            }
        }
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(body)
        return finder.found
    }
}

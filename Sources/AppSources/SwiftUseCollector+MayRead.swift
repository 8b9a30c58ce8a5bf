@_spi(RawSyntax) import SwiftSyntax

/// What the use collector's visits may read, told from raw nodes: ``SwiftFileWalk`` makes a node only
/// for a call, a sequence or a `guard` one of them says may matter (most calls and sequences do not).
/// Each answers true wherever the visit it stands for would read anything.
extension SwiftUseCollector {
    /// Whether ``visit(_:)-(FunctionCallExprSyntax)`` may do anything with the raw call `node`: the walk
    /// makes no node for a call it would let go on its name (most calls).
    func mayRead(call node: RawSyntax) -> Bool { file != nil && readName(ofCall: node) != nil }

    /// The name of the raw call `node` (``calledName(_:)``) when the visit reads a call of that name: an
    /// accessor's, or any while helper calls are collected; nil for a call the visit lets go.
    func readName(ofCall node: RawSyntax) -> String? {
        guard let name = Self.calledName(node), collectsHelperCalls || Self.isAccessorName(name) else { return nil }
        return name
    }

    /// Whether `node` holds an operand a loop of ``visit(_:)-(SequenceExprSyntax)`` reads (a call, a member
    /// access, a parenthesis) and an operator one acts on (`as`, `==`, `??`). Read from the raw
    /// elements: a node made for each element of every sequence cost more than the loops it spares.
    static func mayHoldCastComparisonOrFallback(_ node: RawSyntax) -> Bool {
        guard let elements = RawSequenceExprSyntax(node)?.elements.layoutView.children else { return false }
        var hasOperand = false
        var hasOperator = false
        for case let element? in elements {
            switch element.kind {
            case .functionCallExpr, .memberAccessExpr, .tupleExpr:
                hasOperand = true
            case .unresolvedAsExpr:
                hasOperator = true
            case .binaryOperatorExpr:
                let text = RawBinaryOperatorExprSyntax(element)?.operator.tokenText
                if text == "==" || text == "??" { hasOperator = true }
            default:
                break
            }
            if hasOperand && hasOperator { return true }
        }
        return false
    }

    /// Whether ``visit(_:)-(GuardStmtSyntax)`` may read anything of the raw `guard` `node`: its body starts
    /// with a `return` of an expression ``SwiftExpressions/literalValue(_:)`` may read.
    static func mayReturnLiteral(guard node: RawSyntax) -> Bool {
        guard let first = RawGuardStmtSyntax(node)?.body.statements.layoutView.children.first,
            let statement = first.flatMap(RawCodeBlockItemSyntax.init),
            let returned = RawReturnStmtSyntax(statement.item.raw)?.expression
        else { return false }
        switch returned.raw.kind {
        case .booleanLiteralExpr, .integerLiteralExpr, .floatLiteralExpr, .prefixOperatorExpr, .stringLiteralExpr,
            .sequenceExpr, .tupleExpr:
            return true
        default:
            return false
        }
    }
}

import SwiftSyntax

/// Literal values of Swift expressions.
enum SwiftExpressions {
    /// The string an expression spells without running anything: a literal without
    /// interpolation, or literals joined with `+`.
    static func literalString(_ expression: ExprSyntax) -> String? {
        if let literal = expression.as(StringLiteralExprSyntax.self) { return literal.representedLiteralValue }
        if let sequence = expression.as(SequenceExprSyntax.self) {
            var result = ""
            for (index, element) in sequence.elements.enumerated() {
                if index % 2 == 1 {
                    guard element.as(BinaryOperatorExprSyntax.self)?.operator.text == "+" else { return nil }
                } else {
                    guard let part = literalString(element) else { return nil }
                    result += part
                }
            }
            return result
        }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return literalString(only.expression)
        }
        return nil
    }

    /// A literal value: `true`, `3`, `-0.5`, `"dark"`.
    static func literalValue(_ expression: ExprSyntax) -> SourceValue? {
        if let boolean = expression.as(BooleanLiteralExprSyntax.self) {
            return .bool(boolean.literal.tokenKind == .keyword(.true))
        }
        if let integer = expression.as(IntegerLiteralExprSyntax.self) {
            return Int(integer.literal.text.filter { $0 != "_" }).map(SourceValue.integer)
        }
        if let float = expression.as(FloatLiteralExprSyntax.self) {
            return Double(float.literal.text.filter { $0 != "_" }).map(SourceValue.double)
        }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" {
            switch literalValue(prefix.expression) {
            case .integer(let value): return .integer(-value)
            case .double(let value): return .double(-value)
            default: return nil
            }
        }
        return literalString(expression).map(SourceValue.string)
    }
}

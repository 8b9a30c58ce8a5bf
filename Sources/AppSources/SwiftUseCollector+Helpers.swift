import SwiftSyntax

/// Functions that pass a key on to an accessor, and the selector Objective-C calls them by.
extension SwiftUseCollector {
    /// The helper `function` is when its parameter `index` carries the key to an accessor.
    static func helper(
        _ function: FunctionDeclSyntax, index: Int, action: KeyUse.Action, type: AccessorType?, accessor: String
    ) -> Helper {
        let label = function.signature.parameterClause.parameters.dropFirst(index).first?.firstName.text
        let external = label == "_" ? nil : label
        var selector: String?
        if index == 0 {
            let objc = function.attributes.compactMap { $0.as(AttributeSyntax.self) }.first {
                $0.attributeName.trimmedDescription == "objc"
            }
            if let objc, case .objCName(let pieces) = objc.arguments, let first = pieces.first?.name?.text {
                selector = first
            } else {
                selector = objectiveCSelector(name: function.name.text, label: external)
            }
        }
        return Helper(
            name: function.name.text, label: external, index: index, action: action, type: type, accessor: accessor,
            objectiveCSelector: selector)
    }

    /// The first selector part Swift gives `name(label:)` in Objective-C: `boolForKey` for `bool(forKey:)`,
    /// `integerForSetting` for `integerForSetting(_:)`, `setWithValue` for `set(value:)`.
    static func objectiveCSelector(name: String, label: String?) -> String {
        guard let label, let first = label.first else { return name }
        let capitalized = first.uppercased() + label.dropFirst()
        let prepositions = ["for", "with", "in", "at", "by", "from", "to", "of", "on", "as", "into", "using"]
        let startsWithPreposition = prepositions.contains { preposition in
            label.hasPrefix(preposition)
                && (label.count == preposition.count
                    || label[label.index(label.startIndex, offsetBy: preposition.count)].isUppercase)
        }
        return name + (startsWithPreposition ? capitalized : "With" + capitalized)
    }

    /// The conversion a read object is sent (`object(forKey: "k")?.boolValue`), if any.
    static func conversion(of call: FunctionCallExprSyntax) -> (name: String, type: AccessorType)? {
        var node = Syntax(call)
        if let chain = node.parent?.as(OptionalChainingExprSyntax.self) { node = Syntax(chain) }
        guard let member = node.parent?.as(MemberAccessExprSyntax.self), member.base?.id == node.id else { return nil }
        let name = member.declName.baseName.text
        return AccessorType.conversions[name].map { (name, $0) }
    }
}

import SwiftSyntax

/// Functions that pass a key on to an accessor, their calls, and the selector Objective-C calls them by.
extension SwiftUseCollector {
    func collectHelperCall(
        _ node: FunctionCallExprSyntax, name: String, arguments: [LabeledExprSyntax], file: SwiftSourceFile
    ) {
        if helpersByName == nil { helpersByName = Dictionary(grouping: pendingHelpers, by: \.name) }
        var candidates = helpersByName?[name] ?? []
        if name == "init" {
            // `Setting.init(key:)` is `Setting(key:)`; a bare `.init(key:)` may be any type's.
            let member = node.calledExpression.as(MemberAccessExprSyntax.self)
            if let base = member?.base?.as(DeclReferenceExprSyntax.self)?.baseName.text {
                candidates = helpersByName?[base] ?? []
            } else if member?.base == nil {
                candidates = pendingHelpers.filter(\.isInitializer)
            }
        }
        for helper in candidates {
            // An initialiser's argument is found by its label (a memberwise one may have more before it).
            let argument =
                helper.isInitializer && helper.label != nil
                ? arguments.first { $0.label?.text == helper.label }
                : helper.index < arguments.count ? arguments[helper.index] : nil
            guard let argument, argument.label?.text == helper.label else { continue }
            matchedHelpers.insert(helper)
            if helper.registers {
                registration(of: argument.expression, at: node, file: file)
                continue
            }
            let accessor = "\(helper.name)() (\(helper.accessor))"
            switch resolve(argument.expression) {
            case .key(let key):
                scan.uses.append(
                    KeyUse(
                        key: key, action: helper.action, type: helper.type, accessor: accessor,
                        fallback: fallbacks[node.id],
                        position: file.position(of: node)))
                scan.uses[scan.uses.count - 1].fallsBack = helper.fallsBack
            case .prefix(let prefix):
                scan.uses.append(
                    KeyUse(
                        key: nil, uncertainty: "the key passed to \(name)() is built at run time from \"\(prefix)\"",
                        action: helper.action, type: helper.type, accessor: accessor, keyPrefix: prefix,
                        position: file.position(of: node)))
            case .parameter(let callable) where helperRound + 1 < Self.maximumHelperDepth:
                // The key is a parameter of the function around this call: that function is a helper too.
                let outer = Self.helper(callable, action: helper.action, type: helper.type, accessor: helper.accessor)
                if !helpers.contains(outer) { discoveredHelpers.insert(outer) }
            case .enumCases(_, let keys):
                for key in keys {
                    scan.uses.append(
                        KeyUse(
                            key: key, action: helper.action, type: nil, accessor: accessor,
                            position: file.position(of: node)))
                }
            case .keys(let keys):
                for key in keys {
                    scan.uses.append(
                        KeyUse(
                            key: key, action: helper.action, type: helper.type, accessor: accessor,
                            position: file.position(of: node)))
                }
            case .parameter:
                scan.uses.append(
                    KeyUse(
                        key: nil,
                        uncertainty:
                            "the key passed to \(name)() is a parameter passed on through more than \(Self.maximumHelperDepth) functions",
                        action: helper.action,
                        type: helper.type, accessor: accessor, position: file.position(of: node)))
            case .unknown(let reason):
                scan.uses.append(
                    KeyUse(
                        key: nil, uncertainty: reason, action: helper.action, type: helper.type, accessor: accessor,
                        position: file.position(of: node)))
            }
        }
    }

    /// The helper `callable` is when its parameter carries the key to an accessor.
    static func helper(_ callable: Callable, action: KeyUse.Action, type: AccessorType?, accessor: String) -> Helper {
        var selector: String?
        if callable.index == 0, let function = callable.function {
            let objc = function.attributes.compactMap { $0.as(AttributeSyntax.self) }.first {
                $0.attributeName.trimmedText == "objc"
            }
            if let objc, case .objCName(let pieces) = objc.arguments, let first = pieces.first?.name?.text {
                selector = first
            } else {
                selector = objectiveCSelector(name: function.name.text, label: callable.label)
            }
        }
        return Helper(
            name: callable.name, label: callable.label, index: callable.index, action: action, type: type,
            accessor: accessor, objectiveCSelector: selector, isInitializer: callable.isInitializer)
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

    /// A type whose initialiser stores the key, created nowhere the reader sees (by a subclass, a generic
    /// `T(key:)`, decoding): its reads are reads it cannot follow, said, not dropped.
    func noteUnmatchedInitializers() {
        for (helper, position) in initializerReads.sorted(by: { $0.value < $1.value })
        // A property wrapper's key comes from its attribute (`@Toggle(key: "k")`), read with the wrapper.
        where !matchedHelpers.contains(helper) && !declarations.isPropertyWrapperAfterReading(helper.name) {
            scan.uses.append(
                KeyUse(
                    key: nil,
                    uncertainty:
                        "the key is what \(helper.name)'s initialiser stores, and no call of \(helper.name)(\(helper.label ?? "_"):) was found",
                    action: helper.action, type: helper.type, accessor: helper.accessor, position: position))
        }
        initializerReads = [:]
    }
}

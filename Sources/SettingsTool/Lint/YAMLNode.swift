/// One node of a YAML document, as ``YAMLReader`` composes it: an alias is the node its anchor
/// names. Two nodes are equal when their content is (a scalar's text and resolved tag, a
/// collection's items), wherever they are written.
package struct YAMLNode: Hashable, Sendable {
    /// What a node holds.
    package enum Content: Hashable, Sendable {
        /// A scalar's text (quotes and escapes already read) and its tag, resolved as the YAML 1.2
        /// core schema does for an untagged plain scalar.
        case scalar(String, tag: YAMLTag)
        case sequence([YAMLNode])
        case mapping([YAMLPair])
    }

    package var content: Content
    /// Where the node starts, from 1 (column in Unicode scalars); not part of its identity.
    package var line: Int
    package var column: Int

    package init(_ content: Content, line: Int, column: Int) {
        self.content = content
        self.line = line
        self.column = column
    }

    package static func == (a: YAMLNode, b: YAMLNode) -> Bool { a.content == b.content }
    package func hash(into hasher: inout Hasher) { hasher.combine(content) }

    /// The scalar's text, or nil for a collection (a null scalar's text is what was written: `~`, `null` or nothing).
    package var scalar: String? {
        if case .scalar(let text, _) = content { return text }
        return nil
    }

    /// Whether this is a null scalar (`~`, `null`, nothing, or tagged `!!null`).
    package var isNull: Bool {
        if case .scalar(_, .null) = content { return true }
        return false
    }

    package var sequence: [YAMLNode]? {
        if case .sequence(let items) = content { return items }
        return nil
    }

    package var mapping: [YAMLPair]? {
        if case .mapping(let pairs) = content { return pairs }
        return nil
    }

    /// How the node is written, for messages (`a list`, `a mapping`, `"fatal"`).
    package var summary: String {
        switch content {
        case .mapping: "a mapping"
        case .sequence: "a list"
        case .scalar(let text, _): "\"\(text)\""
        }
    }
}

/// One key and its value in a mapping, in the order written.
package struct YAMLPair: Hashable, Sendable {
    package var key: YAMLNode
    package var value: YAMLNode
}

/// A scalar's tag: the YAML 1.2 core schema's for a plain scalar without one, `str` for a quoted or
/// block scalar or the non-specific `!`, and an explicit tag as written (`!!str`, `!!null`, `!mine`).
package enum YAMLTag: Hashable, Sendable {
    case null, bool, int, float, str
    case other(String)

    /// The tag of a scalar with `text`, written `plain` (not quoted, not a block) or not, tagged `explicit` (as
    /// libyaml gives it, `!!` expanded) or not.
    package init(resolving text: String, plain: Bool, explicit: String?) {
        if let explicit, explicit != "!" {
            let prefix = "tag:yaml.org,2002:"
            switch explicit.hasPrefix(prefix) ? String(explicit.dropFirst(prefix.count)) : "" {
            case "null": self = .null
            case "bool": self = .bool
            case "int": self = .int
            case "float": self = .float
            case "str": self = .str
            default: self = .other(explicit)
            }
        } else if !plain || explicit == "!" {
            self = .str
        } else {
            self = Self.core(text)
        }
    }

    /// The core schema's tag for a plain scalar (YAML 1.2.2, 10.3.2).
    static func core(_ text: String) -> YAMLTag {
        switch text {
        case "", "~", "null", "Null", "NULL": return .null
        case "true", "True", "TRUE", "false", "False", "FALSE": return .bool
        case ".nan", ".NaN", ".NAN": return .float
        default: break
        }
        let scalars = Array(text.unicodeScalars)
        func all(_ slice: ArraySlice<Unicode.Scalar>, _ test: (Unicode.Scalar) -> Bool) -> Bool {
            !slice.isEmpty && slice.allSatisfy(test)
        }
        let isDigit: (Unicode.Scalar) -> Bool = { ("0"..."9").contains($0) }
        if text.hasPrefix("0o"), all(scalars.dropFirst(2), { ("0"..."7").contains($0) }) { return .int }
        if text.hasPrefix("0x"), all(scalars.dropFirst(2), { $0.properties.isASCIIHexDigit }) { return .int }
        let unsigned = scalars.first == "+" || scalars.first == "-" ? scalars.dropFirst() : scalars[...]
        if all(unsigned, isDigit) { return .int }
        if [".inf", ".Inf", ".INF"].contains(String(String.UnicodeScalarView(unsigned))) { return .float }
        // [-+]? ( \. [0-9]+ | [0-9]+ ( \. [0-9]* )? ) ( [eE] [-+]? [0-9]+ )?
        var rest = unsigned
        let whole = rest.prefix(while: isDigit)
        rest = rest.dropFirst(whole.count)
        var fraction: ArraySlice<Unicode.Scalar> = []
        if rest.first == "." {
            fraction = rest.dropFirst().prefix(while: isDigit)
            rest = rest.dropFirst(1 + fraction.count)
        } else if whole.isEmpty {
            return .str
        }
        guard !whole.isEmpty || !fraction.isEmpty else { return .str }
        if rest.first == "e" || rest.first == "E" {
            rest = rest.dropFirst()
            if rest.first == "+" || rest.first == "-" { rest = rest.dropFirst() }
            guard all(rest, isDigit) else { return .str }
            return .float
        }
        return rest.isEmpty ? .float : .str
    }
}

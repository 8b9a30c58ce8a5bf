/// Objective-C methods that pass their first parameter to an accessor
/// (`- (BOOL)boolForSetting:(NSString *)key { return [defaults boolForKey:key]; }`): their calls, from
/// Objective-C or from Swift through the bridging header, are the reads.
extension ObjectiveCSourceReader {
    /// A method definition: its first selector part, its first parameter and where its body is.
    struct MethodHeader {
        var selector: String
        var parameter: String
        var body: Range<Int>
    }

    /// The method definitions of `tokens`, in order (declarations without a body are left out).
    static func methodHeaders(in tokens: [ObjectiveCToken]) -> [MethodHeader] {
        var headers: [MethodHeader] = []
        var index = 0
        while index + 6 < tokens.count {
            defer { index += 1 }
            guard tokens[index].isPunctuation("-") || tokens[index].isPunctuation("+"),
                index == 0 || tokens[index - 1].isPunctuation("}") || tokens[index - 1].isPunctuation(";")
                    || tokens[index - 1].identifier?.hasPrefix("implementation") == true
                    || tokens[index - 1].identifier != nil,
                tokens[index + 1].isPunctuation("(")
            else { continue }
            // `- (type) selector : (type) parameter ... {`
            var cursor = index + 1
            guard let afterType = closing(tokens, from: cursor), afterType + 3 < tokens.count,
                let selector = tokens[afterType + 1].identifier, tokens[afterType + 2].isPunctuation(":"),
                tokens[afterType + 3].isPunctuation("("),
                let afterParameterType = closing(tokens, from: afterType + 3), afterParameterType + 1 < tokens.count,
                let parameter = tokens[afterParameterType + 1].identifier
            else { continue }
            cursor = afterParameterType + 2
            while cursor < tokens.count, !tokens[cursor].isPunctuation("{"), !tokens[cursor].isPunctuation(";") {
                cursor += 1
            }
            guard cursor < tokens.count, tokens[cursor].isPunctuation("{") else { continue }
            let end = closing(tokens, from: cursor, open: "{", close: "}") ?? tokens.count
            headers.append(MethodHeader(selector: selector, parameter: parameter, body: cursor..<end))
            index = end
        }
        return headers
    }

    /// The index of the `close` (`)` by default) matching the `open` at `start`, nil when none does.
    static func closing(
        _ tokens: [ObjectiveCToken], from start: Int, open: Character = "(", close: Character = ")"
    ) -> Int? {
        var depth = 0
        var index = start
        while index < tokens.count {
            if tokens[index].isPunctuation(open) { depth += 1 }
            if tokens[index].isPunctuation(close) {
                depth -= 1
                if depth == 0 { return index }
            }
            index += 1
        }
        return nil
    }

    /// The Swift spellings the importer may give a selector's first part (`boolForSetting` is
    /// `boolForSetting(_:)` or `bool(forSetting:)`), as helpers whose first argument is the key.
    static func swiftSpellings(of helper: SwiftUseCollector.Helper) -> [SwiftUseCollector.Helper] {
        let selector = helper.name
        var spellings = [helper]
        let words = ["For", "With", "In", "At", "By", "From", "To", "Of", "On"]
        for word in words {
            var searchStart = selector.startIndex
            while let range = selector[searchStart...].firstRange(of: word) {
                searchStart = range.upperBound
                guard range.lowerBound > selector.startIndex else { continue }
                let name = String(selector[..<range.lowerBound])
                let label = word.lowercased() + selector[range.upperBound...]
                var spelling = helper
                spelling.name = name
                spelling.label = label
                spellings.append(spelling)
            }
        }
        return spellings
    }

    /// The helper a method named `selector` is when `message` (in its body) is an accessor given its parameter.
    static func accessorHelper(_ message: Message, selector: String) -> SwiftUseCollector.Helper? {
        guard let first = message.parts.first else { return nil }
        if message.parts.count == 1, let entry = readers.index(forKey: first.name) {
            return SwiftUseCollector.Helper(
                name: selector, label: nil, index: 0, action: .read, type: readers[entry].value,
                accessor: first.name + ":", objectiveCSelector: selector)
        }
        if message.parts.count == 2, setters.contains(first.name), message.parts[1].name == "forKey" {
            return SwiftUseCollector.Helper(
                name: selector, label: nil, index: 0, action: .write, type: nil, accessor: first.name + ":forKey:",
                objectiveCSelector: selector)
        }
        return nil
    }
}

// libyaml (the vendored C parser, Sources/LibYAML) turns the text into events; this composes them
// into one YAMLNode, within a budget. Composing from events is the one place an alias is seen before
// it is expanded, so the nodes every alias stands for are counted as they come, in time linear in
// the text, and a document whose aliases stand for more than the budget's expansion stops at the
// alias that went over (a few hundred bytes of aliases used as mapping keys otherwise take time
// that grows tenfold per level).
import LibYAML
import PropertyList

/// Reads a one-document YAML text (JSON too) into a ``YAMLNode``, within an ``InputBudget``.
package enum YAMLReader {
    /// Why a text cannot be read, and where (from 1; column in Unicode scalars).
    package struct Failure: Error, Equatable {
        package enum Problem: Equatable {
            /// libyaml's description of bad syntax or bad text, with where its context started.
            case syntax(String)
            /// More bytes than `maximumBytes`.
            case tooLarge(limit: Int)
            /// Collections nested deeper than `maximumDepth`.
            case tooDeep(limit: Int)
            /// Aliases standing for more nodes than `maximumExpansion`.
            case expansion(limit: Int)
            /// An alias of an anchor not defined before it.
            case undefinedAlias(String)
            /// A mapping holding the key more than once (the key as ``YAMLNode/summary`` writes it, and
            /// the line of each occurrence).
            case duplicateKey(String, lines: [Int])
            /// A second document in the stream.
            case secondDocument
        }

        package var problem: Problem
        package var line: Int?
        package var column: Int?
    }

    /// The one document of `bytes` (UTF-8), or nil when the stream holds none.
    package static func read(_ bytes: [UInt8], budget: InputBudget) throws(Failure) -> YAMLNode? {
        guard bytes.count <= budget.maximumBytes else {
            throw Failure(problem: .tooLarge(limit: budget.maximumBytes), line: nil, column: nil)
        }
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else {
            throw Failure(problem: .syntax("libyaml could not start (out of memory)"), line: nil, column: nil)
        }
        defer { yaml_parser_delete(&parser) }
        let result: Result<YAMLNode?, Failure> = bytes.withUnsafeBufferPointer { buffer in
            yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
            yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING)
            var composer = Composer(budget: budget)
            do throws(Failure) {
                while true {
                    var event = yaml_event_t()
                    guard yaml_parser_parse(&parser, &event) == 1 else {
                        throw syntaxFailure(parser, bytes: buffer)
                    }
                    defer { yaml_event_delete(&event) }
                    if try composer.take(event) { return .success(composer.root) }
                }
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    /// libyaml's error, with its line and column and the line and column its context started at.
    static func syntaxFailure(_ parser: yaml_parser_t, bytes: UnsafeBufferPointer<UInt8>) -> Failure {
        let problem = parser.problem.map { String(cString: $0) } ?? "unknown error"
        if parser.error == YAML_READER_ERROR {
            // Reader errors carry a byte offset and the byte or character at fault, not a mark.
            let offset = min(parser.problem_offset, bytes.count)
            let before = bytes[..<offset]
            let lineStart = before.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
            let column = 1 + bytes[lineStart..<offset].filter { $0 & 0xC0 != 0x80 }.count
            let line = 1 + before.filter { $0 == UInt8(ascii: "\n") }.count
            let value = parser.problem_value
            var what = ""
            if value >= 0 {
                what = problem.contains("octet") ? " (byte 0x\(hex(value, width: 2)))" : " (U+\(hex(value, width: 4)))"
            }
            return Failure(problem: .syntax("\(problem)\(what) at column \(column)"), line: line, column: column)
        }
        let line = Int(parser.problem_mark.line) + 1
        let column = Int(parser.problem_mark.column) + 1
        var text = "\(problem) at column \(column)"
        if let context = parser.context {
            text +=
                " (\(String(cString: context)) started at line \(parser.context_mark.line + 1), "
                + "column \(parser.context_mark.column + 1))"
        }
        return Failure(problem: .syntax(text), line: line, column: column)
    }

    private static func hex(_ value: Int32, width: Int) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}

/// Builds nodes from libyaml's events with an explicit stack (no recursion, however deep the text).
private struct Composer {
    let budget: InputBudget
    /// An open collection: where it starts, its anchor, what it holds so far, and how many nodes it
    /// stands for with its aliases expanded (itself included; capped past the expansion limit).
    struct Open {
        var isMapping: Bool
        var line: Int
        var column: Int
        var anchor: String?
        var items: [YAMLNode] = []
        var size = 1
    }
    var open: [Open] = []
    var anchors: [String: (node: YAMLNode, size: Int)] = [:]
    var root: YAMLNode?
    var documents = 0
    /// The nodes all aliases so far stand for.
    var expanded = 0

    init(budget: InputBudget) { self.budget = budget }

    /// Takes one event; true once the stream has ended.
    mutating func take(_ event: yaml_event_t) throws(YAMLReader.Failure) -> Bool {
        let line = Int(event.start_mark.line) + 1
        let column = Int(event.start_mark.column) + 1
        func failure(_ problem: YAMLReader.Failure.Problem) -> YAMLReader.Failure {
            YAMLReader.Failure(problem: problem, line: line, column: column)
        }
        switch event.type {
        case YAML_STREAM_END_EVENT:
            return true
        case YAML_DOCUMENT_START_EVENT:
            documents += 1
            if documents > 1 { throw failure(.secondDocument) }
        case YAML_SCALAR_EVENT:
            let scalar = event.data.scalar
            let text = String(decoding: UnsafeBufferPointer(start: scalar.value, count: scalar.length), as: UTF8.self)
            let tag = YAMLTag(
                resolving: text, plain: scalar.style == YAML_PLAIN_SCALAR_STYLE, explicit: name(scalar.tag))
            try finish(
                YAMLNode(.scalar(text, tag: tag), line: line, column: column), size: 1, anchor: name(scalar.anchor))
        case YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT:
            let isMapping = event.type == YAML_MAPPING_START_EVENT
            let anchor = name(isMapping ? event.data.mapping_start.anchor : event.data.sequence_start.anchor)
            open.append(Open(isMapping: isMapping, line: line, column: column, anchor: anchor))
            if open.count > budget.maximumDepth { throw failure(.tooDeep(limit: budget.maximumDepth)) }
        case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
            guard let closed = open.popLast() else { break }
            let content: YAMLNode.Content
            if closed.isMapping {
                let pairs = stride(from: 0, to: closed.items.count - 1, by: 2).map {
                    YAMLPair(key: closed.items[$0], value: closed.items[$0 + 1])
                }
                try Self.checkUniqueKeys(pairs)
                content = .mapping(pairs)
            } else {
                content = .sequence(closed.items)
            }
            try finish(
                YAMLNode(content, line: closed.line, column: closed.column), size: closed.size, anchor: closed.anchor)
        case YAML_ALIAS_EVENT:
            let alias = name(event.data.alias.anchor) ?? ""
            guard let target = anchors[alias] else { throw failure(.undefinedAlias(alias)) }
            expanded = min(budget.maximumExpansion + 1, expanded + target.size)
            if expanded > budget.maximumExpansion { throw failure(.expansion(limit: budget.maximumExpansion)) }
            try finish(target.node, size: target.size, anchor: nil)
        default:
            break
        }
        return false
    }

    /// Adds a finished node to the collection it is in (or makes it the root), and names it if anchored.
    private mutating func finish(_ node: YAMLNode, size: Int, anchor: String?) throws(YAMLReader.Failure) {
        if let anchor { anchors[anchor] = (node, size) }
        guard !open.isEmpty else {
            root = node
            return
        }
        open[open.count - 1].items.append(node)
        open[open.count - 1].size = min(budget.maximumExpansion + 1, open[open.count - 1].size + size)
    }

    /// Throws for the first key (in order written) that a mapping holds twice.
    private static func checkUniqueKeys(_ pairs: [YAMLPair]) throws(YAMLReader.Failure) {
        var lines: [YAMLNode: [Int]] = [:]
        for pair in pairs { lines[pair.key, default: []].append(pair.key.line) }
        guard let first = pairs.first(where: { lines[$0.key]!.count > 1 }) else { return }
        throw YAMLReader.Failure(
            problem: .duplicateKey(first.key.summary, lines: lines[first.key]!), line: first.key.line,
            column: first.key.column)
    }

    private func name(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        pointer.map { String(cString: $0) }
    }
}

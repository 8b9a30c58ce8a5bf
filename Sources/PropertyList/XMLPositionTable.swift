import FoundationEssentials

/// Where each element of an XML property list starts (1-based line and column), keyed by its path.
///
/// Built on request by a separate scan, so ``PropertyListCoder/decode(_:)`` and its fast XML reader
/// pay nothing for positions: only `settings lint` asks for them, once per page it reports on.
/// The scan is lenient (it never fails; a malformed document gives the positions seen so far).
/// Columns count bytes, as compilers' `file:line:col` do.
public struct XMLPositionTable: Sendable, Hashable {
    /// One step of a path: a dictionary key or an array index.
    public enum Component: Sendable, Hashable {
        case key(String)
        case index(Int)
    }

    /// A 1-based line and byte column.
    public struct Position: Sendable, Hashable {
        public var line: Int
        public var column: Int

        public init(line: Int, column: Int) {
            self.line = line
            self.column = column
        }
    }

    /// Where each value's open tag starts (the root value has the empty path).
    public private(set) var values: [[Component]: Position] = [:]
    /// Where the `<key>` naming each dictionary value starts.
    public private(set) var keys: [[Component]: Position] = [:]

    /// The value at `path`, or nil when the document has none there.
    public func value(at path: [Component]) -> Position? { values[path] }

    /// The `<key>` of the dictionary entry at `path` (falling back to its value).
    public func key(at path: [Component]) -> Position? { keys[path] ?? values[path] }

    /// Scans `data`, an XML property list.
    public init(data: Data) {
        let bytes = [UInt8](data)
        var scanner = Scanner(bytes: bytes)
        scanner.run()
        values = scanner.values
        keys = scanner.keys
    }

    private struct Scanner {
        enum Frame {
            case dictionary(pendingKey: String?)
            case array(next: Int)
        }

        let bytes: [UInt8]
        var i = 0
        var line = 1
        var lineStart = 0
        var path: [Component] = []
        var frames: [Frame] = []
        var values: [[Component]: Position] = [:]
        var keys: [[Component]: Position] = [:]

        init(bytes: [UInt8]) { self.bytes = bytes }

        var position: Position { Position(line: line, column: i - lineStart + 1) }

        /// Moves to `index`, counting the newlines passed.
        mutating func advance(to index: Int) {
            let stop = min(index, bytes.count)
            while i < stop {
                if bytes[i] == 0x0A {
                    line += 1
                    lineStart = i + 1
                }
                i += 1
            }
        }

        func find(_ pattern: String, from index: Int) -> Int? {
            let needle = Array(pattern.utf8)
            guard !needle.isEmpty, bytes.count >= needle.count else { return nil }
            var k = index
            while k + needle.count <= bytes.count {
                if bytes[k] == needle[0], Array(bytes[k..<k + needle.count]) == needle { return k }
                k += 1
            }
            return nil
        }

        func startsWith(_ prefix: String, at index: Int) -> Bool {
            let needle = Array(prefix.utf8)
            return index + needle.count <= bytes.count && Array(bytes[index..<index + needle.count]) == needle
        }

        mutating func run() {
            while i < bytes.count {
                guard bytes[i] == UInt8(ascii: "<") else {
                    advance(to: i + 1)
                    continue
                }
                if startsWith("<!--", at: i) {
                    advance(to: (find("-->", from: i + 4) ?? bytes.count) + 3)
                } else if startsWith("<![CDATA[", at: i) {
                    advance(to: (find("]]>", from: i + 9) ?? bytes.count) + 3)
                } else if startsWith("<?", at: i) {
                    advance(to: (find("?>", from: i + 2) ?? bytes.count) + 2)
                } else if startsWith("<!", at: i) {
                    advance(to: (find(">", from: i + 2) ?? bytes.count) + 1)
                } else {
                    tag()
                }
            }
        }

        /// A start or end tag at `i`.
        mutating func tag() {
            let start = position
            guard let close = find(">", from: i) else {
                i = bytes.count
                return
            }
            let inner = bytes[(i + 1)..<close]
            let selfClosing = inner.last == UInt8(ascii: "/")
            let isEnd = inner.first == UInt8(ascii: "/")
            let nameBytes = inner.drop { $0 == UInt8(ascii: "/") }.prefix { byte in
                byte != UInt8(ascii: "/") && byte != 0x20 && byte != 0x09 && byte != 0x0A && byte != 0x0D
            }
            let name = String(decoding: nameBytes, as: UTF8.self)
            advance(to: close + 1)
            if isEnd {
                if name == "dict" || name == "array" {
                    if !frames.isEmpty { frames.removeLast() }
                    if !path.isEmpty { path.removeLast() }
                }
                return
            }
            switch name {
            case "plist": return
            case "key":
                var key = ""
                if !selfClosing {
                    let end = find("</key", from: i) ?? bytes.count
                    key = Self.unescape(String(decoding: bytes[i..<end], as: UTF8.self))
                    advance(to: end)
                }
                if case .dictionary? = frames.last {
                    frames[frames.count - 1] = .dictionary(pendingKey: key)
                    keys[path + [.key(key)]] = start
                }
                return
            default: break
            }
            // A value element: name it by its place in the enclosing container.
            var here = path
            switch frames.last {
            case .dictionary(let pendingKey)?:
                here.append(.key(pendingKey ?? ""))
                frames[frames.count - 1] = .dictionary(pendingKey: nil)
            case .array(let next)?:
                here.append(.index(next))
                frames[frames.count - 1] = .array(next: next + 1)
            case nil: break
            }
            if values[here] == nil { values[here] = start }
            if !selfClosing && (name == "dict" || name == "array") {
                frames.append(name == "dict" ? .dictionary(pendingKey: nil) : .array(next: 0))
                path = here
            } else if !selfClosing {
                // Skip the scalar's text so a `<` inside CDATA is not taken for a tag.
                let end = find("</" + name, from: i) ?? bytes.count
                advance(to: end)
            }
        }

        static func unescape(_ text: String) -> String {
            // On Unicode scalars: `&quot;` followed by a combining mark is an entity and a mark,
            // though Swift sees `;` and the mark as one `Character`.
            guard text.utf8.contains(UInt8(ascii: "&")) else { return text }
            let entities: [(name: String, scalar: Unicode.Scalar)] = [
                ("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&apos;", "'"), ("&amp;", "&"),
            ]
            var output = String.UnicodeScalarView()
            var rest = text.unicodeScalars[...]
            while let first = rest.first {
                if first == "&", let entity = entities.first(where: { rest.starts(with: $0.name.unicodeScalars) }) {
                    output.append(entity.scalar)
                    rest = rest.dropFirst(entity.name.unicodeScalars.count)
                } else {
                    output.append(first)
                    rest = rest.dropFirst()
                }
            }
            return String(output)
        }
    }
}

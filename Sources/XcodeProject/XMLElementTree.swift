import FoundationEssentials
import PropertyList

/// A small XML element tree: what `.xcscheme` files hold (elements with attributes, no text
/// that matters). Enough XML for Xcode's files and bounded for hostile ones: comments,
/// processing instructions, a `DOCTYPE` without an internal subset, CDATA (skipped), the five
/// predefined entities and character references; no other entities, so nothing expands.
package struct XMLElementTree: Sendable, Hashable {
    /// Why a document cannot be read.
    package struct SyntaxError: Error, Sendable, Hashable, CustomStringConvertible {
        /// What is wrong.
        package var message: String
        /// The line (1-based).
        package var line: Int

        package var description: String { "\(message) on line \(line)" }
    }

    /// Every element and attribute of one document, shared by the elements read from it: one
    /// array of each for the whole document, not an array of children and one of attributes per
    /// element (for 196,000 nested elements those allocations cost more than the parse; issue 28).
    private final class Document: Sendable {
        let elements: [Element]
        let attributes: [(name: String, value: String)]

        init(elements: [Element], attributes: [(name: String, value: String)]) {
            self.elements = elements
            self.attributes = attributes
        }
    }

    /// One element in document order: its descendants follow it, up to `end`.
    private struct Element: Sendable {
        var name: String
        /// Its attributes in ``Document/attributes``.
        var attributes: Range<Int>
        /// The index past its last descendant (its next sibling's, if it has one).
        var end: Int
    }

    private let document: Document
    /// The element's index in the document's elements.
    private let index: Int

    /// The element's name.
    package var name: String { document.elements[index].name }
    /// Its attributes in document order.
    package var attributes: [(name: String, value: String)] {
        Array(document.attributes[document.elements[index].attributes])
    }
    /// Its child elements in order.
    package var children: [XMLElementTree] { childIndices.map { XMLElementTree(document: document, index: $0) } }

    /// The value of the attribute `name`, if present.
    package subscript(attribute name: String) -> String? {
        document.attributes[document.elements[index].attributes].first { $0.name == name }?.value
    }

    /// The first child named `name`.
    package func child(_ name: String) -> XMLElementTree? {
        childIndices.first { document.elements[$0].name == name }.map { XMLElementTree(document: document, index: $0) }
    }

    /// Every child named `name`.
    package func children(_ name: String) -> [XMLElementTree] {
        childIndices.filter { document.elements[$0].name == name }.map { XMLElementTree(document: document, index: $0) }
    }

    /// Where the children are in the document's elements: the first right after the element, each
    /// next one where the one before it ends.
    private var childIndices: UnfoldSequence<Int, Int> {
        let elements = document.elements
        let end = elements[index].end
        return sequence(state: index + 1) { next in
            guard next < end else { return nil }
            defer { next = elements[next].end }
            return next
        }
    }

    /// The deepest nesting read by default (the depth of ``InputBudget/scheme``).
    package static let maximumDepth = InputBudget.scheme.maximumDepth

    package static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.name == rhs.name && lhs.children == rhs.children
            && lhs.attributes.map(\.name) == rhs.attributes.map(\.name)
            && lhs.attributes.map(\.value) == rhs.attributes.map(\.value)
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        for attribute in attributes {
            hasher.combine(attribute.name)
            hasher.combine(attribute.value)
        }
        hasher.combine(children)
    }

    /// Parses a document within `budget` (elements nested at most its depth, at most its values
    /// of elements) and returns its root element.
    package static func parse(_ data: Data, budget: InputBudget = .scheme) throws(SyntaxError) -> XMLElementTree {
        // Read in place, not copied into an array whose slice, for every name and value, retained
        // and released the array: an atomic operation that waited each time for the writes before
        // it (a third of the time of an element of 320,000 attributes).
        let read = data.withUnsafeBytes { raw -> Result<Document, SyntaxError> in
            var parser = Parser(bytes: raw.bindMemory(to: UInt8.self), budget: budget)
            do throws(SyntaxError) {
                try parser.document()
            } catch {
                return .failure(error)
            }
            return .success(Document(elements: parser.elements, attributes: parser.attributes))
        }
        return XMLElementTree(document: try read.get(), index: 0)
    }

    private struct Parser {
        /// The document's bytes, valid during the parse.
        let bytes: UnsafeBufferPointer<UInt8>
        var position = 0
        var line = 1
        var count = 0
        let budget: InputBudget
        /// The elements read, in document order (the root first).
        var elements: [Element] = []
        /// The attributes of every element read, in document order.
        var attributes: [(name: String, value: String)] = []

        init(bytes: UnsafeBufferPointer<UInt8>, budget: InputBudget) {
            self.budget = budget
            // A UTF-8 byte order mark.
            if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
                self.bytes = UnsafeBufferPointer(rebasing: bytes[3...])
            } else {
                self.bytes = bytes
            }
        }

        /// The text of the bytes from `start` to the position.
        func text(from start: Int) -> String {
            String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
        }

        func error(_ message: String) -> SyntaxError { SyntaxError(message: message, line: line) }

        var atEnd: Bool { position >= bytes.count }
        var current: UInt8 { bytes[position] }

        mutating func advance() {
            if bytes[position] == UInt8(ascii: "\n") { line += 1 }
            position += 1
        }

        /// Whether the bytes at the position are `text`'s (compared in place: called at every byte
        /// of a comment, it allocates nothing).
        func starts(with text: StaticString) -> Bool {
            let count = text.utf8CodeUnitCount
            guard position + count <= bytes.count else { return false }
            return text.withUTF8Buffer { prefix in
                for offset in 0..<count where bytes[position + offset] != prefix[offset] { return false }
                return true
            }
        }

        mutating func skip(past text: StaticString, what: String) throws(SyntaxError) {
            while !atEnd {
                if starts(with: text) {
                    for _ in 0..<text.utf8CodeUnitCount { advance() }
                    return
                }
                advance()
            }
            throw error("\(what) is not closed")
        }

        mutating func skipWhitespace() {
            while !atEnd, current == 0x20 || current == 0x09 || current == 0x0A || current == 0x0D { advance() }
        }

        /// Skips comments, processing instructions, the doctype and whitespace between elements.
        mutating func skipMisc() throws(SyntaxError) {
            while true {
                skipWhitespace()
                if starts(with: "<?") {
                    try skip(past: "?>", what: "a processing instruction")
                } else if starts(with: "<!--") {
                    try skip(past: "-->", what: "a comment")
                } else if starts(with: "<!DOCTYPE") {
                    while !atEnd, current != UInt8(ascii: ">") {
                        if current == UInt8(ascii: "[") { throw error("a DOCTYPE with declarations is not supported") }
                        advance()
                    }
                    guard !atEnd else { throw error("the DOCTYPE is not closed") }
                    advance()
                } else {
                    return
                }
            }
        }

        /// Reads the document into ``elements`` and ``attributes``.
        mutating func document() throws(SyntaxError) {
            try skipMisc()
            guard !atEnd, current == UInt8(ascii: "<") else { throw error("no root element (this is not XML)") }
            try element(depth: 0)
            try skipMisc()
            guard atEnd else { throw error("text after the root element") }
        }

        static func isNameByte(_ byte: UInt8) -> Bool { XMLAttributeRepeats.isNameByte(byte) }

        mutating func name() throws(SyntaxError) -> String {
            let start = position
            while !atEnd, Self.isNameByte(current) { advance() }
            guard position > start else { throw error("a name was expected") }
            return text(from: start)
        }

        /// An element starting at `<`, appended to ``elements`` with its attributes and descendants.
        mutating func element(depth: Int) throws(SyntaxError) {
            do throws(InputBudgetError) {
                try budget.check(depth: depth + 1, at: "line \(line)")
                count += 1
                try budget.check(values: count, at: "line \(line)")
            } catch {
                throw self.error(error.description)
            }
            advance()  // <
            let elementName = try name()
            let tagStart = position
            let index = elements.count
            let firstAttribute = attributes.count
            elements.append(Element(name: elementName, attributes: firstAttribute..<firstAttribute, end: index + 1))
            // The names so far, for the duplicate check past a few attributes: a hash table, so an
            // element of n attributes costs n look-ups, not n²/2 comparisons (85,000 attributes took
            // 18 s scanned as a list). The first few are compared in place, which allocates nothing.
            var attributeNames: XMLAttributeNameTable?
            var repeats: XMLAttributeRepeats?
            // Whether the bytes of the value just read need decodeEntities.
            var needsDecoding = false
            while true {
                skipWhitespace()
                guard !atEnd else { throw error("the tag <\(elementName)> is not closed") }
                if current == UInt8(ascii: "/") {
                    advance()
                    guard !atEnd, current == UInt8(ascii: ">") else { throw error("'>' expected after '/'") }
                    advance()
                    elements[index].attributes = firstAttribute..<attributes.count
                    return
                }
                if current == UInt8(ascii: ">") {
                    advance()
                    break
                }
                let nameStart = position
                let attributeName = try name()
                let nameBytes = UnsafeBufferPointer(rebasing: bytes[nameStart..<position])
                skipWhitespace()
                guard !atEnd, current == UInt8(ascii: "=") else {
                    throw error("'=' expected after the attribute \(attributeName)")
                }
                advance()
                skipWhitespace()
                guard !atEnd, current == UInt8(ascii: "\"") || current == UInt8(ascii: "'") else {
                    throw error("a quoted value expected for the attribute \(attributeName)")
                }
                let quote = current
                advance()
                let start = position
                needsDecoding = false
                while !atEnd, current != quote {
                    switch current {
                    case UInt8(ascii: "<"): throw error("'<' in the value of \(attributeName)")
                    case UInt8(ascii: "&"), 0x09, 0x0A, 0x0D: needsDecoding = true
                    default: break
                    }
                    advance()
                }
                guard !atEnd else { throw error("the value of \(attributeName) is not closed") }
                let raw = text(from: start)
                advance()
                guard
                    isNew(
                        attributeName, nameBytes, since: firstAttribute, tag: tagStart, repeats: &repeats,
                        names: &attributeNames)
                else {
                    throw error("the attribute \(attributeName) appears twice in <\(elementName)>")
                }
                // Most values hold no entity, tab or line break: they are read as they are.
                attributes.append((attributeName, needsDecoding ? try decodeEntities(raw) : raw))
            }
            elements[index].attributes = firstAttribute..<attributes.count
            while true {
                while !atEnd, current != UInt8(ascii: "<") { advance() }
                guard !atEnd else { throw error("<\(elementName)> is not closed") }
                if starts(with: "</") {
                    advance()
                    advance()
                    let closing = try name()
                    guard closing == elementName else {
                        throw error("</\(closing)> closes <\(elementName)>")
                    }
                    skipWhitespace()
                    guard !atEnd, current == UInt8(ascii: ">") else { throw error("'>' expected") }
                    advance()
                    elements[index].end = elements.count
                    return
                } else if starts(with: "<!--") {
                    try skip(past: "-->", what: "a comment")
                } else if starts(with: "<![CDATA[") {
                    try skip(past: "]]>", what: "a CDATA section")
                } else if starts(with: "<?") {
                    try skip(past: "?>", what: "a processing instruction")
                } else {
                    try element(depth: depth + 1)
                }
            }
        }

        /// Whether no attribute of the element whose attributes start at `first` (in ``attributes``)
        /// and at `tag` (in the bytes) is named `name` (whose bytes are `bytes`) yet, comparing the
        /// names' scalars exactly, as XML does: in place for the first few, then by the tag's
        /// ``XMLAttributeRepeats``, found once with room in ``attributes`` for the rest of the tag (for
        /// 320,000 attributes, growing it cost more than reading them); past what that check covered
        /// (an error the parse stops at), through `names`.
        mutating func isNew(
            _ name: String, _ bytes: UnsafeBufferPointer<UInt8>, since first: Int, tag: Int,
            repeats: inout XMLAttributeRepeats?, names: inout XMLAttributeNameTable?
        ) -> Bool {
            let count = attributes.count - first
            if count < 8 { return !attributes[first...].contains { PlistExactText.equal($0.name, name) } }
            if repeats == nil {
                let ahead = XMLAttributeRepeats.names(in: self.bytes, from: tag)
                let needed = first + max(ahead.count, count + 1)
                if attributes.capacity < needed { attributes.reserveCapacity(max(needed, 2 * attributes.capacity)) }
                // Checked only when the names found ahead include those the parse read.
                let covered = ahead.count > count && ahead.count < 1 << 31
                repeats = XMLAttributeRepeats(
                    checked: covered ? ahead.count : 0,
                    first: covered ? XMLAttributeRepeats.firstRepeat(of: ahead, in: self.bytes) : nil)
            }
            if let repeats, count < repeats.checked { return count != repeats.first }
            if names == nil {
                var table = XMLAttributeNameTable(
                    count: count + 1 + XMLAttributeRepeats.names(in: self.bytes, from: position).count)
                for (offset, attribute) in attributes[first...].enumerated() {
                    var earlier = attribute.name
                    _ = earlier.withUTF8 { table.insert($0, at: offset) { _ in false } }
                }
                names = table
            }
            return names!.insert(bytes, at: count) { PlistExactText.equal(attributes[first + $0].name, name) }
        }

        /// An attribute value as an XML parser reports it: a literal tab, line break or CR LF as
        /// one space (attribute-value normalization), the predefined entities and character
        /// references decoded. On Unicode scalars: `&quot;` followed by a combining mark is an
        /// entity and a mark, though Swift sees `;` and the mark as one `Character`.
        func decodeEntities(_ text: String) throws(SyntaxError) -> String {
            let scalars = Array(text.unicodeScalars)
            var output = String.UnicodeScalarView()
            var index = 0
            while index < scalars.count {
                let scalar = scalars[index]
                index += 1
                switch scalar {
                case "\r":
                    if index < scalars.count, scalars[index] == "\n" { index += 1 }
                    output.append(" ")
                case "\t", "\n": output.append(" ")
                case "&":
                    guard let semicolon = scalars[index...].prefix(12).firstIndex(of: ";") else {
                        throw error("an '&' that starts no entity")
                    }
                    let entity = String(String.UnicodeScalarView(scalars[index..<semicolon]))
                    index = semicolon + 1
                    switch entity {
                    case "amp": output.append("&")
                    case "lt": output.append("<")
                    case "gt": output.append(">")
                    case "quot": output.append("\"")
                    case "apos": output.append("'")
                    default:
                        var number: UInt32?
                        if entity.hasPrefix("#x") || entity.hasPrefix("#X") {
                            number = UInt32(entity.dropFirst(2), radix: 16)
                        } else if entity.hasPrefix("#") {
                            number = UInt32(entity.dropFirst(), radix: 10)
                        }
                        guard let number, let referenced = Unicode.Scalar(number), number != 0 else {
                            throw error("the entity &\(entity); is not one XML predefines")
                        }
                        output.append(referenced)
                    }
                default: output.append(scalar)
                }
            }
            return String(output)
        }
    }
}

import FoundationEssentials
import PropertyList

// What `JSONDecoder` is given of a test plan: the members of its top-level object that the plan
// reads (`configurations`, `defaultOptions`, `testTargets`), as they stand. Every other member is
// checked here to be JSON and left out, so that the decoder does not build its map of values
// nobody reads (issue 28: a plan whose unread member held 196,000 nested arrays cost the decoder
// more per array than one of 24,500). When this check is not sure (a key or a left-out value that
// is not plain JSON, see `skipValue`), the whole file is decoded as before, and the decoder's own
// words say what is wrong.
extension XcodeTestPlan {
    /// `data` with only the members the plan reads, or nil when it must be decoded as it stands.
    static func readMembers(of data: Data) -> Data? {
        data.withUnsafeBytes { raw -> Data? in
            var scanner = MemberScanner(bytes: raw.bindMemory(to: UInt8.self))
            return scanner.readMembers()
        }
    }

    /// One pass over a test plan's top-level object (its nesting is bounded by `checkDepth` first,
    /// which bounds the recursion of `skipValue`).
    struct MemberScanner {
        let bytes: UnsafeBufferPointer<UInt8>
        var position = 0

        /// The keys `PlanJSON` decodes.
        static let readKeys: [[UInt8]] = ["configurations", "defaultOptions", "testTargets"].map { Array($0.utf8) }

        mutating func readMembers() -> Data? {
            skipWhitespace()
            guard consume(UInt8(ascii: "{")) else { return nil }
            var output = Data("{".utf8)
            var kept = 0
            skipWhitespace()
            if !consume(UInt8(ascii: "}")) {
                while true {
                    skipWhitespace()
                    let member = position
                    guard let key = plainKey() else { return nil }
                    skipWhitespace()
                    guard consume(UInt8(ascii: ":")) else { return nil }
                    skipWhitespace()
                    let isRead = Self.readKeys.contains { bytes[key].elementsEqual($0) }
                    // A read value need only be found (the decoder checks it); a left-out one must be JSON.
                    guard isRead ? skipRead() : skipValue() else { return nil }
                    if isRead {
                        if kept > 0 { output.append(UInt8(ascii: ",")) }
                        output.append(contentsOf: bytes[member..<position])
                        kept += 1
                    }
                    skipWhitespace()
                    if consume(UInt8(ascii: ",")) { continue }
                    guard consume(UInt8(ascii: "}")) else { return nil }
                    break
                }
            }
            skipWhitespace()
            guard position == bytes.count else { return nil }
            output.append(UInt8(ascii: "}"))
            return output
        }

        mutating func skipWhitespace() {
            while position < bytes.count {
                switch bytes[position] {
                case 0x20, 0x09, 0x0A, 0x0D: position += 1
                default: return
                }
            }
        }

        mutating func consume(_ byte: UInt8) -> Bool {
            guard position < bytes.count, bytes[position] == byte else { return false }
            position += 1
            return true
        }

        /// A key of printable ASCII without escapes: the range of its text.
        mutating func plainKey() -> Range<Int>? {
            guard consume(UInt8(ascii: "\"")) else { return nil }
            let start = position
            while position < bytes.count, bytes[position] != UInt8(ascii: "\"") {
                let byte = bytes[position]
                guard byte >= 0x20, byte < 0x7F, byte != UInt8(ascii: "\\") else { return nil }
                position += 1
            }
            guard position < bytes.count else { return nil }
            position += 1
            return start..<(position - 1)
        }

        /// Steps over a value the plan reads: strings (with their escapes) and brackets are
        /// followed, nothing else is checked.
        mutating func skipRead() -> Bool {
            var depth = 0
            var inString = false
            while position < bytes.count {
                let byte = bytes[position]
                position += 1
                if inString {
                    if byte == UInt8(ascii: "\\") {
                        position += 1
                    } else if byte == UInt8(ascii: "\"") {
                        inString = false
                        if depth == 0 { return true }
                    }
                    continue
                }
                switch byte {
                case UInt8(ascii: "\""): inString = true
                case UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
                case UInt8(ascii: "]"), UInt8(ascii: "}"), UInt8(ascii: ","), 0x20, 0x09, 0x0A, 0x0D:
                    // At the top, the end of a number or literal: left for the caller.
                    if depth == 0 {
                        position -= 1
                        return true
                    }
                    if byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}") {
                        depth -= 1
                        if depth == 0 { return true }
                    }
                default: break
                }
            }
            return false
        }

        /// Steps over a value that is plain JSON: objects, arrays, strings of printable ASCII
        /// (escapes but no surrogates), numbers as RFC 8259 writes them, `true`, `false`, `null`.
        /// False for anything else, which the decoder then judges.
        mutating func skipValue() -> Bool {
            guard position < bytes.count else { return false }
            switch bytes[position] {
            case UInt8(ascii: "{"):
                position += 1
                skipWhitespace()
                if consume(UInt8(ascii: "}")) { return true }
                while true {
                    skipWhitespace()
                    guard skipString() else { return false }
                    skipWhitespace()
                    guard consume(UInt8(ascii: ":")) else { return false }
                    skipWhitespace()
                    guard skipValue() else { return false }
                    skipWhitespace()
                    if consume(UInt8(ascii: ",")) { continue }
                    return consume(UInt8(ascii: "}"))
                }
            case UInt8(ascii: "["):
                position += 1
                skipWhitespace()
                if consume(UInt8(ascii: "]")) { return true }
                while true {
                    skipWhitespace()
                    guard skipValue() else { return false }
                    skipWhitespace()
                    if consume(UInt8(ascii: ",")) { continue }
                    return consume(UInt8(ascii: "]"))
                }
            case UInt8(ascii: "\""): return skipString()
            case UInt8(ascii: "t"): return skipWord("true")
            case UInt8(ascii: "f"): return skipWord("false")
            case UInt8(ascii: "n"): return skipWord("null")
            default: return skipNumber()
            }
        }

        mutating func skipWord(_ word: StaticString) -> Bool {
            let count = word.utf8CodeUnitCount
            guard bytes.count - position >= count,
                (0..<count).allSatisfy({ bytes[position + $0] == word.utf8Start[$0] })
            else { return false }
            position += count
            return true
        }

        mutating func skipString() -> Bool {
            guard consume(UInt8(ascii: "\"")) else { return false }
            while position < bytes.count {
                let byte = bytes[position]
                position += 1
                if byte == UInt8(ascii: "\"") { return true }
                guard byte >= 0x20, byte < 0x7F else { return false }
                guard byte == UInt8(ascii: "\\") else { continue }
                guard position < bytes.count else { return false }
                let escaped = bytes[position]
                position += 1
                switch escaped {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
                    UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
                    continue
                case UInt8(ascii: "u"):
                    var code: UInt32 = 0
                    for _ in 0..<4 {
                        guard position < bytes.count, let digit = OpenStepParser.hexDigitValue(bytes[position])
                        else { return false }
                        code = code << 4 | UInt32(digit)
                        position += 1
                    }
                    guard !(0xD800...0xDFFF).contains(code) else { return false }
                default: return false
                }
            }
            return false
        }

        /// `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`
        mutating func skipNumber() -> Bool {
            func digits() -> Int {
                let start = position
                while position < bytes.count, bytes[position] >= 0x30, bytes[position] <= 0x39 { position += 1 }
                return position - start
            }
            _ = consume(UInt8(ascii: "-"))
            if consume(UInt8(ascii: "0")) {
            } else if digits() == 0 {
                return false
            }
            if consume(UInt8(ascii: ".")), digits() == 0 { return false }
            if consume(UInt8(ascii: "e")) || consume(UInt8(ascii: "E")) {
                _ = consume(UInt8(ascii: "+")) || consume(UInt8(ascii: "-"))
                if digits() == 0 { return false }
            }
            return true
        }
    }
}

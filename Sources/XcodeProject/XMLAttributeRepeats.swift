import PropertyList

/// The duplicate check of a tag with many attributes, done once for all of them: `XMLElementTree`
/// finds the tag's attribute names ahead of the parse (``names(in:from:)``) and the first that
/// repeats an earlier one (``firstRepeat(of:in:)``); the parse then throws when it reaches it.
///
/// Checking each name in a table as it was read missed the processor's cache once a name at 320,000
/// attributes (a 4 MB table, one random slot per name): 60% of that read, while the 40,000-attribute
/// table stayed in the cache (`perf annotate`: 90% of the check on the load of the slot). Here the
/// names are first split by the top bits of their hash into parts of about 2,048, each written in
/// order, then each part is checked in a table of its own that stays in the cache.
struct XMLAttributeRepeats {
    /// How many of the tag's attributes were checked (from its first).
    var checked: Int
    /// The position of the first attribute whose name repeats an earlier one, if any.
    var first: Int?

    /// Whether `byte` may be part of a name (ASCII letters, digits, `_-.:`, and every byte of a
    /// non-ASCII scalar).
    static func isNameByte(_ byte: UInt8) -> Bool {
        (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x30 && byte <= 0x39)
            || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
            || byte == UInt8(ascii: ":") || byte >= 0x80
    }

    /// The byte ranges of the attribute names of the tag whose attributes start at `start`, read
    /// as `XMLElementTree` reads them (a name, `=`, a quoted value without `<`), up to the first
    /// thing that is not one: never more than the parse then reads, unless it stops at an error.
    static func names(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> [Range<Int>] {
        var at = start
        var names: [Range<Int>] = []
        func skipWhitespace() {
            while at < bytes.count, bytes[at] == 0x20 || bytes[at] == 0x09 || bytes[at] == 0x0A || bytes[at] == 0x0D {
                at += 1
            }
        }
        while true {
            skipWhitespace()
            let nameStart = at
            while at < bytes.count, isNameByte(bytes[at]) { at += 1 }
            guard at > nameStart else { return names }
            let name = nameStart..<at
            skipWhitespace()
            guard at < bytes.count, bytes[at] == UInt8(ascii: "=") else { return names }
            at += 1
            skipWhitespace()
            guard at < bytes.count, bytes[at] == UInt8(ascii: "\"") || bytes[at] == UInt8(ascii: "'") else {
                return names
            }
            let quote = bytes[at]
            at += 1
            while at < bytes.count, bytes[at] != quote {
                if bytes[at] == UInt8(ascii: "<") { return names }
                at += 1
            }
            guard at < bytes.count else { return names }
            at += 1
            names.append(name)
        }
    }

    /// The position in `names` of the first name that is the same as an earlier one, as the parse
    /// compares them: the text it reads (`String(decoding:)`, so malformed bytes as U+FFFD), scalar
    /// by scalar; `names` holds fewer than 2^31 (positions are kept in 32 bits). Hashed with `Hasher` (seeded per process), so crafted names cannot crowd one part.
    static func firstRepeat(of names: [Range<Int>], in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard names.count > 1 else { return nil }
        func text(_ index: Int) -> String {
            String(decoding: UnsafeBufferPointer(rebasing: bytes[names[index]]), as: UTF8.self)
        }
        let hashes = names.indices.map { index -> UInt32 in
            var hasher = Hasher()
            let name = UnsafeBufferPointer(rebasing: bytes[names[index]])
            if name.allSatisfy({ $0 < 0x80 }) {
                hasher.combine(bytes: UnsafeRawBufferPointer(name))
            } else {
                var repaired = text(index)
                repaired.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
            }
            return UInt32(truncatingIfNeeded: hasher.finalize())
        }
        var bits = 0
        while names.count >> bits > 2_048 { bits += 1 }
        let shift = UInt32(32 - bits)
        func part(_ hash: UInt32) -> Int { bits == 0 ? 0 : Int(hash >> shift) }
        // Each part's entries (hash above position), in order of position.
        var starts = [Int](repeating: 0, count: (1 << bits) + 1)
        for hash in hashes { starts[part(hash) + 1] += 1 }
        for index in 1..<starts.count { starts[index] += starts[index - 1] }
        var next = starts
        var entries = [UInt64](repeating: 0, count: names.count)
        for (position, hash) in hashes.enumerated() {
            entries[next[part(hash)]] = UInt64(hash) << 32 | UInt64(position)
            next[part(hash)] += 1
        }
        var largest = 0
        for index in 1..<starts.count { largest = max(largest, starts[index] - starts[index - 1]) }
        var size = 16
        while size < largest + largest / 2 + 1 { size <<= 1 }
        // 0 for an empty slot, else the entry's hash above its position + 1.
        var slots = [UInt64](repeating: 0, count: size)
        var first: Int?
        for index in 0..<(starts.count - 1) where starts[index] < starts[index + 1] {
            let count = starts[index + 1] - starts[index]
            var mask = 15
            while mask + 1 < count + count / 2 + 1 { mask = mask << 1 | 1 }
            for slot in 0...mask { slots[slot] = 0 }
            for entry in entries[starts[index]..<starts[index + 1]] {
                let position = Int(entry & 0xFFFF_FFFF)
                if let first, position >= first { break }
                let hash = entry >> 32
                var slot = Int(hash) & mask
                while slots[slot] != 0,
                    !(slots[slot] >> 32 == hash
                        && PlistExactText.equal(text(Int(slots[slot] & 0xFFFF_FFFF) - 1), text(position)))
                {
                    slot = (slot + 1) & mask
                }
                if slots[slot] != 0 {
                    first = position
                    break
                }
                slots[slot] = hash << 32 | UInt64(position + 1)
            }
        }
        return first
    }
}

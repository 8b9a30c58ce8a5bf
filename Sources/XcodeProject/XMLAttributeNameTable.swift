/// The attribute names of one element with many, for `XMLElementTree`'s duplicate check: an
/// open-addressing table of the attributes' positions, made at the size the tag needs.
///
/// A `Set<String>` of the names cost more than the rest of the read together (an element of
/// 40,000 attributes: 1.8 ms of 3.0): it hashed each name as a `String`, kept 16 bytes a name, and
/// was copied into a larger table as it filled. This table hashes the name's bytes once, keeps 8
/// bytes a name (32 bits of its hash and its position), and compares names only when those bits
/// agree. Its size is a hint: past two thirds full it doubles, so no count can make it loop.
struct XMLAttributeNameTable {
    /// 0 for an empty slot, else 32 bits of the name's hash (the low half of its `Hasher` value)
    /// above its position + 1.
    private var slots: [UInt64]
    /// How many slots are taken.
    private var count = 0

    /// A table for `count` names (more fit; it then grows).
    init(count: Int) {
        var size = 16
        while size < count + count / 2 + 1 { size <<= 1 }
        slots = Array(repeating: 0, count: size)
    }

    /// Adds the name whose UTF-8 bytes are `name`, at `position` (below 2^32 - 1): true, or false
    /// without adding it when `isSame` says the name at an earlier position is the same.
    /// Hashed with `Hasher` (seeded per process), so crafted names cannot make chains long.
    mutating func insert(_ name: UnsafeBufferPointer<UInt8>, at position: Int, isSame: (Int) -> Bool) -> Bool {
        var hasher = Hasher()
        hasher.combine(bytes: UnsafeRawBufferPointer(name))
        let hash = UInt64(UInt32(truncatingIfNeeded: hasher.finalize()))
        let mask = slots.count - 1
        var slot = Int(hash) & mask
        let added: Bool = slots.withUnsafeMutableBufferPointer { slots in
            while true {
                let entry = slots[slot]
                if entry == 0 {
                    slots[slot] = hash << 32 | UInt64(position + 1)
                    return true
                }
                if entry >> 32 == hash, isSame(Int(truncatingIfNeeded: entry & 0xFFFF_FFFF) - 1) { return false }
                slot = (slot + 1) & mask
            }
        }
        if added {
            count += 1
            if count * 3 > slots.count * 2 { grow() }
        }
        return added
    }

    /// Moves every entry into a table twice the size (each slot is found again from its hash bits).
    private mutating func grow() {
        var larger = [UInt64](repeating: 0, count: slots.count * 2)
        let mask = larger.count - 1
        for entry in slots where entry != 0 {
            var slot = Int(entry >> 32) & mask
            while larger[slot] != 0 { slot = (slot + 1) & mask }
            larger[slot] = entry
        }
        slots = larger
    }
}

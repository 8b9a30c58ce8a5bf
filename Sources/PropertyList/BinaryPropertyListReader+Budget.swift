import FoundationEssentials

// An object of a binary property list may be referenced many times: an array that references the
// next array twice, 40 levels deep, is 600 bytes and stands for 2^40 values. Our reader stores each
// object once, but everything that walks the value afterwards (lint, registration, printing) and
// Foundation's reader (used for what ours declines) meet every reference. So before either reader
// runs, one pass over the object graph counts the values the file stands for, each shared object as
// many times as it is referenced, in time linear in the objects and references.
extension BinaryPropertyListReader {
    /// Throws when the file stands for more values than `budget` allows once its shared references
    /// are expanded, or nests deeper. A file too damaged to walk is left to the readers (which
    /// decline or refuse it).
    static func checkBudget(_ data: Data, budget: InputBudget) throws(InputBudgetError) {
        let failure = data.withUnsafeBytes { raw -> InputBudgetError? in
            guard let reader = Reader(UnsafeRawBufferPointer(raw)) else { return nil }
            var counter = ExpansionCounter(reader: reader, budget: budget)
            do throws(InputBudgetError) {
                let total = try counter.count(reader.topObject, depth: 0)
                try budget.check(values: total, at: "object \(reader.topObject), the top level")
                return nil
            } catch {
                return error
            }
        }
        if let failure { throw failure }
    }

    /// The memoized walk behind ``checkBudget(_:budget:)``.
    private struct ExpansionCounter {
        let reader: Reader
        let budget: InputBudget
        /// Per object: 0 not yet counted, -1 being counted (a reference to it now is a cycle), else
        /// the values it stands for (at most the budget plus one). Only arrays, sets and
        /// dictionaries are stored here: any other object stands for one value.
        var sizes: [Int]

        init(reader: Reader, budget: InputBudget) {
            self.reader = reader
            self.budget = budget
            sizes = Array(repeating: 0, count: reader.objectCount)
        }

        /// The values object `index` stands for, itself included.
        mutating func count(_ index: Int, depth: Int) throws(InputBudgetError) -> Int {
            guard index >= 0, index < sizes.count, let offset = reader.start(of: index) else { return 1 }
            let marker = reader.bytes[offset]
            // Each reference is read where it stands (an array of the references of a large
            // collection was as large as the file again).
            let references: (count: Int, start: Int)
            switch marker >> 4 {
            case 0xA, 0xB, 0xC:
                let (count, next) = reader.count(marker: marker, at: offset) ?? (0, offset)
                references = (count, next)
            case 0xD:
                let (count, next) = reader.count(marker: marker, at: offset) ?? (0, offset)
                references = (count <= Int.max / 2 ? count * 2 : 0, next)
            default:
                return 1
            }
            if sizes[index] > 0 { return sizes[index] }
            // A cycle: the readers refuse it, so it adds nothing here.
            if sizes[index] < 0 { return 1 }
            try budget.check(depth: depth + 1, at: "object \(index)")
            // References past the end of the table, or one that is no integer, stand for nothing
            // (the readers decline the file).
            let count = referencesAreReadable(references.count, at: references.start) ? references.count : 0
            sizes[index] = -1
            let limit = budget.maximumValues + 1
            var total = 1
            for position in 0..<count {
                guard let reference = reader.reference(at: references.start, position) else { break }
                total = min(limit, total + (try self.count(reference, depth: depth + 1)))
                if total >= limit { break }
            }
            try budget.check(values: total, at: "object \(index)")
            sizes[index] = total
            return total
        }

        /// Whether `count` references from `offset` lie before the offset table and each is an
        /// integer (only 8-byte references can be above `Int.max`).
        func referencesAreReadable(_ count: Int, at offset: Int) -> Bool {
            guard count <= (reader.offsetTable - offset) / reader.referenceSize else { return false }
            guard reader.referenceSize == 8 else { return true }
            return (0..<count).allSatisfy { reader.reference(at: offset, $0) != nil }
        }
    }
}

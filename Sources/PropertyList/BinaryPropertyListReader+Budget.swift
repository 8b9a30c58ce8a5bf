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
        /// the values it stands for (at most the budget plus one).
        var sizes: [Int]

        init(reader: Reader, budget: InputBudget) {
            self.reader = reader
            self.budget = budget
            sizes = Array(repeating: 0, count: reader.objectCount)
        }

        /// The values object `index` stands for, itself included.
        mutating func count(_ index: Int, depth: Int) throws(InputBudgetError) -> Int {
            guard index >= 0, index < sizes.count else { return 1 }
            if sizes[index] > 0 { return sizes[index] }
            // A cycle: the readers refuse it, so it adds nothing here.
            if sizes[index] < 0 { return 1 }
            guard let offset = reader.start(of: index) else { return 1 }
            let marker = reader.bytes[offset]
            var references: [Int] = []
            switch marker >> 4 {
            case 0xA, 0xB, 0xC:
                if let (count, next) = reader.count(marker: marker, at: offset) {
                    references = reader.references(count, at: next) ?? []
                }
            case 0xD:
                if let (count, next) = reader.count(marker: marker, at: offset), count <= Int.max / 2 {
                    references = reader.references(count * 2, at: next) ?? []
                }
            default:
                sizes[index] = 1
                return 1
            }
            try budget.check(depth: depth + 1, at: "object \(index)")
            sizes[index] = -1
            let limit = budget.maximumValues + 1
            var total = 1
            for reference in references {
                total = min(limit, total + (try count(reference, depth: depth + 1)))
                if total >= limit { break }
            }
            try budget.check(values: total, at: "object \(index)")
            sizes[index] = total
            return total
        }
    }
}

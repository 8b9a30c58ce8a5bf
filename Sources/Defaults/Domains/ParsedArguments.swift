import PropertyList

/// Launch arguments read as Foundation reads them into the argument domain, with what each
/// argument became: the `-key value` pairs in order, and the arguments that are not pairs (a bare
/// word, a flag without a value), which Foundation ignores and a tool reports.
///
/// The scan is ``ArgumentDomain/parse(_:)``'s, argument for argument: a `-key` followed by an
/// argument that does not start with `-` is a pair (the value is parsed by
/// ``ArgumentDomain/value(for:)``); anything else is skipped, one argument at a time. A later pair
/// for a key wins over an earlier one.
public struct ParsedArguments: Sendable, Hashable {
    /// One `-key value` pair.
    public struct Entry: Sendable, Hashable {
        /// The key (the `-key` argument without its dash).
        public var key: String
        /// The value as the argument domain holds it.
        public var value: PlistValue
        /// The index of the `-key` argument; the value is the next one.
        public var index: Int
        /// The value argument as written.
        public var text: String

        /// Creates an entry.
        public init(key: String, value: PlistValue, index: Int, text: String) {
            self.key = key
            self.value = value
            self.index = index
            self.text = text
        }
    }

    /// An argument that is not part of a pair.
    public struct Ignored: Sendable, Hashable {
        /// Why Foundation skips it.
        public enum Reason: String, Sendable, Hashable {
            /// It does not start with `-` (and does not follow a `-key`).
            case bareWord = "bare word"
            /// A `-flag` followed by another `-flag`, or last: no value.
            case valuelessFlag = "flag without a value"
            /// `-` alone followed by a value: no key.
            case emptyKey = "no key"
        }

        /// The index of the argument.
        public var index: Int
        /// The argument as written.
        public var text: String
        /// Why it is skipped.
        public var reason: Reason

        /// Creates an ignored argument.
        public init(index: Int, text: String, reason: Reason) {
            self.index = index
            self.text = text
            self.reason = reason
        }
    }

    /// The pairs in argument order (several may name one key: the last wins).
    public private(set) var entries: [Entry] = []
    /// The arguments that are not pairs.
    public private(set) var ignored: [Ignored] = []

    /// Reads `arguments` (whatever the list holds: the program name, when present, is scanned like
    /// any other argument, as Foundation does).
    public init(_ arguments: [String]) {
        var index = 0
        while index < arguments.count {
            let current = arguments[index]
            let isFlag = current.utf8.first == Self.dash
            guard index + 1 < arguments.count else {
                ignored.append(Ignored(index: index, text: current, reason: isFlag ? .valuelessFlag : .bareWord))
                break
            }
            let next = arguments[index + 1]
            // Scalars, not Characters: `-` followed by a combining mark is still a `-key`.
            if isFlag && next.utf8.first != Self.dash {
                let key = String(current.unicodeScalars.dropFirst())
                if key.isEmpty {
                    ignored.append(Ignored(index: index, text: current, reason: .emptyKey))
                } else {
                    entries.append(
                        Entry(key: key, value: ArgumentDomain.value(for: next), index: index, text: next))
                }
                index += 2
            } else {
                ignored.append(Ignored(index: index, text: current, reason: isFlag ? .valuelessFlag : .bareWord))
                index += 1
            }
        }
    }

    private static let dash = UInt8(ascii: "-")

    /// The argument domain: each key's last value.
    public var values: [PlistKey: PlistValue] {
        var result: [PlistKey: PlistValue] = [:]
        for entry in entries { result[PlistKey(entry.key)] = entry.value }
        return result
    }

    /// The pair that gives `key` its value (the last one naming it), if any.
    public func winningEntry(forKey key: String) -> Entry? {
        let wanted = PlistKey(key)
        return entries.last { PlistKey($0.key) == wanted }
    }

    /// Pairs whose key a later pair names again: their values never reach the app.
    public var overridden: [Entry] {
        var seen: Set<PlistKey> = []
        var result: [Entry] = []
        for entry in entries.reversed() where !seen.insert(PlistKey(entry.key)).inserted {
            result.append(entry)
        }
        return result.reversed()
    }
}

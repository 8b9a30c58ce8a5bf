import Synchronization

/// The order of the choices of a specifier with `DisplaySortedByTitle`: iOS sorts them by title as
/// `compare(_:options: [.caseInsensitive, .diacriticInsensitive, .numeric])` does, ties kept in
/// `Values` order.
///
/// That comparison is Foundation's (CoreFoundation's case folding and decomposition), and
/// Foundation links ICU: a program that links it installs it as ``comparator`` (`settings`
/// does); without one (the `settings-generate` build tool) ``plainCompare(_:_:)`` orders titles,
/// exactly as Foundation does when both are ASCII (digit runs by value, letters ignoring case),
/// and other text by Unicode scalar after lowercasing, where Foundation would also ignore accents.
public enum TitleOrder {
    private static let installed = Mutex<(@Sendable (String, String) -> Int)?>(nil)

    /// Foundation's three-way comparison (-1, 0 or 1), when a program installs it.
    public static var comparator: (@Sendable (String, String) -> Int)? {
        get { installed.withLock { $0 } }
        set { installed.withLock { $0 = newValue } }
    }

    /// -1, 0 or 1 as `a` sorts before, with or after `b`.
    public static func compare(_ a: String, _ b: String) -> Int {
        if let comparator { return comparator(a, b) }
        return plainCompare(a, b)
    }

    /// The comparison without Foundation: scalar by scalar, ASCII letters folded to lower case (other
    /// scalars by their lowercase mapping), and runs of ASCII digits compared by their value (leading
    /// zeros ignored).
    static func plainCompare(_ a: String, _ b: String) -> Int {
        let x = Array(a.unicodeScalars)
        let y = Array(b.unicodeScalars)
        var i = 0
        var j = 0
        while i < x.count, j < y.count {
            if isDigit(x[i]), isDigit(y[j]) {
                let (startX, endX) = digitRun(x, from: i)
                let (startY, endY) = digitRun(y, from: j)
                if endX - startX != endY - startY { return endX - startX < endY - startY ? -1 : 1 }
                for k in 0..<(endX - startX) where x[startX + k] != y[startY + k] {
                    return x[startX + k].value < y[startY + k].value ? -1 : 1
                }
                i = endX
                j = endY
                continue
            }
            let p = folded(x[i])
            let q = folded(y[j])
            if p != q { return p.lexicographicallyPrecedes(q) ? -1 : 1 }
            i += 1
            j += 1
        }
        if i < x.count { return 1 }
        return j < y.count ? -1 : 0
    }

    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool { (0x30...0x39).contains(scalar.value) }

    /// The digits from `start` on, without their leading zeros (one zero kept): first and end.
    private static func digitRun(_ scalars: [Unicode.Scalar], from start: Int) -> (Int, Int) {
        var end = start
        while end < scalars.count, isDigit(scalars[end]) { end += 1 }
        var first = start
        while first < end - 1, scalars[first] == "0" { first += 1 }
        return (first, end)
    }

    private static func folded(_ scalar: Unicode.Scalar) -> [UInt32] {
        if scalar.isASCII {
            return [(0x41...0x5A).contains(scalar.value) ? scalar.value + 0x20 : scalar.value]
        }
        return scalar.properties.lowercaseMapping.unicodeScalars.map(\.value)
    }
}

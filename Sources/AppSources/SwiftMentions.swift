import SwiftParser
import SwiftSyntax

/// How often each identifier is mentioned in the Swift files of a scan (every identifier token,
/// `` `x` `` counted as `x`, `$x` as `$x`), counted only for the names asked, once each.
///
/// Only a SwiftyUserDefaults key asks (``SwiftDeclarationCollector/reads(_:mentions:)``: a key
/// mentioned besides its declaration is read), so counting every token of every file while the scan
/// walks them would cost a dictionary update a token for answers almost never wanted. Names compare
/// as Swift strings do (canonically equivalent text is equal), so a file is passed over only when it
/// provably holds no token of the name (``mayMention(_:in:)``); the others are parsed again.
final class SwiftMentions {
    private let files: [SwiftSourceText]
    private var counts: [String: Int] = [:]

    init(_ files: [SwiftSourceText]) { self.files = files }

    /// How many identifier tokens of all the files are `name`.
    func count(_ name: String) -> Int {
        if let known = counts[name] { return known }
        var total = 0
        for file in files where Self.mayMention(name, in: file.text) {
            let counter = Counter(name)
            counter.walk(Parser.parse(source: file.text))
            total += counter.count
        }
        counts[name] = total
        return total
    }

    /// The only scalars beyond ASCII whose canonical decomposition is ASCII (U+037E `;`, U+1FEF `` ` ``,
    /// U+212A `K`; Unicode 14, and normalization is stable): text equal to an ASCII name is that name's
    /// bytes unless it holds one of them.
    static let asciiEquivalents: [String] = ["\u{037E}", "\u{1FEF}", "\u{212A}"]

    /// Whether `text` may hold a token equal to `name`: always for a name beyond ASCII; for an ASCII
    /// name, when the UTF-8 of `text` holds its bytes or a scalar equivalent to ASCII.
    static func mayMention(_ name: String, in text: String) -> Bool {
        guard name.utf8.allSatisfy({ $0 < 0x80 }) else { return true }
        return ByteSearch.bytes(of: text, contain: name)
            || asciiEquivalents.contains { ByteSearch.bytes(of: text, contain: $0) }
    }

    /// Counts the identifier tokens that are one name.
    private final class Counter: SyntaxVisitor {
        let name: String
        var count = 0

        init(_ name: String) {
            self.name = name
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
            switch token.tokenKind {
            case .identifier(let text): if text.replacingBackticks() == name { count += 1 }
            case .dollarIdentifier(let text): if text == name { count += 1 }
            default: break
            }
            return .visitChildren
        }
    }
}

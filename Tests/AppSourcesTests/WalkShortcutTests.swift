import Foundation
import SwiftParser
@_spi(RawSyntax) import SwiftSyntax
import Testing

@testable import AppSources

/// The walk's shortcuts (issue 29, speed) give what the long way gave: each is checked against the
/// long way itself (swift-syntax's `trimmedDescription`, `Character.isUppercase`) or on the reads
/// it must keep.
@Suite struct WalkShortcutTests {
    /// Every node of these sources: comments inside, text beyond ASCII, missing and unexpected tokens.
    static let sources = [
        "let a: [String: /* inner */ Int] = [:] // trailing\n",
        "  /* lead */ func f(_ key: String) -> String { d.string(forKey: key) ?? \"é\" }\n",
        "let x: = \nfunc g( { \u{212A}ey.value(\n",
        "struct S { @AppStorage(\"k\") var café: Bool = true; let s = \"ü\\(x)\" }\n",
        "if let v = (d.object(forKey: \"k\") as? Int) ?? 3, v == 1 {}\n@ @ ))) let\n",
    ]

    @Test func trimmedTextIsTrimmedDescriptionForEveryNode() {
        final class All: SyntaxAnyVisitor {
            var mismatches: [String] = []
            var count = 0
            override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
                count += 1
                if node.trimmedText != node.trimmedDescription { mismatches.append(node.trimmedDescription) }
                return .visitChildren
            }
        }
        for source in Self.sources {
            let all = All(viewMode: .all)
            all.walk(Parser.parse(source: source))
            #expect(all.count > 10)
            #expect(all.mismatches.isEmpty, "\(source): \(all.mismatches)")
        }
    }

    @Test func startsUppercaseIsCharacterIsUppercase() {
        let names = [
            "", "A", "a", "Key", "key", "_Key", "1A", "É", "é", "E\u{301}", "A\u{345}", "\u{212A}ey", "$A", "Z", "ZZ",
        ]
        for name in names {
            #expect(SwiftDeclarationCollector.startsUppercase(name) == (name.first?.isUppercase == true), "\(name)")
        }
    }

    @Test func aCallInParenthesesOrConvertedKeepsItsFallbackAndACastItsType() {
        let scan = ScanHelper().scan([
            "A.swift": """
            func f(defaults: UserDefaults) {
                let a = (defaults.object(forKey: "a") as? Int) ?? 3
                let b = defaults.object(forKey: "b") as? Bool ?? true
                let c = defaults.string(forKey: "c") == "x"
                let e = 1 + 2 == 3
            }
            """
        ])
        let uses = scan.keyedUses.map { "\($0.key!) \($0.type?.rawValue ?? "-") \(String(describing: $0.fallback))" }
        #expect(
            uses == [
                "a integer Optional(3)",
                "b bool Optional(true)",
                "c string nil",
            ])
        #expect(scan.keyedUses.last?.comparedWith == "x")
    }

    @Test func aKeyNamedOnlyInAWrappersAttributeIsNotReadThere() {
        // sindresorhus/Defaults: `.unusedKey` in `@Default(.unusedKey)` is the wrapper's declaration, not a
        // read; `.usedKey` is read by `Defaults[.usedKey]` besides its attribute.
        let scan = ScanHelper().scan([
            "Keys.swift": """
            import Defaults
            extension Defaults.Keys {
                static let usedKey = Key<Bool>("used", default: true)
                static let unusedKey = Key<Bool>("unused", default: true)
            }
            """,
            "View.swift": """
            struct V {
                @Default(.unusedKey) var unusedValue
                @Default(.usedKey) var usedValue
                func f() -> Bool { Defaults[.usedKey] }
            }
            """,
        ])
        #expect(scan.keyedUses.compactMap(\.key) == ["used"])
    }

    /// `contains` as the scan's modules have it (FoundationEssentials): `Character` by `Character`, so
    /// `\n` is not found in `\r\n` (the tests link Foundation, whose `contains` compares code units).
    static func characterSearch(_ haystack: some StringProtocol, _ needle: String) -> Bool {
        let text = Array(haystack)
        let pattern = Array(needle)
        guard pattern.count <= text.count else { return false }
        return (0...(text.count - pattern.count)).contains { Array(text[$0..<($0 + pattern.count)]) == pattern }
    }

    @Test func containsTextIsContains() {
        let haystacks = [
            "", "d", "defaults", "userDefaults", "UserDefaults.standard", "my_DEFAULTS_store", "defaults\r\n",
            "a\r\nb", "defaults\u{301}", "café defaults", "ＤＥＦＡＵＬＴＳ", "Root.plis", "x Root.plist y", "\"plist\"",
            "plist", "[String: Int]", "Dictionary<String, Any>", "keychainWrapper", "de\u{0}faults", "\r\n",
        ]
        let needles: [StaticString] = [
            "defaults", "Defaults", "plist", "Root.plist", "\"plist\"", ":", "Dictionary", "keychain", "é", "\n",
            "\r\n",
            "a\r", "s", "defaults\u{301}",
        ]
        for haystack in haystacks {
            for needle in needles {
                #expect(
                    haystack.containsText(needle) == Self.characterSearch(haystack, "\(needle)"),
                    "\(haystack) \(needle)")
                let slice = haystack.dropFirst()
                #expect(slice.containsText(needle) == Self.characterSearch(slice, "\(needle)"), "\(slice) \(needle)")
            }
        }
    }

    /// The sequences of a few sources, and what the element-by-element reading said of each.
    @Test func rawSequenceCheckIsTheElementCheck() {
        final class Sequences: SyntaxVisitor {
            var checked = 0
            var mismatches: [String] = []
            override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
                var operand = false
                var operation = false
                for element in node.elements {
                    switch element.kind {
                    case .functionCallExpr, .memberAccessExpr, .tupleExpr: operand = true
                    case .unresolvedAsExpr: operation = true
                    case .binaryOperatorExpr:
                        let text = element.as(BinaryOperatorExprSyntax.self)?.operator.text
                        if text == "==" || text == "??" { operation = true }
                    default: break
                    }
                }
                checked += 1
                if SwiftUseCollector.mayHoldCastComparisonOrFallback(node.raw) != (operand && operation) {
                    mismatches.append(node.trimmedDescription)
                }
                return .visitChildren
            }
        }
        let sources =
            Self.sources + [
                "let a = d.bool(forKey: \"k\") == true ?? x as? Int\nlet b = 1 + 2 == 3\nlet c = (x) ?? y\n",
                "let d = x.y === z\nlet e = f() != g ?? h\nlet f = a ? b : c\nlet g = x as Int == y\n",
            ]
        let sequences = Sequences(viewMode: .sourceAccurate)
        for source in sources { sequences.walk(Parser.parse(source: source)) }
        #expect(sequences.checked >= 10)
        #expect(sequences.mismatches.isEmpty, "\(sequences.mismatches)")
    }

    /// `isTypePath` on the raw nodes against the same reading on the syntax nodes, for the base of
    /// every member access of a few sources.
    @Test func rawTypePathIsTheNodeTypePath() {
        final class Bases: SyntaxVisitor {
            var checked = 0
            var mismatches: [String] = []
            override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
                guard let base = node.base else { return .visitChildren }
                checked += 1
                if SwiftDeclarationCollector.isTypePath(base) != Self.typePath(base) {
                    mismatches.append(base.trimmedDescription)
                }
                return .visitChildren
            }
            static func typePath(_ base: ExprSyntax) -> Bool {
                if let reference = base.as(DeclReferenceExprSyntax.self) {
                    return reference.baseName.text.first?.isUppercase == true
                }
                guard let member = base.as(MemberAccessExprSyntax.self), let inner = member.base,
                    member.declName.baseName.text.first?.isUppercase == true
                else { return false }
                return typePath(inner)
            }
        }
        let source = """
            let a = Keys.sound.x + keys.Sound.y + UserDefaults.Key.z + Self.a.b + self.A.b + É.é.x
            let b = \u{212A}ey.value.x + E\u{301}x.y.z + (A).b.c + A.b().c.d + `Type`.x.y + $A.b.c + A.$b.c
            """
        let bases = Bases(viewMode: .sourceAccurate)
        bases.walk(Parser.parse(source: source))
        #expect(bases.checked >= 20)
        #expect(bases.mismatches.isEmpty, "\(bases.mismatches)")
        for name: SyntaxText in ["", "A", "a", "É", "é", "E\u{301}", "\u{212A}ey", "$A", "_A", "Z"] {
            #expect(
                SwiftDeclarationCollector.startsUppercase(name)
                    == (String(syntaxText: name).first?.isUppercase == true), "\(name)")
        }
    }

    /// `calledName` on the raw nodes against the name read from the syntax nodes, for every call.
    @Test func rawCalledNameIsTheNodeName() {
        final class Calls: SyntaxVisitor {
            var checked = 0
            var mismatches: [String] = []
            override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                let name =
                    node.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
                    ?? node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
                checked += 1
                if SwiftUseCollector.calledName(node.raw) != name { mismatches.append(node.trimmedDescription) }
                return .visitChildren
            }
        }
        let source = """
            d.bool(forKey: "k"); f(); Self.init(x: 1); .init(); x.`default`(1); a?.b(); c!.d(); (e)(); f()()
            g[0](); $h(); h.$i(); +(1); `init`(); self(); super.init(); T<Int>.make(); x.1(); Café.été()
            d.set(
            """
        let calls = Calls(viewMode: .sourceAccurate)
        calls.walk(Parser.parse(source: source))
        #expect(calls.checked >= 20)
        #expect(calls.mismatches.isEmpty, "\(calls.mismatches)")
    }

    /// The walk looks a few nodes ahead before it skips a subtree; a read behind more than that (a long
    /// type, then the value) is still read.
    @Test func aReadBehindALongTypeIsRead() {
        let scan = ScanHelper().scan([
            "A.swift": """
            func f(d: UserDefaults) {
                let x: [[[[[[[[[[[[Int]]]]]]]]]]]] = [[[[[[[[[[[[d.integer(forKey: "deep")]]]]]]]]]]]]
                let y: (((((((((((((Int))))))))))))) = (((((((((((((d.integer(forKey: "deeper")))))))))))))
            }
            """
        ])
        #expect(scan.keyedUses.compactMap(\.key) == ["deep", "deeper"])
    }
}

import Foundation
import SwiftParser
import SwiftSyntax
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
}

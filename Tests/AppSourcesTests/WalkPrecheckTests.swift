import Foundation
import SwiftParser
@_spi(RawSyntax) import SwiftSyntax
import Testing

@testable import AppSources

/// The walk makes a node for a variable, a function or a `guard` only where a raw check says the
/// collectors may read it (``SwiftDeclarationCollector/mayRead(variable:)``,
/// ``SwiftDeclarationCollector/mayRead(function:)``, ``SwiftUseCollector/mayReturnLiteral(guard:)``).
/// The oracle is the visits themselves: each node of these sources is visited alone by fresh
/// collectors, and wherever a visit changed what they hold, the check must have said it may.
@Suite struct WalkPrecheckTests {
    static let source = """
        @propertyWrapper struct Stored { var wrappedValue: Bool }
        enum Keys: String { case a, b = "b_key" }
        let plain = "k"
        let joined = "a" + "b" + "c"
        let minus = a - b
        let parenthesised = ("k")
        let list = ["a", "b"]
        let table = ["k": 1]
        let standard = UserDefaults.standard
        let chained = UserDefaults.standard ?? other
        let suite = UserDefaults(suiteName: "group.x")
        var optional: UserDefaults? = nil
        @AppStorage("stored") var stored = false
        @Default(.sound) var sound
        static let sound = Defaults.Key<Bool>("sound", default: true)
        static let volume = Key("volume", default: 5)
        var volumeKey: DefaultsKey<Double> { .init("volume", defaultValue: 0.5) }
        var key: String { switch self { case .a: "a_key" case .b: "b_key" } }
        var total = 0, name = label ?? "x", negative = -1, flag = true
        let (x, y) = (1, 2)
        func todayKey() -> String { "today" }
        func defaults() -> [String: Any] { ["k": true] }
        func wrapped(_ name: String) -> Dictionary<String, Any> { [:] }
        func named(_ name: String) -> NSDictionary { ["k": 1] }
        func optionalTable(_ name: String) -> [String: Any]? { ["k": 1] }
        func fromBundle(_ name: String) -> [String: Any] { load("Root.plist") }
        func plain(_ key: String) -> String { key }
        func flag(_ key: String) -> Bool { true }
        func action() { go() }
        func bodiless() -> String
        func f(d: UserDefaults) -> String {
            guard let v = d.string(forKey: "k") else { return "fallback" }
            guard let w = d.object(forKey: "w") as? Int else { return -1 }
            guard let t = d.string(forKey: "t") else { return ("x") }
            guard let u = d.string(forKey: "u") else { return name.uppercased() }
            guard let z = d.string(forKey: "z") else { return }
            guard ok else { fatalError() }
            return v
        }
        """

    /// What the collectors hold, as text, with the fallbacks of the file (a `guard`'s).
    static func state(_ declarations: SwiftDeclarationCollector, _ uses: SwiftUseCollector) -> [String] {
        let outcome = SwiftFileWalkOracleTests.Outcome(declarations, uses)
        return outcome.uses + outcome.registrations + outcome.helpers + outcome.initializerReads
            + outcome.declarations + uses.fallbacks.map { "fallback \($0.value)" }.sorted()
    }

    /// Visits `node` alone with fresh collectors; whether it changed what they hold.
    static func visitChanges(_ node: Syntax, file: SwiftSourceFile) -> Bool {
        let (declarations, uses) = SwiftFileWalkOracleTests.collectors()
        declarations.begin(file)
        uses.begin(file)
        let before = state(declarations, uses)
        if let variable = node.as(VariableDeclSyntax.self) {
            _ = declarations.visit(variable)
            _ = uses.visit(variable)
        } else if let function = node.as(FunctionDeclSyntax.self) {
            _ = declarations.visit(function)
        } else if let guardStatement = node.as(GuardStmtSyntax.self) {
            _ = uses.visit(guardStatement)
        }
        return state(declarations, uses) != before
    }

    @Test func everyVisitThatReadsSomethingIsLetIn() {
        final class Nodes: SyntaxAnyVisitor {
            var nodes: [Syntax] = []
            override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
                if node.is(VariableDeclSyntax.self) || node.is(FunctionDeclSyntax.self) || node.is(GuardStmtSyntax.self)
                {
                    nodes.append(node)
                }
                return .visitChildren
            }
        }
        let file = SwiftSourceFile(path: "Prechecks.swift", text: Self.source)
        let all = Nodes(viewMode: .sourceAccurate)
        all.walk(file.tree)
        var letIn: [String] = []
        var letGo: [String] = []
        for node in all.nodes {
            let mayRead =
                SwiftDeclarationCollector.mayRead(variable: node.raw) && node.is(VariableDeclSyntax.self)
                || SwiftDeclarationCollector.mayRead(function: node.raw) && node.is(FunctionDeclSyntax.self)
                || SwiftUseCollector.mayReturnLiteral(guard: node.raw) && node.is(GuardStmtSyntax.self)
            if Self.visitChanges(node, file: file) {
                #expect(mayRead, "let go, but its visit reads it: \(node.trimmedDescription)")
            }
            let line = String(node.trimmedDescription.prefix { $0 != "\n" })
            if mayRead { letIn.append(line) } else { letGo.append(line) }
        }
        // The checks let go what no visit reads: the shortcut is taken.
        #expect(
            letGo == [
                "let minus = a - b", "var total = 0, name = label ?? \"x\", negative = -1, flag = true",
                "func plain(_ key: String) -> String { key }", "func flag(_ key: String) -> Bool { true }",
                "func action() { go() }", "func bodiless() -> String", "func f(d: UserDefaults) -> String {",
                "guard let u = d.string(forKey: \"u\") else { return name.uppercased() }",
                "guard let z = d.string(forKey: \"z\") else { return }", "guard ok else { fatalError() }",
            ])
        #expect(letIn.count > 20)
    }
}

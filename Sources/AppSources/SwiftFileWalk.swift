@_spi(RawSyntax) import SwiftSyntax

/// One walk of a Swift file's tree that gives each node to the declaration collector, then to the
/// use collector: the two passes of a file in one traversal.
///
/// A use may ask a name a later node of the same file declares. Every node the declaration
/// collector reads first moves ``clock`` on (the ``ConstantTable/stamp`` every change is noted
/// with), and ``DeclarationLookups`` notes the clock of each name's first question: a question
/// whose answer changed at a later clock, in this file or a later one, has its file read again
/// (``SourceScanner/readSwift(_:declarations:uses:)``). The outcome is that of reading every file's
/// declarations before any use.
///
/// Neither collector skips children (each `visit` returns `.visitChildren`), so each sees every
/// node it would see walking alone, in the same order; the walk passes over only the tokens of a
/// reference (`DeclReferenceExprSyntax` without errors), which neither reads.
///
/// The walk is its own, not a `SyntaxVisitor`'s: it calls the same `visit` and `visitPost` in the
/// same order, but never makes a node for a token (neither collector reads one on its own), nor
/// enters a small subtree whose raw nodes hold none of the kinds it reads (``holdsNothingRead(_:budget:)``):
/// a type annotation, a literal, an operator, a pattern. Those are most of a tree's nodes.
final class SwiftFileWalk {
    let declarations: SwiftDeclarationCollector
    let uses: SwiftUseCollector
    /// Moved on before each node the declaration collector reads; never goes back.
    private(set) var clock = 0

    init(declarations: SwiftDeclarationCollector, uses: SwiftUseCollector) {
        self.declarations = declarations
        self.uses = uses
    }

    /// Reads `file`'s declarations and uses in one walk.
    func read(_ file: SwiftSourceFile) {
        declarations.begin(file)
        uses.begin(file)
        walk(Syntax(file.tree))
    }

    /// Visits `node`, its children unless the visit skips them, then visits it after, as
    /// `SyntaxVisitor.walk` does for the kinds this walk reads.
    private func walk(_ node: Syntax) {
        let raw = node.raw
        let kind = raw.kind
        var next = SyntaxVisitorContinueKind.visitChildren
        switch kind {
        case .declReferenceExpr: next = visit(node.cast(DeclReferenceExprSyntax.self))
        case .attribute: next = visit(node.cast(AttributeSyntax.self))
        case .functionDecl: next = visit(node.cast(FunctionDeclSyntax.self))
        case .initializerDecl: next = visit(node.cast(InitializerDeclSyntax.self))
        case .variableDecl: next = visit(node.cast(VariableDeclSyntax.self))
        case .structDecl: next = visit(node.cast(StructDeclSyntax.self))
        case .classDecl: next = visit(node.cast(ClassDeclSyntax.self))
        case .enumDecl: next = visit(node.cast(EnumDeclSyntax.self))
        case .extensionDecl: next = visit(node.cast(ExtensionDeclSyntax.self))
        case .sequenceExpr: next = visit(node.cast(SequenceExprSyntax.self))
        case .guardStmt: next = visit(node.cast(GuardStmtSyntax.self))
        case .functionCallExpr: next = visit(node.cast(FunctionCallExprSyntax.self))
        default: break
        }
        if next == .visitChildren { walkChildren(of: node, raw: raw) }
        switch kind {
        case .attribute: visitPost(node.cast(AttributeSyntax.self))
        case .structDecl: visitPost(node.cast(StructDeclSyntax.self))
        case .classDecl: visitPost(node.cast(ClassDeclSyntax.self))
        case .enumDecl: visitPost(node.cast(EnumDeclSyntax.self))
        case .extensionDecl: visitPost(node.cast(ExtensionDeclSyntax.self))
        default: break
        }
    }

    /// Walks the children of `node` (`raw`) that may hold a node the walk reads. A reference is counted
    /// from its raw node (made a node only for a `$x`, whose control binding climbs the tree): it is
    /// the most common node the walk reads.
    private func walkChildren(of node: Syntax, raw: RawSyntax) {
        guard let layout = raw.layoutView else { return }
        let member = RawMemberAccessExprSyntax(raw)
        var children = LazyChildren()
        for case let child? in layout.children {
            defer { children.advance() }
            let kind = child.kind
            if kind == .token { continue }
            if kind == .declReferenceExpr, let reference = RawDeclReferenceExprSyntax(child) {
                tick()  // A property's first reference changes what `isValueRead` answers.
                let isDollar = reference.baseName.tokenText.first == UInt8(ascii: "$")
                declarations.noteReference(
                    reference, member: member?.declName.raw.id == child.id ? member : nil, memberNode: node,
                    node: isDollar ? children.current(of: node).cast(DeclReferenceExprSyntax.self) : nil)
                // Its children are tokens (its name, module selector and argument labels), which neither
                // collector reads, unless the parser put unexpected nodes among them.
                if Self.holdsSomethingRead(childrenOf: child) {
                    walkChildren(of: children.current(of: node), raw: child)
                }
            } else {
                var budget = Self.lookahead
                if !Self.holdsNothingRead(child, budget: &budget) { walk(children.current(of: node)) }
            }
        }
    }

    /// The children of a node as nodes, made on first need, stepped through beside its raw layout (whose
    /// empty slots are no child).
    private struct LazyChildren {
        /// The children before the current one.
        var before = 0
        var children: SyntaxChildren?
        var index: SyntaxChildrenIndex?

        /// The current child of `parent` (always the same node).
        mutating func current(of parent: Syntax) -> Syntax {
            if let children, let index { return children[index] }
            let all = parent.children(viewMode: .all)
            let index = all.index(all.startIndex, offsetBy: before)
            children = all
            self.index = index
            return all[index]
        }

        /// Moves on to the next child.
        mutating func advance() {
            before += 1
            if let children, let index { self.index = children.index(after: index) }
        }
    }

    /// Whether a child of `raw` may hold a node the walk reads.
    private static func holdsSomethingRead(childrenOf raw: RawSyntax) -> Bool {
        guard let layout = raw.layoutView else { return false }
        for case let child? in layout.children {
            var budget = lookahead
            if !holdsNothingRead(child, budget: &budget) { return true }
        }
        return false
    }

    /// How many raw nodes (tokens aside) ``holdsNothingRead(_:budget:)`` looks at before it gives up.
    static let lookahead = 16

    /// Whether `raw` is a token, or a subtree of at most `budget` nodes none of which is of a kind
    /// ``walk(_:)`` reads; false as soon as it finds one, or when the budget runs out (then the walk
    /// enters it and asks again of its children, so a subtree is never skipped unless it holds nothing).
    static func holdsNothingRead(_ raw: RawSyntax, budget: inout Int) -> Bool {
        guard let layout = raw.layoutView else { return true }
        switch raw.kind {
        case .declReferenceExpr, .attribute, .functionDecl, .initializerDecl, .variableDecl, .structDecl, .classDecl,
            .enumDecl, .extensionDecl, .sequenceExpr, .guardStmt, .functionCallExpr:
            return false
        default:
            break
        }
        budget -= 1
        guard budget >= 0 else { return false }
        for case let child? in layout.children where !holdsNothingRead(child, budget: &budget) { return false }
        return true
    }

    private func tick() {
        clock += 1
        declarations.constants.stamp = clock
    }

    /// A reference met as a node (not as a child, which ``walkChildren(of:raw:)`` counts from its raw node).
    private func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        tick()
        _ = declarations.visit(node)
        // Its children are tokens (its name, module selector and argument labels), which neither collector
        // reads, unless the parser put unexpected nodes among them.
        return node.hasError ? .visitChildren : .skipChildren
    }
    private func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind { declarations.visit(node) }
    private func visitPost(_ node: AttributeSyntax) { declarations.visitPost(node) }
    private func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        tick()
        return declarations.visit(node)
    }
    private func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        tick()
        return declarations.visit(node)
    }
    private func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        tick()
        _ = declarations.visit(node)
        return uses.visit(node)
    }

    private func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        tick()
        _ = declarations.visit(node)
        return uses.visit(node)
    }
    private func visitPost(_ node: StructDeclSyntax) {
        declarations.visitPost(node)
        uses.visitPost(node)
    }
    private func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        tick()
        _ = declarations.visit(node)
        return uses.visit(node)
    }
    private func visitPost(_ node: ClassDeclSyntax) {
        declarations.visitPost(node)
        uses.visitPost(node)
    }
    private func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        tick()
        _ = declarations.visit(node)
        return uses.visit(node)
    }
    private func visitPost(_ node: EnumDeclSyntax) {
        declarations.visitPost(node)
        uses.visitPost(node)
    }
    private func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        tick()
        _ = declarations.visit(node)
        return uses.visit(node)
    }
    private func visitPost(_ node: ExtensionDeclSyntax) {
        declarations.visitPost(node)
        uses.visitPost(node)
    }

    private func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind { uses.visit(node) }
    private func visit(_ node: GuardStmtSyntax) -> SyntaxVisitorContinueKind { uses.visit(node) }
    private func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind { uses.visit(node) }
}

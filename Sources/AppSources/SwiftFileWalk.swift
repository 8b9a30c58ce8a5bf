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
/// same order, but walks the raw nodes and makes a node only where a collector may read one, as
/// raw checks tell (the collectors' `MayRead` files, each checked against its visit): a type, an
/// initialiser, a variable or a function a declaration visit reads, a call whose name an accessor
/// may have, a sequence that may hold a cast, a comparison or a fallback, a `guard` that returns a
/// literal. Making a node makes its parent's children (swift-syntax builds a node's children
/// together), so a node made for nothing costs the walk more than most visits. It never
/// makes a node for a token (neither collector reads one on its own), nor enters a small subtree
/// whose raw nodes hold none of the kinds it reads (``holdsNothingRead(_:budget:)``): a type
/// annotation, a literal, an operator, a pattern. Those are most of a tree's nodes.
///
/// A value with mutating methods, not a class: the path is read and changed at every node, and a
/// class's property would have each access checked for exclusivity at run time.
struct SwiftFileWalk {
    let declarations: SwiftDeclarationCollector
    let uses: SwiftUseCollector
    /// Moved on before each node the declaration collector reads; never goes back.
    private(set) var clock = 0
    /// The nodes from the file's root down to the one the walk is at.
    private var path: [Step] = []

    init(declarations: SwiftDeclarationCollector, uses: SwiftUseCollector) {
        self.declarations = declarations
        self.uses = uses
    }

    /// Reads `file`'s declarations and uses in one walk.
    mutating func read(_ file: SwiftSourceFile) {
        declarations.begin(file)
        uses.begin(file)
        let root = Syntax(file.tree)
        path = [Step(raw: root.raw, position: 0, node: root)]
        walk()
        path = []
    }

    /// A node on the walk's path: its raw node, which present child of its parent it is, its node once
    /// one is needed, and where the walk is among the nodes of its children.
    private struct Step {
        let raw: RawSyntax
        let position: Int
        var node: Syntax?
        var children = ChildNodes()
    }

    /// The node of the step at `depth`, made (with those of its parents) on first need.
    private mutating func node(at depth: Int) -> Syntax {
        if let node = path[depth].node { return node }
        let parent = node(at: depth - 1)
        let node = path[depth - 1].children.node(at: path[depth].position, of: parent)
        path[depth].node = node
        return node
    }

    /// The node the walk is at.
    private mutating func current<Node: SyntaxProtocol>(_ type: Node.Type) -> Node {
        node(at: path.count - 1).cast(type)
    }

    /// Visits the node the walk is at, its children unless the visit skips them, then visits it after,
    /// as `SyntaxVisitor.walk` does for the kinds this walk reads.
    private mutating func walk() {
        let raw = path[path.count - 1].raw
        let kind = raw.kind
        var next = SyntaxVisitorContinueKind.visitChildren
        switch kind {
        case .declReferenceExpr: next = visit(current(DeclReferenceExprSyntax.self))
        case .attribute: declarations.enterAttribute()
        case .functionDecl:
            tick()  // Read or not, a declaration moves the clock on.
            if SwiftDeclarationCollector.mayRead(function: raw) {
                next = declarations.visit(current(FunctionDeclSyntax.self))
            }
        case .initializerDecl: next = visit(current(InitializerDeclSyntax.self))
        case .variableDecl:
            tick()
            if SwiftDeclarationCollector.mayRead(variable: raw) { next = visit(current(VariableDeclSyntax.self)) }
        case .structDecl: next = visit(current(StructDeclSyntax.self))
        case .classDecl: next = visit(current(ClassDeclSyntax.self))
        case .enumDecl: next = visit(current(EnumDeclSyntax.self))
        case .extensionDecl: next = visit(current(ExtensionDeclSyntax.self))
        case .sequenceExpr:
            if SwiftUseCollector.mayHoldCastComparisonOrFallback(raw) {
                next = uses.visit(current(SequenceExprSyntax.self))
            }
        case .guardStmt:
            if SwiftUseCollector.mayReturnLiteral(guard: raw) { next = uses.visit(current(GuardStmtSyntax.self)) }
        case .functionCallExpr:
            if uses.mayRead(call: raw) { next = uses.visit(current(FunctionCallExprSyntax.self)) }
        default: break
        }
        if next == .visitChildren { walkChildren(raw) }
        switch kind {
        case .attribute: declarations.leaveAttribute()
        case .structDecl: visitPost(current(StructDeclSyntax.self))
        case .classDecl: visitPost(current(ClassDeclSyntax.self))
        case .enumDecl: visitPost(current(EnumDeclSyntax.self))
        case .extensionDecl: visitPost(current(ExtensionDeclSyntax.self))
        default: break
        }
    }

    /// Walks the children of the node the walk is at (`raw`) that may hold a node the walk reads. A
    /// reference is counted from its raw node (made a node only for a `$x`, whose control binding climbs
    /// the tree, and its parent only inside an attribute): it is the most common node the walk reads.
    private mutating func walkChildren(_ raw: RawSyntax) {
        guard let layout = raw.layoutView else { return }
        let depth = path.count - 1
        let member = RawMemberAccessExprSyntax(raw)
        var position = 0
        for case let child? in layout.children {
            defer { position += 1 }
            let kind = child.kind
            if kind == .token { continue }
            if kind == .declReferenceExpr, let reference = RawDeclReferenceExprSyntax(child) {
                tick()  // A property's first reference changes what `isValueRead` answers.
                let isMember = member?.declName.raw.id == child.id
                let isDollar = reference.baseName.tokenText.first == UInt8(ascii: "$")
                path.append(Step(raw: child, position: position))
                declarations.noteReference(
                    reference, member: isMember ? member : nil,
                    // Read only inside an attribute, to climb to it.
                    memberNode: isMember && declarations.openAttributes > 0 ? node(at: depth) : nil,
                    node: isDollar ? current(DeclReferenceExprSyntax.self) : nil)
                // Its children are tokens (its name, module selector and argument labels), which neither
                // collector reads, unless the parser put unexpected nodes among them.
                if Self.holdsSomethingRead(childrenOf: child) { walkChildren(child) }
                path.removeLast()
            } else {
                var budget = Self.lookahead
                if !Self.holdsNothingRead(child, budget: &budget) {
                    path.append(Step(raw: child, position: position))
                    walk()
                    path.removeLast()
                }
            }
        }
    }

    /// The nodes of a node's children, made on first need (all at once, as swift-syntax makes them),
    /// and stepped through in order: a child is found from the last one asked, so finding each child
    /// of a long list costs one step, not the walk from its first.
    private struct ChildNodes {
        var children: SyntaxChildren?
        var index: SyntaxChildrenIndex?
        /// Which present child `index` is.
        var position = 0

        /// The node of `parent`'s present child at `target`, at or after the last one asked.
        mutating func node(at target: Int, of parent: Syntax) -> Syntax {
            guard let children, var index else {
                let all = parent.children(viewMode: .all)
                let index = all.index(all.startIndex, offsetBy: target)
                self.children = all
                self.index = index
                position = target
                return all[index]
            }
            precondition(target >= position, "the walk asks children in order")
            while position < target {
                index = children.index(after: index)
                position += 1
            }
            self.index = index
            return children[index]
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
    /// ``walk()`` reads; false as soon as it finds one, or when the budget runs out (then the walk
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

    private mutating func tick() {
        clock += 1
        declarations.constants.stamp = clock
    }

    /// A reference met as a node (not as a child, which ``walkChildren(_:)`` counts from its raw node).
    private mutating func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        tick()
        _ = declarations.visit(node)
        // Its children are tokens (its name, module selector and argument labels), which neither collector
        // reads, unless the parser put unexpected nodes among them.
        return node.hasError ? .visitChildren : .skipChildren
    }
    private mutating func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        tick()
        return declarations.visit(node)
    }
    /// A variable the walk has moved the clock on for.
    private func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        _ = declarations.visit(node)
        return uses.visit(node)
    }

    private mutating func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        tick()
        _ = declarations.visit(node)
        return uses.visit(node)
    }
    private func visitPost(_ node: StructDeclSyntax) {
        declarations.visitPost(node)
        uses.visitPost(node)
    }
    private mutating func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        tick()
        _ = declarations.visit(node)
        return uses.visit(node)
    }
    private func visitPost(_ node: ClassDeclSyntax) {
        declarations.visitPost(node)
        uses.visitPost(node)
    }
    private mutating func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        tick()
        _ = declarations.visit(node)
        return uses.visit(node)
    }
    private func visitPost(_ node: EnumDeclSyntax) {
        declarations.visitPost(node)
        uses.visitPost(node)
    }
    private mutating func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        tick()
        _ = declarations.visit(node)
        return uses.visit(node)
    }
    private func visitPost(_ node: ExtensionDeclSyntax) {
        declarations.visitPost(node)
        uses.visitPost(node)
    }
}

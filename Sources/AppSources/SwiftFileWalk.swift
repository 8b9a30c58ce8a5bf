import SwiftSyntax

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
final class SwiftFileWalk: SyntaxVisitor {
    let declarations: SwiftDeclarationCollector
    let uses: SwiftUseCollector
    /// Moved on before each node the declaration collector reads; never goes back.
    private(set) var clock = 0

    init(declarations: SwiftDeclarationCollector, uses: SwiftUseCollector) {
        self.declarations = declarations
        self.uses = uses
        super.init(viewMode: .sourceAccurate)
    }

    /// Reads `file`'s declarations and uses in one walk.
    func read(_ file: SwiftSourceFile) {
        declarations.begin(file)
        uses.begin(file)
        walk(file.tree)
    }

    private func tick() {
        clock += 1
        declarations.constants.stamp = clock
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        tick()  // A property's first reference changes what `isValueRead` answers.
        _ = declarations.visit(node)
        // Its children are tokens (its name, module selector and argument labels), which neither collector
        // reads, unless the parser put unexpected nodes among them.
        return node.hasError ? .visitChildren : .skipChildren
    }
    override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind { declarations.visit(node) }
    override func visitPost(_ node: AttributeSyntax) { declarations.visitPost(node) }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        tick()
        return declarations.visit(node)
    }
    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        tick()
        return declarations.visit(node)
    }
    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        tick()
        _ = declarations.visit(node)
        return uses.visit(node)
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        tick()
        _ = declarations.visit(node)
        return uses.visit(node)
    }
    override func visitPost(_ node: StructDeclSyntax) {
        declarations.visitPost(node)
        uses.visitPost(node)
    }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        tick()
        _ = declarations.visit(node)
        return uses.visit(node)
    }
    override func visitPost(_ node: ClassDeclSyntax) {
        declarations.visitPost(node)
        uses.visitPost(node)
    }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        tick()
        _ = declarations.visit(node)
        return uses.visit(node)
    }
    override func visitPost(_ node: EnumDeclSyntax) {
        declarations.visitPost(node)
        uses.visitPost(node)
    }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        tick()
        _ = declarations.visit(node)
        return uses.visit(node)
    }
    override func visitPost(_ node: ExtensionDeclSyntax) {
        declarations.visitPost(node)
        uses.visitPost(node)
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind { uses.visit(node) }
    override func visit(_ node: GuardStmtSyntax) -> SyntaxVisitorContinueKind { uses.visit(node) }
    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind { uses.visit(node) }
}

/// Where a registered dictionary variable is declared: a file and an offset in it.
struct RegisteredDictionary: Hashable {
    var file: String
    var offset: Int
}

extension SourceScanner {
    /// Reads the declarations and uses of the Swift files, parsing each once, reading both in one walk
    /// (``SwiftFileWalk``) and letting its tree go before the next (but for the dictionaries and arrays
    /// some declaration holds).
    ///
    /// A node's uses are read right after its declarations, with the declarations of the nodes read
    /// so far; ``DeclarationLookups`` notes every name they asked, and the declaration collector
    /// every name whose answer a node changed, both with the walk's clock. At the end, the files that
    /// asked a name whose answer changed later (`Keys.sound` read in `AppDelegate.swift` and declared in
    /// `Keys.swift`, or further down the same file) have their uses, registrations, helpers and
    /// initialisers' reads dropped and read again, parsed again, with the declarations of every file:
    /// the outcome is that of reading every file's declarations first, and only those files are parsed
    /// twice. Returns the indices of the files read again.
    @discardableResult
    static func readSwift(
        _ swift: [SwiftSourceText], declarations: SwiftDeclarationCollector, uses: SwiftUseCollector
    ) -> [Int] {
        let lookups = uses.declarations
        var walk = SwiftFileWalk(declarations: declarations, uses: uses)
        var asked: [[DeclarationName: Int]] = []
        var helpers: [Set<SwiftUseCollector.Helper>] = []
        var registered: [Set<RegisteredDictionary>] = []
        var initializerReads: [[SwiftUseCollector.Helper: SourcePosition]] = []
        for source in swift {
            let file = source.parsed()
            lookups.asked = [:]
            uses.helpers = []
            uses.pendingHelpers = []
            uses.initializerReads = [:]
            let before = uses.registeredDictionaries
            walk.read(file)
            asked.append(lookups.asked)
            helpers.append(uses.helpers)
            initializerReads.append(uses.initializerReads)
            registered.append(uses.registeredDictionaries.subtracting(before))
        }
        declarations.constants.stamp = nil
        lookups.asked = [:]
        let stale = swift.indices.filter { lookups.changedAfter(asked: asked[$0]) }
        if !stale.isEmpty {
            let paths = Set(stale.map { swift[$0].path })
            uses.scan.uses.removeAll { paths.contains($0.position.file) }
            uses.scan.registrations.removeAll { paths.contains($0.position.file) }
            for index in stale { uses.registeredDictionaries.subtract(registered[index]) }
            for index in stale {
                uses.helpers = []
                uses.pendingHelpers = []
                uses.initializerReads = [:]
                uses.collect(swift[index].parsed())
                helpers[index] = uses.helpers
                initializerReads[index] = uses.initializerReads
            }
        }
        let found = helpers.reduce(into: Set<SwiftUseCollector.Helper>()) { $0.formUnion($1) }
        uses.helpers = found
        uses.pendingHelpers = found
        // Each initialiser's first read, as reading the files in order finds it.
        uses.initializerReads = initializerReads.reduce(into: [:]) { all, reads in
            all.merge(reads) { first, _ in first }
        }
        return stale
    }
}

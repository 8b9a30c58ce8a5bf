import Foundation
import Testing

@testable import AppSources

/// The one walk (``SwiftFileWalk``: a file's declarations and uses together, references counted from
/// raw nodes, small subtrees skipped, a node made only where a collector may read one) reads what
/// the two collectors read walking alone as plain `SyntaxVisitor`s, every file's declarations before
/// any use. The oracle is that long way; the inputs are every Swift file of the truth set's real
/// apps (``RealAppTruthTests``), each app one scan.
@Suite struct SwiftFileWalkOracleTests {
    static let realApps = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("SourceLintTests/Fixtures/RealApps")

    /// What a reading leaves that the rest of the scan reads, each part in an order of its own (a
    /// file read again has its uses appended at the end).
    struct Outcome: Equatable {
        var uses: [String]
        var registrations: [String]
        var helpers: [String]
        var initializerReads: [String]
        var declarations: [String]

        init(_ declarations: SwiftDeclarationCollector, _ uses: SwiftUseCollector) {
            self.uses = uses.scan.uses.map { "\($0)" }.sorted()
            registrations = uses.scan.registrations.map { "\($0)" }.sorted()
            helpers = uses.helpers.map { "\($0)" }.sorted()
            initializerReads = uses.initializerReads.map { "\($0.key) \($0.value)" }.sorted()
            self.declarations =
                declarations.valueReads.map { "read \($0.key) \($0.value)" }
                + declarations.memberReferences.map { "member \($0.key) \($0.value)" }
                + declarations.defaultsKeys.map { "key \($0.property) \($0.key) \($0.typeName) \($0.position)" }
                + declarations.propertyWrappers.map { "wrapper \($0)" }
                + declarations.defaultsVariables.map { "defaults \($0.key) \(String(describing: $0.value))" }
                + declarations.switchedKeys.keys.map { "switched \($0)" }
                + declarations.keyFunctions.keys.map { "function \($0)" }
                + declarations.registrationSources.keys.map { "registration \($0)" }
                + declarations.arrayConstants.keys.map { "array \($0)" }
                + declarations.dictionaryVariables.keys.map { "dictionary \($0)" }
                + declarations.defaultWrapperProperties.map { "default \($0.key) \($0.value)" }
                + declarations.initializedProperties.map { "initialized \($0.key) \($0.value.keys.sorted())" }
                + declarations.constants.stringEnums.keys.map { "enum \($0)" }
                + ["constants written \(declarations.constants.entriesWritten)"]
            self.declarations.sort()
        }
    }

    static func collectors() -> (SwiftDeclarationCollector, SwiftUseCollector) {
        let declarations = SwiftDeclarationCollector(constants: ConstantTable())
        let uses = SwiftUseCollector(declarations: DeclarationLookups(declarations), scan: SourceScan(), resources: [:])
        return (declarations, uses)
    }

    /// The scan's way: ``SourceScanner/readSwift(_:declarations:uses:)``.
    static func oneWalk(_ files: [SwiftSourceText]) -> Outcome {
        SourceScanner.onLargeStack {
            let (declarations, uses) = collectors()
            SourceScanner.readSwift(files, declarations: declarations, uses: uses)
            return Outcome(declarations, uses)
        }
    }

    /// The long way: every file's declarations, then every file's uses, each a `SyntaxVisitor`'s walk
    /// of the whole tree, with the bookkeeping `readSwift` does per file.
    static func twoPasses(_ files: [SwiftSourceText]) -> Outcome {
        SourceScanner.onLargeStack {
            let (declarations, uses) = collectors()
            for file in files { declarations.collect(file.parsed()) }
            var helpers = Set<SwiftUseCollector.Helper>()
            var initializerReads: [SwiftUseCollector.Helper: SourcePosition] = [:]
            for file in files {
                uses.helpers = []
                uses.pendingHelpers = []
                uses.initializerReads = [:]
                uses.collect(file.parsed())
                helpers.formUnion(uses.helpers)
                initializerReads.merge(uses.initializerReads) { first, _ in first }
            }
            uses.helpers = helpers
            uses.initializerReads = initializerReads
            return Outcome(declarations, uses)
        }
    }

    static func swiftFiles(of app: URL) -> [SwiftSourceText] {
        let walker = FileManager.default.enumerator(at: app, includingPropertiesForKeys: nil)
        let paths = (walker?.allObjects as? [URL] ?? []).map(\.path).filter { $0.hasSuffix(".swift") }.sorted()
        return paths.compactMap { path in
            (try? String(contentsOfFile: path, encoding: .utf8)).map { SwiftSourceText(path: path, text: $0) }
        }
    }

    @Test func theWalkReadsWhatTwoPlainPassesReadOnEveryRealApp() throws {
        let apps = try FileManager.default.contentsOfDirectory(at: Self.realApps, includingPropertiesForKeys: nil)
            .filter { $0.hasDirectoryPath }.sorted { $0.path < $1.path }
        var files = 0
        var uses = 0
        for app in apps {
            let swift = Self.swiftFiles(of: app)
            guard !swift.isEmpty else { continue }
            files += swift.count
            let walked = Self.oneWalk(swift)
            let expected = Self.twoPasses(swift)
            uses += expected.uses.count
            #expect(walked.uses == expected.uses, "\(app.lastPathComponent)")
            #expect(walked.registrations == expected.registrations, "\(app.lastPathComponent)")
            #expect(walked.helpers == expected.helpers, "\(app.lastPathComponent)")
            #expect(walked.initializerReads == expected.initializerReads, "\(app.lastPathComponent)")
            #expect(walked.declarations == expected.declarations, "\(app.lastPathComponent)")
        }
        // The set is the truth set's: 173 Swift files when this test was written, with hundreds of uses.
        #expect(files > 150)
        #expect(uses > 200)
    }
}

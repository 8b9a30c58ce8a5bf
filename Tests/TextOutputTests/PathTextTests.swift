import Foundation
import SeededRandom
import Testing

@testable import TextOutput

/// `PathText` stands in for NSString's path-name functions in modules built without Foundation:
/// NSString itself is the oracle, on every path of up to five pieces of an alphabet of the
/// separators, dots, letters and combining marks that change how NSString walks a path, and on
/// longer seeded ones.
@Suite struct PathTextTests {
    static let pieces = ["a", "/", ".", "é", "e\u{301}", "\u{301}", "//", "..", " ", "👍🏽"]

    /// Every joining of `count` pieces.
    static func paths(of count: Int) -> [String] {
        guard count > 0 else { return [""] }
        return paths(of: count - 1).flatMap { prefix in pieces.map { prefix + $0 } }
    }

    /// `path` with each run of `/` (as characters) as one.
    static func squeezed(_ path: String) -> String {
        var result = ""
        for character in path where !(character == "/" && result.last == "/") { result.append(character) }
        return result
    }

    /// NSString's slash fixing reads on with the indices of the text before it squeezed a run of
    /// slashes: past the first run it skips text (a later run stays) and, with text beyond ASCII after
    /// a run, stops the program. Paths with runs are held against NSString squeezed, where both
    /// must give what they give for the path itself. (Slashes alone are held against NSString: `/`
    /// stays, but `//` is fixed to `/` and then loses it as a trailing slash.)
    static func differences(_ path: String) -> [String] {
        let squeezed = squeezed(path)
        guard squeezed == path || squeezed == "/" else {
            let functions: [(String) -> String] = [
                PathText.lastComponent, PathText.pathExtension, PathText.deletingExtension,
                PathText.deletingLastComponent,
            ]
            let same = functions.allSatisfy { $0(path) == $0(squeezed) }
            return (same ? [] : ["\(path.debugDescription): differs from \(squeezed.debugDescription)"])
                + differences(squeezed)
        }
        let ns = path as NSString
        var found: [String] = []
        if PathText.lastComponent(path) != ns.lastPathComponent { found.append("lastComponent") }
        if PathText.pathExtension(path) != ns.pathExtension { found.append("pathExtension") }
        if PathText.deletingExtension(path) != ns.deletingPathExtension { found.append("deletingExtension") }
        // NSString stops the program on a path of one character once its slashes are fixed (`a`, `a/`).
        let fixed = PathText.fixingSlashes(path)
        if fixed == "/" || fixed.isEmpty || fixed.utf16.count > 1 {
            if PathText.deletingLastComponent(path) != ns.deletingLastPathComponent {
                found.append("deletingLastComponent")
            }
        } else if PathText.deletingLastComponent(path) != "" {
            found.append("deletingLastComponent of a one-component path")
        }
        return found.map { "\(path.debugDescription): \($0)" }
    }

    @Test func agreesWithNSStringOnEveryShortPath() {
        var differences: [String] = []
        for count in 0...4 {
            for path in Self.paths(of: count) { differences += Self.differences(path) }
        }
        #expect(differences.isEmpty, "\(differences.prefix(20))")
    }

    @Test func agreesWithNSStringOnLongerSeededPaths() {
        var random = SeededGenerator(seed: 32)
        var differences: [String] = []
        for _ in 0..<20_000 {
            let count = Int(random.next() % 12) + 5
            let path = (0..<count).map { _ in Self.pieces[Int(random.next() % UInt64(Self.pieces.count))] }.joined()
            differences += Self.differences(path)
        }
        #expect(differences.isEmpty, "\(differences.prefix(20))")
    }

    /// The cases the scanner and lint meet, spelled out.
    @Test func namesAsTheScannerReadsThem() {
        #expect(PathText.lastComponent("/app/Package.resolved") == "Package.resolved")
        #expect(PathText.pathExtension("/app/Sources/Main.SWIFT") == "SWIFT")
        #expect(PathText.deletingExtension(PathText.lastComponent("/app/Defaults.plist")) == "Defaults")
        #expect(PathText.deletingLastComponent("/app//Sources/") == "/app")
        #expect(PathText.deletingLastComponent("/Main.swift") == "/")
        #expect(PathText.pathExtension("/app/.swift") == "")
        #expect(PathText.pathExtension("/app/a.") == "" && PathText.deletingExtension("/app/a.") == "/app/a")
        // NSString stops the program here; a one-component relative path has no folder.
        #expect(PathText.deletingLastComponent("a") == "")
        #expect(PathText.deletingLastComponent("a/") == "")
    }
}

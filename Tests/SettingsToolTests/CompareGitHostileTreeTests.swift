import Foundation
import PropertyList
import TestSupport
import Testing

/// `settings compare --git` on trees git itself would never make, but a crafted branch can carry
/// (git does not verify objects on clone or fetch): nothing is written outside the snapshot.
@Suite(.serialized) struct CompareGitHostileTreeTests {
    /// A repository with one ordinary commit of `App/Settings.bundle`, and a way to add raw objects.
    struct Repository {
        let sandbox = Sandbox()
        var path: String { sandbox.home + "/repo" }
        /// A folder outside the repository that no write may reach.
        var outside: String { sandbox.home + "/outside" }

        init() throws {
            try FileManager.default.createDirectory(atPath: sandbox.home + "/repo", withIntermediateDirectories: true)
            try FileManager.default.createDirectory(
                atPath: sandbox.home + "/outside", withIntermediateDirectories: true)
            try git(["init", "-q"])
            try CompareCommandTests.writeBundle(path, CompareCommandTests.page(defaultSpeed: "m", withSync: true))
            try git(["add", "-A"])
            try git(["commit", "-q", "-m", "first"])
        }

        /// Runs git in the repository, returning its output without the final newline.
        @discardableResult
        func git(_ arguments: [String], input: Data = Data()) throws -> String {
            let ran = try TestProcess.run(
                "/usr/bin/git", ["-C", path, "-c", "user.name=Test", "-c", "user.email=test@example.com"] + arguments,
                input: input, environment: ["HOME": sandbox.home, "PATH": "/usr/bin:/bin", "GIT_CONFIG_NOSYSTEM": "1"])
            #expect(ran.status == 0, "git \(arguments)")
            return ran.text.trimmingCharacters(in: .newlines)
        }

        func blob(_ text: String) throws -> String {
            try git(["hash-object", "-w", "--stdin"], input: Data(text.utf8))
        }

        /// A tree object written as given, unchecked (`--literally`): entries are (mode, name, object).
        func tree(_ entries: [(mode: String, name: String, object: String)]) throws -> String {
            var data = Data()
            for entry in entries {
                data += Data("\(entry.mode) \(entry.name)".utf8) + [0]
                var hex = Substring(entry.object)
                while !hex.isEmpty {
                    data.append(UInt8(hex.prefix(2), radix: 16)!)
                    hex = hex.dropFirst(2)
                }
            }
            return try git(["hash-object", "-t", "tree", "--literally", "-w", "--stdin"], input: data)
        }

        /// A commit of the root tree that has `bundle` as `App/Settings.bundle`.
        func commit(bundle: String) throws -> String {
            let app = try tree([("40000", "Settings.bundle", bundle)])
            let root = try tree([("40000", "App", app)])
            return try git(["commit-tree", root, "-m", "evil"], input: Data())
        }

        /// The page the ordinary commit has.
        func rootPage() throws -> String { try git(["rev-parse", "HEAD:App/Settings.bundle/Root.plist"]) }

        /// Every file and folder under the sandbox but the repository, as relative paths.
        func filesOutsideRepository() -> Set<String> {
            let all = FileManager.default.enumerator(atPath: sandbox.home)?.allObjects as? [String] ?? []
            return Set(all.filter { !$0.hasPrefix("repo") })
        }
    }

    /// A chain of trees named `..` deep enough to climb out of any temporary folder, then the
    /// absolute path of `outside`: an unchecked writer creates `outside/pwned`.
    @Test func anEntryNamedDotDotIsRefused() throws {
        let repo = try Repository()
        let before = repo.filesOutsideRepository()
        var tree = try repo.tree([("100644", "pwned", repo.blob("written outside"))])
        for component in repo.outside.split(separator: "/").reversed() {
            tree = try repo.tree([("40000", String(component), tree)])
        }
        for _ in 0..<40 { tree = try repo.tree([("40000", "..", tree)]) }
        let bundle = try repo.tree([("40000", "..", tree), ("100644", "Root.plist", repo.rootPage())])
        let commit = try repo.commit(bundle: bundle)

        let result = try repo.sandbox.run("settings", ["compare", "--git", commit, repo.path + "/App/Settings.bundle"])
        #expect(result.status == 2, "\(result.output)\(result.error)")
        #expect(result.error.contains("the tree entry 'App/Settings.bundle/../../"), "\(result.error)")
        #expect(result.error.contains("is not a safe path: it has a component '..'"), "\(result.error)")
        #expect(!FileManager.default.fileExists(atPath: repo.outside + "/pwned"))
        #expect(repo.filesOutsideRepository() == before)
    }

    /// A symbolic link `lnk` to a folder outside, then a tree `lnk/` in the same tree: an unchecked
    /// writer creates the link, then writes `lnk/pwned` through it.
    @Test func aTreeBehindASymbolicLinkOfTheSameNameIsNotWrittenThrough() throws {
        let repo = try Repository()
        let before = repo.filesOutsideRepository()
        let inner = try repo.tree([("100644", "pwned", repo.blob("written outside"))])
        let bundle = try repo.tree([
            ("100644", "Root.plist", repo.rootPage()), ("120000", "lnk", repo.blob(repo.outside)),
            ("40000", "lnk", inner),
        ])
        let commit = try repo.commit(bundle: bundle)

        let result = try repo.sandbox.run("settings", ["compare", "--git", commit, repo.path + "/App/Settings.bundle"])
        #expect(result.status == 2, "\(result.output)\(result.error)")
        #expect(
            result.error.contains(
                "the tree entry 'App/Settings.bundle/lnk/pwned' goes through 'lnk', which is a symbolic link"),
            "\(result.error)")
        #expect(!FileManager.default.fileExists(atPath: repo.outside + "/pwned"))
        #expect(repo.filesOutsideRepository() == before)
    }

    /// Two entries of one name (a file, then a link) never replace each other, so a link cannot
    /// turn a file written before it into a path out.
    @Test func aSecondEntryOfTheSameNameIsRefused() throws {
        let repo = try Repository()
        let bundle = try repo.tree([
            ("100644", "Root.plist", repo.rootPage()), ("120000", "Root.plist", repo.blob(repo.outside + "/x")),
        ])
        let commit = try repo.commit(bundle: bundle)
        let result = try repo.sandbox.run("settings", ["compare", "--git", commit, repo.path + "/App/Settings.bundle"])
        #expect(result.status == 2, "\(result.output)\(result.error)")
        #expect(result.error.contains("'App/Settings.bundle/Root.plist' already exists"), "\(result.error)")
    }
}

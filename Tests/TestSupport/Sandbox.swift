import Defaults
import Foundation
import PropertyList
import SystemCalls

/// A throw-away `HOME` (with an any-user folder inside it) for one test, removed when released,
/// and a runner for the package's built executables with that `HOME` and nothing else of the
/// test process's environment.
public final class Sandbox: @unchecked Sendable {
    /// The temporary home folder.
    public let home: String
    /// The temporary home folder (``home``).
    public var path: String { home }

    public init() {
        do throws(Errno) {
            home = try FileSystem.createTemporaryDirectory(prefix: NSTemporaryDirectory() + "/terminalsettings-tests-")
        } catch {
            preconditionFailure("mkdtemp failed: \(error)")
        }
    }

    deinit {
        // Restore write permission anywhere a test removed it, then delete the tree.
        if let enumerator = FileManager.default.enumerator(atPath: home) {
            for case let entry as String in enumerator { try? FileSystem.setPermissions(home + "/" + entry, 0o700) }
        }
        try? FileManager.default.removeItem(atPath: home)
    }

    /// The result of running a child process.
    public struct Result: Sendable {
        public var status: Int32
        public var output: String
        public var error: String
        public var outputData: Data
    }

    /// The folder holding the built products: the test bundle's own folder.
    public static let productsDirectory: URL = {
        let path = ProcessEnvironment.executablePath ?? CommandLine.arguments[0]
        return URL(fileURLWithPath: path).deletingLastPathComponent()
    }()

    /// The package's root folder (for `Examples/…`).
    public static let packageDirectory: URL = {
        var url = URL(fileURLWithPath: #filePath)
        while url.path != "/" {
            url.deleteLastPathComponent()
            if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) { return url }
        }
        return URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    }()

    /// `../shared/corpus` beside the package, when present.
    public static var corpusDirectory: URL? {
        let url = packageDirectory.deletingLastPathComponent().appendingPathComponent("shared/corpus")
        return FileManager.default.fileExists(atPath: url.path) ? url : nil
    }

    /// Whether the corpus must be there: under CI (the `CI` environment variable set) a missing
    /// corpus fails the tests that use it instead of letting them pass having checked nothing.
    public static var corpusIsRequired: Bool { ProcessInfo.processInfo.environment["CI"] != nil }

    /// Whether the corpus tests run: the corpus is there, or it is required (they then fail).
    public static var runsCorpusTests: Bool { corpusDirectory != nil || corpusIsRequired }

    /// Where the store files of this home are, for the library.
    public var environment: DefaultsEnvironment {
        DefaultsEnvironment(home: home, xdgConfigHome: nil, anyUserDirectory: home + "/anyuser")
    }

    /// The user folder (`~/.config`).
    public var userDirectory: String { home + "/.config" }

    /// The file a domain's values live in: user (optionally ByHost) or any-user.
    public func file(_ domain: String, byHost: Bool = false, anyUser: Bool = false) -> String {
        if anyUser { return home + "/anyuser/" + domain + ".plist" }
        return byHost ? userDirectory + "/ByHost/" + domain + "..plist" : userDirectory + "/" + domain + ".plist"
    }

    /// Reads a store file back, or nil when it does not exist.
    public func read(_ file: String) throws -> [PlistKey: PlistValue]? {
        guard let data = FileManager.default.contents(atPath: file) else { return nil }
        return try PropertyListCoder.decode(data).value.dictionaryValue
    }

    /// Writes a store file the way Foundation would.
    public func write(_ values: [PlistKey: PlistValue], to file: String) throws {
        let url = URL(fileURLWithPath: file)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try PropertyListCoder.encodeXML(.dictionary(values)).write(to: url)
    }

    /// A `Defaults` instance on this home.
    public func makeDefaults(_ domain: String = "com.example.app", arguments: [String] = []) -> Defaults {
        Defaults(applicationDomain: domain, environment: environment, arguments: arguments)
    }

    /// Runs a built product with this home (through ``TestProcess``), reading its output to the end.
    public func run(
        _ product: String, _ arguments: [String], input: Data? = nil, environment extra: [String: String] = [:]
    ) throws -> Result {
        let ran = try TestProcess.run(
            Self.productsDirectory.appendingPathComponent(product).path, arguments, input: input,
            environment: [
                "HOME": home, "PATH": "/usr/bin:/bin", "TERMINALSETTINGS_ANY_USER_DIR": home + "/anyuser",
                "LANG": "C.UTF-8",
            ].merging(extra) { _, new in new })
        return Result(status: ran.status, output: ran.text, error: ran.error, outputData: ran.output)
    }
}

/// A key no other test uses, for the process-wide registration domain.
public func uniqueKey(_ base: String = "key") -> String { base + "-" + UUID().uuidString }

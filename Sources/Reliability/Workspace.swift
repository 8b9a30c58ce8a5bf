import Defaults
import DefaultsStress
import FoundationEssentials
import PropertyList
import SystemCalls

/// A throw-away `HOME` for one experiment and the built products it runs: `defaults-stress`
/// (library writer and strict reader), `defaults` (the command) and `foundation-probe`
/// (Foundation's own `UserDefaults`).
final class Workspace {
    /// The domain every writer uses.
    static let domain = "com.example.reliability"

    let home: String
    let productsDirectory: String
    private var errorFiles = 0

    /// A new temporary home; products are looked for in `productsDirectory`.
    init(productsDirectory: String, keep: Bool = false) throws(HarnessError) {
        do throws(Errno) {
            home = try FileSystem.createTemporaryDirectory(
                prefix: FileManager.default.temporaryDirectory.path + "/settings-reliability-")
        } catch {
            throw .system("create a temporary folder", error.rawValue)
        }
        self.productsDirectory = productsDirectory
        self.keep = keep
        if !keep { InterruptionCleanup.shared.register(folder: home) }
        for name in ["defaults-stress", "defaults", "foundation-probe"] where !FileSystem.isExecutable(product(name)) {
            throw .missingProduct(product(name))
        }
    }

    private let keep: Bool

    deinit {
        if !keep {
            try? FileManager.default.removeItem(atPath: home)
            InterruptionCleanup.shared.forget(folder: home)
        }
    }

    /// The folder of the store files.
    var storeDirectory: String { home + "/.config" }
    /// The domain's store file.
    var storeFile: String { storeDirectory + "/" + Self.domain + ".plist" }

    func product(_ name: String) -> String { productsDirectory + "/" + name }

    /// The children's environment: this home and nothing that could point elsewhere.
    var environment: [String: String] {
        var result = ["HOME": home, "PATH": "/usr/bin:/bin", "SWIFT_BACKTRACE": "enable=no"]
        if let lang = ProcessInfo.processInfo.environment["LANG"] { result["LANG"] = lang }
        return result
    }

    /// Starts one writer of `kind`.
    func startWriter(_ kind: WriterKind, _ plan: WriterPlan) throws(HarnessError) -> ChildProcess {
        errorFiles += 1
        let errorFile = home + "/stderr-\(errorFiles).txt"
        switch kind {
        case .library:
            var arguments = ["--domain-file", storeFile, "--prefix", plan.prefix, "--count", "\(plan.count)"]
            arguments += ["--start", "\(plan.start)"]
            if plan.overlap { arguments.append("--overlap") }
            if plan.acknowledge { arguments.append("--ack") }
            if plan.verify { arguments.append("--verify") }
            return try ChildProcess(
                product("defaults-stress"), arguments, environment: environment, errorFile: errorFile)
        case .command:
            // One `defaults write` per key, as a user's script would do it.
            let script = """
                i=$3; end=$(($3 + $4))
                while [ "$i" -lt "$end" ]; do
                    if [ "$5" = overlap ]; then "$1" write "$2" "key$i" "$6:$i" || exit 1
                    else "$1" write "$2" "$6$i" -int "$i" || exit 1; fi
                    [ "$7" = ack ] && echo "ack $i"
                    i=$((i + 1))
                done
                """
            return try ChildProcess(
                "/bin/sh",
                [
                    "-c", script, "sh", product("defaults"), Self.domain, "\(plan.start)", "\(plan.count)",
                    plan.overlap ? "overlap" : "distinct", plan.prefix, plan.acknowledge ? "ack" : "",
                ], environment: environment, errorFile: errorFile)
        case .foundation:
            var arguments = ["stress", Self.domain, plan.prefix, "\(plan.count)"]
            if plan.overlap { arguments.append("overlap") }
            return try ChildProcess(
                product("foundation-probe"), arguments, environment: environment, errorFile: errorFile)
        }
    }

    /// Starts the strict reader (`defaults-stress --read`).
    func startReader(durationMilliseconds: Int) throws(HarnessError) -> ChildProcess {
        errorFiles += 1
        return try ChildProcess(
            product("defaults-stress"), ["--read", storeFile, "--duration-ms", "\(durationMilliseconds)"],
            environment: environment, errorFile: home + "/stderr-\(errorFiles).txt")
    }

    /// Reads the store file strictly (no retries).
    func readStore() -> Result<[PlistKey: PlistValue], StoreProblem> { StrictReadReport.read(storeFile) }

    /// Names of temporary files (`.<name>.tmp.*`) left in the store folder.
    func temporaryFiles() -> [String] {
        let prefix = "." + Self.domain + ".plist.tmp."
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: storeDirectory)) ?? []
        return entries.filter { $0.hasPrefix(prefix) }.sorted()
    }

    /// Removes the store file and its lock (between trials).
    func resetStore() {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: storeDirectory)) ?? []
        for entry in entries { try? FileSystem.removeFile(storeDirectory + "/" + entry) }
    }
}

/// Who writes.
enum WriterKind: String, Sendable, CaseIterable {
    /// This project's library (`PersistentDomainFile`, via `defaults-stress`).
    case library
    /// This project's `defaults` command, one `defaults write` per key.
    case command
    /// Foundation's `UserDefaults` with `synchronize()` after each `set` (via `foundation-probe stress`).
    case foundation
}

/// What one writer writes: keys `<prefix><i>` = i (distinct) or `key<i>` = "<prefix>:<i>" (overlap)
/// for i in start..<start+count.
struct WriterPlan {
    var prefix: String
    var start = 0
    var count: Int
    var overlap = false
    var acknowledge = false
    /// The library writer checks all its keys at the end (`--verify`).
    var verify = false

    func key(_ index: Int) -> String { overlap ? "key\(index)" : "\(prefix)\(index)" }
    func value(_ index: Int) -> PlistValue { overlap ? .string("\(prefix):\(index)") : .integer(Int64(index)) }
}

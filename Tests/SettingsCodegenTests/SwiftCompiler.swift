import Foundation
import TestSupport
import Testing

/// The Swift compiler on `PATH`, run on generated files: the consumer the generated code is for.
enum SwiftCompiler {
    /// `swiftc`, if it is on `PATH`.
    static let path: String? = find("swiftc")

    static func find(_ name: String) -> String? {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        return folders.map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Starts `executable` with `arguments` through `TestProcess` (its output and errors are kept in
    /// files until it is waited for).
    static func run(_ executable: String, _ arguments: [String], scratch: URL) throws -> TestProcess.Running {
        try TestProcess.start(executable, arguments, directory: scratch.path)
    }

    /// Type-checks each of `files` as a module of its own with `arguments` before the file, two
    /// compilers at a time; returns what the compiler said about each file it refused or warned
    /// about (an empty dictionary: every file is clean).
    static func typecheck(_ files: [URL], arguments: [[String]], scratch: URL) throws -> [String: String] {
        let swiftc = try #require(path)
        var complaints: [String: String] = [:]
        var pending = Array(zip(files, arguments))
        while !pending.isEmpty {
            let batch = pending.prefix(2)
            pending.removeFirst(batch.count)
            let runs = try batch.map { file, options in
                let folder = scratch.appendingPathComponent(file.deletingPathExtension().lastPathComponent)
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                let process = try run(
                    swiftc, ["-typecheck", "-parse-as-library"] + options + [file.path], scratch: folder)
                return (file, folder, process)
            }
            for (file, _, process) in runs {
                // A file the type checker cannot finish in ten minutes fails; it does not hang the run.
                let deadline = Date().addingTimeInterval(600)
                while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
                if process.isRunning { process.terminate() }
                let result = try process.wait()
                let said = result.text + result.error
                if result.status != 0 || said.contains("warning:") || said.contains("error:") {
                    complaints[file.lastPathComponent] = "status \(result.status)\n" + said
                }
            }
        }
        return complaints
    }
}

/// The property names of `NSObject` and `UserDefaults` in this platform's Foundation, as the
/// compiler's symbol graph gives them (empty without `swift-symbolgraph-extract`): an accessor
/// named after one would override it.
enum FoundationMembers {
    static let names: [String] = {
        guard let extract = SwiftCompiler.find("swift-symbolgraph-extract"), let swiftc = SwiftCompiler.path,
            let folder = try? FileManager.default.url(
                for: .itemReplacementDirectory, in: .userDomainMask, appropriateFor: URL(fileURLWithPath: "/tmp"),
                create: true)
        else { return [] }
        defer { try? FileManager.default.removeItem(at: folder) }
        guard let target = triple(swiftc, scratch: folder),
            let process = try? SwiftCompiler.run(
                extract,
                [
                    "-module-name", "Foundation", "-target", target, "-output-dir", folder.path,
                    "-minimum-access-level",
                    "public",
                ],
                scratch: folder)
        else { return [] }
        _ = try? process.wait()
        var names: Set<String> = []
        let files = (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? []
        for file in files where file.pathExtension == "json" {
            guard let data = try? Data(contentsOf: file),
                let graph = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
                let symbols = graph["symbols"] as? [[String: Any]]
            else { continue }
            for symbol in symbols {
                guard let path = symbol["pathComponents"] as? [String], path.count == 2,
                    ["NSObject", "UserDefaults"].contains(path[0]),
                    let kind = (symbol["kind"] as? [String: Any])?["identifier"] as? String, kind.hasSuffix("property")
                else { continue }
                names.insert(path[1])
            }
        }
        return names.sorted()
    }()

    /// The compiler's target triple (`x86_64-unknown-linux-gnu`).
    static func triple(_ swiftc: String, scratch: URL) -> String? {
        guard let result = try? SwiftCompiler.run(swiftc, ["-print-target-info"], scratch: scratch).wait(),
            let info = try? JSONSerialization.jsonObject(with: result.output) as? [String: Any],
            let target = info["target"] as? [String: Any], let triple = target["triple"] as? String
        else { return nil }
        return triple
    }
}

import Foundation
import Testing

/// The Swift compiler on `PATH`, run on generated files: the consumer the generated code is for.
enum SwiftCompiler {
    /// `swiftc`, if it is on `PATH`.
    static let path: String? = find("swiftc")

    static func find(_ name: String) -> String? {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        return folders.map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Runs `executable` with `arguments`, its output and errors in files of `scratch`.
    static func run(_ executable: String, _ arguments: [String], scratch: URL) throws -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let name = UUID().uuidString
        for (suffix, set) in [("out", { process.standardOutput = $0 }), ("err", { process.standardError = $0 })]
            as [(String, (FileHandle) -> Void)]
        {
            let file = scratch.appendingPathComponent("\(name).\(suffix)")
            _ = FileManager.default.createFile(atPath: file.path, contents: nil)
            set(try FileHandle(forWritingTo: file))
        }
        process.standardInput = FileHandle.nullDevice
        try process.run()
        return process
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
            for (file, folder, process) in runs {
                // A file the type checker cannot finish in ten minutes fails; it does not hang the run.
                let deadline = Date().addingTimeInterval(600)
                while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
                if process.isRunning { process.terminate() }
                process.waitUntilExit()
                let said = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
                    .map { try String(contentsOf: $0, encoding: .utf8) }.joined()
                if process.terminationStatus != 0 || said.contains("warning:") || said.contains("error:") {
                    complaints[file.lastPathComponent] = "status \(process.terminationStatus)\n" + said
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
        process.waitUntilExit()
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
        guard let process = try? SwiftCompiler.run(swiftc, ["-print-target-info"], scratch: scratch) else { return nil }
        process.waitUntilExit()
        let files = (try? FileManager.default.contentsOfDirectory(at: scratch, includingPropertiesForKeys: nil)) ?? []
        for file in files where file.pathExtension == "out" {
            guard let data = try? Data(contentsOf: file),
                let info = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
                let target = info["target"] as? [String: Any], let triple = target["triple"] as? String
            else { continue }
            return triple
        }
        return nil
    }
}

import BenchmarkSupport
import Defaults
import Foundation
import PropertyList
import PropertyListFoundation

/// Row 1: lookup with provenance vs Foundation's `UserDefaults.object(forKey:)`, on the same keys
/// spread over the argument, application, global and registration domains.
///
/// Runs in a child process: the argument domain comes from launch arguments, which Foundation
/// reads from the process's own command line, and both libraries must see the same store files.
enum LookupBenchmark {
    static let keysPerDomain = 64

    static func keys(_ prefix: String) -> [String] { (0..<keysPerDomain).map { "\(prefix)Key\($0)" } }

    /// The launch arguments that fill the argument domain.
    static var launchArguments: [String] { keys("arg").flatMap { ["-\($0)", "argument-\($0)"] } }

    /// Parent side: prepares a home folder, runs the child, builds the row.
    static func run(in directory: URL, quick: Bool) throws -> BenchmarkRow {
        let home = directory.appendingPathComponent("lookup-home")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        let lines = try ChildProcess.run(
            ["lookup", quick ? "quick" : "full"] + launchArguments,
            environment: ["HOME": home.path, "XDG_CONFIG_HOME": home.path + "/.config"])
        guard let last = lines.last else { throw BenchError("the lookup child printed nothing") }
        let fields = last.split(separator: " ").map(String.init)
        guard fields.count >= 3, let ours = Double(fields[0]), let foundation = Double(fields[1]) else {
            throw BenchError("the lookup child printed \(last)")
        }
        let rounds = fields[2]
        let note = fields.count > 3 ? fields[3...].joined(separator: " ") : ""
        return BenchmarkRow(
            name: "lookup with provenance", unit: "ns", ours: ours, anchor: foundation,
            anchorName: "Foundation UserDefaults.object(forKey:) on the same data",
            target: "≥5x faster (ratio ≤ 0.2)", goal: .ratioAtMost(0.2),
            method:
                "\(4 * keysPerDomain) keys, a quarter each in the argument, application, global and registration "
                + "domains, hot cache, in a child process; median of \(rounds) interleaved rounds",
            note: note)
    }

    /// Child side: writes the store files, registers, checks both libraries agree, and times them.
    static func child(quick: Bool) throws {
        let ours = Defaults()
        let environment = ours.environment
        let applicationFile = try environment.fileURL(forDomain: ours.applicationDomain)
        let globalFile = try environment.fileURL(forDomain: DomainName.global)
        try FileManager.default.createDirectory(
            at: applicationFile.deletingLastPathComponent(), withIntermediateDirectories: true)
        func values(_ prefix: String) -> [PlistKey: PlistValue] {
            Dictionary(
                uniqueKeysWithValues: keys(prefix).enumerated().map { index, key in
                    (PlistKey(key), index % 2 == 0 ? PlistValue.string("\(prefix)-\(index)") : .integer(Int64(index)))
                })
        }
        try PropertyListCoder.encodeXML(.dictionary(values("app"))).write(to: applicationFile)
        try PropertyListCoder.encodeXML(.dictionary(values("global"))).write(to: globalFile)
        let registration = values("reg")
        ours.register(registration)
        let foundation = UserDefaults.standard
        foundation.register(defaults: registration.reduce(into: [:]) { $0[$1.key.string] = $1.value.foundationObject })

        let allKeys = keys("arg") + keys("app") + keys("global") + keys("reg")
        var problems: [String] = []
        let expectedTags: [String: DomainTag] = ["arg": .arg, "app": .app, "global": .global, "reg": .default]
        for key in allKeys {
            let found = ours.lookup(key)
            let theirs = foundation.object(forKey: key).flatMap { PlistValue(foundationObject: $0) }
            if found?.value != theirs {
                problems.append(
                    "\(key): ours \(String(describing: found?.value)) Foundation \(String(describing: theirs))")
            }
            let prefix = String(key.prefix { $0.isLowercase })
            if found?.source.tag != expectedTags[prefix] {
                problems.append("\(key): tag \(String(describing: found?.source.tag))")
            }
        }

        let passes = quick ? 10 : 40
        var sink = 0
        let oursRun = { () -> Double in
            let start = BenchClock.now()
            for _ in 0..<passes {
                for key in allKeys where ours.lookup(key) != nil { sink &+= 1 }
            }
            return Double(BenchClock.now() - start) / Double(passes * allKeys.count)
        }
        let foundationRun = { () -> Double in
            let start = BenchClock.now()
            for _ in 0..<passes {
                for key in allKeys where foundation.object(forKey: key) != nil { sink &+= 1 }
            }
            return Double(BenchClock.now() - start) / Double(passes * allKeys.count)
        }
        _ = oursRun()
        _ = foundationRun()
        let rounds = quick ? 5 : 21
        let samples = BenchClock.interleave(rounds: rounds, [oursRun, foundationRun])
        if sink == 42 { print("") }
        let note =
            problems.isEmpty
            ? "both libraries returned the same value for every key"
            : "MISMATCH: " + problems.prefix(3).joined(separator: "; ")
        print("\(BenchClock.median(samples[0])) \(BenchClock.median(samples[1])) \(rounds) \(note)")
    }
}

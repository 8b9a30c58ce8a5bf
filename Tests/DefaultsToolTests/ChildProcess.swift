import Defaults
import Foundation
import PropertyList

/// Runs the package's built executables (`defaults`, `foundation-probe`) as child processes with a
/// throw-away `HOME`; nothing of the test process's environment leaks in.
final class Sandbox: @unchecked Sendable {
    let home: String

    init() {
        var template = Array((NSTemporaryDirectory() + "/defaults-cli-XXXXXX").utf8CString)
        let created = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
        precondition(created != nil, "mkdtemp failed")
        home = String(cString: template.withUnsafeBufferPointer { $0.baseAddress! })
    }

    deinit { try? FileManager.default.removeItem(atPath: home) }

    struct Result {
        var status: Int32
        var output: String
        var error: String
        var outputData: Data
    }

    /// The folder holding the built products: the test bundle's own folder.
    static let productsDirectory: URL = {
        var buffer = [CChar](repeating: 0, count: 4097)
        let count = readlink("/proc/self/exe", &buffer, 4096)
        let path = count > 0 ? String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self) : CommandLine.arguments[0]
        return URL(fileURLWithPath: path).deletingLastPathComponent()
    }()

    var environment: DefaultsEnvironment {
        DefaultsEnvironment(home: home, xdgConfigHome: nil, anyUserDirectory: home + "/anyuser")
    }

    func file(_ domain: String, byHost: Bool = false) -> String {
        byHost ? home + "/.config/ByHost/" + domain + "..plist" : home + "/.config/" + domain + ".plist"
    }

    func read(_ file: String) throws -> [String: PlistValue]? {
        guard let data = FileManager.default.contents(atPath: file) else { return nil }
        return try PropertyListCoder.decode(data).value.dictionaryValue
    }

    func write(_ values: [String: PlistValue], to file: String) throws {
        let url = URL(fileURLWithPath: file)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try PropertyListCoder.encodeXML(.dictionary(values)).write(to: url)
    }

    @discardableResult
    func defaults(_ arguments: String..., input: Data? = nil) throws -> Result {
        try run("defaults", arguments, input: input)
    }

    @discardableResult
    func probe(_ arguments: String...) throws -> Result {
        try run("foundation-probe", arguments, input: nil)
    }

    func run(_ product: String, _ arguments: [String], input: Data?) throws -> Result {
        let process = Process()
        process.executableURL = Self.productsDirectory.appendingPathComponent(product)
        process.arguments = arguments
        process.environment = [
            "HOME": home, "PATH": "/usr/bin:/bin", "TERMINALSETTINGS_ANY_USER_DIR": home + "/anyuser",
        ]
        let stdout = Pipe()
        let stderr = Pipe()
        let stdin = Pipe()
        process.standardOutput = stdout
        process.standardError = stderr
        process.standardInput = stdin
        try process.run()
        if let input { stdin.fileHandleForWriting.write(input) }
        try stdin.fileHandleForWriting.close()
        // Read both pipes to the end before waiting, so a full pipe cannot block the child.
        let group = DispatchGroup()
        nonisolated(unsafe) var errorData = Data()
        DispatchQueue.global().async(group: group) { errorData = stderr.fileHandleForReading.readDataToEndOfFile() }
        let outputData = stdout.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus, output: String(decoding: outputData, as: UTF8.self),
            error: String(decoding: errorData, as: UTF8.self), outputData: outputData)
    }
}

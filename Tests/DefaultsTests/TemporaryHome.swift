import Defaults
import Foundation
import PropertyList

/// A throw-away `HOME` (and any-user folder) for one test, removed when released.
final class TemporaryHome: @unchecked Sendable {
    let path: String

    init() {
        var template = Array((NSTemporaryDirectory() + "/defaults-tests-XXXXXX").utf8CString)
        let created = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
        precondition(created != nil, "mkdtemp failed")
        path = String(cString: template.withUnsafeBufferPointer { $0.baseAddress! })
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    var environment: DefaultsEnvironment {
        DefaultsEnvironment(home: path, xdgConfigHome: nil, anyUserDirectory: path + "/anyuser")
    }

    var userDirectory: String { path + "/.config" }

    /// The file a domain's values live in: user (optionally ByHost) or any-user.
    func file(_ domain: String, byHost: Bool = false, anyUser: Bool = false) -> String {
        if anyUser { return path + "/anyuser/" + domain + ".plist" }
        return byHost ? userDirectory + "/ByHost/" + domain + "..plist" : userDirectory + "/" + domain + ".plist"
    }

    /// Writes a store file the way Foundation would.
    func write(_ values: [String: PlistValue], to file: String) throws {
        let url = URL(fileURLWithPath: file)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try PropertyListCoder.encodeXML(.dictionary(values)).write(to: url)
    }

    /// Reads a store file back, or nil when it does not exist.
    func read(_ file: String) throws -> [String: PlistValue]? {
        guard let data = FileManager.default.contents(atPath: file) else { return nil }
        return try PropertyListCoder.decode(data).value.dictionaryValue
    }

    func defaults(_ domain: String = "com.example.app", arguments: [String] = []) -> Defaults {
        Defaults(applicationDomain: domain, environment: environment, arguments: arguments)
    }
}

/// A key no other test uses, for the process-wide registration domain.
func uniqueKey(_ base: String = "key") -> String { base + "-" + UUID().uuidString }

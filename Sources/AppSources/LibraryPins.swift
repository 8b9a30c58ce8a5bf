import FoundationEssentials
import SystemCalls
import TextOutput

/// The versions of the defaults libraries an app pins (`Package.resolved` of SwiftPM, any format
/// version, and `Cartfile.resolved` of Carthage): how a library reads a stored value depends on it.
public struct LibraryPins: Sendable, Hashable, Codable {
    /// A defaults library whose reading changed between versions.
    public enum Library: String, Sendable, Hashable, Codable, CaseIterable {
        /// sindresorhus/Defaults.
        case defaults
        /// jessesquires/Foil.
        case foil
        /// sunshinejr/SwiftyUserDefaults (formerly radex/SwiftyUserDefaults).
        case swiftyUserDefaults

        /// The library a repository address names (`https://github.com/sindresorhus/Defaults.git`).
        init?(repository: String) {
            var path = repository.lowercased()
            if path.hasSuffix(".git") { path = String(path.dropLast(4)) }
            while path.hasSuffix("/") { path.removeLast() }
            let parts = path.split(separator: "/").suffix(2).map(String.init)
            guard parts.count == 2 else { return nil }
            switch (parts[0], parts[1]) {
            case ("sindresorhus", "defaults"): self = .defaults
            case ("jessesquires", "foil"): self = .foil
            case ("sunshinejr", "swiftyuserdefaults"), ("radex", "swiftyuserdefaults"): self = .swiftyUserDefaults
            default: return nil
            }
        }
    }

    /// The pinned version of each library, as numbers (`[8, 2, 0]`), when it is a version (not a branch
    /// or a commit).
    public var versions: [Library: [Int]] = [:]
    /// Where each was pinned (`Package.resolved`), for messages.
    public var sources: [Library: String] = [:]

    /// No pins: every library is read as its newest version.
    public init() {}

    /// The largest lock file read.
    static let maximumBytes = 1 << 20

    /// The pins of the lock files at `paths`; a file that cannot be read or parsed pins nothing.
    public static func read(_ paths: [String]) -> LibraryPins {
        var pins = LibraryPins()
        for path in paths.sorted() {
            guard let status = FileSystem.statusIfPresent(of: path, followingLinks: false), status.isRegular,
                status.size <= maximumBytes, let data = FileManager.default.contents(atPath: path)
            else { continue }
            let name = PathText.lastComponent(path)
            let found = name == "Cartfile.resolved" ? cartfile(data) : packageResolved(data)
            for (library, version) in found where pins.versions[library] == nil {
                pins.versions[library] = version
                pins.sources[library] = name
            }
        }
        return pins
    }

    /// `x.y.z` as numbers (a leading `v` allowed), nil for anything else (a branch, a commit).
    public static func version(_ text: String) -> [Int]? {
        let digits = text.hasPrefix("v") ? String(text.dropFirst()) : text
        let core = digits.prefix { $0 != "-" && $0 != "+" }
        let parts = core.split(separator: ".", omittingEmptySubsequences: false).map { Int($0) }
        guard (1...4).contains(parts.count), parts.allSatisfy({ $0 != nil }) else { return nil }
        return parts.compactMap { $0 }
    }

    /// `Package.resolved`: format 1 (`object.pins[].repositoryURL`) and 2 or 3 (`pins[].location`).
    static func packageResolved(_ data: Data) -> [(Library, [Int])] {
        var result: [(Library, [Int])] = []
        for pin in resolvedPins(data).prefix(10_000) {
            guard let address = pin.address, let library = Library(repository: address), let text = pin.version,
                let version = version(text)
            else { continue }
            result.append((library, version))
        }
        return result
    }

    /// `Cartfile.resolved`: `github "owner/name" "1.2.3"` lines.
    static func cartfile(_ data: Data) -> [(Library, [Int])] {
        var result: [(Library, [Int])] = []
        for line in String(decoding: data, as: UTF8.self).split(whereSeparator: \.isNewline).prefix(10_000) {
            let fields = line.split(separator: "\"", omittingEmptySubsequences: true).map {
                $0.trimmingSpaces()
            }.filter { !$0.isEmpty }
            guard fields.count == 3, ["github", "git"].contains(fields[0]),
                let library = Library(repository: fields[1]), let version = version(fields[2])
            else { continue }
            result.append((library, version))
        }
        return result
    }

    /// Whether `library` is pinned below `version` (false when it is not pinned: the newest is assumed).
    public func pins(_ library: Library, below version: [Int]) -> Bool {
        guard let pinned = versions[library] else { return false }
        for index in 0..<max(pinned.count, version.count) {
            let a = index < pinned.count ? pinned[index] : 0
            let b = index < version.count ? version[index] : 0
            if a != b { return a < b }
        }
        return false
    }

    /// `Defaults 4.2.2 (Package.resolved)`, or nil when `library` is not pinned.
    public func describe(_ library: Library) -> String? {
        guard let version = versions[library], let source = sources[library] else { return nil }
        return "\(version.map(String.init).joined(separator: ".")) (\(source))"
    }
}

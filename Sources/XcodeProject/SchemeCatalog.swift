import FoundationEssentials
import PropertyList
import SystemCalls

/// The schemes and test plans of a checkout: shared schemes of every `*.xcodeproj` and
/// `*.xcworkspace` (`xcshareddata/xcschemes`), then user schemes (`xcuserdata/*/xcschemes`), then
/// Swift package schemes (`.swiftpm/xcode/xcshareddata/xcschemes`, listed, never used), and every
/// `*.xctestplan`.
///
/// The walk is `FolderWalk`'s (hidden folders, but each folder's `.swiftpm`, and
/// `FolderWalk.skippedFolderNames` are not entered), at most ``searchDepth`` levels, and stays
/// inside the folder given: a folder a link leads to outside it is not read; at most
/// ``maximumFiles`` schemes and plans are read. A file that cannot be
/// read is kept in ``problems`` and the rest are listed.
public struct SchemeCatalog: Sendable {
    /// The folder searched.
    public var root: URL
    /// The schemes: shared, then user, then package ones, each sorted by path.
    public var schemes: [XcodeScheme]
    /// The test plans, sorted by path.
    public var testPlans: [XcodeTestPlan]
    /// Files that could not be read.
    public var problems: [SchemeError]
    /// The walk's note of the links out of ``root`` it did not follow (nil when none), for the caller
    /// to say once.
    public var linksNotFollowed: String?

    /// How deep the walk goes.
    public static let searchDepth = 6
    /// The most scheme and plan files read.
    public static let maximumFiles = 2_000

    /// Searches `root`, reading each scheme and test plan within `budget`.
    public init(root: URL, budget: InputBudget = .scheme) {
        self.root = root.standardizedFileURL
        var shared: [XcodeScheme] = []
        var user: [XcodeScheme] = []
        var package: [XcodeScheme] = []
        var plans: [XcodeTestPlan] = []
        var problems: [SchemeError] = []
        var filesLeft = Self.maximumFiles
        let base = Array(FolderWalk.base(of: self.root).utf8)
        func read(_ folder: URL, location: XcodeScheme.Location, container: URL, into list: inout [XcodeScheme]) {
            // A scheme folder that is a link out of the checkout is not read, as the walk does not follow one.
            guard let real = FileSystem.canonicalPath(folder.path), FolderWalk.leadsInside(Array(real.utf8), base: base)
            else { return }
            for name in Self.entries(folder) where name.hasSuffix(".xcscheme") && filesLeft > 0 {
                filesLeft -= 1
                let file = folder.appendingPathComponent(name)
                guard Self.isRegularFile(file) else { continue }
                do {
                    list.append(try XcodeScheme(file: file, location: location, container: container, budget: budget))
                } catch {
                    problems.append(error)
                }
            }
        }
        // What one folder holds: test plans, and a Swift package's schemes.
        func scan(_ folder: URL) {
            for name in Self.entries(folder) where name.hasSuffix(".xctestplan") && filesLeft > 0 {
                let url = folder.appendingPathComponent(name)
                guard Self.isRegularFile(url) else { continue }
                filesLeft -= 1
                do {
                    plans.append(try XcodeTestPlan(file: url, budget: budget))
                } catch {
                    problems.append(error)
                }
            }
            let swiftpm = folder.appendingPathComponent(".swiftpm")
            if Self.isFolder(swiftpm) {
                read(
                    swiftpm.appendingPathComponent("xcode/xcshareddata/xcschemes"), location: .package,
                    container: swiftpm, into: &package)
            }
        }
        scan(self.root)
        // The walk every folder search uses; a folder a link leads to outside the checkout is not read.
        let outside = FolderWalk.walk(self.root, depth: Self.searchDepth, alsoSkipped: ["build", "Build"]) { folder in
            let name = folder.name
            if name.hasSuffix(".xcodeproj") || name.hasSuffix(".xcworkspace") {
                read(
                    folder.url.appendingPathComponent("xcshareddata/xcschemes"), location: .shared,
                    container: folder.url, into: &shared)
                let users = folder.url.appendingPathComponent("xcuserdata")
                for userFolder in Self.entries(users) where userFolder.hasSuffix(".xcuserdatad") {
                    read(
                        users.appendingPathComponent(userFolder).appendingPathComponent("xcschemes"),
                        location: .user, container: folder.url, into: &user)
                }
                return .skip
            }
            if ["app", "bundle", "xcassets", "lproj", "framework", "xcframework"].contains(folder.url.pathExtension) {
                return .skip
            }
            scan(folder.url)
            return .enter
        }
        schemes =
            shared.sorted { $0.file.path < $1.file.path } + user.sorted { $0.file.path < $1.file.path }
            + package.sorted { $0.file.path < $1.file.path }
        testPlans = plans.sorted { $0.file.path < $1.file.path }
        self.problems = problems
        linksNotFollowed = FolderWalk.note(skipping: outside, under: self.root.path)
    }

    /// The folder whose schemes a path's app uses: the path itself when it is a plain folder
    /// holding a project or workspace; otherwise the nearest folder above it that holds one,
    /// not above the checkout (the nearest folder with `.git`); else the folder given (or the
    /// bundle's parent).
    public static func root(for path: String) -> URL {
        var start = URL(fileURLWithPath: path).standardizedFileURL
        if !isFolder(start) || ["bundle", "app", "lproj"].contains(start.pathExtension) {
            start = start.deletingLastPathComponent()
        }
        var folder = start
        for _ in 0..<16 {
            let names = entries(folder)
            if names.contains(where: { $0.hasSuffix(".xcodeproj") || $0.hasSuffix(".xcworkspace") }) { return folder }
            if names.contains(".git") || folder.path == "/" { break }
            folder = folder.deletingLastPathComponent()
        }
        return start
    }

    /// The scheme named `name`: the first shared one, else the first user one. A package scheme
    /// is never used.
    public func scheme(named name: String) throws(SchemeError) -> XcodeScheme {
        if let found = schemes.first(where: { $0.name == name && $0.location != .package }) { return found }
        if let broken = problems.first(where: { Self.names($0, file: name + ".xcscheme") }) { throw broken }
        if let package = schemes.first(where: { $0.name == name }) {
            throw .unusable(
                path: package.file.path,
                reason: "the scheme \"\(name)\" belongs to a Swift package, which builds no app with a Settings.bundle")
        }
        throw .unknown(kind: "scheme", name: name, known: usableSchemeNames)
    }

    /// The names of the schemes that can be used, without duplicates, in catalog order.
    public var usableSchemeNames: [String] {
        var seen: Set<String> = []
        return schemes.filter { $0.location != .package && seen.insert($0.name).inserted }.map(\.name)
    }

    /// The test plan named `name` (a file name without `.xctestplan`).
    public func testPlan(named name: String) throws(SchemeError) -> XcodeTestPlan {
        if let found = testPlans.first(where: { $0.name == name }) { return found }
        if let broken = problems.first(where: { Self.names($0, file: name + ".xctestplan") }) { throw broken }
        throw .unknown(kind: "test plan", name: name, known: testPlans.map(\.name))
    }

    /// The file a `container:` reference of `scheme` names, inside the checkout only.
    public func resolve(reference: String, from base: URL) -> URL? {
        guard reference.hasPrefix("container:") else { return nil }
        let relative = String(reference.dropFirst("container:".count))
        guard !relative.isEmpty, !relative.hasPrefix("/") else { return nil }
        let url = base.appendingPathComponent(relative).standardizedFileURL
        guard url.path.hasPrefix(root.path + "/") else { return nil }
        // Not through a symbolic link that leads out of the checkout.
        let resolvedRoot = root.resolvingSymlinksInPath().path
        guard url.resolvingSymlinksInPath().path.hasPrefix(resolvedRoot + "/") else { return nil }
        return url
    }

    /// Whether a problem is about a file named `file`.
    public static func names(_ problem: SchemeError, file: String) -> Bool {
        switch problem {
        case .unreadable(let path, _), .malformed(let path, _), .unusable(let path, _):
            URL(fileURLWithPath: path).lastPathComponent == file
        case .unknown: false
        }
    }

    static func entries(_ folder: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
    }

    /// A folder that is not a symbolic link.
    static func isFolder(_ url: URL) -> Bool {
        FileSystem.statusIfPresent(of: url.path, followingLinks: false)?.isDirectory == true
    }

    static func isRegularFile(_ url: URL) -> Bool {
        FileSystem.statusIfPresent(of: url.path, followingLinks: false)?.isRegular == true
    }
}

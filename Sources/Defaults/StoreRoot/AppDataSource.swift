import FoundationEssentials
import PropertyList
import SystemCalls

/// A `--data` folder: where an app's real preference files are, read the way Apple lays them out.
///
/// | folder | stores |
/// |---|---|
/// | a Simulator device (`device.plist`) | the app's data container, found through `data/Containers/Data/Application/*/.com.apple.mobile_container_manager.metadata.plist` (`MCMMetadataIdentifier`); app groups in `data/Containers/Shared/AppGroup/*/` (same file); the global domain in `data/Library/Preferences` |
/// | the folder of all devices | the one device that has the app |
/// | an app data container (the metadata file, or `Library/Preferences`) | its `Library/Preferences` |
/// | an `.xcappdata` package (`AppDataInfo.plist`) | `AppData/Library/Preferences` |
/// | any other folder | the folder itself, as a `Library/Preferences` folder |
///
/// Nothing outside the folder given is read or written: every path is resolved and checked
/// (``ContainedPath``), and a symbolic link that leads out is an error naming it. Folder listings
/// and the files of the layout are bounded.
public struct AppDataSource: Sendable {
    /// What the folder is.
    public enum Kind: String, Sendable {
        case devices, device, container, xcappdata, preferences
    }

    /// An app installed on a Simulator device.
    public struct InstalledApp: Sendable, Hashable {
        /// The `.app` folder (resolved, inside the root).
        public var path: String
        /// Its `CFBundleIdentifier`.
        public var identifier: String
        /// The device it is installed on.
        public var device: SimulatorDevice
    }

    /// The metadata file of every container.
    public static let metadataFileName = ".com.apple.mobile_container_manager.metadata.plist"
    /// Its identifier key.
    public static let identifierKey = "MCMMetadataIdentifier"
    /// The description file of an `.xcappdata` package.
    public static let appDataInfoFileName = "AppDataInfo.plist"
    /// Most entries read from one folder.
    static let entryLimit = 4096
    /// Largest layout file read (`device.plist`, metadata, `Info.plist`).
    static let fileSizeLimit = 4 << 20

    /// What the folder is.
    public let kind: Kind
    /// The boundary: the folder given, resolved.
    public let boundary: ContainedPath
    /// The devices (one for a device folder, every device of the folder of all devices).
    public let devices: [SimulatorDevice]
    /// For a container, a package or a preferences folder: its preferences folder.
    let preferences: String?
    /// For a container or a package: the app it belongs to, when its metadata says.
    public let appIdentifier: String?
    /// The file that says so.
    let identifierFile: String?

    /// Looks at `path` and says what it is.
    /// - Throws: ``AppDataError`` when it is not a folder, or a file of its layout is malformed or
    ///   leads outside it.
    public static func open(_ path: String) throws(AppDataError) -> AppDataSource {
        guard let boundary = ContainedPath(path), StoreIO.directoryExists(boundary.root) else {
            throw .notAFolder(path)
        }
        let root = boundary.root
        func inside(_ relative: String) throws(AppDataError) -> String? {
            do throws(DefaultsError) { return try boundary.existing(root + "/" + relative) } catch {
                throw .outside(error)
            }
        }
        if let plist = try inside("device.plist") {
            let device = try SimulatorDevice.read(plist: plist, folder: root)
            return AppDataSource(
                kind: .device, boundary: boundary, devices: [device], preferences: nil, appIdentifier: nil,
                identifierFile: nil)
        }
        if let info = try inside(appDataInfoFileName) {
            let identifier = try readPlist(info, what: appDataInfoFileName)["CFBundleIdentifier"]?.stringValue
            return AppDataSource(
                kind: .xcappdata, boundary: boundary, devices: [], preferences: root + "/AppData/Library/Preferences",
                appIdentifier: identifier, identifierFile: info)
        }
        if let metadata = try inside(metadataFileName) {
            let identifier = try readPlist(metadata, what: "container metadata")[identifierKey]?.stringValue
            guard let identifier else {
                throw .malformed(file: metadata, reason: "it has no \(identifierKey) string")
            }
            return AppDataSource(
                kind: .container, boundary: boundary, devices: [], preferences: root + "/Library/Preferences",
                appIdentifier: identifier, identifierFile: metadata)
        }
        var devices: [SimulatorDevice] = []
        for entry in try listing(root, boundary: boundary) {
            guard let plist = try inside(entry + "/device.plist") else { continue }
            devices.append(try SimulatorDevice.read(plist: plist, folder: StoreIO.parentDirectory(of: plist)))
        }
        if !devices.isEmpty {
            return AppDataSource(
                kind: .devices, boundary: boundary, devices: devices.sorted { $0.name < $1.name }, preferences: nil,
                appIdentifier: nil, identifierFile: nil)
        }
        if try inside("Library/Preferences") != nil {
            return AppDataSource(
                kind: .container, boundary: boundary, devices: [], preferences: root + "/Library/Preferences",
                appIdentifier: nil, identifierFile: nil)
        }
        // A folder of preference files: named so, or holding some. Any other folder (a home folder
        // given by mistake) is refused rather than written into.
        let entries = try listing(root, boundary: boundary)
        guard StoreIO.lastComponent(of: root) == "Preferences" || entries.contains(where: { $0.hasSuffix(".plist") })
        else { throw .unknownLayout(root) }
        return AppDataSource(
            kind: .preferences, boundary: boundary, devices: [], preferences: root, appIdentifier: nil,
            identifierFile: nil)
    }

    /// The apps installed on the device(s) that have a `Settings.bundle`, sorted by identifier.
    /// Empty for a container, a package or a preferences folder.
    public func installedApps() throws(AppDataError) -> [InstalledApp] {
        var apps: [InstalledApp] = []
        for device in devices {
            let folder = device.folder + "/data/Containers/Bundle/Application"
            guard try contained(folder) != nil else { continue }
            for container in try Self.listing(folder, boundary: boundary) {
                for entry in try Self.listing(folder + "/" + container, boundary: boundary)
                where entry.hasSuffix(".app") {
                    guard let app = try contained(folder + "/" + container + "/" + entry),
                        StoreIO.directoryExists(app), try contained(app + "/Settings.bundle") != nil,
                        let info = try contained(app + "/Info.plist")
                    else { continue }
                    let plist = try Self.readPlist(info, what: "Info.plist")
                    guard let identifier = plist["CFBundleIdentifier"]?.stringValue else {
                        throw .malformed(file: info, reason: "it has no CFBundleIdentifier string")
                    }
                    apps.append(InstalledApp(path: app, identifier: identifier, device: device))
                }
            }
        }
        return apps.sorted { ($0.identifier, $0.device.name) < ($1.identifier, $1.device.name) }
    }

    /// The stores of the app `identifier`: its preferences folder, the global domain's folder, its
    /// app groups' folders, and the device (whose state decides whether it may be written).
    /// - Throws: ``AppDataError`` when no container, or several, claim the app, when the package
    ///   belongs to another app, or a path leads outside.
    public func storeRoot(forDomain identifier: String) throws(AppDataError) -> StoreRoot {
        switch kind {
        case .device, .devices:
            var found: [(device: SimulatorDevice, container: String, problems: [String])] = []
            var problems: [String] = []
            for device in devices {
                let scan = try scanContainers(device.folder + "/data/Containers/Data/Application")
                problems += scan.problems
                let claims = scan.containers[identifier] ?? []
                if claims.count > 1 { throw .ambiguous(identifier: identifier, containers: claims.sorted()) }
                if let container = claims.first { found.append((device, container, scan.problems)) }
            }
            guard let match = found.first else {
                let place =
                    kind == .device ? "\(devices[0].name) (\(devices[0].udid))" : "any device of \(boundary.root)"
                throw .noContainer(identifier: identifier, device: place, problems: problems)
            }
            if found.count > 1 {
                throw .severalDevices(
                    identifier: identifier, devices: found.map { "\($0.device.name) (\($0.device.folder))" })
            }
            let groups = try scanContainers(match.device.folder + "/data/Containers/Shared/AppGroup")
            var groupPreferences: [String: String] = [:]
            for (group, containers) in groups.containers {
                if containers.count > 1 { throw .ambiguous(identifier: group, containers: containers.sorted()) }
                groupPreferences[group] = containers[0] + "/Library/Preferences"
            }
            return StoreRoot(
                preferences: match.container + "/Library/Preferences",
                globalPreferences: match.device.folder + "/data/Library/Preferences",
                groupPreferences: groupPreferences, boundary: boundary, device: match.device,
                notes: match.problems + groups.problems)
        case .container, .xcappdata, .preferences:
            if let appIdentifier, let identifierFile, appIdentifier != identifier {
                throw .otherApp(file: identifierFile, identifier: appIdentifier, expected: identifier)
            }
            let preferences = preferences ?? boundary.root
            return StoreRoot(
                preferences: preferences, globalPreferences: preferences, groupPreferences: [:], boundary: boundary,
                device: nil, notes: [])
        }
    }

    /// The global domain's root (for the languages the titles are shown in): the first device's
    /// `data/Library/Preferences`, else the preferences folder.
    public var globalStoreRoot: StoreRoot {
        let folder = devices.first.map { $0.folder + "/data/Library/Preferences" } ?? preferences ?? boundary.root
        return StoreRoot(
            preferences: folder, globalPreferences: folder, groupPreferences: [:], boundary: boundary,
            device: devices.first, notes: [])
    }

    /// Every container of a containers folder by the identifier its metadata gives, and what is
    /// wrong with the others.
    private func scanContainers(_ folder: String) throws(AppDataError) -> (
        containers: [String: [String]], problems: [String]
    ) {
        guard let resolved = try contained(folder) else { return ([:], []) }
        var containers: [String: [String]] = [:]
        var problems: [String] = []
        for entry in try Self.listing(resolved, boundary: boundary) {
            let container = resolved + "/" + entry
            let metadata: String
            do throws(DefaultsError) {
                guard let found = try boundary.existing(container + "/" + Self.metadataFileName) else {
                    if StoreIO.directoryExists(container) {
                        problems.append("\(container) has no \(Self.metadataFileName), so its app is unknown")
                    }
                    continue
                }
                // The container itself must be inside too (a link to a folder elsewhere).
                guard try boundary.existing(container) != nil else { continue }
                metadata = found
            } catch {
                problems.append(error.description)
                continue
            }
            do throws(AppDataError) {
                guard
                    let identifier = try Self.readPlist(metadata, what: "container metadata")[Self.identifierKey]?
                        .stringValue
                else {
                    problems.append("\(metadata) has no \(Self.identifierKey) string")
                    continue
                }
                containers[identifier, default: []].append(container)
            } catch {
                problems.append(error.description)
            }
        }
        return (containers, problems)
    }

    private func contained(_ path: String) throws(AppDataError) -> String? {
        do throws(DefaultsError) { return try boundary.existing(path) } catch { throw .outside(error) }
    }

    /// The names in a folder (no `.` entries), sorted, at most ``entryLimit``.
    static func listing(_ folder: String, boundary: ContainedPath) throws(AppDataError) -> [String] {
        guard let names = FileSystem.entries(of: folder, limit: entryLimit + 1) else { return [] }
        if names.count > entryLimit { throw .tooManyEntries(folder: folder, limit: entryLimit) }
        return names.sorted()
    }

    /// A layout file's top-level dictionary (bounded; a FIFO or a folder is refused).
    static func readPlist(_ path: String, what: String) throws(AppDataError) -> [PlistKey: PlistValue] {
        guard let info = FileSystem.statusIfPresent(of: path), info.isRegular else {
            throw .malformed(file: path, reason: "\(what) is not a regular file")
        }
        guard info.size <= fileSizeLimit else {
            throw .malformed(file: path, reason: "\(what) is larger than \(fileSizeLimit >> 20) MiB")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw .malformed(file: path, reason: "\(what) cannot be read")
        }
        let value: PlistValue
        do throws(PropertyListError) {
            value = try PropertyListCoder.decode(data).value
        } catch {
            throw .malformed(file: path, reason: "\(what) is not a property list (\(error.description))")
        }
        guard case .dictionary(let values) = value else {
            throw .malformed(file: path, reason: "\(what) is not a dictionary")
        }
        return values
    }
}

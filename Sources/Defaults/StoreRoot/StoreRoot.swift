import FoundationEssentials

/// Another place for `Defaults` stores than `~/.config`: an app's own `Library/Preferences` (in a
/// Simulator container, an `.xcappdata` package or a folder), laid out as on Apple systems.
///
/// | domain | file |
/// |---|---|
/// | application or suite `d` | `<preferences>/d.plist` |
/// | an app group `g` with a group container | `<group container>/Library/Preferences/g.plist` |
/// | global | `<globalPreferences>/.GlobalPreferences.plist` (the device's `data/Library/Preferences`) |
/// | `d`, current host (ByHost) | `<preferences>/ByHost/d.<host UUID>.plist`, the one file there |
///
/// Files are written as CFPreferences writes them (``StoreFileStyle/apple``), never outside
/// ``boundary``, and not at all while the device is booted (see ``writeRefusal``).
/// Get one from ``AppDataSource/storeRoot(forDomain:)``.
public struct StoreRoot: Sendable, Hashable {
    /// The app's `Library/Preferences` folder.
    public var preferences: String
    /// The folder of the global domain's `.GlobalPreferences.plist`.
    public var globalPreferences: String
    /// The `Library/Preferences` folder of each app group's container, by group identifier.
    public var groupPreferences: [String: String]
    /// The folder given: nothing outside it is read or written.
    public var boundary: ContainedPath
    /// The Simulator device the stores are on, if any.
    public var device: SimulatorDevice?
    /// What was found wrong beside the app's own stores (a container without metadata, say).
    public var notes: [String]

    /// A root with explicit folders.
    public init(
        preferences: String, globalPreferences: String, groupPreferences: [String: String], boundary: ContainedPath,
        device: SimulatorDevice?, notes: [String]
    ) {
        self.preferences = preferences
        self.globalPreferences = globalPreferences
        self.groupPreferences = groupPreferences
        self.boundary = boundary
        self.device = device
        self.notes = notes
    }

    /// Why the stores may not be written directly: a booted device's `cfprefsd` caches them and
    /// would overwrite or ignore the file. nil when they may.
    public var writeRefusal: String? {
        guard let device, device.isBooted else { return nil }
        return "the Simulator \(device.name) (\(device.udid)) is booted and its cfprefsd would overwrite or ignore"
            + " the file; shut it down, or write through the device (--apply simctl prints the commands)"
    }

    /// How the stores are written: as CFPreferences does, inside the boundary, refused while booted.
    public var style: StoreFileStyle {
        var style = StoreFileStyle.apple
        style.boundary = boundary
        style.writeRefusal = writeRefusal
        return style
    }

    /// The folder of a domain's store file.
    func folder(forDomain name: String) -> String {
        if name == DomainName.global { return globalPreferences }
        return groupPreferences[name] ?? preferences
    }

    /// The store file of a domain (a validated name; `.GlobalPreferences` for the global domain).
    /// ByHost: the one `ByHost/<name>.<host>.plist` present (Apple names it after the host's
    /// hardware UUID); nil when there is none.
    func file(forDomain name: String, byHost: Bool) -> String? {
        let folder = folder(forDomain: name)
        guard byHost else { return folder + "/" + name + ".plist" }
        let byHostFolder = folder + "/" + DefaultsEnvironment.byHostFolderName
        guard let entries = try? AppDataSource.listing(byHostFolder, boundary: boundary) else { return nil }
        let prefix = name + "."
        for entry in entries where entry.hasPrefix(prefix) && entry.hasSuffix(".plist") {
            let host = entry.dropFirst(prefix.utf8.count).dropLast(".plist".utf8.count)
            if !host.isEmpty, !host.contains(".") { return byHostFolder + "/" + entry }
        }
        return nil
    }
}

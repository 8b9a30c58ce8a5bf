/// Why a `--data` folder (a Simulator device, an app data container, an `.xcappdata` package, a
/// preferences folder) cannot give the stores asked for. Every message names the file or folder.
public enum AppDataError: Error, CustomStringConvertible, Equatable, Sendable {
    /// The path does not exist or is not a folder.
    case notAFolder(String)
    /// A file of the layout cannot be read or is not what it should be.
    case malformed(file: String, reason: String)
    /// No data container on the device claims the app.
    case noContainer(identifier: String, device: String, problems: [String])
    /// Several containers claim one identifier.
    case ambiguous(identifier: String, containers: [String])
    /// The folder of all devices holds the app on several devices.
    case severalDevices(identifier: String, devices: [String])
    /// The data package names another app than the bundle opened with it.
    case otherApp(file: String, identifier: String, expected: String)
    /// A path of the layout leads outside the folder given.
    case outside(DefaultsError)
    /// The folder is none of the layouts `--data` reads.
    case unknownLayout(String)
    /// A folder holds more entries than are read.
    case tooManyEntries(folder: String, limit: Int)

    public var description: String {
        switch self {
        case .notAFolder(let path):
            return "\(path) is not a folder; --data takes a Simulator device folder (or the folder of all devices),"
                + " an app data container, an .xcappdata package or a Library/Preferences folder"
        case .malformed(let file, let reason):
            return "\(file): \(reason)"
        case .noContainer(let identifier, let device, let problems):
            var text = "no data container on \(device) belongs to \(identifier) (is the app installed there?)"
            if !problems.isEmpty { text += "; " + problems.joined(separator: "; ") }
            return text
        case .ambiguous(let identifier, let containers):
            return "\(containers.count) containers claim \(identifier): " + containers.joined(separator: ", ")
                + "; remove the stale one (or pass that container itself with --data)"
        case .severalDevices(let identifier, let devices):
            return "\(identifier) is installed on \(devices.count) devices: " + devices.joined(separator: ", ")
                + "; pass one device folder with --data"
        case .otherApp(let file, let identifier, let expected):
            return "\(file) belongs to \(identifier), not \(expected); open it with that app's bundle"
                + " (or pass --domain \(identifier))"
        case .outside(let error):
            return error.description
        case .unknownLayout(let folder):
            return "\(folder) is neither a Simulator device (device.plist), a folder of devices, an app data container"
                + " (.com.apple.mobile_container_manager.metadata.plist or Library/Preferences), an .xcappdata package"
                + " (AppDataInfo.plist) nor a Preferences folder holding .plist files"
        case .tooManyEntries(let folder, let limit):
            return "\(folder) holds more than \(limit) entries; only folders with fewer are read"
        }
    }
}

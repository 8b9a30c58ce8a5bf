import FoundationEssentials
import PropertyList

/// A Simulator device as its `device.plist` describes it (`UDID`, `name`, `runtime`, `state`), and
/// its folder.
public struct SimulatorDevice: Sendable, Hashable {
    /// CoreSimulator's `SimDeviceState` value of a booted device (0 creating, 1 shutdown, 2 booting,
    /// 3 booted, 4 shutting down).
    public static let bootedState: Int64 = 3

    /// The device's identifier (the folder's name under `CoreSimulator/Devices`).
    public var udid: String
    /// Its name (`iPhone 16`).
    public var name: String
    /// Its runtime identifier (`com.apple.CoreSimulator.SimRuntime.iOS-18-0`).
    public var runtime: String
    /// Its `state`.
    public var state: Int64
    /// The device folder (resolved), holding `device.plist` and `data/`.
    public var folder: String

    /// Whether `cfprefsd` runs on it: its preference files must then be written through the device.
    public var isBooted: Bool { state == Self.bootedState }

    /// The runtime's short form: `com.apple.CoreSimulator.SimRuntime.iOS-18-0` → `iOS 18.0`.
    public var runtimeName: String {
        let last = runtime.split(separator: ".").last.map(String.init) ?? runtime
        guard let dash = last.firstIndex(of: "-") else { return last }
        return last[..<dash] + " "
            + String(
                String.UnicodeScalarView(last[last.index(after: dash)...].unicodeScalars.map { $0 == "-" ? "." : $0 }))
    }

    /// Reads `device.plist` (already checked inside the root) of the device folder `folder`.
    static func read(plist: String, folder: String) throws(AppDataError) -> SimulatorDevice {
        let value = try AppDataSource.readPlist(plist, what: "device.plist")
        guard let udid = value["UDID"]?.stringValue, !udid.isEmpty else {
            throw .malformed(file: plist, reason: "it has no UDID string")
        }
        guard let udidValue = UUID(uuidString: udid), udidValue.uuidString == udid.uppercased() else {
            throw .malformed(file: plist, reason: "its UDID is not a UUID")
        }
        return SimulatorDevice(
            udid: udid, name: value["name"]?.stringValue ?? udid, runtime: value["runtime"]?.stringValue ?? "",
            state: value["state"]?.int64Value ?? 0, folder: folder)
    }
}

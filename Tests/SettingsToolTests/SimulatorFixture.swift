import Foundation
import PropertyList
import PropertyListFoundation
import SystemCalls
import TestSupport

/// A Simulator device folder built from the real files of `Fixtures/AppData` (see its README) with
/// the Showcase app installed, its data and app-group containers, and the device's global domain;
/// every store a binary plist written by `PropertyListSerialization`, as CFPreferences writes them.
struct SimulatorFixture {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/AppData")
    static let showcase = Sandbox.packageDirectory.appendingPathComponent("Examples/Showcase")
    static let domain = "com.terminalsettings.showcase"
    static let group = "group.com.terminalsettings.showcase"
    static let udid = "129FE671-F8D2-446D-9B69-DE56F1AC80B9"

    /// The folder of all devices (`CoreSimulator/Devices`).
    let devices: String
    /// The device folder (`Devices/<UDID>`).
    let device: String
    /// The app's data container, its group container, and the app's `.app` folder.
    let container: String
    let groupContainer: String
    let app: String

    /// The app's store file and the group's.
    var appStore: String { container + "/Library/Preferences/\(Self.domain).plist" }
    var groupStore: String { groupContainer + "/Library/Preferences/\(Self.group).plist" }
    var globalStore: String { device + "/data/Library/Preferences/.GlobalPreferences.plist" }

    /// Builds the device under `sandbox` (in `CoreSimulator/Devices/<UDID>`), booted or shut down.
    init(
        in sandbox: Sandbox, booted: Bool = false, app values: [PlistKey: PlistValue] = [:],
        group groupValues: [PlistKey: PlistValue] = [:],
        global: [PlistKey: PlistValue] = ["AppleLanguages": ["de-DE", "en"], "AppleLocale": "de_DE"]
    ) throws {
        devices = Self.home(sandbox) + "/Library/Developer/CoreSimulator/Devices"
        device = devices + "/" + Self.udid
        container = device + "/data/Containers/Data/Application/6A1D9F0B-1C52-4E4B-9A0C-3F58D2C7B1A4"
        groupContainer = device + "/data/Containers/Shared/AppGroup/0D4C3E52-8B7A-4F1B-A6E2-9C1D5B3A7E60"
        app = device + "/data/Containers/Bundle/Application/F2B8E0C4-5D3A-4C7E-8F19-2A6B4D0E9C31/Showcase.app"
        let manager = FileManager.default
        try manager.createDirectory(atPath: device, withIntermediateDirectories: true)

        // device.plist: the real file; a booted device only differs in `state` (3).
        var devicePlist = try Data(contentsOf: Self.fixtures.appendingPathComponent("device.plist"))
        if booted {
            var object = try PropertyListSerialization.propertyList(from: devicePlist, format: nil) as! [String: Any]
            object["state"] = 3
            devicePlist = try PropertyListSerialization.data(fromPropertyList: object, format: .xml, options: 0)
        }
        try devicePlist.write(to: URL(fileURLWithPath: device + "/device.plist"))

        // The installed app: the Showcase's Info.plist and Settings.bundle.
        try manager.createDirectory(
            atPath: (app as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try manager.copyItem(atPath: Self.showcase.resolvingSymlinksInPath().path, toPath: app)

        try Self.writeMetadata(identifier: Self.domain, in: container)
        try Self.writeMetadata(identifier: Self.group, in: groupContainer)
        // Another app's container, exactly as the real file has it.
        try Self.writeMetadata(
            identifier: nil, in: device + "/data/Containers/Data/Application/0984009B-81D1-4F7F-BDBD-261E22059155")
        if !values.isEmpty { try Self.writeBinary(values, to: appStore) }
        if !groupValues.isEmpty { try Self.writeBinary(groupValues, to: groupStore) }
        if !global.isEmpty { try Self.writeBinary(global, to: globalStore) }
    }

    /// The sandbox's home as the tools name it: resolved (`NSTemporaryDirectory()` may end in `/`).
    static func home(_ sandbox: Sandbox) -> String {
        FileSystem.canonicalPath(sandbox.home) ?? sandbox.home
    }

    /// The real metadata file's contents with another identifier (nil: unchanged) and the
    /// container's folder name as its UUID, written binary in `container`.
    static func writeMetadata(identifier: String?, in container: String) throws {
        let text = try String(contentsOf: fixtures.appendingPathComponent("container-metadata.txt"), encoding: .utf8)
        guard case .dictionary(var metadata) = try OpenStepParser.parse(text) else { throw FixtureError() }
        // The log printed numbers without types; containermanagerd stores them as integers.
        metadata = metadata.mapValues(Self.integers)
        if let identifier {
            metadata["MCMMetadataIdentifier"] = .string(identifier)
            metadata["MCMMetadataUUID"] = .string((container as NSString).lastPathComponent)
        }
        try FileManager.default.createDirectory(atPath: container, withIntermediateDirectories: true)
        try writeBinary(metadata, to: container + "/.com.apple.mobile_container_manager.metadata.plist")
    }

    private static func integers(_ value: PlistValue) -> PlistValue {
        switch value {
        case .string(let text): Int64(text).map { .integer($0) } ?? value
        case .dictionary(let values): .dictionary(values.mapValues(integers))
        default: value
        }
    }

    /// A binary plist written by Foundation, as CFPreferences writes it.
    static func writeBinary(_ values: [PlistKey: PlistValue], to path: String) throws {
        try FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        let data = try PropertyListSerialization.data(
            fromPropertyList: PlistValue.dictionary(values).foundationObject, format: .binary, options: 0)
        try data.write(to: URL(fileURLWithPath: path))
        try FileSystem.setPermissions(path, 0o600)
    }

    /// A store file as Foundation reads it, and its format.
    static func foundationRead(_ path: String) throws -> (
        values: PlistValue?, format: PropertyListSerialization.PropertyListFormat
    ) {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        var format = PropertyListSerialization.PropertyListFormat.xml
        let object = try PropertyListSerialization.propertyList(from: data, options: [], format: &format)
        return (PlistValue(foundationObject: object), format)
    }

    struct FixtureError: Error {}
}

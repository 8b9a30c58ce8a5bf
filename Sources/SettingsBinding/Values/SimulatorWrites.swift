/// Where an app's stores are on a Simulator device: the device's UDID and the absolute path of each
/// writable domain's store file in the app's containers. With it, change commands are
/// `xcrun simctl spawn UDID defaults write PATH …`, written through the device's `cfprefsd`, and
/// name the container's file: a bare domain would write a simulator-wide file the sandboxed app
/// never reads.
public struct SimulatorWrites: Sendable, Hashable {
    /// The device (`device.plist`'s `UDID`).
    public var udid: String
    /// The absolute store file of each domain (the application domain, the app groups).
    public var files: [String: String]

    /// Creates the mapping.
    public init(udid: String, files: [String: String]) {
        self.udid = udid
        self.files = files
    }
}

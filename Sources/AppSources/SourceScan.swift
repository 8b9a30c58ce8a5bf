/// What the sources of one app target say about its defaults keys.
public struct SourceScan: Sendable, Hashable, Codable {
    /// Every read and write, in file and line order.
    public var uses: [KeyUse] = []
    /// Every registration, in file and line order.
    public var registrations: [DefaultsRegistration] = []
    /// The files read.
    public var files: [String] = []
    /// Files that could not be read or were skipped, each with why.
    public var skipped: [String] = []

    public init() {}

    /// The reads and writes whose key is known.
    public var keyedUses: [KeyUse] { uses.filter { $0.key != nil } }

    /// The reads whose key is not known (built at run time, a parameter, an uncertain constant).
    public var dynamicUses: [KeyUse] { uses.filter { $0.key == nil } }

    /// The reads whose key is known neither whole nor by its start: any key may be read there.
    public var unresolvedReads: [KeyUse] { uses.filter { $0.action == .read && $0.key == nil && $0.keyPrefix == nil } }

    /// Whether some registration may register any key (the bundle itself, or contents the reader
    /// cannot see).
    public var registersUnknownOrBundle: Bool {
        registrations.contains { registration in
            switch registration.contents {
            case .settingsBundle, .unknown: true
            case .entries, .resource: false
            }
        }
    }

    mutating func sort() {
        uses.sort { $0.position < $1.position }
        registrations.sort { $0.position < $1.position }
    }
}
